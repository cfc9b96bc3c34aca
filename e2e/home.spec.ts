import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSevereAxeViolations,
  waitForHydration,
} from './page-checks';

interface ApiTour {
  id: number;
  title: string;
  price: number;
  category_id: number | null;
}
/** GET /api/tours/featured adds the real rating (null without reviews) and review count. */
interface ApiFeaturedTour extends ApiTour {
  rating: number | null;
  review_count: number;
}
interface ApiCategories {
  categories: Array<{ id: number; title: string }>;
  tours: Record<string, ApiTour[]>;
}

const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

/** Scrolls down the whole page so lazy sections load and one-time fades run, then back up. */
async function scrollThrough(page: Page) {
  // The page grows as sections load, so measure it again at every step.
  for (
    let y = 0;
    y < (await page.evaluate(() => document.documentElement.scrollHeight));
    y += 500
  ) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await expect(
    page.getByRole('button', { name: 'Go to testimonial 1', exact: true }),
  ).toBeVisible();
  await page.waitForTimeout(1500);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('hero: headline, buttons, transparent bar, and Learn More scrolls to the categories', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Explore the Wonders of Northern Pakistan' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore Tours' })).toHaveAttribute(
        'href',
        '/tours',
      );
      await expect(page.getByText('Scroll Down')).toBeVisible();
      await expect(page.getByTestId('hero-slide')).toHaveCount(3);
      await expect(page.getByTestId('hero-slide').first()).toHaveAttribute('data-active', '');
      await expect(page.getByTestId('hero-slide').first()).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('banner')).not.toHaveAttribute('data-scrolled');

      await page.getByRole('button', { name: 'Learn More' }).click();
      await expect(
        page.getByRole('heading', { name: 'Explore Our Tour Categories' }),
      ).toBeInViewport();
      await expect(page.locator('#more-tours')).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', '');

      await page.getByRole('link', { name: 'Explore Tours' }).click();
      await expect(page).toHaveURL(/\/tours$/);
    });

    test('featured cards link to /tour/{id} with price, days and the real rating', async ({
      page,
      request,
    }) => {
      const featured = (
        (await (await request.get('/api/tours/featured')).json()) as { data: ApiFeaturedTour[] }
      ).data;
      expect(featured.length).toBeGreaterThan(0);
      await page.goto('/');
      await waitForHydration(page);
      const section = page.getByRole('region', { name: 'Featured Tours & Treks' });
      await section.scrollIntoViewIfNeeded();
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(featured.length);
      const first = featured[0]!;
      const card = cards.filter({ hasText: first.title });
      await expect(card.getByRole('link', { name: first.title })).toHaveAttribute(
        'href',
        `/tour/${first.id}`,
      );
      await expect(card.getByText(usd(first.price), { exact: true })).toBeVisible();
      await expect(card.getByText(/^\d+ days?$/)).toBeVisible();
      // ARCHITECTURE: each card's real average and count, not SPEC's sample stars and (24).
      const rated = featured.filter((tour) => tour.rating !== null);
      expect(rated.length).toBeGreaterThan(0);
      for (const tour of rated) {
        const label = `Rated ${tour.rating} out of 5 from ${tour.review_count} reviews`;
        await expect(
          cards.filter({ hasText: tour.title }).getByRole('img', { name: label }),
        ).toBeVisible();
      }
      await expect(section.getByRole('img', { name: /^Rated / })).toHaveCount(rated.length);
      await expect(section.getByRole('link', { name: 'View All Tours' })).toHaveAttribute(
        'href',
        '/tours',
      );
      // The whole card is the link.
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/tour/${first.id}$`));
    });

    test('a category card click switches the tour grid', async ({ page, request }) => {
      const data = (await (
        await request.get('/api/get-tours-by-category')
      ).json()) as ApiCategories;
      const [firstCategory, secondCategory] = data.categories;
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Learn More' }).click();
      const section = page.getByRole('region', { name: 'Explore Our Tour Categories' });
      const firstCard = section.getByRole('button', { name: new RegExp(firstCategory!.title) });
      const secondCard = section.getByRole('button', { name: new RegExp(secondCategory!.title) });
      await expect(firstCard).toHaveAttribute('aria-pressed', 'true');
      await expect(firstCard).toContainText(
        `${data.tours[String(firstCategory!.id)]!.length} Tours`,
      );
      const grid = section.getByRole('region', { name: firstCategory!.title });
      await expect(grid.getByRole('heading', { level: 4 })).toHaveCount(
        data.tours[String(firstCategory!.id)]!.length,
      );

      await secondCard.click();
      await expect(secondCard).toHaveAttribute('aria-pressed', 'true');
      await expect(firstCard).toHaveAttribute('aria-pressed', 'false');
      const secondTours = data.tours[String(secondCategory!.id)]!;
      const secondGrid = section.getByRole('region', { name: secondCategory!.title });
      await expect(secondGrid.getByRole('heading', { level: 4 })).toHaveCount(secondTours.length);
      const tour = secondTours[0]!;
      await expect(secondGrid.getByRole('link', { name: tour.title })).toHaveAttribute(
        'href',
        `/tour/${tour.id}`,
      );
      await expect(secondGrid.getByText(usd(tour.price), { exact: true })).toBeVisible();
      await expect(section.getByRole('link', { name: 'View All', exact: true })).toHaveAttribute(
        'href',
        '/tours',
      );
      await expect(section.getByRole('link', { name: 'Browse All Tours' })).toHaveAttribute(
        'href',
        '/tours',
      );
    });

    test('testimonial dots show that testimonial', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const section = page.getByRole('region', { name: 'What Our Adventurers Say' });
      await section.scrollIntoViewIfNeeded();
      await expect(
        section.getByText('Hear from travelers who have experienced our treks and adventures'),
      ).toBeVisible();
      const dots = section.getByRole('button', { name: /^Go to testimonial \d+$/ });
      await expect(dots).toHaveCount(10);
      const quote = section.getByRole('figure');
      await expect(quote).toHaveCount(1);
      await section.getByRole('button', { name: 'Go to testimonial 5' }).click();
      await expect(section.getByRole('button', { name: 'Go to testimonial 5' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(quote).toContainText('Germany');
      // Focus on the dot holds the rotation: still the same one after the interval.
      await page.waitForTimeout(5500);
      await expect(section.getByRole('button', { name: 'Go to testimonial 5' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    });

    test('has no serious accessibility violations and no sideways scroll', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await scrollThrough(page);
      await expectNoSevereAxeViolations(page);
      await expectNoHorizontalScroll(page);
    });
  });
}

test('page head: title, description, keywords and social tags', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Explore the North | Karakoram Trails');
  const content = (selector: string) => page.locator(`head ${selector}`).first();
  await expect(content('meta[name="description"]')).toHaveAttribute(
    'content',
    'Book custom tours in Skardu with our experienced guides.',
  );
  await expect(content('meta[name="keywords"]')).toHaveAttribute('content', /Skardu/);
  await expect(content('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Explore the North | Karakoram Trails',
  );
  await expect(content('meta[property="og:description"]')).toHaveAttribute(
    'content',
    'Book custom tours in Skardu with our experienced guides.',
  );
  await expect(content('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\/images\/og-image\.webp$/,
  );
  await expect(content('meta[property="og:url"]')).toHaveAttribute(
    'content',
    /^http:\/\/127\.0\.0\.1:\d+\/$/,
  );
  await expect(content('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
});

test('the hero rotates every 5 s, but not for visitors who prefer reduced motion', async ({
  page,
}) => {
  const slides = page.getByTestId('hero-slide');
  await page.goto('/');
  await expect(slides.nth(0)).toHaveAttribute('data-active', '');
  await expect(slides.nth(1)).toHaveAttribute('data-active', '', { timeout: 7000 });

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.waitForTimeout(5800);
  await expect(slides.nth(0)).toHaveAttribute('data-active', '');
  await expect(slides.nth(1)).not.toHaveAttribute('data-active');
});
