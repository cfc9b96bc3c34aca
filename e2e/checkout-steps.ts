import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { isBookableDeparture, isoDay, shiftDay } from '../contract/bookings';
import type { Departure, TourDetail } from '../contract/tours';
import { tourDetail } from './api-bookings';
import { usLongDate } from './text';

// The steps of a booking through the real booking page and checkout, shared by the journeys.

/**
 * A departure among a tour's quick date chips (its first four open dates) that starts more than
 * 30 days ahead with a seat: the deposit is offered. The n-th such one, so journeys spread out.
 */
export async function depositDeparture(
  request: APIRequestContext,
  index: number,
): Promise<{ tour: TourDetail; departure: Departure }> {
  const list = (await (await request.get('/api/get-tours')).json()) as {
    data: Array<{ id: number }>;
  };
  const today = isoDay(new Date());
  const from = shiftDay(today, 40);
  const found: Array<{ tour: TourDetail; departure: Departure }> = [];
  for (const { id } of list.data) {
    const tour = await tourDetail(request, id);
    const chips = tour.departures.filter((d) => isBookableDeparture(d, today)).slice(0, 4);
    const departure = chips.find((d) => d.start_date >= from && d.seats_left >= 2);
    if (departure) found.push({ tour, departure });
  }
  const pick = found[index % found.length];
  if (!pick) throw new Error('No seeded tour offers a date 40+ days ahead among its quick dates');
  return pick;
}

/** The booking page of `tour` with `departure` chosen, then on to checkout. */
export async function chooseDate(page: Page, tour: TourDetail, departure: Departure) {
  await page.goto(`/booking/${tour.id}`);
  const chips = page.getByRole('group', { name: 'Next available dates' });
  const chip = chips.getByRole('button', {
    name: new RegExp(`^${usLongDate(departure.start_date)}`),
  });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Complete Your Booking' }),
  ).toBeVisible();
}

export async function fillContact(page: Page, contact: { name: string; email: string }) {
  const name = page.getByLabel('Full Name');
  if (!(await name.inputValue())) await name.fill(contact.name);
  const email = page.getByLabel('Email Address');
  if (!(await email.inputValue())) await email.fill(contact.email);
  await page.getByLabel('Phone Number').fill('+92 300 1234567');
}

export async function fillCard(scope: Page | ReturnType<Page['getByRole']>) {
  await scope.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await scope.getByLabel('Expiry Date').fill('09/33');
  await scope.getByLabel('CVV').fill('737');
  await scope.getByLabel('Name on Card').fill('Ayesha Khan');
}

export async function agreeToTerms(page: Page) {
  await page.getByText('I agree to the terms and conditions').click();
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
}

/**
 * Ends the seats held for this tab's checkout (issue 19) as if the hold had run out: the token
 * from the stored booking, released through the API. Journeys use it to let someone else take
 * the seats meanwhile (a hold otherwise keeps them for the traveller).
 */
export async function endCheckoutHold(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('booking:v1');
    const stored = raw ? (JSON.parse(raw) as { context?: { hold?: { token?: string } } }) : null;
    return stored?.context?.hold?.token ?? null;
  });
  if (!token) throw new Error('No seats are held for this checkout');
  expect((await request.delete(`/api/holds/${token}`)).status()).toBe(204);
}
