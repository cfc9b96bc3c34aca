import { expect, test } from '@playwright/test';
import { waitForHydration } from './page-checks';

test('an unknown route shows the 404 page and logs the path to the console', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/no-such-trek');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  // Logged by the app once its code runs (after the page is painted).
  await expect.poll(() => logs.some((l) => l.includes('/no-such-trek'))).toBe(true);
  await page.getByRole('link', { name: 'Browse Tours' }).click();
  await expect(page).toHaveURL(/\/tours$/);
});

test('the Tours dropdown opens on hover with descriptions and closes with Escape', async ({
  page,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Tours' });
  await trigger.hover();
  const expeditions = page.getByRole('link', { name: /Expeditions/ });
  await expect(expeditions).toBeVisible();
  await expect(page.getByText('Fully supported climbs from 6,000 m to 8,000 m')).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expeditions.click();
  await expect(page).toHaveURL(/\/tours\/expedition$/);
  await expect(page.getByRole('heading', { name: 'Mountain Expeditions' })).toBeVisible();
});

test('the top bar turns translucent past 10 px and the footer links the destination slugs', async ({
  page,
}) => {
  await page.goto('/login');
  const bar = page.getByRole('banner');
  // The footer arrives with its own chunk: before it, the short login page cannot scroll.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(bar).not.toHaveAttribute('data-scrolled');
  await page.mouse.wheel(0, 300);
  await expect(bar).toHaveAttribute('data-scrolled', '');
  const destinations = page.getByRole('navigation', { name: 'Popular destinations' });
  for (const slug of [
    'k2-base-camp',
    'fairy-meadows',
    'deosai-plains',
    'hunza-valley',
    'baltoro-glacier',
  ]) {
    await expect(destinations.locator(`a[href="/tours/${slug}"]`)).toHaveCount(1);
  }
  await expect(page.getByText(`© ${new Date().getFullYear()} Karakoram Trails`)).toBeVisible();
});

test('Request Custom Tour floats on every page except /custom-tour, in the gutter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await waitForHydration(page);
  const button = page.getByRole('link', { name: 'Request Custom Tour' });
  // Issue 17: it stands, its whole name showing, in the right-hand gutter that the page's
  // container keeps clear (64 px from lg), so it never covers the page.
  const box = (await button.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(1280 - 64);
  expect(box.height).toBeGreaterThan(120);
  const content = (await page.locator('main .chakra-container').first().boundingBox())!;
  expect(content.x + content.width - 64).toBeLessThanOrEqual(box.x);
  await button.click();
  await expect(page).toHaveURL(/\/custom-tour$/);
  await expect(page.getByRole('link', { name: 'Request Custom Tour' })).toHaveCount(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dock holds Request Custom Tour and keeps the page clear under it', async ({ page }) => {
    await page.goto('/register');
    await waitForHydration(page);
    const dock = page.getByRole('complementary', { name: 'Quick actions' });
    await expect(dock.getByRole('link', { name: 'Request Custom Tour' })).toBeInViewport();
    // Scrolled to the end, the footer's last line sits above the dock, not behind it.
    const copyright = page.getByText(/^© \d{4} Karakoram Trails/);
    await expect(copyright).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(copyright).toBeInViewport();
    const line = (await copyright.boundingBox())!;
    const bar = (await page.locator('[data-floating="bar"]').boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(bar.y);
  });

  test('the mobile menu opens, shows the links and closes when one is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Trekking' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the scroll-to-top button appears past 400 px and scrolls back up', async ({ page }) => {
    await page.goto('/register');
    // The form arrives with its route chunk: scrolling before it would stop short of 400 px.
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    // So does the footer, in its own chunk.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  });
});

test('pages run under the Content-Security-Policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const path of ['/', '/login', '/register', '/about']) {
    const response = await page.goto(path);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await expect(page.getByRole('banner')).toBeVisible();
  }
  // A hover before React adopts the header opens nothing.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Tours' }).hover();
  await expect(page.getByRole('link', { name: /Trekking/ })).toBeVisible();
  expect(violations).toEqual([]);
});
