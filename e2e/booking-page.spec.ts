import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { usLongDate } from './text';
import { expectNoSevereAxeViolations } from './page-checks';

interface ApiDeparture {
  id: number;
  start_date: string;
  seats_left: number;
}
interface ApiTour {
  id: number;
  title: string;
  price: number;
  departures: ApiDeparture[];
}

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The tour with id 1 as the API sends it, with its open departures in date order. */
async function loadTour(request: APIRequestContext) {
  const list = (await (await request.get('/api/get-tours')).json()) as {
    data: Array<{ id: number }>;
  };
  const id = list.data[0]!.id;
  const { data } = (await (await request.get(`/api/tour-details/${id}`)).json()) as {
    data: ApiTour;
  };
  const today = todayIso();
  const open = data.departures
    .filter((d) => d.start_date > today && d.seats_left > 0)
    .sort((a, b) => a.start_date.localeCompare(b.start_date));
  return { tour: data, open };
}

/** Books the departure through POST /api/bookings (at most 8 a request) until `seatsLeft` remain. */
async function bookDownTo(
  request: APIRequestContext,
  tourId: number,
  departure: ApiDeparture,
  seatsLeft: number,
) {
  let left = departure.seats_left;
  while (left > seatsLeft) {
    const travelers = Math.min(8, left - seatsLeft);
    const response = await request.post('/api/bookings', {
      headers: { 'Idempotency-Key': `e2e-fill-${departure.id}-${left}-${Date.now()}` },
      data: {
        tour_id: tourId,
        departure_id: departure.id,
        travelers,
        add_ons: [],
        name: 'Group Booking',
        email: 'group@example.com',
        phone: '123',
        payment_method: 'bank',
      },
    });
    expect(response.status()).toBe(201);
    left -= travelers;
  }
}

const chipGroup = (page: Page) => page.getByRole('group', { name: 'Next available dates' });
const summary = (page: Page) => page.getByRole('region', { name: 'Booking Summary' });
const total = (page: Page) => summary(page).getByTestId('booking-total');

