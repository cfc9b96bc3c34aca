import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSevereAxeViolations,
  waitForHydration,
} from './page-checks';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

const articles = (page: Page) => page.getByRole('tabpanel').getByRole('article');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search articles' });
const newsletter = (page: Page) =>
  page.locator('form').filter({ has: page.getByLabel('Email address') });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('about tells the story and shows the team of four, contact details and the calls to action', async ({
      page,
    }) => {
      await page.goto('/about');
      await expect(page).toHaveTitle('About Us | Karakoram Trails');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Born in Skardu, guided by the people of the mountains',
      );
      await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
      for (const reason of ['Local Balti guides', 'Responsible by design', 'Safety at altitude']) {
        await expect(page.getByRole('heading', { name: reason })).toBeVisible();
      }

      const team = page.getByRole('list', { name: 'Our team' }).getByRole('listitem');
      await expect(team).toHaveCount(4);
      for (const [index, name] of [
        'Ghulam Hussain',
        'Fatima Batool',
        'Ibrahim Shigri',
        'Sakina Rizvi',
      ].entries()) {
        const member = team.nth(index);
        await expect(member.getByRole('heading', { name })).toBeVisible();
        const portrait = member.getByRole('img');
        await expect(portrait).toHaveAttribute('src', `/images/team/${index + 1}.webp`);
        await expect(portrait).toHaveAttribute('alt', new RegExp(name));
      }

      await expect(page.locator('main a[href="tel:+925815455320"]')).toBeVisible();
      await expect(page.locator('main a[href="mailto:info@karakoramtrails.pk"]')).toBeVisible();
      await expect(
        page.getByText('College Road, Skardu, Gilgit-Baltistan 16100, Pakistan').first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore Tours' })).toHaveAttribute(
        'href',
        '/tours',
      );
      await expect(page.getByRole('link', { name: 'Plan a Custom Tour' })).toHaveAttribute(
        'href',
        '/custom-tour',
      );
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      await page.getByRole('link', { name: 'Plan a Custom Tour' }).click();
      await expect(page).toHaveURL(/\/custom-tour$/);
    });

    test('blog search and category tabs filter the list and live in the URL', async ({ page }) => {
      await page.goto('/blog');
      await waitForHydration(page);
      await expect(page).toHaveTitle('Adventure Insights | Karakoram Trails');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Adventure Insights' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Featured Articles' })).toBeVisible();
      await expect(articles(page)).toHaveCount(10);
      await expectNoHorizontalScroll(page);
      // The newsletter's Subscribe waits (faded, disabled) for its form's code; axe would measure
      // its fade back in as low contrast.
      await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
      await expectNoSevereAxeViolations(page, 'main');

      await page.getByRole('tab', { name: 'Nature' }).click();
      await expect(page).toHaveURL(/\/blog\?category=nature$/);
      await expect(page.getByRole('tab', { name: 'Nature' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(articles(page)).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Featured Articles' })).toHaveCount(0);

      await page.getByRole('tab', { name: 'All' }).click();
      // Real keystrokes: the box keeps every character while the URL catches up.
      await searchBox(page).pressSequentially('Skardu');
      await expect(searchBox(page)).toHaveValue('Skardu');
      await expect(page).toHaveURL(/\/blog\?q=Skardu$/);
      await expect(articles(page)).toHaveCount(3);
      await expect(
        page.getByRole('status').filter({ hasText: 'Showing 3 articles' }),
      ).toBeVisible();

      // The filtered list is a link: it opens the same way.
      await page.goto('/blog?category=gear&q=k2');
      await expect(searchBox(page)).toHaveValue('k2');
      await expect(page.getByRole('tab', { name: 'Gear' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(articles(page)).toHaveCount(1);
      await expect(articles(page).getByRole('heading')).toHaveText(
        'Packing for K2 Base Camp: The Complete Gear List',
      );

      await searchBox(page).fill('yak polo on the moon');
      await expect(page.getByText('No articles found')).toBeVisible();
      await expect(
        page.getByText('Try adjusting your search or choosing a different category.'),
      ).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(searchBox(page)).toHaveValue('');
      await expect(articles(page)).toHaveCount(10);
    });

    test('an article opens at /blog/{id}, and an unknown id shows the not-found state', async ({
      page,
    }) => {
      await page.goto('/blog?category=health');
      // A click while React adopts the server-rendered list can be lost.
      await waitForHydration(page);
      const title = 'Acclimatisation in the Karakoram: Climb High, Sleep Low';
      await articles(page).getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(/\/blog\/1$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Karakoram Trails`);
      // (index.html carries a static description too; the page's own one must be there.)
      await expect(page.locator('meta[name="description"][content*="rest days"]')).toHaveCount(1);
      await expect(page.getByText('February 18, 2025')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How fast is safe?' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSevereAxeViolations(page, 'main');

      await page.getByRole('link', { name: 'Back to the blog' }).first().click();
      await expect(page).toHaveURL(/\/blog$/);

      await page.goto('/blog/9999');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Article not found' }),
      ).toBeVisible();
      await waitForHydration(page);
      await expect(page).toHaveTitle('Article not found | Karakoram Trails');
      await page.getByRole('link', { name: 'Back to the blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
    });

    test('subscribing to the newsletter, then subscribing again, says it is already on the list', async ({
      page,
    }) => {
      const email = uniqueEmail('reader');
      await page.goto('/blog');
      const form = newsletter(page);
      const field = form.getByLabel('Email address');

      await field.fill('not-an-email');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();

      await field.fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toHaveText(
        "Thanks for subscribing! We'll send our best stories and departure news to your inbox.",
      );
      await expect(field).toHaveValue('');

      await field.fill(email.toUpperCase());
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('status')).toContainText('already on our list');
      await expect(field).toHaveValue('');
    });
  });
}

test.describe('at tablet width', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('about fits without scrolling sideways (long e-mail addresses wrap)', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('bookings@karakoramtrails.pk').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
