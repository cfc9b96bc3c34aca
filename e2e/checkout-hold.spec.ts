import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { tourDetail } from './api-bookings';
import {
  agreeToTerms,
  chooseDate,
  depositDeparture,
  fillCard,
  fillContact,
} from './checkout-steps';
import { HOLD_BASE_URL } from './fixtures';
import { expectNoSevereAxeViolations } from './page-checks';

/**
 * Seats held during checkout (issue 19), against the server whose holds last 15 seconds
 * (CHECKOUT_HOLD_SECONDS in playwright.config.ts) instead of Settings' 15 minutes: checkout
 * counts down, the seats count as taken meanwhile, the hold runs out with the form kept, and
 * "Try to hold again" holds them anew so the booking goes through.
 */
test.use({ baseURL: HOLD_BASE_URL });

test('checkout counts down the hold; once it runs out the seats can be held again', async ({
  page,
  request,
}) => {
  // The hold runs 15 s, then the traveller holds again and books.
  test.setTimeout(60_000);
  const { tour, departure } = await depositDeparture(request, 2);
  const seatsLeft = async () =>
    (await tourDetail(request, tour.id)).departures.find((d) => d.id === departure.id)?.seats_left;
  const before = await seatsLeft();

  await chooseDate(page, tour, departure);
  const timer = page.getByRole('timer');
  await expect(page.getByText(/Your seats are held for/)).toBeVisible();
  await expect(timer).toHaveText(/^00:1\d$/);
  // The held seat is taken for everyone else meanwhile.
  expect(await seatsLeft()).toBe((before ?? 0) - 1);

  // The traveller fills the form meanwhile; whether or not the hold runs out during it, what
  // was typed stays.
  const email = `hold-${randomUUID().slice(0, 8)}@example.com`;
  await fillContact(page, { name: 'Hina Baig', email });
  await fillCard(page);
  await agreeToTerms(page);

  // The hold runs out: the form stays, Complete Booking waits for a new hold.
  const expired = page.getByRole('alert').filter({ hasText: 'Your seats are no longer held' });
  await expect(expired).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Complete Booking/ })).toBeDisabled();
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expectNoSevereAxeViolations(page, 'main');

  await expired.getByRole('button', { name: 'Try to hold again' }).click();
  await expect(expired).toBeHidden();
  await expect(timer).toHaveText(/^00:1\d$/);
  await page.getByRole('button', { name: /^Complete Booking/ }).click();
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  // One seat booked, none held any more.
  expect(await seatsLeft()).toBe((before ?? 0) - 1);
});
