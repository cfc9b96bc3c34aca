import { expect, test, type Page } from '@playwright/test';
import { severeAxeViolations } from './page-checks';

/** Every public route of SPEC section 2 (admin pages sit behind the guard). */
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/tours',
  '/tours/trek',
  '/tours/expedition',
  '/tour/1',
  '/tours/k2-base-camp',
  '/custom-tour',
  '/booking/1',
  '/checkout/1',
  '/booking-confirmation',
  '/about',
  '/blog',
  '/blog/1',
  '/contact',
  '/dashboard',
  '/no-such-page',
];

async function scrollThrough(page: Page) {
  // Deferred sections and in-view fades appear as a reader scrolls; axe should see them too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 80));
    }
    window.scrollTo(0, 0);
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(240_000);

    test('no serious or critical violations on any public route', async ({ page }) => {
      const found: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await expect(page.getByRole('banner')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await scrollThrough(page);
        found.push(...(await severeAxeViolations(page)).map((line) => `${route}: ${line}`));
      }
      expect(found).toEqual([]);
    });
  });
}
