import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { findDeparture, postBooking } from './api-bookings';
import { scrollAndFindCovered, severeAxeViolations } from './page-checks';
import { registerTraveller, useTravellerSession } from './traveller-session';

/** Every public route of SPEC section 2 (admin pages sit behind the guard). */
const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register',
  '/tours',
  '/tours/trek',
  '/tours/expedition',
  '/tour/1',
  '/tours/k2-base-camp',
  '/custom-tour',
  '/booking/1',
  '/checkout/1',
  '/booking-confirmation',
  '/about',
  '/blog',
  '/blog/1',
  '/contact',
  '/dashboard',
  '/no-such-page',
];

/** My Account's tabs, seen by a signed-in traveller. */
const ACCOUNT_ROUTES = ['bookings', 'profile', 'payments', 'wishlist', 'settings'].map(
  (tab) => `/dashboard?tab=${tab}`,
);

/** A new traveller with a booking (deposit paid), so My Bookings shows a card, price and badges. */
async function signIn(page: Page, request: APIRequestContext) {
  const session = await registerTraveller(request, 'a11y');
  const found = await findDeparture(request, (d) => d.seats_left >= 1);
  if (!found) throw new Error('No seeded departure has a seat left');
  await postBooking(request, session.token, {
    tour_id: found.tour.id,
    departure_id: found.departure.id,
    travelers: 1,
    add_ons: [],
    special_requests: '',
    name: session.user.name,
    email: session.email,
    phone: '+92 300 1234567',
    city: 'Lahore',
    country: 'Pakistan',
    payment_method: 'card',
    card_last4: '4242',
  });
  await useTravellerSession(page, session);
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.setTimeout(240_000);

    test('no serious or critical violations on any public or account route', async ({
      page,
      request,
    }) => {
      const found: string[] = [];
      const covered: string[] = [];
      for (const route of [...PUBLIC_ROUTES, 'sign in', ...ACCOUNT_ROUTES]) {
        if (route === 'sign in') {
          await signIn(page, request);
          continue;
        }
        await page.goto(route);
        await expect(page.getByRole('banner')).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Deferred sections and in-view fades appear as a reader scrolls; axe sees them too.
        covered.push(...(await scrollAndFindCovered(page)).map((line) => `${route}: ${line}`));
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (sideways > 0) covered.push(`${route}: scrolls ${sideways} px sideways`);
        found.push(...(await severeAxeViolations(page)).map((line) => `${route}: ${line}`));
      }
      expect(found).toEqual([]);
      // Issue 17: no floating button covers a control or a price, at any scroll position, and
      // nothing sticks out sideways.
      expect(covered).toEqual([]);
    });
  });
}
