import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { agePassword, grantAdminRole, requireTwoFactor } from './db-fixtures';
import { expectNoSevereAxeViolations, waitForHydration } from './page-checks';

/*
 * What the admin guard finds the server asks of an admin first (issue 18), whichever /admin page
 * they open: an expired password is changed before any admin page shows, and the two-factor the
 * Security setting requires is set up before any page but the enrolment page. A new admin per
 * journey; one width each (the layouts are checked by the screens' own specs).
 */

const PASSWORD = 'Moraine-Lantern-41';
const NEW_PASSWORD = 'Serac-Compass-82';

async function newAdmin(page: Page): Promise<string> {
  const email = `admin-held-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { name: 'Held Admin', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  grantAdminRole(email);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('an expired password, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('is changed on the admin page the admin opens, which then shows', async ({ page }) => {
    const email = await newAdmin(page);
    // Older than the default Password Expiry (90 days).
    agePassword(email, 200);
    await signIn(page, email);
    const form = page.getByRole('heading', { level: 1, name: 'Change Your Password' });
    await expect(form).toBeVisible();

    await page.goto('/admin/bookings');
    await expect(form).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toHaveCount(0);
    await expectNoSevereAxeViolations(page);

    await page.getByLabel(/^Current Password/).fill(PASSWORD);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/bookings$/);

    const old = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
  });
});

test.describe('two-factor required, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sends an admin without it to enrol, from sign-in and from any admin address', async ({
    page,
  }) => {
    const email = await newAdmin(page);
    requireTwoFactor(true);
    try {
      await signIn(page, email);
      await expect(page).toHaveURL(/\/admin\/two-factor$/);
      const enrolment = page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' });
      await expect(enrolment).toBeVisible();

      // Opened directly (a reload, a bookmark): the enrolment page again.
      await page.goto('/admin/tours');
      await expect(page).toHaveURL(/\/admin\/two-factor$/);
      await expect(enrolment).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
      ).toBeVisible();
    } finally {
      requireTwoFactor(false);
    }
  });
});
