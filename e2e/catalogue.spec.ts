import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSevereAxeViolations,
  waitForAdopted,
  waitForHydration,
} from './page-checks';

interface ApiTour {
  id: number;
  title: string;
  description: string;
  price: number;
  duration: number;
  difficulty: string;
  departure_months: string[];
}

async function allTours(request: APIRequestContext): Promise<ApiTour[]> {
  const body = (await (await request.get('/api/get-tours')).json()) as { data: ApiTour[] };
  return body.data;
}

async function categoryTours(request: APIRequestContext, slug: string): Promise<ApiTour[]> {
  const body = (await (await request.get('/api/get-tours-by-category')).json()) as {
    categories: { id: number; slug: string }[];
    tours: Record<string, ApiTour[]>;
  };
  const category = body.categories.find((c) => c.slug === slug)!;
  return body.tours[String(category.id)] ?? [];
}

// Several axe scans per journey: give them room on a loaded two-core machine.
test.describe.configure({ timeout: 60_000 });

const results = (page: Page) => page.getByTestId('tour-result');
const resultTitles = (page: Page) => results(page).getByRole('heading').allTextContents();
const titles = (tours: ApiTour[]) => tours.map((t) => t.title);
/** Cards on one page of a catalogue (issue 16). */
const PER_PAGE = 12;
/** How many cards the first page of these tours shows. */
const onePage = (tours: ApiTour[]) => Math.min(tours.length, PER_PAGE);
/** The results come to show the first page of exactly these tours, in this order. */
const expectResultTitles = (page: Page, tours: ApiTour[]) =>
  expect.poll(() => resultTitles(page)).toEqual(titles(tours.slice(0, PER_PAGE)));

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/tours lists every Active tour as cards linking to /tour/{id}', async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    await page.goto('/tours');
    await expect(page).toHaveTitle('Discover Our Tours & Treks | Karakoram Trails');
    // index.html carries the site-wide description too; the route's own one is added after it.
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      /filter by price, duration and difficulty/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Our Tours & Treks' }),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(onePage(tours));
    await expect(
      page.getByText(
        tours.length > PER_PAGE
          ? `Showing 1-${PER_PAGE} of ${tours.length} tours`
          : `Showing ${tours.length} of ${tours.length} tours`,
      ),
    ).toBeVisible();

    const first = results(page).first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', tours[0]!.title);
    await first.getByRole('link', { name: tours[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/tour/${tours[0]!.id}$`));
  });

  test('filters change the list and the URL; a filtered URL survives reload and Back', async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    await page.goto('/tours');
    await waitForHydration(page);
    await expect(results(page)).toHaveCount(onePage(tours));

    await page.getByLabel('Price').selectOption('1000-2000');
    await expect(page).toHaveURL(/\/tours\?price=1000-2000$/);
    const midPrice = tours.filter((t) => t.price >= 1000 && t.price < 2000);
    await expectResultTitles(page, midPrice);

    await page.getByLabel('Difficulty').selectOption('Challenging');
    await expect(page).toHaveURL(/price=1000-2000/);
    await expect(page).toHaveURL(/difficulty=Challenging/);
    const midHard = midPrice.filter((t) => t.difficulty === 'Challenging');
    await expectResultTitles(page, midHard);

    await page.getByLabel('Duration').selectOption('11-15');
    const filtered = midHard.filter((t) => t.duration >= 11 && t.duration <= 15);
    await expectResultTitles(page, filtered);
    const filteredUrl = page.url();

    await page.reload();
    await expectResultTitles(page, filtered);
    await expect(page.getByLabel('Price')).toHaveValue('1000-2000');
    await expect(page.getByLabel('Duration')).toHaveValue('11-15');
    await expect(page.getByLabel('Difficulty')).toHaveValue('Challenging');

    await waitForHydration(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/tours\?price=1000-2000&difficulty=Challenging$/);
    await expect(page.getByLabel('Duration')).toHaveValue('all');
    await expectResultTitles(page, midHard);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(results(page)).toHaveCount(onePage(tours));
    await page.goForward();
    await expect(page).toHaveURL(/\/tours\?price=1000-2000$/);

    // A shared link opens the same list in a fresh page.
    const shared = await page.context().newPage();
    await shared.goto(filteredUrl);
    await expectResultTitles(shared, filtered);
  });

  test('search matches title or description case-insensitively without flooding history', async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    await page.goto('/about');
    await page.goto('/tours');
    await waitForHydration(page);
    await expect(results(page)).toHaveCount(onePage(tours));

    const query = 'GLACIER';
    await page.getByLabel('Search tours').pressSequentially(query, { delay: 30 });
    await expect(page).toHaveURL(/q=GLACIER/);
    const matching = tours.filter((t) =>
      `${t.title} ${t.description}`.toLowerCase().includes(query.toLowerCase()),
    );
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(tours.length);
    await expectResultTitles(page, matching);

    // Seven keystrokes, one history entry: Back returns to the unsearched list.
    await page.goBack();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByLabel('Search tours')).toHaveValue('');
    await expect(results(page)).toHaveCount(onePage(tours));
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('grid/list toggle switches the layout and is kept in the URL', async ({ page }) => {
    await page.goto('/tours');
    await waitForHydration(page);
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(results(page).nth(2)).toBeVisible();
    const [a, b] = [
      await results(page).nth(0).boundingBox(),
      await results(page).nth(1).boundingBox(),
    ];
    expect(b!.y).toBe(a!.y); // side by side in the grid

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/view=list/);
    const [c, d] = [
      await results(page).nth(0).boundingBox(),
      await results(page).nth(1).boundingBox(),
    ];
    expect(d!.x).toBe(c!.x); // stacked rows
    expect(d!.y).toBeGreaterThan(c!.y + c!.height - 1);
    expect(c!.width).toBeGreaterThan(1000);
    await expectNoSevereAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("the empty state says 'No tours found' with a hint, and Clear filters resets", async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    await page.goto('/tours?q=no-such-mountain&difficulty=Easy');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No tours found' })).toBeVisible();
    await expect(page.getByText(/Try adjusting your filters or search terms/)).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${tours.length} tours`)).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await page.getByTestId('results-empty').getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(results(page)).toHaveCount(onePage(tours));
  });

  test("a failed fetch shows 'No tours found' and Try again loads the list", async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    // /tours arrives server-rendered with its tours; the browser fetches them when the
    // traveller comes from another page, so come from /about.
    await page.goto('/about');
    await waitForHydration(page);
    const toursLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Tours', exact: true });
    // The footer's code loads after the page's: until then the link is a full-page load, which
    // brings the server-rendered list.
    await waitForAdopted(toursLink);
    await page.route('**/api/get-tours', (route) => route.abort('failed'));
    await toursLink.click();
    await expect(page).toHaveURL(/\/tours$/);
    const failed = page.getByTestId('results-failed');
    await expect(failed.getByRole('heading', { name: 'No tours found' })).toBeVisible();
    await page.unroute('**/api/get-tours');
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page)).toHaveCount(onePage(tours));
  });

  test('12 cards a page: the page is in the URL, kept with the filters, reset by a filter', async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    expect(tours.length).toBeGreaterThan(PER_PAGE); // the seed catalogue has 16
    const lastPage = Math.ceil(tours.length / PER_PAGE);
    await page.goto('/tours');
    await waitForHydration(page);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByText(`Page 1 of ${lastPage}`)).toBeVisible();
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/tours\?page=2$/);
    await expectResultTitles(page, tours.slice(PER_PAGE));
    await expect(pages.getByText(`Page 2 of ${lastPage}`)).toBeVisible();
    // The top of the results takes the focus (and the view), not the footer's buttons.
    await expect(page.getByRole('group', { name: 'Results' })).toBeFocused();
    await expectNoSevereAxeViolations(page);

    // Page 2 arrives server-rendered with its own cards.
    await page.reload();
    await expectResultTitles(page, tours.slice(PER_PAGE));

    // A filter gives other cards: back to their first page, the filter in the URL.
    await page.getByLabel('Difficulty').selectOption('Challenging');
    await expect(page).toHaveURL(/\/tours\?difficulty=Challenging$/);
    await expectResultTitles(
      page,
      tours.filter((t) => t.difficulty === 'Challenging'),
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/tours\?page=2$/);
    await expectResultTitles(page, tours.slice(PER_PAGE));
  });

  test('sort and the month of travel live in the URL; a reload renders them alike', async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    const month = tours.flatMap((t) => t.departure_months).sort()[0]!;
    const messages: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
    });
    await page.goto('/tours');
    await waitForHydration(page);
    await page.getByLabel('Sort tours').selectOption('price-desc');
    await expect(page).toHaveURL(/\/tours\?sort=price-desc$/);
    await page.getByLabel('Travelling in').selectOption(month);
    await expect(page).toHaveURL(new RegExp(`\\?sort=price-desc&month=${month}$`));
    const expected = tours
      .filter((t) => t.departure_months.includes(month))
      .sort((a, b) => b.price - a.price);
    expect(expected.length).toBeGreaterThan(0);
    await expectResultTitles(page, expected);

    // The server renders the sorted, filtered list; hydration adopts it without a warning.
    await page.reload();
    await expectResultTitles(page, expected);
    await waitForHydration(page);
    await expect(page.getByLabel('Sort tours')).toHaveValue('price-desc');
    await expect(page.getByLabel('Travelling in')).toHaveValue(month);
    expect(messages).toEqual([]);
  });

  test('/tours/trek shows only the treks category, with its filters in the URL', async ({
    page,
    request,
  }) => {
    const treks = await categoryTours(request, 'treks');
    await page.goto('/tours/trek');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Trekking Tours | Karakoram Trails');
    await expect(page.getByRole('heading', { level: 1, name: 'Trekking Tours' })).toBeVisible();
    await expectResultTitles(page, treks);
    await expectNoSevereAxeViolations(page);

    await page.getByLabel('Difficulty').selectOption('Moderate');
    await expect(page).toHaveURL(/\/tours\/trek\?difficulty=Moderate$/);
    await expectResultTitles(
      page,
      treks.filter((t) => t.difficulty === 'Moderate'),
    );

    await page.goto('/tours/trek?price=0-500&difficulty=Easy');
    await expect(page.getByRole('heading', { name: 'No trek tours found' })).toBeVisible();
    await expect(page.getByText(/Try adjusting your filters or search terms/)).toBeVisible();
  });

  test('/tours/expedition shows only expeditions with the expedition durations', async ({
    page,
    request,
  }) => {
    const expeditions = await categoryTours(request, 'expeditions');
    await page.goto('/tours/expedition');
    await waitForHydration(page);
    await expect(page).toHaveTitle('Mountain Expeditions | Karakoram Trails');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mountain Expeditions' }),
    ).toBeVisible();
    await expectResultTitles(page, expeditions);
    await expectNoSevereAxeViolations(page);

    await expect(page.getByLabel('Duration').locator('option')).toHaveText([
      'Any duration',
      '1-19 days',
      '20-29 days',
      '30+ days',
    ]);
    await page.getByLabel('Duration').selectOption('20-29');
    await expect(page).toHaveURL(/\/tours\/expedition\?duration=20-29$/);
    await expectResultTitles(
      page,
      expeditions.filter((t) => t.duration >= 20 && t.duration < 30),
    );

    await page.goto('/tours/expedition?duration=1-19');
    await expect(page.getByRole('heading', { name: 'No expeditions found' })).toBeVisible();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters sit in a panel behind a toggle and still drive the list and the URL', async ({
    page,
    request,
  }) => {
    const tours = await allTours(request);
    await page.goto('/tours');
    await waitForHydration(page);
    await expect(results(page)).toHaveCount(onePage(tours));
    await expectNoHorizontalScroll(page);
    await expectNoSevereAxeViolations(page);

    await expect(page.getByLabel('Price')).toBeHidden();
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Price')).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await page.getByLabel('Price').selectOption('0-500');
    await expect(page).toHaveURL(/\/tours\?price=0-500$/);
    await expectResultTitles(
      page,
      tours.filter((t) => t.price < 500),
    );
    await expect(toggle).toContainText('1');

    await page.reload();
    await expectResultTitles(
      page,
      tours.filter((t) => t.price < 500),
    );
    // Back is the router's to handle once React has adopted the reloaded page.
    await waitForHydration(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(results(page)).toHaveCount(onePage(tours));

    // The page buttons fit the phone too.
    await page.goto('/tours?page=2');
    await expectResultTitles(page, tours.slice(PER_PAGE));
    await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test('search, list view and the empty state fit the phone', async ({ page, request }) => {
    const treks = await categoryTours(request, 'treks');
    await page.goto('/tours/trek');
    await waitForHydration(page);
    await expect(results(page)).toHaveCount(onePage(treks));
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expectNoHorizontalScroll(page);
    await expectNoSevereAxeViolations(page);

    await page.getByLabel('Search tours').fill('meadows');
    await expectResultTitles(
      page,
      treks.filter((t) => /meadows/i.test(`${t.title} ${t.description}`)),
    );
    await page.getByLabel('Search tours').fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No trek tours found' })).toBeVisible();
    await expectNoHorizontalScroll(page);

    await page.goto('/tours/expedition');
    await waitForHydration(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mountain Expeditions' }),
    ).toBeVisible();
    await expect(results(page).first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSevereAxeViolations(page);
  });
});
