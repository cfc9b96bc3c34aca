import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSevereAxeViolations } from './page-checks';

interface ApiTour {
  id: number;
  title: string;
  price: number;
  duration: number;
  location: string;
}

const PASSWORD = 'wishlist-secret-1';
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function twoTours(request: APIRequestContext): Promise<[ApiTour, ApiTour]> {
  const list = (await (await request.get('/api/get-tours')).json()) as { data: ApiTour[] };
  return [list.data[0]!, list.data[1]!];
}

/** A traveller account, created through the API (the journey signs in through the form). */
async function registerTraveller(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await request.post('/api/register', {
    data: { name: 'Amina Khan', email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** Fills the login form on the page that is showing it. */
async function submitLogin(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText("You've successfully logged in")).toBeVisible();
}

const heart = (page: Page) => page.getByRole('button', { name: /(Add to|Remove from) wishlist/ });

/** Presses the heart and waits until the change is stored (no longer busy). */
async function pressHeart(page: Page, pressed: boolean) {
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', String(pressed));
  await expect(heart(page)).toHaveAttribute('aria-busy', 'false');
}

const wishlistCards = (page: Page) => page.getByTestId('wishlist-tour');
const cardOf = (page: Page, tour: ApiTour) =>
  wishlistCards(page).filter({ has: page.getByRole('heading', { name: tour.title }) });

async function openWishlistTab(page: Page) {
  await page.goto('/dashboard?tab=wishlist');
  await expect(page.getByRole('heading', { level: 2, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByText('Loading your wishlist...')).toHaveCount(0);
}

async function expectCardFacts(page: Page, tour: ApiTour) {
  const card = cardOf(page, tour);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: tour.title, exact: true })).toHaveAttribute(
    'href',
    `/tour/${tour.id}`,
  );
  await expect(card.getByText(usd.format(tour.price), { exact: true })).toBeVisible();
  await expect(card.getByText(tour.location, { exact: true })).toBeVisible();
  await expect(card.getByText(`${tour.duration} days`, { exact: true })).toBeVisible();
}

test.describe('wishlist at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a guest's heart is merged at sign-in, the account keeps the list, sign-out empties the heart", async ({
    page,
    request,
    browser,
  }) => {
    // One journey through two browsers and a dozen page loads: more than the default 30 s
    // when the machine is shared.
    test.setTimeout(90_000);
    const [first, second] = await twoTours(request);
    const email = await registerTraveller(request, 'wishlist');

    // A guest hearts a tour: it stays on this device.
    await page.goto(`/tour/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await pressHeart(page, true);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe(`[${first.id}]`);

    // Signs in through the header's Login link: the wishlist is alive and merges at once.
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await submitLogin(page, email);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await expect(page).toHaveURL(/tab=wishlist/);
    await expectCardFacts(page, first);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

    // Signed in, a second heart goes to the account; after a reload both are listed.
    await page.goto(`/tour/${second.id}`);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await pressHeart(page, true);
    await page.reload();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await openWishlistTab(page);
    await expect(wishlistCards(page)).toHaveCount(2);
    await expectCardFacts(page, first);
    await expectCardFacts(page, second);
    await expect(page.getByText('2 saved tours')).toBeVisible();
    await expectNoSevereAxeViolations(page);

    // Remove one from the tab: it leaves at once and stays gone after a reload.
    await cardOf(page, first)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(wishlistCards(page)).toHaveCount(1);
    await expect(page.getByText('1 saved tour', { exact: true })).toBeVisible();
    await page.reload();
    await expect(cardOf(page, second)).toBeVisible();
    await expect(wishlistCards(page)).toHaveCount(1);

    // Signing out leaves nothing of the account's hearts on this device.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/tour/${second.id}`);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(heart(page)).toHaveAccessibleName('Add to wishlist');

    // Another browser: signing in finds the account's list.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const fresh = await other.newPage();
    await fresh.goto('/login');
    await submitLogin(fresh, email);
    await openWishlistTab(fresh);
    await expectCardFacts(fresh, second);
    await expect(wishlistCards(fresh)).toHaveCount(1);
    await fresh.goto(`/tour/${second.id}`);
    await expect(heart(fresh)).toHaveAttribute('aria-pressed', 'true');
    await other.close();
  });
});

test.describe('wishlist at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('saved tours stack in one column with nothing scrolling sideways; empty state links to the tours', async ({
    page,
    request,
  }) => {
    const [first, second] = await twoTours(request);
    const email = await registerTraveller(request, 'wishlist-phone');

    await page.goto('/login');
    await submitLogin(page, email);
    await openWishlistTab(page);
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );

    for (const tour of [first, second]) {
      await page.goto(`/tour/${tour.id}`);
      await pressHeart(page, true);
    }
    await openWishlistTab(page);
    await expect(wishlistCards(page)).toHaveCount(2);
    await expectCardFacts(page, first);
    const boxes = await Promise.all(
      [first, second].map(async (tour) => (await cardOf(page, tour).boundingBox())!),
    );
    expect(boxes[0]!.x).toBe(boxes[1]!.x);
    expect(boxes[0]!.width).toBeGreaterThan(300);
    await expectNoHorizontalScroll(page);
    await expectNoSevereAxeViolations(page);
  });
});
