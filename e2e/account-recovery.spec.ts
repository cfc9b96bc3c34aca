import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import type { Booking } from '../contract/bookings';
import { findDeparture } from './api-bookings';
import { MAIL_BASE_URL } from './fixtures';
import { linkIn, readMail } from './mail';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

/*
 * Account recovery and verified e-mail (issue 15), against the server that sends its mail by
 * SMTP to the sink (MAIL_BASE_URL): every link followed here arrived in a real e-mail.
 */

const DAY = 86_400_000;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function login(page: Page, email: string, password: string) {
  await page.goto(`${MAIL_BASE_URL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('at 1280 width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('forgot password: the mailed link sets a new password; the old one stops working', async ({
    page,
  }) => {
    const email = uniqueEmail('forgetful');
    const api = await playwrightRequest.newContext({ baseURL: MAIL_BASE_URL });
    const registered = await api.post('/api/register', {
      data: { name: 'Farah Baig', email, password: 'old-secret-1' },
    });
    expect(registered.status()).toBe(201);

    await page.goto(`${MAIL_BASE_URL}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expectNoSevereAxeViolations(page, 'main');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

    const mail = await readMail({ to: email, subject: 'Reset your Karakoram Trails password' });
    expect(mail.text).toContain('expires in 1 hour');
    const link = linkIn(mail, `${MAIL_BASE_URL}/reset-password?token=`);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
    await page.getByLabel('Confirm new password').fill('new-secret-3');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('new-secret-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been reset')).toBeVisible();
    await expectNoSevereAxeViolations(page, 'main');

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-secret-4');
    await page.getByLabel('Confirm new password').fill('third-secret-4');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();

    await login(page, email, 'old-secret-1');
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await login(page, email, 'new-secret-2');
    await expect(page).toHaveURL(/\/dashboard$/);
    await api.dispose();
  });
});

test.describe('at 390 width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('register, verify by the mailed link: an earlier guest booking joins My Account', async ({
    page,
  }) => {
    const email = uniqueEmail('verified');
    const api = await playwrightRequest.newContext({ baseURL: MAIL_BASE_URL });
    const later = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
    const found = await findDeparture(api, (d) => d.start_date > later && d.seats_left >= 1);
    expect(found, 'a seeded departure more than 45 days ahead').toBeDefined();
    const guest = await api.post('/api/bookings', {
      headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
      data: {
        tour_id: found!.tour.id,
        departure_id: found!.departure.id,
        travelers: 1,
        add_ons: [],
        name: 'Imran Shah',
        email,
        phone: '+92 300 1234567',
        payment_method: 'card',
        card_last4: '4242',
      },
    });
    expect(guest.status()).toBe(201);
    const booking = ((await guest.json()) as { data: Booking }).data;

    await page.goto(`${MAIL_BASE_URL}/register`);
    await page.getByLabel('Full Name').fill('Imran Shah');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('verify-secret-1');
    await page.getByLabel('Confirm Password').fill('verify-secret-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, email, 'verify-secret-1');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Please verify your e-mail address')).toBeVisible();
    await expect(page.getByText(booking.reference)).toHaveCount(0);
    await expectNoSevereAxeViolations(page, 'main');
    await expectNoHorizontalScroll(page);

    const mail = await readMail({ to: email, subject: 'please verify your e-mail' });
    expect(mail.text).toContain('expires in 7 days');
    const link = linkIn(mail, `${MAIL_BASE_URL}/verify-email?token=`);

    await page.goto(link);
    await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
    await expect(
      page.getByText(/1 earlier booking made with this address is now in My Account/),
    ).toBeVisible();
    await expectNoSevereAxeViolations(page, 'main');
    await expectNoHorizontalScroll(page);

    await page.getByRole('link', { name: 'Go to My Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(booking.reference).first()).toBeVisible();
    await expect(page.getByText('Please verify your e-mail address')).toHaveCount(0);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('This verification link is invalid or has expired')).toBeVisible();
    await api.dispose();
  });
});