/** Moves the calendar forward until the day's button is there (at most a year). */
async function calendarDay(page: Page, name: string) {
  await expect(page.getByRole('grid')).toBeVisible();
  const day = page.getByRole('button', { name, exact: true });
  for (let i = 0; i < 12 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  return day;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`booking page at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('shows the tour, blocks Proceed without a date, and passes axe', async ({
      page,
      request,
    }) => {
      const { tour } = await loadTour(request);
      const csp: string[] = [];
      page.on('console', (m) => {
        if (/Content[- ]Security[- ]Policy/i.test(m.text())) csp.push(m.text());
      });
      await page.goto(`/booking/${tour.id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Book ${tour.title}` }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`Book ${tour.title} | Karakoram Trails`);
      const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
      await expect(crumbs.getByRole('link', { name: tour.title })).toHaveAttribute(
        'href',
        `/tour/${tour.id}`,
      );
      await expect(summary(page).getByText('No date selected')).toBeVisible();
      await expectNoSevereAxeViolations(page);

      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page.getByText('Please select a date')).toBeVisible();
      await expect(page.getByText('You need to select a travel date to proceed.')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/booking/${tour.id}$`));
      // Issue 17: the dates come on screen with focus on the first; choosing one ends the toast.
      const firstDate = page
        .getByRole('group', { name: 'Next available dates' })
        .getByRole('button')
        .first();
      await expect(firstDate).toBeFocused();
      await expect(firstDate).toBeInViewport();
      await firstDate.click();
      await expect(page.getByText('Please select a date')).toHaveCount(0);
      expect(csp).toEqual([]);
    });

    test('a chip chooses the date; the summary, schedule and timeline follow; axe passes', async ({
      page,
      request,
    }) => {
      const { tour, open } = await loadTour(request);
      await page.goto(`/booking/${tour.id}`);
      const chips = chipGroup(page).getByRole('button');
      await expect(chips).toHaveCount(Math.min(4, open.length));
      const first = open[0]!;
      const chip = chips.first();
      await expect(chip).toContainText(usLongDate(first.start_date));
      await expect(chip).toContainText(`${first.seats_left} seats left`);
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      await expect(summary(page).getByText(usLongDate(first.start_date))).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment schedule' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Cancellation timeline' })).toContainText(
        'Full refund',
      );
      await expect(
        page.getByRole('button', {
          name: new RegExp(`${usLongDate(first.start_date)}.*selected$`),
        }),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page);

      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/${tour.id}$`));
    });

    test('the calendar chooses an open date and refuses the others', async ({ page, request }) => {
      const { tour, open } = await loadTour(request);
      await page.goto(`/booking/${tour.id}`);
      const target = open[1] ?? open[0]!;
      const label = `${usLongDate(target.start_date)}, ${target.seats_left} seats left`;
      const day = await calendarDay(page, label);
      await expect(day).toBeEnabled();
      // The day before an open departure (seeded departures are at least a week apart) is shut.
      const [y, m, d] = target.start_date.split('-').map(Number);
      const before = usLongDate(dayBefore(y!, m!, d!));
      const shut = page.getByRole('button', { name: new RegExp(`^${before}, not available$`) });
      if (await shut.count()) await expect(shut).toBeDisabled();

      await day.click();
      await expect(summary(page).getByText(usLongDate(target.start_date))).toBeVisible();
      await expect(page.getByText(`Selected: ${usLongDate(target.start_date)}`)).toBeVisible();

      // Keyboard: the chosen day keeps focus; Enter on it keeps the choice.
      await page.getByRole('button', { name: `${label}, selected` }).focus();
      await page.keyboard.press('Enter');
      await expect(summary(page).getByText(usLongDate(target.start_date))).toBeVisible();
    });

    test('travellers stop at the seats left on the chosen date', async ({ page, request }) => {
      const { tour, open: before } = await loadTour(request);
      // Other bookings fill the last chip's departure down to 3 seats, through the real API (the
      // first departure is left alone: the checkout spec books it).
      const target = before.slice(0, 4).at(-1)!;
      await bookDownTo(request, tour.id, target, 3);
      const { open } = await loadTour(request);
      const few = open.find((d) => d.id === target.id);
      expect(few?.seats_left).toBe(3);

      await page.goto(`/booking/${tour.id}`);
      const travelers = page.getByRole('combobox', { name: 'Travelers' });
      await expect(travelers.locator('option')).toHaveCount(8);
      await travelers.selectOption('8');

      await chipGroup(page)
        .getByRole('button', { name: new RegExp(usLongDate(few!.start_date)) })
        .click();
      await expect(travelers.locator('option')).toHaveCount(few!.seats_left);
      await expect(travelers).toHaveValue(String(few!.seats_left));
      await expect(page.getByText(`Only ${few!.seats_left} seats left on this date`)).toBeVisible();
      await expect(total(page)).toHaveText(money(tour.price * few!.seats_left));
    });

    test('add-ons change the total, by click and by keyboard', async ({ page, request }) => {
      const { tour } = await loadTour(request);
      await page.goto(`/booking/${tour.id}`);
      await expect(total(page)).toHaveText(money(tour.price));

      const insurance = page.getByRole('button', { name: /^Travel Insurance \$99/ });
      await insurance.click();
      await expect(insurance).toHaveAttribute('aria-pressed', 'true');
      await expect(total(page)).toHaveText(money(tour.price + 99));
      await expect(summary(page).getByText('Travel Insurance')).toBeVisible();

      const gear = page.getByRole('button', { name: /^Trekking Gear Rental \$149/ });
      await gear.focus();
      await page.keyboard.press('Space');
      await expect(gear).toHaveAttribute('aria-pressed', 'true');
      await expect(total(page)).toHaveText(money(tour.price + 99 + 149));

      await insurance.click();
      await expect(insurance).toHaveAttribute('aria-pressed', 'false');
      await expect(total(page)).toHaveText(money(tour.price + 149));
    });

    test('an unknown tour shows Tour Not Found with View All Tours', async ({ page }) => {
      await page.goto('/booking/987654');
      await expect(page.getByRole('heading', { level: 1, name: 'Tour Not Found' })).toBeVisible();
      await expect(
        page.getByText("The tour you're looking for doesn't exist or has been removed."),
      ).toBeVisible();
      await page.getByRole('link', { name: 'View All Tours' }).click();
      await expect(page).toHaveURL(/\/tours$/);
    });
  });
}

test('the home page does not load the date picker styles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const rdpRules = await page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        return Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.rdp-'));
      } catch {
        return false;
      }
    }),
  );
  expect(rdpRules).toBe(false);
});

function dayBefore(y: number, m: number, d: number): string {
  const date = new Date(y, m - 1, d - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
