import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './page-checks';

/*
 * Server rendering (issue 16): the first HTML of every public page holds its content and head
 * without JavaScript (link-preview bots run none), and the browser hydrates it without a
 * console error or warning, without fetching the data again, and carries on.
 */

interface ApiTour {
  id: number;
  slug: string;
  title: string;
  description: string;
  thumbnail: string | null;
}

const absolute = /^https?:\/\/[^/]+\//;

/**
 * The head preloads the picture the page paints first (its LCP) from the very source the
 * `<picture>` picks: the same AVIF srcset and sizes, fetched with high priority.
 */
async function expectLcpPreload(page: Page, picture: string) {
  const source = page.locator(`${picture} source[type="image/avif"]`).first();
  const preload = page.locator('head link[rel="preload"][as="image"][imagesrcset]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('imagesrcset', (await source.getAttribute('srcset'))!);
  await expect(preload).toHaveAttribute('imagesizes', (await source.getAttribute('sizes'))!);
  await expect(preload).toHaveAttribute('type', 'image/avif');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
}

async function expectHead(page: Page, title: string | RegExp, canonicalPath: string) {
  await expect(page).toHaveTitle(title);
  const meta = (selector: string) => page.locator(`head meta[${selector}]`);
  await expect(meta('name="description"')).toHaveAttribute('content', /.{20,}/);
  await expect(meta('property="og:title"')).toHaveAttribute('content', title);
  await expect(meta('property="og:image"')).toHaveAttribute('content', absolute);
  await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  expect(new URL((await canonical.getAttribute('href'))!).pathname).toBe(canonicalPath);
}

test.describe('server-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('every public page holds its content and its head', async ({ page, request }) => {
    const featured = (await (await request.get('/api/tours/featured')).json()) as {
      data: ApiTour[];
    };
    const tours = (await (await request.get('/api/get-tours')).json()) as { data: ApiTour[] };
    const tour = tours.data[0]!;

    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Explore the Wonders of Northern Pakistan' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: featured.data[0]!.title })).toBeVisible();
    // The cards fade in only where scripts run: without them they are shown (not opacity 0).
    const cards = page.locator('#featured-tours article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
    await expect(page.locator('#testimonials h2').locator('..')).toHaveCSS('opacity', '1');
    await expectHead(page, 'Explore the North | Karakoram Trails', '/');
    await expectLcpPreload(page, 'section[aria-labelledby="hero-heading"] picture');

    await page.goto('/tours');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Our Tours & Treks' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: tour.title }).first()).toBeVisible();
    await expectHead(page, 'Discover Our Tours & Treks | Karakoram Trails', '/tours');
    // The catalogue's pages are links a crawler can follow: page 2, without JavaScript.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/tours\?page=2$/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page.goto('/tours/trek');
    await expect(page.getByRole('heading', { level: 1, name: 'Trekking Tours' })).toBeVisible();
    await expectHead(page, 'Trekking Tours | Karakoram Trails', '/tours/trek');

    await page.goto('/tours/expedition');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mountain Expeditions' }),
    ).toBeVisible();
    await expectHead(page, 'Mountain Expeditions | Karakoram Trails', '/tours/expedition');

    // A tour, by id and by slug: one canonical address, its cover as the preview picture, JSON-LD.
    for (const address of [`/tour/${tour.id}`, `/tours/${tour.slug}`]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: tour.title })).toBeVisible();
      await expectHead(page, tour.title, `/tour/${tour.id}`);
      await expectLcpPreload(page, 'picture:has([data-testid="gallery-main-image"])');
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        'content',
        tour.description.slice(0, 150),
      );
      const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
      expect(new URL(image!).pathname).toBe(tour.thumbnail);
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent())!,
      ) as { '@type': string; name: string; url: string };
      expect(jsonLd['@type']).toBe('TouristTrip');
      expect(jsonLd.name).toBe(tour.title);
      expect(new URL(jsonLd.url).pathname).toBe(`/tour/${tour.id}`);
    }

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Skardu/);
    await expectHead(page, 'About Us | Karakoram Trails', '/about');

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Adventure Insights' })).toBeVisible();
    await expectHead(page, 'Adventure Insights | Karakoram Trails', '/blog');
    const firstArticle = page.locator('a[href^="/blog/"]').first();
    const articlePath = (await firstArticle.getAttribute('href'))!;
    await page.goto(articlePath);
    const articleTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(articleTitle.length).toBeGreaterThan(5);
    await expectHead(page, `${articleTitle} | Karakoram Trails`, articlePath);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: false }).first()).toBeVisible();
    await expectHead(page, 'Contact Us | Karakoram Trails', '/contact');
    // Until React adopts the form, typing would be lost and Send would post the page natively:
    // the server's form is disabled (enabled by hydration: e2e/enquiries.spec.ts sends one).
    const contact = page.getByRole('form', { name: 'Contact form' });
    await expect(contact.getByLabel('Your Name')).toBeDisabled();
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeDisabled();

    await page.goto('/custom-tour');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Custom Tour' }),
    ).toBeVisible();
    await expectHead(page, 'Create Your Custom Tour | Karakoram Trails', '/custom-tour');
  });

  test('a link-preview bot gets HTML; unknown pages and tours are 404 pages', async ({
    request,
  }) => {
    const preview = await request.get('/tour/1', { headers: { accept: '*/*' } });
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toMatch(/text\/html/);
    const html = await preview.text();
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    // No inline script runs: the data island and the JSON-LD are data blocks, and the one script
    // is public/boot.js, which loads the app's code once the page is painted.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => tag.includes(' src='))).toEqual([
      expect.stringMatching(/^<script src="\/boot\.js" data-entry="\/assets\/index-[^"]+\.js" /),
    ]);
    for (const tag of scripts.filter((t) => !t.includes(' src='))) {
      expect(tag).toMatch(/type="(application\/json|application\/ld\+json)"/);
    }
    expect(preview.headers()['content-security-policy']).toContain("script-src 'self';");

    for (const [url, heading] of [
      ['/no/such/page', 'Page Not Found'],
      ['/tour/999999', 'Tour Not Found'],
    ] as const) {
      const res = await request.get(url, { headers: { accept: '*/*' } });
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).toContain(heading);
    }
    // Client-rendered pages still get the SPA shell.
    const login = await request.get('/login', { headers: { accept: '*/*' } });
    expect(login.status()).toBe(200);
    expect(await login.text()).toContain('<div id="root"></div>');
  });
});

test.describe('hydration', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('/, /tours and /tour/1 hydrate without console messages or refetching, then work', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    const dataRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/(tours\/featured|get-tours|tour-details)/.test(req.url())) {
        dataRequests.push(req.url());
      }
    });

    // The server's style tags stay where they are: a style tag taken out of the page and put
    // back is a new style sheet, and the browser restyles the whole page (src/theme/server-styles.ts).
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { movedStyles: moved });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof HTMLStyleElement) moved.push(node.outerHTML.slice(0, 60));
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    for (const address of ['/tours', '/tour/1', '/']) {
      await page.goto(address);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles),
      ).toEqual([]);
      // Chakra's global stylesheet is the server's, not written again.
      await expect(page.locator('style[data-emotion^="css-global"]')).toHaveCount(2);
    }
    expect(dataRequests).toEqual([]);

    // It carries on as the SPA: a client navigation loads the next page's data itself.
    await page.getByRole('link', { name: 'View All Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover Our Tours & Treks' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Discover Our Tours & Treks | Karakoram Trails');
    await expect(page.locator('a[href^="/tour/"]').first()).toBeVisible();
    expect(dataRequests.some((url) => url.includes('/api/get-tours'))).toBe(true);
    expect(messages).toEqual([]);
  });
});
