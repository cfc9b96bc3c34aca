import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { toStoredUser, type LoginResponse } from '../contract/auth';
import { isoDay, shiftDay, type Booking } from '../contract/bookings';
import { tripEndDate } from '../contract/my-bookings';
import type { Departure, TourDetail } from '../contract/tours';
import { findDeparture, postBooking, tourDetail } from './api-bookings';
import { insertCompletedBooking } from './db-fixtures';
import { usLongDate } from './text';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

/**
 * My Account, bookings tab, through the real UI, server and database: a guest is sent to sign
 * in and brought back; a booking made through the API is listed, its details shown and it is
 * cancelled with the policy's refund, freeing its seats; a completed trip is reviewed and the
 * review appears on the tour page as a verified traveller's.
 */

const PASSWORD = 'trek-secret-1';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const tripDates = (start: string, duration: number) =>
  `${usLongDate(start)} - ${usLongDate(tripEndDate(start, duration))}`;

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A traveller account made and signed in through the API. */
async function traveller(request: APIRequestContext, name: string) {
  const email = uniqueEmail('bookings');
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

/** A tour with a departure more than 30 days ahead (a full refund) that has `seats` seats. */
async function tourFarAhead(request: APIRequestContext, seats: number) {
  const from = shiftDay(isoDay(new Date()), 45);
  const found = await findDeparture(request, (d) => d.start_date >= from && d.seats_left >= seats);
  if (!found) throw new Error('No seeded tour has a departure 45+ days ahead with enough seats');
  return found;
}

function bookThroughApi(
  request: APIRequestContext,
  token: string,
  tour: TourDetail,
  departure: Departure,
  contact: { name: string; email: string },
): Promise<Booking> {
  return postBooking(request, token, {
    tour_id: tour.id,
    departure_id: departure.id,
    travelers: 2,
    add_ons: ['insurance'],
    special_requests: 'Vegetarian meals, please.',
    name: contact.name,
    email: contact.email,
    phone: '+92 300 1234567',
    city: 'Lahore',
    country: 'Pakistan',
    payment_method: 'card',
    card_last4: '4242',
    // Paid in full: the refund below is of the whole total (e2e/money.spec.ts pays a deposit).
    pay_in_full: true,
  });
}

const bookingCard = (page: Page, reference: string): Locator =>
  page.getByTestId('my-booking').filter({ hasText: `Booking ID: ${reference}` });

async function openBookings(page: Page) {
  await page.goto('/dashboard?tab=bookings');
  await expect(page.getByRole('heading', { level: 2, name: 'My Bookings' })).toBeVisible();
  await expect(page.getByText('Loading your bookings...')).toHaveCount(0);
}

test.describe('My Account bookings at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('a guest opening the bookings tab signs in and lands back on it', async ({
    page,
    request,
  }) => {
    const { email } = await traveller(request, 'Ayesha Khan');
    await page.goto('/dashboard?tab=bookings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3Dbookings$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();

    await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome back, Ayesha!' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No bookings yet')).toBeVisible();
    // Back does not return to the address that refused the guest.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await page.goForward();

    // The tabs are keyboard operable, and the address follows them.
    await page.getByRole('tab', { name: 'Bookings' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/dashboard\?tab=profile$/);
    await expect(page.getByRole('tab', { name: 'Profile' })).toBeFocused();
    await expect(
      page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Profile' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('more than 10 bookings come in pages; a review on page 2 keeps page 2', async ({
    page,
    request,
  }) => {
    const session = await traveller(request, 'Imran Qureshi');
    const list = (await (await request.get('/api/get-tours')).json()) as {
      data: Array<{ id: number; title: string; duration: number }>;
    };
    const tour = list.data.find((t) => t.duration < 30)!;
    // 12 finished trips, 60 to 71 days ago: the latest first, so page 2 holds the two oldest.
    const past = Array.from({ length: 12 }, (_, i) =>
      insertCompletedBooking({ email: session.email, tourId: tour.id, daysAgo: 60 + i }),
    );

    await useSession(page, session);
    await openBookings(page);
    await expect(page.getByText('12 bookings')).toBeVisible();
    await expect(page.getByTestId('my-booking')).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await pages.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=bookings&page=2$/);
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect(page.getByTestId('my-booking')).toHaveCount(2);
    await expect(bookingCard(page, past[11]!.reference)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'My Bookings' })).toBeFocused();

    const card = bookingCard(page, past[10]!.reference);
    await card.getByRole('button', { name: /^Write a Review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    // Keyboard, as the stars are drawn over their radios: 1 star, then three to the right.
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel('Your review').fill('Long days, clear skies and a patient guide.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review Submitted')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();

    // The page is a link: a reload opens it again; Previous goes back to the first.
    await page.reload();
    await expect(bookingCard(page, past[11]!.reference)).toBeVisible();
    await pages.getByRole('button', { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=bookings$/);
    await expect(bookingCard(page, past[0]!.reference)).toBeVisible();
    await expectNoSevereAxeViolations(page);
  });

  test('a booking made 30+ days ahead is listed, its details shown, and cancelled with a full refund', async ({
    page,
    request,
  }) => {
    const session = await traveller(request, 'Bilal Ahmed');
    const { tour, departure } = await tourFarAhead(request, 2);
    const booking = await bookThroughApi(request, session.token, tour, departure, session);
    const seatsAfterBooking = (await tourDetail(request, tour.id)).departures.find(
      (d) => d.id === departure.id,
    )!.seats_left;
    expect(seatsAfterBooking).toBe(departure.seats_left - 2);

    await useSession(page, session);
    await openBookings(page);
    const card = bookingCard(page, booking.reference);
    await expect(card.getByText('Upcoming', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: tour.title })).toHaveAttribute(
      'href',
      `/tour/${tour.id}`,
    );
    await expect(card.getByText(tripDates(departure.start_date, tour.duration))).toBeVisible();
    await expect(card.getByText('2 travelers')).toBeVisible();
    await expect(card.getByText(money(booking.total), { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Write a Review/ })).toHaveCount(0);
    await expectNoSevereAxeViolations(page);

    // View Details: everything stored for it.
    await card.getByRole('button', { name: /^View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Booking Details' });
    await expect(details).toBeVisible();
    for (const text of [
      booking.reference,
      `${tripDates(departure.start_date, tour.duration)} (${tour.duration} days)`,
      'Travel Insurance',
      '$99.00',
      'Vegetarian meals, please.',
      'Credit card ending in 4242',
      session.email,
      '+92 300 1234567',
      'Lahore, Pakistan',
      usLongDate(isoDay(new Date(booking.created_at))),
    ]) {
      await expect(details.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expectNoSevereAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    // Cancel: the policy's refund for today, then the seats come back.
    await card.getByRole('button', { name: /^Cancel Booking/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Booking' });
    await expect(
      confirm.getByText(`You will receive a full refund of ${money(booking.total)} (100%).`),
    ).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep Booking' })).toBeFocused();
    await expectNoSevereAxeViolations(page, '[role="alertdialog"]');
    await confirm.getByRole('button', { name: 'Cancel Booking' }).click();

    await expect(page.getByText('Booking Cancelled')).toBeVisible();
    await expect(
      page.getByText(`A full refund of ${money(booking.total)} (100%) is on its way to you.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText(`Refunded ${money(booking.total)} (100%)`)).toBeVisible();
    await expect(card.getByRole('button', { name: /^Cancel Booking/ })).toHaveCount(0);

    const after = await tourDetail(request, tour.id);
    expect(after.departures.find((d) => d.id === departure.id)!.seats_left).toBe(
      departure.seats_left,
    );
    // Stored: a reload shows the same.
    await page.reload();
    await expect(
      bookingCard(page, booking.reference).getByText('Cancelled', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('My Account bookings at phone width', () => {
  test.use({ viewport: PHONE });

  test('the page of bookings the address names fits the phone', async ({ page, request }) => {
    const session = await traveller(request, 'Sana Javed');
    const list = (await (await request.get('/api/get-tours')).json()) as {
      data: Array<{ id: number; duration: number }>;
    };
    const tour = list.data.find((t) => t.duration < 30)!;
    const past = Array.from({ length: 11 }, (_, i) =>
      insertCompletedBooking({ email: session.email, tourId: tour.id, daysAgo: 60 + i }),
    );
    await useSession(page, session);
    await page.goto('/dashboard?tab=bookings&page=2');
    await expect(bookingCard(page, past[10]!.reference)).toBeVisible();
    await expect(page.getByTestId('my-booking')).toHaveCount(1);
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByText('Page 2 of 2'),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    // One navigation on a phone (issue 17): the account links, not the tab bar as well, so
    // the booking starts on the first screen.
    await expect(page.getByRole('tablist', { name: 'My Account sections' })).toBeHidden();
    await expect(
      page
        .getByRole('navigation', { name: 'My Account' })
        .getByRole('link', { name: 'My Bookings' }),
    ).toHaveAttribute('aria-current', 'page');
    const card = (await bookingCard(page, past[10]!.reference).boundingBox())!;
    expect(card.y).toBeLessThan(PHONE.height - 100);
  });

  test('a completed trip is reviewed and the review shows on the tour page as verified', async ({
    page,
    request,
  }) => {
    const session = await traveller(request, 'Marco Rossi');
    const list = (await (await request.get('/api/get-tours')).json()) as {
      data: Array<{ id: number; title: string; duration: number }>;
    };
    const tour = list.data.find((t) => t.duration < 30)!;
    const past = insertCompletedBooking({ email: session.email, tourId: tour.id });

    await useSession(page, session);
    await openBookings(page);
    // Nothing sticks out sideways on a phone.
    await expectNoHorizontalScroll(page);
    const card = bookingCard(page, past.reference);
    await expect(card.getByText('Completed', { exact: true })).toBeVisible();
    await expect(card.getByText(tripDates(past.startDate, tour.duration))).toBeVisible();
    await expect(card.getByRole('button', { name: /^Cancel Booking/ })).toHaveCount(0);
    await expectNoSevereAxeViolations(page);

    await card.getByRole('button', { name: /^Write a Review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(
      dialog.getByText('Please write at least 10 characters.', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '1 star' })).toBeFocused();
    await expectNoSevereAxeViolations(page, '[role="dialog"]');

    // Keyboard: the arrows choose the stars.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    const comment = 'Fairy-tale views every single day, and a guide who knew every stone.';
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();

    await expect(page.getByText('Review Submitted')).toBeVisible();
    await expect(
      page.getByText('Thank you! Your review now appears on the tour page.'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Write a Review/ })).toHaveCount(0);

    await card.getByRole('link', { name: tour.title }).click();
    await expect(page).toHaveURL(new RegExp(`/tour/${tour.id}$`));
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const review = page.getByRole('listitem').filter({ hasText: comment });
    await expect(review.getByRole('heading', { level: 3, name: 'Marco Rossi' })).toBeVisible();
    await expect(review.getByText('Verified traveller')).toBeVisible();
  });
});
