import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  ADD_ONS,
  bookingTotalCents,
  fromCents,
  isBookableDeparture,
  isoDay,
} from '../contract/bookings';
import type { Departure, TourDetail } from '../contract/tours';
import { endCheckoutHold } from './checkout-steps';
import { axeViolations } from './page-checks';

/**
 * The whole booking journey through the real UI, server and database: tour page -> booking
 * page -> checkout -> simulated payment -> stored booking -> confirmation, as a guest and as a
 * signed-in traveller, with the reload, redirect, failure and seats-gone paths.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(fromCents(cents));

async function tourDetail(request: APIRequestContext, id: number): Promise<TourDetail> {
  const response = await request.get(`/api/tour-details/${id}`);
  return ((await response.json()) as { data: TourDetail }).data;
}

/**
 * Tours are spread over the tests so each journey finds seats: the n-th Active tour whose first
 * open departure has at least `seats` seats left.
 */
async function tourWithSeats(
  request: APIRequestContext,
  index: number,
  seats = 3,
): Promise<{ tour: TourDetail; departure: Departure }> {
  const list = (await (await request.get('/api/get-tours')).json()) as {
    data: Array<{ id: number }>;
  };
  const today = isoDay(new Date());
  const candidates: Array<{ tour: TourDetail; departure: Departure }> = [];
  for (const { id } of list.data) {
    const tour = await tourDetail(request, id);
    const departure = tour.departures.find(
      (d) => isBookableDeparture(d, today) && d.seats_left >= seats,
    );
    if (departure) candidates.push({ tour, departure });
  }
  const pick = candidates[index % candidates.length];
  if (!pick) throw new Error('No seeded tour has an open departure with enough seats');
  return pick;
}

function seatsOf(tour: TourDetail, departureId: number): number {
  return tour.departures.find((d) => d.id === departureId)!.seats_booked;
}

async function chooseFirstDate(page: Page) {
  const chips = page.getByRole('group', { name: 'Next available dates' });
  await chips.getByRole('button').first().click();
  await expect(chips.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
}

async function fillContact(
  page: Page,
  contact = { name: 'Amina Khan', email: 'amina@example.com' },
) {
  await page.getByLabel('Full Name').fill(contact.name);
  await page.getByLabel('Email Address').fill(contact.email);
  await page.getByLabel('Phone Number').fill('+92 300 1234567');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Country').fill('Pakistan');
}

async function fillCard(page: Page) {
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry Date').fill('12/34');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on Card').fill('Amina Khan');
}

