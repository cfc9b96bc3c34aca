import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { AdminTour, AdminTourBasic, TourBasicInput } from '../contract/admin-tours';
import { isoDay, shiftDay } from '../contract/bookings';
import type { Departure } from '../contract/tours';
import { ADMIN } from './fixtures';
import { loginAsAdmin } from './admin-session';
import { expectNoSevereAxeViolations } from './page-checks';

/**
 * Tour Management (/admin/tours) through the real UI, server and database: the seeded list,
 * search / filter / sort in the URL, clone into the wizard, delete, and delete of a booked tour
 * (set Inactive), at desktop and phone widths.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const DEACTIVATED = 'This tour has bookings, so it was set to Inactive instead of deleted.';

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Cards per page of the admin list (contract/admin-tours.ts ADMIN_TOUR_PAGE_SIZE). */
const PAGE_SIZE = 12;

async function adminList(request: APIRequestContext, token: string): Promise<AdminTour[]> {
  const response = await request.get('/api/tours?perPage=100', { headers: auth(token) });
  return ((await response.json()) as { data: AdminTour[] }).data;
}

/** POST /api/tours/store: a tour of our own, so tests never depend on each other's deletes. */
async function createTour(
  request: APIRequestContext,
  token: string,
  overrides: Partial<TourBasicInput> = {},
): Promise<AdminTourBasic> {
  const response = await request.post('/api/tours/store', {
    headers: auth(token),
    data: {
      title: `E2E Tour ${randomUUID().slice(0, 8)}`,
      description: 'A tour created by the admin tour list journey.',
      important_notes: 'Bring warm layers.',
      price: 777,
      duration: 5,
      group_size: '2-8',
      location: 'Shigar Valley',
      difficulty: 'Easy',
      status: 'Draft',
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: AdminTourBasic }).data;
}

/** An Active tour with one future departure and a guest booking on it. */
async function createBookedTour(request: APIRequestContext, token: string) {
  const tour = await createTour(request, token, { status: 'Active', price: 1111 });
  const availability = await request.post(`/api/tours/${tour.id}/availability`, {
    headers: auth(token),
    data: { availableDates: [{ start_date: shiftDay(isoDay(new Date()), 60), capacity: 10 }] },
  });
  expect(availability.ok()).toBe(true);
  const [departure] = ((await availability.json()) as { data: Departure[] }).data;
  const booking = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    data: {
      tour_id: tour.id,
      departure_id: departure!.id,
      travelers: 1,
      add_ons: [],
      name: 'Booked Traveller',
      email: 'booked@example.com',
      phone: '123',
      payment_method: 'bank',
    },
  });
  expect(booking.status()).toBe(201);
  return tour;
}

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search tours...').fill(text);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`tour management (${name})`, () => {
    test.use({ viewport });

    test('lists the tours; search, filter and sort narrow them in the URL (axe clean)', async ({
      page,
      request,
    }) => {
      const token = await adminToken(request);
      // The priciest tour, so 'Price: high to low' puts it first.
      const top = Math.max(...(await adminList(request, token)).map((t) => t.price)) + 1;
      const draft = await createTour(request, token, { price: top, difficulty: 'Extreme' });
      const all = await adminList(request, token);

      await loginAsAdmin(page);
      await page.goto('/admin/tours');
      await expect(page.getByRole('heading', { level: 1, name: 'Tour Management' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Issue 16: one page of 12, newest first (the seed alone has 16 tours).
      const onePage = Math.min(PAGE_SIZE, all.length);
      await expect(page.getByText(`Showing ${onePage} of ${all.length} tours`)).toBeVisible();
      await expect(cards(page)).toHaveCount(onePage);
      const lastPage = Math.ceil(all.length / PAGE_SIZE);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      await expect(pages.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(pages.getByText(`Page 2 of ${lastPage}`)).toBeVisible();
      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect(pages.getByText(`Page 1 of ${lastPage}`)).toBeVisible();

      // The new Draft is the newest tour: on the first page.
      await expect(
        card(page, draft.title).getByText('Not public: only Active tours appear on the website.'),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');

      // A seeded card: badges, days, location, price per person, all-time bookings, links.
      await search(page, 'k2 base');
      const k2 = card(page, 'K2 Base Camp Trek');
      await expect(k2.getByText('Active', { exact: true })).toBeVisible();
      await expect(k2.getByText('Challenging', { exact: true })).toBeVisible();
      await expect(k2.getByText('14 days')).toBeVisible();
      await expect(k2).toContainText('$1,299 per person');
      await expect(k2).toContainText('All-time bookings:');
      await expect(k2.getByRole('link', { name: 'View K2 Base Camp Trek' })).toHaveAttribute(
        'href',
        /^\/tour\/\d+$/,
      );
      await expect(k2.getByRole('img', { name: 'K2 Base Camp Trek' })).toBeVisible();

      // Search by title, then by location.
      await search(page, 'k2 base');
      await expect(page).toHaveURL(/[?&]q=k2(%20|\+)base/);
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, 'K2 Base Camp Trek')).toBeVisible();
      await search(page, 'shigar valley');
      await expect(card(page, draft.title)).toBeVisible();
      await search(page, 'no such place anywhere');
      await expect(page.getByText('No tours found matching your search.')).toBeVisible();
      await search(page, '');
      await expect(cards(page)).toHaveCount(onePage);

      // Filter: status, then difficulty; the link keeps them.
      await page.getByRole('button', { name: /^Filter/ }).click();
      await page.getByLabel('Status').selectOption('Draft');
      await expect(page).toHaveURL(/status=Draft/);
      const drafts = all.filter((t) => t.status === 'Draft');
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, drafts.length));
      await expect(card(page, draft.title)).toBeVisible();
      await page.getByLabel('Difficulty').selectOption('Extreme');
      await expect(page).toHaveURL(/difficulty=Extreme/);
      await expect(cards(page)).toHaveCount(
        drafts.filter((t) => t.difficulty === 'Extreme').length,
      );
      await page.reload();
      await expect(page.getByLabel('Status')).toHaveValue('Draft');
      await expect(card(page, draft.title)).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(cards(page)).toHaveCount(onePage);

      // Sort: the priciest first, then by title.
      await page.getByLabel('Sort tours').selectOption('price-desc');
      await expect(page).toHaveURL(/sort=price-desc/);
      await expect(cards(page).first()).toHaveAccessibleName(draft.title);
      await page.getByLabel('Sort tours').selectOption('title');
      const byTitle = [...all].sort((a, b) =>
        a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
      );
      await expect(cards(page).first()).toHaveAccessibleName(byTitle[0]!.title);
    });

    test('Clone makes a Draft copy and opens it in the wizard', async ({ page, request }) => {
      const token = await adminToken(request);
      const source = await createTour(request, token, { status: 'Active' });
      await loginAsAdmin(page);
      await page.goto(`/admin/tours?q=${encodeURIComponent(source.title)}`);
      await expect(cards(page)).toHaveCount(1);
      await card(page, source.title)
        .getByRole('button', { name: `Clone ${source.title}` })
        .click();
      await expect(
        page.getByText(`"${source.title} (Copy)" was created as a Draft.`),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/tours\/customize\/\d+$/);
      const copyId = Number(/\/(\d+)$/.exec(page.url())![1]);
      expect(copyId).toBeGreaterThan(source.id);
      const copy = (await adminList(request, token)).find((t) => t.id === copyId);
      expect(copy).toMatchObject({ title: `${source.title} (Copy)`, status: 'Draft' });
    });

    test('Delete asks first, then removes a tour without bookings', async ({ page, request }) => {
      const token = await adminToken(request);
      const tour = await createTour(request, token);
      await loginAsAdmin(page);
      await page.goto(`/admin/tours?q=${encodeURIComponent(tour.title)}`);
      const deleteButton = card(page, tour.title).getByRole('button', {
        name: `Delete ${tour.title}`,
      });

      // Cancel (by keyboard) keeps it.
      await deleteButton.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Are you sure you want to delete this tour?');
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSevereAxeViolations(page, '[role="alertdialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(deleteButton).toBeFocused();

      await deleteButton.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText(`"${tour.title}" has been deleted.`)).toBeVisible();
      await expect(page.getByText('No tours found matching your search.')).toBeVisible();
      // The card (and its Delete button) is gone: focus lands on the page heading.
      await expect(page.getByRole('heading', { level: 1, name: 'Tour Management' })).toBeFocused();
      expect((await adminList(request, token)).some((t) => t.id === tour.id)).toBe(false);
    });

    test('Delete of a booked tour sets it Inactive and says so', async ({ page, request }) => {
      const token = await adminToken(request);
      const tour = await createBookedTour(request, token);
      await loginAsAdmin(page);
      await page.goto(`/admin/tours?q=${encodeURIComponent(tour.title)}`);
      const tourCard = card(page, tour.title);
      await expect(tourCard.getByText('Active', { exact: true })).toBeVisible();
      await expect(tourCard).toContainText('All-time bookings: 1');

      await tourCard.getByRole('button', { name: `Delete ${tour.title}` }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await expect(page.getByText(DEACTIVATED)).toBeVisible();
      await expect(tourCard.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(
        tourCard.getByText('Not public: only Active tours appear on the website.'),
      ).toBeVisible();
      expect((await adminList(request, token)).find((t) => t.id === tour.id)?.status).toBe(
        'Inactive',
      );
    });
  });
}
