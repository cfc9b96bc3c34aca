// Checks every page must pass, shared by the Playwright specs: axe-core on the page as a user sees
// it, and a layout that never scrolls sideways.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