async function agreeToTerms(page: Page) {
  await page.getByText('I agree to the terms and conditions').click();
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`booking journey at ${name} width`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test('a guest books a tour from its page to the confirmation, and the seats are taken', async ({
      page,
      request,
    }) => {
      const { tour, departure } = await tourWithSeats(request, name === 'desktop' ? 0 : 1);
      const bookedBefore = seatsOf(tour, departure.id);
      const posted: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/bookings') && r.method() === 'POST') {
          posted.push(r.postData() ?? '');
        }
      });

      await page.goto(`/tour/${tour.id}`);
      // The booking card's Book Now (the header has one too, to /tours).
      await page.locator(`main a[href="/booking/${tour.id}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
      await expect(page.getByRole('heading', { name: 'Select Your Dates' })).toBeVisible();

      // SPEC 8: proceeding without a date is refused with the toast.
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByText('You need to select a travel date to proceed.')).toBeVisible();
      // The toast itself is readable (contrast) and announced.
      const toastViolations = await axeViolations(page, '[data-scope="toast"]');
      expect(toastViolations.map((v) => v.id)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));

      await chooseFirstDate(page);
      await page.getByLabel('Travelers', { exact: true }).selectOption('2');
      await page.getByRole('button', { name: /Travel Insurance/ }).click();
      await page.getByLabel('Anything we should know?').fill('Vegetarian meals, please.');
      const total = bookingTotalCents(tour.price, 2, ['insurance']);
      await expect(page.getByText(money(total), { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/${tour.id}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Complete Your Booking' }),
      ).toBeVisible();

      // Invalid first: the SPEC toast and messages under the fields.
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(page.getByText('Please check the form for errors')).toBeVisible();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expect(page.getByText('Phone number is required')).toBeVisible();

      await fillContact(page);
      // A reload keeps the booking and the contact details (never the card).
      await page.reload();
      await expect(page.getByLabel('Full Name')).toHaveValue('Amina Khan');
      await expect(page.getByLabel('Card Number')).toHaveValue('');
      // One of the two summaries shows at each width (the compact one above the form on phones).
      await expect(page.getByText(money(total)).filter({ visible: true }).first()).toBeVisible();
      const stored = await page.evaluate(() => sessionStorage.getItem('booking:v1') ?? '');
      expect(stored).not.toContain('4242');

      await fillCard(page);
      await agreeToTerms(page);
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      await expect(page.getByText('Your booking has been confirmed!')).toBeVisible();
      await expect(page).toHaveURL(/\/booking-confirmation$/);

      await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
      const reference = page.getByTestId('booking-reference');
      await expect(reference).toHaveText(/^[A-Z0-9]{8}$/);
      await expect(page.getByText(money(total)).first()).toBeVisible();
      await expect(page.getByText(ADD_ONS[0].name)).toBeVisible();
      await expect(page.getByText('Vegetarian meals, please.')).toBeVisible();
      await expect(page.getByText('amina@example.com', { exact: true })).toBeVisible();

      // Card data never reached the server: only the last four digits.
      expect(posted).toHaveLength(1);
      expect(posted[0]).not.toContain('4242 4242');
      expect(posted[0]).not.toContain('4242424242424242');
      expect(posted[0]).not.toContain('12/34');
      expect(JSON.parse(posted[0]!)).toMatchObject({ card_last4: '4242', travelers: 2 });

      // The seats were taken on the server.
      const after = await tourDetail(request, tour.id);
      expect(seatsOf(after, departure.id)).toBe(bookedBefore + 2);

      // Share copies a text with the reference; Download only toasts.
      const ref = (await reference.textContent())!.trim();
      await page.getByRole('button', { name: 'Share Booking' }).click();
      await expect(page.getByText('Booking Shared')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(ref);
      await page.getByRole('button', { name: 'Download Itinerary' }).click();
      await expect(page.getByText(/PDF/)).toBeVisible();

      // The confirmation survives a reload; View All Bookings goes to My Account, which asks a
      // guest to sign in first.
      await page.reload();
      await expect(page.getByTestId('booking-reference')).toHaveText(ref);
      await page.getByRole('link', { name: 'View All Bookings' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3Dbookings$/);
    });

    test('a signed-in traveller gets name and e-mail filled in and pays by PayPal', async ({
      page,
      request,
    }) => {
      const { tour } = await tourWithSeats(request, name === 'desktop' ? 2 : 3);
      const email = `traveller-${randomUUID().slice(0, 8)}@example.com`;
      const registered = await request.post('/api/register', {
        data: { name: 'Bilal Ahmed', email, password: 'trek-secret-1' },
      });
      expect(registered.ok()).toBe(true);

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('trek-secret-1');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto(`/booking/${tour.id}`);
      await chooseFirstDate(page);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByLabel('Full Name')).toHaveValue('Bilal Ahmed');
      await expect(page.getByLabel('Email Address')).toHaveValue(email);

      await page.getByLabel('Phone Number').fill('+92 321 7654321');
      await page.getByText('PayPal', { exact: true }).click();
      await expect(
        page.getByText("You'll be redirected to PayPal to complete your payment."),
      ).toBeVisible();
      await expect(page.getByLabel('Card Number')).toHaveCount(0);
      await agreeToTerms(page);
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.getByText(formatTotal(tour.price)).first()).toBeVisible();

      // The new booking is listed in My Account.
      const ref = (await page.getByTestId('booking-reference').textContent())!.trim();
      await page.getByRole('link', { name: 'View All Bookings' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText(`Booking ID: ${ref}`)).toBeVisible();
    });

    test('a failed request keeps the form; Try again completes the same booking once', async ({
      page,
      request,
    }) => {
      const { tour, departure } = await tourWithSeats(request, name === 'desktop' ? 4 : 5);
      const bookedBefore = seatsOf(tour, departure.id);
      await page.goto(`/booking/${tour.id}`);
      await chooseFirstDate(page);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await fillContact(page);
      await fillCard(page);
      await agreeToTerms(page);

      // The first answer is lost (the server stored nothing): the failure is a state with a retry.
      let failNext = true;
      await page.route('**/api/bookings', async (route) => {
        if (failNext) {
          failNext = false;
          await route.abort('failed');
        } else {
          await route.continue();
        }
      });
      await page.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByLabel('Full Name')).toHaveValue('Amina Khan');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
      const after = await tourDetail(request, tour.id);
      expect(seatsOf(after, departure.id)).toBe(bookedBefore + 1);
    });

    test('seats taken meanwhile send the traveller back to choose another date', async ({
      page,
      request,
    }) => {
      const { tour, departure } = await tourWithSeats(request, name === 'desktop' ? 6 : 7, 2);
      await page.goto(`/booking/${tour.id}`);
      await chooseFirstDate(page);
      const chosen = Math.min(departure.seats_left, 8);
      await page.getByLabel('Travelers', { exact: true }).selectOption(String(chosen));
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await fillContact(page);
      await fillCard(page);
      await agreeToTerms(page);

      // Someone else tries to book one seat of that departure: the traveller's hold keeps them
      // (issue 19)...
      const someoneElse = () =>
        request.post('/api/bookings', {
          headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
          data: {
            tour_id: tour.id,
            departure_id: departure.id,
            travelers: 1,
            add_ons: [],
            name: 'Someone Else',
            email: 'someone@example.com',
            phone: '123',
            payment_method: 'bank',
          },
        });
      if (chosen === departure.seats_left) expect((await someoneElse()).status()).toBe(409);
      // ...until it ends (as if it had run out): then they take one first.
      await endCheckoutHold(page, request);
      expect((await someoneElse()).status()).toBe(201);

      await page.getByRole('button', { name: 'Complete Booking' }).click();
      await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
      await expect(page.getByText(/just taken/i).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeVisible();
    });

    test('checkout and confirmation without a booking redirect with the SPEC toasts', async ({
      page,
      request,
    }) => {
      const { tour } = await tourWithSeats(request, 0, 1);
      await page.goto(`/checkout/${tour.id}`);
      await expect(page.getByText('Please start the booking process again')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/tour/${tour.id}$`));

      await page.goto('/booking-confirmation');
      await expect(page.getByText('No booking information found')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      await page.goto(`/book/${tour.id}`);
      await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
      await expect(page.getByRole('heading', { name: 'Select Your Dates' })).toBeVisible();
    });
  });
}

function formatTotal(price: number): string {
  return money(bookingTotalCents(price, 1, []));
}
