import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Booking } from '../contract/bookings';
import { findDeparture } from './api-bookings';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

const DAY = 86_400_000;

async function fillCard(scope: ReturnType<Page['getByRole']>) {
  await scope.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await scope.getByLabel('Expiry Date').fill('09/33');
  await scope.getByLabel('CVV').fill('737');
  await scope.getByLabel('Name on Card').fill('Guest Traveller');
}

for (const viewport of VIEWPORTS) {
  test.describe(`manage my booking at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a guest books, finds the booking by reference and e-mail, pays the balance and cancels', async ({
      page,
      request,
    }) => {
      // A departure more than 30 days ahead: the guest pays the deposit at booking.
      const later = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);
      const found = await findDeparture(request, (d) => d.start_date > later && d.seats_left >= 1);
      expect(found, 'a seeded departure more than 45 days ahead').toBeDefined();
      const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
      const response = await request.post('/api/bookings', {
        headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
        data: {
          tour_id: found!.tour.id,
          departure_id: found!.departure.id,
          travelers: 1,
          add_ons: [],
          name: 'Guest Traveller',
          email,
          phone: '+44 7700 900123',
          payment_method: 'card',
          card_last4: '4242',
        },
      });
      expect(response.status()).toBe(201);
      const booking = ((await response.json()) as { data: Booking }).data;
      expect(booking.payment.state).toBe('balance_due');

      // From the login page's link.
      await page.goto('/login');
      await page.getByRole('link', { name: 'Manage my booking' }).click();
      await expect(page).toHaveURL(/\/manage-booking$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Manage My Booking' }),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');
      await expectNoHorizontalScroll(page);

      // A wrong e-mail: the one generic answer, nothing shown.
      const form = page.getByRole('form', { name: 'Find your booking' });
      await form.getByLabel('Booking reference').fill(booking.reference.toLowerCase());
      await form.getByLabel('E-mail address').fill('someone.else@example.com');
      await form.getByRole('button', { name: 'Find booking' }).click();
      await expect(
        page.getByText('We could not find a booking with that reference and e-mail address.'),
      ).toBeVisible();

      await form.getByLabel('E-mail address').fill(email.toUpperCase());
      await form.getByRole('button', { name: 'Find booking' }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Booking ${booking.reference}` }),
      ).toBeVisible();
      const card = page.getByTestId('my-booking');
      await expect(card).toHaveCount(1);
      await expect(card.getByText('Balance due', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /Write a Review/ })).toHaveCount(0);
      await expectNoSevereAxeViolations(page, 'main');
      await expectNoHorizontalScroll(page);

      // Pay the balance with the pair.
      await card.getByRole('button', { name: /^Pay balance/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay balance' });
      await fillCard(dialog);
      const paid = page.waitForResponse((r) => r.url().endsWith('/api/manage-booking/pay-balance'));
      await dialog.getByRole('button', { name: /^Pay \$/ }).click();
      expect((await paid).status()).toBe(200);
      await expect(page.getByText('Balance paid')).toBeVisible();
      await expect(card.getByText('Paid', { exact: true })).toBeVisible();

      // Cancel under the policy: 45+ days ahead, everything paid comes back.
      await card.getByRole('button', { name: /^Cancel Booking/ }).click();
      const cancel = page.getByRole('alertdialog');
      await expect(cancel).toContainText('100%');
      const cancelled = page.waitForResponse((r) => r.url().endsWith('/api/manage-booking/cancel'));
      await cancel
        .getByRole('button', { name: /Cancel Booking|Yes, cancel/ })
        .last()
        .click();
      expect((await cancelled).status()).toBe(200);
      await expect(card.getByText('Cancelled', { exact: true }).first()).toBeVisible();

      // The footer links here too, and another lookup starts from the pair.
      await page.getByRole('button', { name: 'Find another booking' }).click();
      await expect(page.getByLabel('Booking reference')).toHaveValue(booking.reference);
    });
  });
}
