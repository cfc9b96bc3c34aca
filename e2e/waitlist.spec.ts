import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isBookableDeparture, isoDay, shiftDay, type Booking } from '../contract/bookings';
import { FULLY_BOOKED_LABEL } from '../contract/waitlist';
import { tourDetail } from './api-bookings';
import { agreeToTerms, fillCard, fillContact } from './checkout-steps';
import { MAIL_BASE_URL, SINK_URL } from './fixtures';
import { readMail } from './mail';
import { expectNoSevereAxeViolations, waitForHydration } from './page-checks';
import { usLongDate } from './text';

/**
 * The waitlist (issue 19), against the server that sends its mail to the suite's SMTP sink:
 * traveller A books the last seats of a departure; B joins its waitlist on the booking page; C
 * joins after B; A cancels; B receives the offer, follows its link and books within the hold;
 * C receives no offer.
 */
test.use({ baseURL: MAIL_BASE_URL });

/** A guest booking through the public API (bank transfer: nothing to pay in the test). */
async function guestBooking(
  request: APIRequestContext,
  data: { tour_id: number; departure_id: number; travelers: number; email: string },
): Promise<Booking> {
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    data: {
      ...data,
      add_ons: [],
      name: 'Guest Traveller',
      phone: '+92 300 1112233',
      payment_method: 'bank',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Booking }).data;
}

/**
 * A departure no other journey books: the last open date (45+ days ahead, so a cancellation
 * refunds in full) of a tour with more open dates than the booking page's four quick dates.
 */
async function quietDeparture(request: APIRequestContext) {
  const list = (await (await request.get('/api/get-tours')).json()) as { data: { id: number }[] };
  const today = isoDay(new Date());
  for (const { id } of list.data.reverse()) {
    const tour = await tourDetail(request, id);
    const open = tour.departures.filter((d) => isBookableDeparture(d, today));
    const last = open.at(-1);
    if (open.length > 4 && last && last.start_date >= shiftDay(today, 45)) {
      return { tour, departure: last };
    }
  }
  throw new Error('No seeded tour has more than four open dates');
}

test('a freed seat goes to the first on the waitlist, who books it within the hold', async ({
  page,
  request,
}) => {
  const tag = randomUUID().slice(0, 8);
  const [a, b, c] = ['a', 'b', 'c'].map((who) => `wl-${who}-${tag}@example.com`) as [
    string,
    string,
    string,
  ];
  const { tour, departure } = await quietDeparture(request);
  // Others fill the departure up to its last two seats; A books those.
  for (let left = departure.seats_left; left > 2; left -= Math.min(8, left - 2)) {
    await guestBooking(request, {
      tour_id: tour.id,
      departure_id: departure.id,
      travelers: Math.min(8, left - 2),
      email: `wl-other-${tag}@example.com`,
    });
  }
  const booked = await guestBooking(request, {
    tour_id: tour.id,
    departure_id: departure.id,
    travelers: 2,
    email: a,
  });

  // B finds the date fully booked on the booking page and joins its waitlist.
  await page.goto(`/booking/${tour.id}`);
  await waitForHydration(page);
  const date = page.getByRole('listitem').filter({ hasText: usLongDate(departure.start_date) });
  await date.getByRole('button', { name: FULLY_BOOKED_LABEL }).click();
  await date.getByLabel('Email').fill(b);
  await date.getByLabel('Travelers').fill('2');
  await expectNoSevereAxeViolations(page);
  await date.getByRole('button', { name: 'Join the waitlist', exact: true }).click();
  await expect(date.getByText("You're on the waitlist")).toBeVisible();
  await readMail({ to: b, subject: "You're on the waitlist" });

  // C joins after B.
  const joined = await request.post('/api/waitlist', {
    data: { departure_id: departure.id, email: c, travelers: 2 },
  });
  expect(joined.status()).toBe(201);

  // A cancels: the two seats are offered to B.
  const cancelled = await request.post('/api/manage-booking/cancel', {
    data: { reference: booked.reference, email: a },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const offer = await readMail({ to: b, subject: 'Seats are free for you' });
  const link = offer.links.find((href) => href.includes('/manage-booking?waitlist='));
  expect(link).toBeTruthy();

  // B follows the link: the place shows the offer; booking it opens checkout's way in.
  await page.goto(link!);
  await waitForHydration(page);
  await expect(page.getByText('Seats offered')).toBeVisible();
  await page.getByRole('button', { name: 'Book your seats' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Booking' }),
  ).toBeVisible();
  await fillContact(page, { name: 'Bilal Ahmed', email: b });
  await fillCard(page);
  await agreeToTerms(page);
  await page.getByRole('button', { name: /^Complete Booking/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();

  // C, behind B in line, was offered nothing.
  await readMail({ to: c, subject: "You're on the waitlist" });
  const toC = (await (await fetch(`${SINK_URL}/messages?to=${encodeURIComponent(c)}`)).json()) as {
    subject: string;
  }[];
  expect(toC.map((mail) => mail.subject)).toEqual([`You're on the waitlist – ${tour.title}`]);
});
