import { expect, test, type Browser, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { randomUUID } from 'node:crypto';
import { grantAdminRole } from './db-fixtures';
import { BASE_URL } from './fixtures';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

/*
 * Two-factor sign-in for admins (issue 18): an admin sets it up from /admin/two-factor (QR code
 * from the server, the key as text, a first code, ten recovery codes shown once), then signs in
 * with a code from the app, and with a recovery code, and turns it off again. A new admin per width: the seeded admin
 * other journeys sign in with keeps password-only sign-in.
 */

const PASSWORD = 'Glacier-Lantern-77';
const STEP_MS = 30_000;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** Another browser: nothing stored from the earlier sign-ins. */
async function freshPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width, height: 844 } });
  return context.newPage();
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

for (const width of [1280, 390]) {
  test.describe(`two-factor sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('an admin sets it up, signs in with a code and a recovery code, then turns it off', async ({
      page,
      request,
      browser,
    }) => {
      // Four sign-ins and a turn-off (production-strength password hashing), four axe scans.
      test.setTimeout(75_000);
      const email = `admin-2fa-${randomUUID().slice(0, 8)}@example.com`;
      const registered = await request.post('/api/register', {
        data: { name: 'Second Admin', email, password: PASSWORD },
      });
      expect(registered.ok()).toBe(true);
      grantAdminRole(email);

      await signInWithPassword(page, email);
      await expect(page).toHaveURL(/\/admin$/);
      await page.goto('/admin/two-factor');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Two-Factor Authentication' }),
      ).toBeVisible();
      const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const secret = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page);

      // A wrong code stays under the field.
      const codeField = page.getByLabel('Code from the app');
      await codeField.fill('000000');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(
        page.getByText('That code is not valid. Please try again.').first(),
      ).toBeVisible();

      const enrolledAt = Date.now();
      await codeField.fill(codeAt(secret, enrolledAt));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recoveryCode = ((await codes.nth(0).textContent()) ?? '').trim();
      const anotherRecoveryCode = ((await codes.nth(1).textContent()) ?? '').trim();
      expect(recoveryCode).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page);
      await page.getByRole('button', { name: 'I have saved my codes' }).click();
      await expect(
        page.getByText('Two-factor authentication is on for your account.'),
      ).toBeVisible();

      // Signing in again (another browser): the password, then a code from the app.
      const fresh = await freshPage(browser, width);
      await signInWithPassword(fresh, email);
      await expect(fresh.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
      await expect(fresh).toHaveURL(/\/login/);
      await expectNoHorizontalScroll(fresh);
      await expectNoSevereAxeViolations(fresh);
      // The next step's code: the one that confirmed the set-up is spent.
      await fresh.getByLabel('Authentication code').fill(codeAt(secret, enrolledAt + STEP_MS));
      await fresh.getByRole('button', { name: 'Verify' }).click();
      await expect(fresh).toHaveURL(/\/admin$/);
      await fresh.context().close();

      // And with a recovery code, which is then spent.
      const third = await freshPage(browser, width);
      await signInWithPassword(third, email);
      await third.getByLabel('Authentication code').fill(recoveryCode);
      await third.getByRole('button', { name: 'Verify' }).click();
      await expect(third).toHaveURL(/\/admin$/);
      await third.context().close();

      const fourth = await freshPage(browser, width);
      await signInWithPassword(fourth, email);
      await fourth.getByLabel('Authentication code').fill(recoveryCode);
      await fourth.getByRole('button', { name: 'Verify' }).click();
      await expect(
        fourth.getByText('That code is not valid. Please try again.').first(),
      ).toBeVisible();
      await expect(fourth).toHaveURL(/\/login/);
      await fourth.context().close();

      // Turning it off: the password and a code (here a recovery code).
      await page.getByRole('button', { name: 'Turn off', exact: true }).click();
      await page.getByLabel('Current password').fill(PASSWORD);
      await page.getByLabel('Code from the app or a recovery code').fill(anotherRecoveryCode);
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page);
      await page.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
      await expect(
        page.getByText('Two-factor authentication is off for your account.'),
      ).toBeVisible();
    });
  });
}
