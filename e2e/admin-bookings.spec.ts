import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { isoDay, shiftDay, type Booking } from '../contract/bookings';
import { loginAsAdmin } from './admin-session';
import { findDeparture, postBooking } from './api-bookings';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const PASSWORD = 'trek-secret-1';

/** A departure more than 45 days ahead (the deposit only at checkout; a full refund today). */
async function departureFarAhead(request: APIRequestContext) {
  const from = shiftDay(isoDay(new Date()), 45);
  const found = await findDeparture(request, (d) => d.start_date >= from && d.seats_left >= 2);
  if (!found) throw new Error('No seeded tour has a departure 45+ days ahead with seats');
  return found;
}

/** A guest books by bank transfer (nothing paid yet), through the public API. */
async function guestTransferBooking(request: APIRequestContext, name: string): Promise<Booking> {
  const { tour, departure } = await departureFarAhead(request);
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    data: {
      tour_id: tour.id,
      departure_id: departure.id,
      travelers: 2,
      add_ons: [],
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      phone: '+92 300 1112233',
      payment_method: 'bank',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Booking }).data;
}

/** A registered customer books by card (the 20% deposit paid); their token and the booking. */
async function customerCardBooking(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  expect(
    (await request.post('/api/register', { data: { name, email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const { tour, departure } = await departureFarAhead(request);
  const booking = await postBooking(request, token, {
    tour_id: tour.id,
    departure_id: departure.id,
    travelers: 1,
    add_ons: [],
    name,
    email,
    phone: '+92 300 4445566',
    payment_method: 'card',
    card_last4: '4242',
  });
  return { token, booking };
}

/** The toast with this title (the ledger says 'Payment recorded' too). */
const toast = (page: Page, title: string) =>
  page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`admin bookings (${device})`, () => {
    test.use({ viewport });
    const desktop = viewport.width >= 1280;

    /** The booking's row (table) or card (phone) in the list. */
    const listed = (page: Page, reference: string): Locator =>
      desktop
        ? page
            .getByRole('table', { name: 'Bookings' })
            .getByTestId('booking-row')
            .filter({ hasText: reference })
        : page
            .getByRole('list', { name: 'Bookings' })
            .getByTestId('booking-card')
            .filter({ hasText: reference });

    /** The money panel of the booking page. */
    const moneyPanel = (page: Page) =>
      page.locator('section').filter({ has: page.getByRole('heading', { name: 'Payment' }) });

    test('a transfer booking is found, opened and paid in full by a recorded bank transfer', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const name = `Transfer ${device} ${randomUUID().slice(0, 6)}`;
      const booking = await guestTransferBooking(request, name);

      await loginAsAdmin(page);
      await page.goto('/admin/bookings');
      await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
      await expect(listed(page, booking.reference)).toContainText('Awaiting transfer');
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      // Search finds it by its reference, typed in lower case; the search is in the address.
      await page
        .getByRole('searchbox', { name: 'Search bookings by reference, name or e-mail' })
        .fill(booking.reference.toLowerCase());
      await expect(page).toHaveURL(new RegExp(`[?&]q=${booking.reference.toLowerCase()}`));
      await expect(page.getByText('Showing 1 of 1 booking')).toBeVisible();
      const row = listed(page, booking.reference);
      await expect(row).toContainText(name);

      await row.getByRole('link', { name: new RegExp(booking.reference) }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }),
      ).toBeVisible();
      await expect(moneyPanel(page)).toContainText('Awaiting transfer');
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      // The transfer arrived: record it, the whole balance, as a bank transfer.
      await page.getByRole('button', { name: 'Record payment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Record payment' });
      // The whole balance to start with: nothing was paid yet.
      const amount = dialog.getByLabel(/Amount received/);
      await expect.poll(async () => Number(await amount.inputValue())).toBe(booking.total);
      await dialog.getByLabel(/Method/).selectOption('bank');
      await dialog.getByLabel(/Note/).fill('HBL transfer received');
      await expectNoSevereAxeViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Payment recorded')).toBeVisible();
      await expect(moneyPanel(page)).toContainText('Paid');
      await expect(moneyPanel(page)).toContainText(`Balance${money(0)}`);
      await expect(page.getByText('Recorded a payment of')).toContainText('(Bank transfer)');
      await expect(page.getByRole('button', { name: 'Record payment' })).toBeDisabled();

      // Back in the list, it is paid.
      await page.goto(`/admin/bookings?q=${booking.reference}`);
      await expect(listed(page, booking.reference)).toContainText('Paid');
    });

    test("the admin cancels a customer's booking; the refund is shown and the customer sees it", async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const name = `Cancel ${device} ${randomUUID().slice(0, 6)}`;
      const { token, booking } = await customerCardBooking(request, name);
      const deposit = booking.payment.paid;
      expect(deposit).toBeGreaterThan(0);

      await loginAsAdmin(page);
      await page.goto(`/admin/bookings/${booking.reference}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Booking ${booking.reference}` }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel booking' });
      // More than 30 days ahead: the policy refunds everything paid.
      await expect(dialog.getByTestId('policy-refund')).toContainText(money(deposit));
      await expect(dialog.getByTestId('policy-refund')).toContainText('100%');
      await expectNoSevereAxeViolations(page, '[role="alertdialog"]');
      await dialog.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Booking cancelled')).toBeVisible();
      await expect(moneyPanel(page)).toContainText(`Refunded${money(deposit)}`);
      const ledger = desktop
        ? page.getByRole('table', { name: 'Ledger' })
        : page.getByRole('list', { name: 'Ledger' });
      await expect(ledger).toContainText('Refund');
      await expect(page.getByText('Cancelled for the customer')).toBeVisible();

      // The customer's own view of the booking carries the refund.
      const mine = await request.get(`/api/my/bookings/${booking.reference}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { data } = (await mine.json()) as {
        data: { status: string; payment: { refunded: number } };
      };
      expect(data.status).toBe('Cancelled');
      expect(data.payment.refunded).toBe(deposit);
    });
  });
}
