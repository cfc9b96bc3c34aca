import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { AdminTourBasic } from '../contract/admin-tours';
import { isoDay, shiftDay } from '../contract/bookings';
import { loginAsAdmin } from './admin-session';
import { ADMIN } from './fixtures';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

/**
 * Issue 14 (ARCHITECTURE: View on a Draft/Inactive tour): the admin list's View opens an
 * admin-only preview of /tour/{id} under a "Preview - not public" banner, where nothing can be
 * booked; a guest at the same address gets 'Tour Not Found'.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** A Draft tour of our own with one departure, made through the admin API. */
async function createDraftTour(request: APIRequestContext): Promise<AdminTourBasic> {
  const login = await request.post('/api/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/tours/store', {
    headers,
    data: {
      title: `Preview Trek ${randomUUID().slice(0, 8)}`,
      description: 'A tour the admin is still writing.',
      important_notes: 'Bring warm layers.',
      price: 850,
      duration: 6,
      group_size: '2-10',
      location: 'Shigar Valley',
      difficulty: 'Moderate',
      status: 'Draft',
    },
  });
  expect(created.status()).toBe(201);
  const tour = ((await created.json()) as { data: AdminTourBasic }).data;
  const availability = await request.post(`/api/tours/${tour.id}/availability`, {
    headers,
    data: { availableDates: [{ start_date: shiftDay(isoDay(new Date()), 45), capacity: 10 }] },
  });
  expect(availability.ok()).toBe(true);
  return tour;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`tour preview (${name})`, () => {
    test.use({ viewport });

    test("the admin list's View opens a Draft tour under the preview banner", async ({
      page,
      request,
    }) => {
      const tour = await createDraftTour(request);
      await loginAsAdmin(page);
      await page.goto('/admin/tours');
      const card = page.getByRole('article', { name: tour.title });
      await card.getByRole('link', { name: `View ${tour.title}` }).click();

      await expect(page).toHaveURL(new RegExp(`/tour/${tour.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
      const banner = page.getByRole('status').filter({ hasText: 'Preview - not public' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText('This tour is Draft');
      const booking = page.getByRole('region', { name: 'Book this tour' });
      await expect(booking.getByRole('button', { name: 'Book Now' })).toBeDisabled();
      await expect(booking.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page);

      // The slug address previews the same tour.
      await page.goto(`/tours/${tour.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
      await expect(banner).toBeVisible();
    });

    test("a guest gets 'Tour Not Found' for the same Draft tour", async ({ page, request }) => {
      const tour = await createDraftTour(request);
      for (const path of [`/tour/${tour.id}`, `/tours/${tour.slug}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Tour Not Found' })).toBeVisible();
        await expect(page.getByText('Preview - not public')).toHaveCount(0);
      }
    });
  });
}
