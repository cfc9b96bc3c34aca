import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { DepartureFigures, TourDepartures } from '../contract/admin-departures';
import { isBookableDeparture, isoDay, type Booking } from '../contract/bookings';
import type { TourDetail } from '../contract/tours';
import { loginAsAdmin } from './admin-session';
import { tourDetail } from './api-bookings';
import { ADMIN } from './fixtures';
import { expectNoSevereAxeViolations, expectNoHorizontalScroll } from './page-checks';
import { csvFields, usLongDate } from './text';

/*
 * Departures and manifests (issue 14): bookings made through POST /api/bookings show in the
 * departure's figures and its manifest, the downloaded CSV holds the traveller, and Print shows
 * only the manifest. Figures are compared with what the admin API said before the bookings, so
 * other specs' bookings in the same run do not matter.
 */

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * The last bookable departure of the last seeded tour that has one: far from the departures
 * the other specs book (they take the first), and with seats for three travellers.
 */
async function quietDeparture(request: APIRequestContext) {
  const today = isoDay(new Date());
  const list = (await (await request.get('/api/get-tours')).json()) as {
    data: Array<{ id: number }>;
  };
  for (const { id } of [...list.data].reverse()) {
    const tour: TourDetail = await tourDetail(request, id);
    const open = tour.departures.filter((d) => isBookableDeparture(d, today) && d.seats_left >= 3);
    const departure = open[open.length - 1];
    if (departure) return { tour, departure };
  }
  throw new Error('No seeded tour has a departure with three seats left');
}

async function figuresOf(
  request: APIRequestContext,
  token: string,
  tourId: number,
  departureId: number,
): Promise<DepartureFigures> {
  const response = await request.get(`/api/admin/tours/${tourId}/departures`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: TourDepartures };
  return data.departures.find((d) => d.id === departureId)!;
}

/** A guest booking through the public API: the 201's booking. */
async function guestBooking(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID().replace(/-/g, '') },
    data,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Booking }).data;
}

