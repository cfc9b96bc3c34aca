import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Dashboard } from '../contract/admin-dashboard';
import { isBookableDeparture, isoDay } from '../contract/bookings';
import type { Settings } from '../contract/settings';
import { describeTrend } from '../src/features/admin/dashboard/trend';
import { formatMoney, formatPrice } from '../src/lib/format';
import { findDeparture, postBooking } from './api-bookings';
import { loginAsAdmin } from './admin-session';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token!;
}

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function putSettings(request: APIRequestContext, token: string, settings: Settings) {
  const response = await request.put('/api/admin/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: settings,
  });
  expect(response.status()).toBe(200);
}

const count = new Intl.NumberFormat('en-US');

/**
 * A booking with long texts through the API (no page load), so Recent Bookings has a row whose
 * customer e-mail and tour title would push Total and Status off a table that does not wrap.
 */
async function bookWithLongTexts(request: APIRequestContext) {
  const email = `a-very-long-traveller-address-${Date.now()}@example-long-domain.com`;
  const password = 'dashboard-secret-1';
  const registered = await request.post('/api/register', {
    data: { name: 'Amina Khan-Rahmatullah', email, password },
  });
  expect(registered.ok()).toBe(true);
  const { token } = (await (
    await request.post('/api/login', { data: { email, password } })
  ).json()) as { token: string };
  const found = await findDeparture(request, (d) => isBookableDeparture(d, isoDay(new Date())));
  expect(found).toBeDefined();
  await postBooking(request, token, {
    tour_id: found!.tour.id,
    departure_id: found!.departure.id,
    travelers: 1,
    add_ons: [],
    special_requests: '',
    name: 'Amina Khan-Rahmatullah',
    email,
    phone: '+92 300 1234567',
    city: 'Lahore',
    country: 'Pakistan',
    payment_method: 'card',
    card_last4: '4242',
    pay_in_full: true,
  });
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`admin dashboard and settings on ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the dashboard shows the API figures, the three tabs and the two buttons', async ({
      page,
      request,
    }) => {
      await bookWithLongTexts(request);
      await loginAsAdmin(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      const dashboard = await apiGet<Dashboard>(
        request,
        '/api/admin/dashboard',
        await adminToken(page),
      );

      const cards = [
        ['Total Tours', count.format(dashboard.stats.totalTours.value), dashboard.stats.totalTours],
        [
          'Active Bookings',
          count.format(dashboard.stats.activeBookings.value),
          dashboard.stats.activeBookings,
        ],
        ['Customers', count.format(dashboard.stats.customers.value), dashboard.stats.customers],
        ['Revenue', formatPrice(dashboard.stats.revenue.value), dashboard.stats.revenue],
      ] as const;
      for (const [label, value, stat] of cards) {
        const card = page.getByRole('group', { name: label });
        await expect(card).toBeVisible();
        await expect(card.getByText(value, { exact: true })).toBeVisible();
        await expect(card.getByText(describeTrend(stat.trend).text, { exact: true })).toBeVisible();
      }

      await expect(page.getByRole('link', { name: 'Manage Tours' })).toHaveAttribute(
        'href',
        '/admin/tours',
      );
      await expect(page.getByRole('link', { name: 'Create New Tour' })).toHaveAttribute(
        'href',
        '/admin/tours/customize',
      );

      // Recent Bookings is open first: a table at 1280, cards on a phone (issue 17).
      if (dashboard.recentBookings.length === 0) {
        await expect(page.getByText('No bookings yet.')).toBeVisible();
      } else if (viewport.width >= 1280) {
        const table = page.getByRole('region', { name: 'Recent bookings' });
        await expect(table.getByRole('row')).toHaveCount(dashboard.recentBookings.length + 1);
        await expect(table.getByText(dashboard.recentBookings[0]!.reference)).toBeAttached();
        for (const column of ['Total', 'Status']) {
          await expect(table.getByRole('columnheader', { name: column })).toBeInViewport();
        }
        const box = (await table.boundingBox())!;
        const fits = await table.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, 'every column fits without scrolling the table').toBe(true);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      } else {
        await expect(page.getByRole('region', { name: 'Recent bookings' })).toBeHidden();
        const first = page.getByRole('list', { name: 'Recent bookings' }).getByRole('listitem');
        await expect(first).toHaveCount(dashboard.recentBookings.length);
        const { reference, total, status } = dashboard.recentBookings[0]!;
        await expect(first.first().getByRole('link', { name: reference })).toBeVisible();
        for (const text of [formatMoney(total), status]) {
          await expect(first.first().getByText(text, { exact: true })).toBeVisible();
        }
      }
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      await page.getByRole('tab', { name: 'Customer Feedback' }).click();
      if (dashboard.latestReviews.length === 0) {
        await expect(page.getByText('No reviews yet.')).toBeVisible();
      } else {
        const reviews = page.getByRole('list', { name: 'Latest reviews' });
        await expect(reviews.getByRole('listitem')).toHaveCount(dashboard.latestReviews.length);
        await expect(reviews.getByText(dashboard.latestReviews[0]!.comment)).toBeVisible();
      }

      await page.getByRole('tab', { name: 'Popular Tours' }).click();
      if (dashboard.popularTours.length === 0) {
        await expect(page.getByText('No tours have been booked yet.')).toBeVisible();
      } else {
        const table = page.getByRole('region', { name: 'Popular tours' });
        await expect(table.getByRole('row')).toHaveCount(dashboard.popularTours.length + 1);
        await expect(table.getByText(dashboard.popularTours[0]!.title)).toBeVisible();
      }
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');
    });

    test('settings: a new phone and a switch are saved, survive a reload and reach the footer', async ({
      page,
      request,
    }) => {
      await loginAsAdmin(page);
      const token = await adminToken(page);
      const original = await apiGet<Settings>(request, '/api/admin/settings', token);
      const phone = `+92 300 ${String(Date.now()).slice(-7)}`;
      const reviews = original.notifications.customerReviews;

      try {
        await page.goto('/admin/settings');
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        const phoneField = page.getByRole('textbox', { name: 'Phone' });
        await expect(phoneField).toHaveValue(original.general.phone);
        await expectNoSevereAxeViolations(page, 'main');
        await phoneField.fill(phone);

        await page.getByRole('tab', { name: 'Notifications' }).click();
        const reviewsSwitch = page.getByRole('switch', { name: 'Customer Reviews' });
        await expect(reviewsSwitch).toBeChecked({ checked: reviews });
        await page.getByText('Customer Reviews', { exact: true }).click();
        await expect(reviewsSwitch).toBeChecked({ checked: !reviews });
        await expectNoSevereAxeViolations(page, 'main');

        await page.getByRole('button', { name: 'Save Changes' }).click();
        await expect(page.getByText('Settings Saved', { exact: true })).toBeVisible();
        await expect(page.getByText('Your settings have been updated successfully.')).toBeVisible();
        await expectNoHorizontalScroll(page);

        await page.reload();
        await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);
        await page.getByRole('tab', { name: 'Notifications' }).click();
        await expect(page.getByRole('switch', { name: 'Customer Reviews' })).toBeChecked({
          checked: !reviews,
        });

        // Issue 18: every Security setting is enforced by the server; the tab shows the address
        // the allow-list would be checked against.
        await page.getByRole('tab', { name: 'Security' }).click();
        await expect(page.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeVisible();
        await expect(
          page.getByRole('spinbutton', { name: 'Password Expiry (days)' }),
        ).toBeVisible();
        await expect(page.getByRole('switch', { name: 'IP Restriction' })).toBeVisible();
        await expect(page.getByText(/Your current address:\s*127\.0\.0\.1/)).toBeVisible();
        await expectNoSevereAxeViolations(page, 'main');

        await page.goto('/');
        const footer = page.getByRole('contentinfo');
        // The footer asks for the details once it comes near the screen; the home page's later
        // sections may still be growing above it, so scroll to it again as a reader would.
        await expect(async () => {
          await footer.scrollIntoViewIfNeeded();
          await expect(footer.getByRole('link', { name: phone })).toBeVisible({ timeout: 2_000 });
        }).toPass();
        await expect(footer.getByRole('link', { name: original.general.email })).toBeVisible();
      } finally {
        await putSettings(request, token, original);
      }
    });
  });
}
