import type { AnyRouter } from '@tanstack/react-router';

/** How long a new page may take to show its heading (its code and data load first). */
const HEADING_WAIT_MS = 3000;
const LOOK_EVERY_MS = 50;

/**
 * After a navigation to another path, focus goes to the new page's heading (issue 17): a screen
 * reader announces the page, and the next Tab starts from it rather than from the link left on
 * the old page. Search-only changes (filters, tabs, pages of a list) leave focus where it is, and
 * so does a reader who has already moved it while the page loaded. Returns the stop function.
 */
export function focusHeadingOnNavigation(router: AnyRouter): () => void {
  let cancel = () => {};
  let before: { heading: Element | null; text: string | null } | null = null;
  const heading = () => document.querySelector<HTMLElement>('main h1');

  const stopBefore = router.subscribe('onBeforeNavigate', (event) => {
    const old = heading();
    before = event.pathChanged ? { heading: old, text: old?.textContent ?? null } : null;
  });
  const stopRendered = router.subscribe('onRendered', (event) => {
    cancel();
    const previous = before;
    if (!previous || !event.fromLocation || !event.pathChanged) return;
    const focused = document.activeElement;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      if (document.activeElement !== focused && document.activeElement !== document.body) return;
      const h1 = heading();
      if (h1 && (h1 !== previous.heading || h1.textContent !== previous.text)) {
        if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
        h1.focus({ preventScroll: true });
      } else if (Date.now() - started < HEADING_WAIT_MS) {
        timer = setTimeout(look, LOOK_EVERY_MS);
      }
    };
    look();
    cancel = () => clearTimeout(timer);
  });
  return () => {
    cancel();
    stopBefore();
    stopRendered();
  };
}
