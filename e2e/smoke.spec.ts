import { expect, test } from '@playwright/test';

test('the home page loads and has a title', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});

test('the featured tours API answers with data', async ({ request }) => {
  const response = await request.get('/api/tours/featured');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = (await response.json()) as { data?: unknown };
  expect(Array.isArray(body.data)).toBe(true);
  expect((body.data as unknown[]).length).toBeGreaterThan(0);
});
