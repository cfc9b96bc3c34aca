import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { loginAsAdmin } from './admin-session';
import {
  expectNoHorizontalScroll,
  expectNoSevereAxeViolations,
  waitForHydration,
} from './page-checks';

/**
 * The tour wizard through the real UI, server and database: an admin creates a tour through
 * every tab (uploading real images), publishes it, sees it on the public site, then reloads the
 * edit address, changes the price and sees that publicly too.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A small real image, encoded by sharp (the server decodes and re-encodes it). */
async function image(name: string, format: 'jpeg' | 'png', colour: string): Promise<Upload> {
  const base = sharp({
    create: { width: 480, height: 300, channels: 3, background: colour },
  });
  const buffer = format === 'jpeg' ? await base.jpeg().toBuffer() : await base.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A page that calls itself a JPEG: the server judges by the bytes and refuses it. */
const FAKE_JPEG: Upload = {
  name: 'not-a-photo.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('<html><script>alert(1)</script></html>'),
};

/** 'yyyy-mm-dd' `days` from now, and how the site writes it ('June 15, 2030'). */
function futureDay(days: number): { iso: string; long: string } {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    long: new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date),
  };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function save(page: Page, label: string) {
  await page.getByRole('button', { name: `Save ${label}` }).click();
  await expect(toast(page, `${label} Saved Successfully!`)).toBeVisible();
}

async function fillBasic(page: Page, title: string, price: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Three days across the high Deosai plateau.');
  await page.getByLabel('Price ($)').fill(price);
  await page.getByLabel('Duration (days)').fill('3');
  await page.getByLabel('Difficulty').selectOption('Easy');
  await page.getByLabel('Location').fill('Deosai National Park');
  await page.getByLabel('Group Size').fill('2-10');
  await page.getByLabel('Altitude').fill('4,114 m');
  await page.getByLabel('Season').fill('July - September');
  await page.getByLabel('Status').selectOption('Active');
  await page.getByLabel('Important Notes').fill('Bring warm layers for cold nights.');
}

const tourIdOf = (page: Page) => Number(/\/admin\/tours\/customize\/(\d+)$/.exec(page.url())![1]);

const day = (page: Page, n: number) => page.getByRole('group', { name: `Day ${n}` });
const departure = (page: Page, n: number): Locator =>
  page.getByRole('group', { name: new RegExp(`^Departure ${n}`) });

