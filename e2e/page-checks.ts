// Checks every page must pass, shared by the Playwright specs: axe-core on the page as a user sees
// it, and a layout that never scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Waits for the page's running CSS animations and transitions that end (a dialog's fade-in, a
 * toast sliding in) to finish. Axe folds an element's opacity into colour contrast, so a dialog
 * measured mid-fade reports white-on-red text as unreadable. Endless ones (spinners) are left.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && end !== Infinity;
    });
    // A cancelled animation rejects `finished`; it is over all the same.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Axe's violations in the page, or only inside `include` (a selector such as 'main' or
 * '[role="dialog"]'), measured once animations have settled.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}

/** The serious and critical ones of `axeViolations`: one line per rule with the elements it found. */
export async function severeAxeViolations(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, include))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`,
    );
}

/** No serious or critical axe violations in the page, or in `include`. */
export async function expectNoSevereAxeViolations(page: Page, include?: string): Promise<void> {
  expect(await severeAxeViolations(page, include)).toEqual([]);
}

/** The page scrolls vertically only: nothing sticks out sideways at this width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Server-rendered pages (issue 16) show before their JavaScript runs: a click, a key or a scroll
 * that needs React must wait until it has adopted the page (it marks the nodes it adopted; the
 * route's content may come after the shell), re-rendered what it keeps disabled until then (the
 * catalogue's controls), and those controls have finished their transition.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const adopted = (node: Element | null) =>
      Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber')));
    return (
      adopted(document.querySelector('#root h1')) &&
      !document.querySelector('#root fieldset:disabled') &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition)
    );
  });
}

/**
 * Waits until React has adopted the element: a part of the page whose code loads after the rest
 * (the lazy footer) is still the server's HTML after `waitForHydration`, and a click there is the
 * browser's own full-page navigation.
 */
export async function waitForAdopted(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}

/**
 * Scrolls through the page as a reader would (deferred sections and in-view fades appear), then
 * returns the buttons, links, fields, badges and prices that a floating element covers, or
 * would cover at some scroll position (issue 17: a tap there hits the floating button instead).
 * Floating elements carry `data-floating`; they are fixed, so an element of the page passes under
 * one exactly when its centre's x lies within the floating box and some scroll position brings its
 * y there. A full-width bar (`data-floating="bar"`, the phone's dock) hides what passes under it
 * as the header does: it is no floating button.
 */
export async function scrollAndFindCovered(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const CONTROLS =
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], .chakra-badge';
    type Box = { left: number; right: number; top: number; bottom: number; name: string };
    const floating = new Map<string, Box>();
    /** The fixed floating boxes on screen now (the scroll-to-top button comes and goes). */
    const collectFloating = () => {
      for (const el of document.querySelectorAll('[data-floating] *')) {
        if (el.closest('[data-floating="bar"]')) continue;
        if (getComputedStyle(el).position !== 'fixed') continue;
        const box = el.getBoundingClientRect();
        if (box.width < 1 || box.height < 1) continue;
        const name = (el.textContent || el.getAttribute('aria-label') || 'floating').trim();
        const key = `${name} ${box.left} ${box.top} ${box.width} ${box.height}`;
        floating.set(key, {
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          name,
        });
      }
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 80));
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await settle();
      collectFloating();
    }
    window.scrollTo(0, document.body.scrollHeight);
    await settle();
    collectFloating();
    window.scrollTo(0, 0);
    await settle();

    /** Elements whose own text holds a price ('$1,299'). */
    const prices = [...document.body.querySelectorAll('*')].filter((el) =>
      [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && /\$\s?\d/.test(node.textContent ?? ''),
      ),
    );
    const pinned = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const found: string[] = [];
    for (const el of [...document.querySelectorAll(CONTROLS), ...prices]) {
      // Pinned elements (the header, a sticky card) move with the screen, not under it.
      if (el.closest('[data-floating]') || pinned(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 1 || box.height < 1 || getComputedStyle(el).visibility === 'hidden') continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2 + window.scrollY;
      for (const f of floating.values()) {
        const reachable = y - f.bottom <= maxScroll && y - f.top >= 0;
        if (x >= f.left && x <= f.right && reachable) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          found.push(`${el.tagName.toLowerCase()} "${name}" under "${f.name.slice(0, 30)}"`);
        }
      }
    }
    return [...new Set(found)];
  });
}
