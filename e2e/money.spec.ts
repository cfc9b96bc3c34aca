import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toStoredUser, type LoginResponse } from '../contract/auth';
import { bookingTotalCents, fromCents, shiftDay } from '../contract/bookings';
import {
  agreeToTerms,
  chooseDate,
  depositDeparture,
  fillCard,
  fillContact,
} from './checkout-steps';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';
import { usLongDate } from './text';

/**
 * Issue 14, payments that match the promise, through the real UI, server and database: a
 * deposit at checkout, the balance shown and paid in My Account until the booking is paid in
 * full; a bank transfer confirmed as received, awaiting the transfer, with the operator's bank
 * details on screen. At desktop and phone width, axe on checkout, confirmation and My Account.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const PASSWORD = 'trek-secret-1';
/** The seeded operator's account (contract/settings.ts DEFAULT_PAYMENT_SETTINGS). */
const BANK = {
  bankName: 'Habib Bank Limited, Skardu Branch',
  accountNumber: 'PK36 HABB 0000 1234 5678 9012',
};

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(fromCents(cents));

/** A traveller account made and signed in through the API. */
async function traveller(request: APIRequestContext, name: string) {
  const email = `money-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const registered = await request.post('/api/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { email, name, ...((await login.json()) as LoginResponse) };
}

/** Opens the app already signed in, as after /login (token and user in storage). */
async function useSession(page: Page, session: LoginResponse) {
  const stored = JSON.stringify(toStoredUser(session.user));
  await page.addInitScript(
    ([token, user]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
      }
    },
    [session.token, stored] as const,
  );
}

/** The label/value pairs of the confirmation's Payment section, as the page shows them. */
async function paymentRows(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Payment' })
    .locator('dl')
    .first()
    .evaluate((dl) =>
      Array.from(dl.querySelectorAll('dt')).map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
      ),
    );
}

for (const [index, { name, viewport }] of WIDTHS.entries()) {
  test.describe(`money at ${name} width`, () => {
    test.use({ viewport });

    test('a deposit at checkout, the balance in My Account, paid there: Paid in full', async ({
      page,
      request,
    }) => {
      test.slow();
      const session = await traveller(request, 'Ayesha Khan');
      const { tour, departure } = await depositDeparture(request, index);
      const totalCents = bookingTotalCents(tour.price, 1, []);
      const depositCents = Math.round(totalCents * 0.2);
      const balanceCents = totalCents - depositCents;
      const dueBy = usLongDate(shiftDay(departure.start_date, -30));

      await useSession(page, session);
      await chooseDate(page, tour, departure);

      // The deposit is the default; the button and the panel say what is charged now.
      await expect(page.getByRole('radio', { name: /Pay 20% deposit now/ })).toBeChecked();
      const panel = page.getByRole('complementary', { name: 'Your booking' });
      await expect(panel.getByTestId('checkout-due')).toContainText(
        `Due now${money(depositCents)}Balance due by ${dueBy}${money(balanceCents)}`,
      );
      const pay = panel.getByRole('button', {
        name: `Complete Booking - Pay deposit ${money(depositCents)}`,
      });
      await expect(pay).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');
      await expectNoHorizontalScroll(page);

      await fillContact(page, session);
      await fillCard(page);
      await agreeToTerms(page);
      const stored = page.waitForResponse(
        (r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST',
      );
      await pay.click();
      await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      const response = await stored;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        pay_in_full: false,
        card_last4: '1111',
      });

      await expect(page).toHaveURL(/\/booking-confirmation$/);
      await expect(page.getByText('Payment successful')).toBeVisible();
      const reference = (await page.getByTestId('booking-reference').textContent())!;
      expect(await paymentRows(page)).toEqual([
        'Method: Card ending in 1111',
        'Status: Balance due',
        `Total: ${money(totalCents)}`,
        `Paid now: ${money(depositCents)}`,
        `Balance due by ${dueBy}: ${money(balanceCents)}`,
      ]);
      await expectNoSevereAxeViolations(page, 'main');

      // My Account: the balance and its due date, and Pay balance.
      await page.goto('/dashboard?tab=bookings');
      const card = page.getByTestId('my-booking').filter({ hasText: `Booking ID: ${reference}` });
      await expect(card.getByText('Balance due', { exact: true })).toBeVisible();
      await expect(
        card.getByText(
          `Paid ${money(depositCents)} · Balance ${money(balanceCents)} due by ${dueBy}`,
        ),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');
      await expectNoHorizontalScroll(page);

      await card.getByRole('button', { name: /^Pay balance/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay balance' });
      await expect(dialog.getByTestId('balance-to-pay')).toContainText(money(balanceCents));
      await fillCard(dialog);
      await expectNoSevereAxeViolations(page, '[role="dialog"]');
      const paid = page.waitForResponse((r) => r.url().endsWith(`/${reference}/pay-balance`));
      await dialog.getByRole('button', { name: `Pay ${money(balanceCents)}` }).click();
      await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeVisible();
      const paidResponse = await paid;
      expect(paidResponse.status()).toBe(200);
      expect(paidResponse.request().postDataJSON()).toEqual({
        payment_method: 'card',
        card_last4: '1111',
        balance: fromCents(balanceCents),
      });

      await expect(page.getByText('Balance paid')).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByText('Paid', { exact: true })).toBeVisible();
      await expect(card.getByText(`Paid ${money(totalCents)} · Paid in full`)).toBeVisible();
      await expect(card.getByRole('button', { name: /^Pay balance/ })).toHaveCount(0);
      // Stored: a reload shows the same.
      await page.reload();
      await expect(
        page
          .getByTestId('my-booking')
          .filter({ hasText: `Booking ID: ${reference}` })
          .getByText(`Paid ${money(totalCents)} · Paid in full`),
      ).toBeVisible();
    });

    test('a bank transfer is received, awaiting the transfer, with the bank details on screen', async ({
      page,
      request,
    }) => {
      const { tour, departure } = await depositDeparture(request, index + 2);
      const totalCents = bookingTotalCents(tour.price, 1, []);
      const depositCents = Math.round(totalCents * 0.2);

      await chooseDate(page, tour, departure);
      await fillContact(page, { name: 'Bilal Ahmed', email: 'bilal@example.com' });
      await page.getByText('Bank Transfer', { exact: true }).click();
      const panel = page.getByRole('complementary', { name: 'Your booking' });
      const complete = panel.getByRole('button', { name: 'Complete Booking', exact: true });
      await expect(complete).toBeVisible();
      await expect(
        panel.getByText(
          `Nothing is charged now. After booking, transfer the deposit of ${money(depositCents)} to our bank account`,
          { exact: false },
        ),
      ).toBeVisible();
      await agreeToTerms(page);
      await complete.click();

      await expect(page).toHaveURL(/\/booking-confirmation$/);
      await expect(page.getByText('Booking received')).toBeVisible();
      await expect(page.getByText('Payment successful')).toHaveCount(0);
      const reference = (await page.getByTestId('booking-reference').textContent())!;
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect(payment.getByText('Awaiting transfer', { exact: true })).toBeVisible();
      const bank = payment.getByRole('region', { name: 'Bank transfer details' });
      for (const text of [BANK.bankName, BANK.accountNumber, reference, money(depositCents)]) {
        await expect(bank.getByText(text, { exact: true }).first()).toBeVisible();
      }
      await expect(bank.getByText(/^Your seats are held until /)).toBeVisible();
      // The details are e-mailed too (issue 15; e2e/mail.spec.ts reads that mail).
      await expect(
        page.getByText('Our bank details are on their way to bilal@example.com.'),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');
      await expectNoHorizontalScroll(page);
    });
  });
}