test.describe('tour wizard at desktop width', () => {
  test.use({ viewport: WIDTHS[0].viewport });

  test('creates a tour through every tab, publishes it, and edits it after a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Deosai Wizard Safari ${Date.now()}`;
    const start = futureDay(60);
    await loginAsAdmin(page);
    await page.goto('/admin/tours/customize');

    // Create mode: only Basic Information opens.
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Tour' })).toBeVisible();
    await expect(page).toHaveTitle(/Create Tour/);
    for (const name of ['Media', 'Itinerary', 'Inclusions', 'Availability']) {
      await expect(tab(page, name)).toBeDisabled();
    }
    await expect(page.getByText('Save the basic information first')).toBeVisible();
    await expect(page.getByLabel('Difficulty')).toHaveValue('Moderate');
    await expect(page.getByLabel('Status')).toHaveValue('Draft');
    await expect(page.getByLabel('Price ($)')).toHaveValue('0');
    await expect(page.getByLabel('Duration (days)')).toHaveValue('1');
    await expectNoSevereAxeViolations(page);

    // The contract's messages, under the fields.
    await page.getByRole('button', { name: 'Save Basic Information' }).click();
    await expect(toast(page, 'Failed to save Basic Information.')).toBeVisible();
    await expect(page.getByText('The title field is required.')).toBeVisible();
    await expect(page.getByLabel('Title')).toBeFocused();

    await fillBasic(page, title, '1234');
    const category = page.getByLabel('Category');
    const firstCategory = (await category.locator('option').nth(1).textContent()) ?? '';
    await category.selectOption({ label: firstCategory });
    await save(page, 'Basic Information');
    await expect(page).toHaveURL(/\/admin\/tours\/customize\/\d+$/);
    const id = tourIdOf(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Tour' })).toBeVisible();
    await expect(page.getByText('Save the basic information first')).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue(title);

    // Media: nothing chosen, a file that is not an image, then real images.
    await tab(page, 'Media').click();
    await page.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Please select images to upload!')).toBeVisible();
    await page.getByLabel('Add gallery images').setInputFiles(FAKE_JPEG);
    await page.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Failed to save Media.')).toBeVisible();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: FAKE_JPEG.name })
        .getByText('Only JPEG, PNG or WebP images are allowed.'),
    ).toBeVisible();
    await page.getByRole('button', { name: `Discard ${FAKE_JPEG.name}` }).click();

    await page
      .getByLabel('Upload featured image')
      .setInputFiles(await image('cover.png', 'png', '#2b6cb0'));
    await page
      .getByLabel('Add gallery images')
      .setInputFiles([
        await image('lake.jpg', 'jpeg', '#2f855a'),
        await image('camp.jpg', 'jpeg', '#c05621'),
      ]);
    await expect(page.getByAltText('New featured image (not uploaded yet)')).toBeVisible();
    await expect(page.getByText('Ready to upload (2)')).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await save(page, 'Media');
    const featured = page.getByAltText('Current featured image');
    await expect(featured).toBeVisible();
    await expect(featured).toHaveAttribute('src', new RegExp(`^/uploads/tours/${id}/`));
    expect(await featured.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const removes = page.getByRole('button', { name: /Remove gallery image/ });
    await expect(removes).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove gallery image 2' }).click();
    await expect(toast(page, 'Image Removed')).toBeVisible();
    await expect(removes).toHaveCount(1);

    // Itinerary: numbered days, at least one stays.
    await tab(page, 'Itinerary').click();
    await expect(page.getByRole('button', { name: 'Remove Day 1' })).toBeDisabled();
    await day(page, 1).getByLabel('Title').fill('Skardu to Sheosar Lake');
    await day(page, 1).getByLabel('Description').fill('Drive up to the plateau and camp.');
    await page.getByRole('button', { name: 'Add Day' }).click();
    await page.getByRole('button', { name: 'Save Itinerary' }).click();
    await expect(day(page, 2).getByText('Day title is required')).toBeVisible();
    await day(page, 2).getByLabel('Title').fill('Bara Pani');
    await day(page, 2).getByLabel('Description').fill('Wildlife watching by the river.');
    await save(page, 'Itinerary');

    // Inclusions: add, edit, remove.
    await tab(page, 'Inclusions').click();
    await page.getByRole('button', { name: 'Add included item' }).click();
    await page.getByLabel('Included item 1', { exact: true }).fill('Experienced guide');
    await page.getByRole('button', { name: 'Add included item' }).click();
    await page.getByLabel('Included item 2', { exact: true }).fill('Typo item');
    await page.getByRole('button', { name: 'Remove included item 2' }).click();
    await page.getByRole('button', { name: 'Add included item' }).click();
    await page.getByLabel('Included item 2', { exact: true }).fill('All meals on the plateau');
    await page.getByRole('button', { name: 'Add excluded item' }).click();
    await page.getByLabel('Excluded item 1', { exact: true }).fill('International flights');
    await save(page, 'Inclusions');

    // Availability: past dates are refused; a future departure saves.
    await tab(page, 'Availability').click();
    await page.getByRole('button', { name: 'Add Departure' }).click();
    await departure(page, 1).getByLabel('Start date').fill('2020-01-01');
    await page.getByRole('button', { name: 'Save Availability' }).click();
    await expect(departure(page, 1).getByText('Start dates must be in the future')).toBeVisible();
    await departure(page, 1).getByLabel('Start date').fill(start.iso);
    await departure(page, 1).getByLabel('Capacity (seats)').fill('10');
    await save(page, 'Availability');
    await expect(departure(page, 1)).toContainText(start.long);
    await expectNoSevereAxeViolations(page);

    // The public site shows the Active tour.
    await page.goto(`/tour/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('$1,234').first()).toBeVisible();
    await expect(page.getByText(start.long).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await expect(page.getByText('Skardu to Sheosar Lake')).toBeVisible();
    await expect(page.getByText('Bara Pani')).toBeVisible();
    await page.getByRole('tab', { name: 'Includes/Excludes' }).click();
    await expect(page.getByText('Experienced guide')).toBeVisible();
    await expect(page.getByText('All meals on the plateau')).toBeVisible();
    await expect(page.getByText('International flights')).toBeVisible();
    await expect(page.getByText('Typo item')).toHaveCount(0);

    // Edit: the edit address loads the same tour; a new price shows publicly.
    await page.goto(`/admin/tours/customize/${id}`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Tour' })).toBeVisible();
    await expect(page).toHaveTitle(/Edit Tour/);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('Status')).toHaveValue('Active');
    await expect(page.getByLabel('Category')).not.toHaveValue('');
    await page.getByLabel('Price ($)').fill('1500');
    await save(page, 'Basic Information');
    await expect(page).toHaveURL(new RegExp(`/admin/tours/customize/${id}$`));
    await tab(page, 'Itinerary').click();
    await expect(day(page, 2).getByLabel('Title')).toHaveValue('Bara Pani');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/tours$/);

    await page.goto(`/tour/${id}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('$1,500').first()).toBeVisible();
  });

  test('an address that is not a tour id is the 404 page', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/tours/customize/not-a-number');
    await expect(page.getByRole('heading', { name: 'Create New Tour' })).toHaveCount(0);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});

test.describe('tour wizard at phone width', () => {
  test.use({ viewport: WIDTHS[1].viewport });

  test('creates a Draft tour, unlocks the tabs and uploads a featured image', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/tours/customize');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Tour' })).toBeVisible();
    await expect(tab(page, 'Media')).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoSevereAxeViolations(page);

    await fillBasic(page, `Phone Wizard Trek ${Date.now()}`, '499');
    await page.getByLabel('Status').selectOption('Draft');
    await save(page, 'Basic Information');
    await expect(page).toHaveURL(/\/admin\/tours\/customize\/\d+$/);

    await tab(page, 'Media').click();
    await page
      .getByLabel('Upload featured image')
      .setInputFiles(await image('cover.jpg', 'jpeg', '#805ad5'));
    await save(page, 'Media');
    await expect(page.getByAltText('Current featured image')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await tab(page, 'Availability').click();
    await page.getByRole('button', { name: 'Add Departure' }).click();
    await departure(page, 1).getByLabel('Start date').fill(futureDay(90).iso);
    await save(page, 'Availability');
    await expectNoHorizontalScroll(page);
    await expectNoSevereAxeViolations(page);
  });
});
