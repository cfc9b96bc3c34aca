import { expect, type Page } from '@playwright/test';
import { ADMIN } from './fixtures';

/** Signs the seeded admin in through the login form; the site takes them to /admin. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