/** The figure a card's definition list gives for `label`. */
const cardFigure = (card: Locator, label: string) =>
  card
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`departures and manifest (${device})`, () => {
    test.use({ viewport });
    const desktop = viewport.width >= 1280;

    test('a booking shows in the figures and the manifest; CSV and print', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const tag = `${device}${randomUUID().slice(0, 6)}`;
      const token = await adminToken(request);
      const { tour, departure } = await quietDeparture(request);
      const before = await figuresOf(request, token, tour.id, departure.id);

      const traveller = {
        name: `Sara ${tag}`,
        email: `sara-${tag}@example.com`,
        phone: '+92 333 5550101',
        country: 'Pakistan',
      };
      const sara = await guestBooking(request, {
        tour_id: tour.id,
        departure_id: departure.id,
        travelers: 2,
        add_ons: ['insurance', 'gear'],
        special_requests: 'Vegetarian meals, please',
        ...traveller,
        payment_method: 'card',
        card_last4: '4242',
      });
      await guestBooking(request, {
        tour_id: tour.id,
        departure_id: departure.id,
        travelers: 1,
        add_ons: [],
        name: `Bilal ${tag}`,
        email: `bilal-${tag}@example.com`,
        phone: '+44 7700 900123',
        payment_method: 'bank',
      });
      const expected = {
        sold: before.sold + 2,
        held: before.held + 1,
        left: before.left - 3,
        bookings: before.bookings + 2,
        revenue: money.format(before.revenue + sara.payment.paid),
      };

      // From the tour list's card to the tour's departures.
      await loginAsAdmin(page);
      await page.goto('/admin/tours');
      await page.getByPlaceholder('Search tours...').fill(tour.title);
      await page.getByRole('link', { name: `Departures ${tour.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/tours/${tour.id}/departures$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Departures' })).toBeVisible();

      const date = usLongDate(departure.start_date);
      if (desktop) {
        const row = page
          .getByRole('table', { name: 'Departures' })
          .getByRole('row', { name: date });
        const cells = row.getByRole('cell');
        // Start date, Capacity, Sold, Held, (Reserved,) Left, Bookings, Revenue, ...; read once
        // the table is there (allTextContents does not wait: an empty list made every column
        // the last one).
        await expect(row).toBeVisible();
        const headers = await page
          .getByRole('table', { name: 'Departures' })
          .getByRole('columnheader')
          .allTextContents();
        const cell = (header: string) => {
          expect(headers, `column ${header}`).toContain(header);
          return cells.nth(headers.indexOf(header));
        };
        await expect(cell('Sold')).toHaveText(String(expected.sold));
        await expect(cell('Held')).toHaveText(String(expected.held));
        await expect(cell('Left')).toHaveText(String(expected.left));
        await expect(cell('Bookings')).toHaveText(String(expected.bookings));
        await expect(cell('Revenue')).toHaveText(expected.revenue);
      } else {
        const card = page
          .getByRole('list', { name: 'Departures' })
          .getByRole('listitem')
          .filter({ hasText: date });
        await expect(cardFigure(card, 'Sold')).toHaveText(String(expected.sold));
        await expect(cardFigure(card, 'Held \\(awaiting transfer\\)')).toHaveText(
          String(expected.held),
        );
        await expect(cardFigure(card, 'Left')).toHaveText(String(expected.left));
        await expect(cardFigure(card, 'Bookings')).toHaveText(String(expected.bookings));
        await expect(cardFigure(card, 'Revenue')).toHaveText(expected.revenue);
      }
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      // Its manifest lists the traveller.
      await page.getByRole('link', { name: `Manifest for ${tour.title}, ${date}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/departures/${departure.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Manifest' })).toBeVisible();
      await expect(page.getByText(`${tour.title}, ${date}`)).toBeVisible();
      const entry = desktop
        ? page.getByRole('table', { name: 'Manifest' }).getByRole('row', { name: traveller.name })
        : page.getByRole('list', { name: 'Manifest' }).getByRole('listitem').filter({
            hasText: traveller.name,
          });
      for (const text of [
        sara.reference,
        traveller.email,
        traveller.phone,
        traveller.country,
        'Travel Insurance',
        'Vegetarian meals, please',
        'Balance due',
      ]) {
        await expect(entry).toContainText(text);
      }
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      // Download CSV: the file holds the traveller.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(
        `manifest-${tour.slug}-${departure.start_date}.csv`,
      );
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n').map(csvFields);
      expect(lines[0]).toEqual([
        'Reference',
        'Lead traveller',
        'Travellers',
        'Phone',
        'Email',
        'Country',
        'Add-ons',
        'Special requests',
        'Payment',
        'Total',
        'Paid',
        'Balance',
      ]);
      expect(lines.find((fields) => fields[1] === traveller.name)).toEqual([
        sara.reference,
        traveller.name,
        '2',
        `'${traveller.phone}`,
        traveller.email,
        traveller.country,
        'Travel Insurance; Trekking Gear Rental',
        'Vegetarian meals, please',
        'Balance due',
        sara.total.toFixed(2),
        sara.payment.paid.toFixed(2),
        sara.payment.balance.toFixed(2),
      ]);

      // Print: the browser's dialog (stubbed), and on paper only the manifest's table.
      await page.evaluate(() => {
        const marks = window as unknown as { printed: number };
        marks.printed = 0;
        window.print = () => {
          marks.printed += 1;
        };
      });
      await page.getByRole('button', { name: 'Print' }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
      await expect(page.getByRole('list', { name: 'Manifest' })).toBeHidden();
      await expect(
        page.getByRole('table', { name: 'Manifest' }).getByRole('row', { name: traveller.name }),
      ).toBeVisible();
      await page.emulateMedia({ media: 'screen' });
    });
  });
}
