import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isBookableDeparture, isoDay } from '../contract/bookings';
import { loginAsAdmin } from './admin-session';
import { findDeparture, postBooking } from './api-bookings';
import { expectNoSevereAxeViolations } from './page-checks';
import { csvFields } from './text';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

const PASSWORD = 'trek-secret-1';

async function registerCustomer(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/api/register', {
    data: { name, email, password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

/** Books the first open departure of a seeded tour as this customer; returns the reference. */
async function bookAs(request: APIRequestContext, email: string, name: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const today = isoDay(new Date());
  const found = await findDeparture(request, (d) => isBookableDeparture(d, today));
  if (!found) throw new Error('No seeded tour has an open departure');
  const booking = await postBooking(request, token, {
    tour_id: found.tour.id,
    departure_id: found.departure.id,
    travelers: 1,
    add_ons: [],
    name,
    email,
    phone: '+92 300 0000000',
    // Paid by card, so the booking counts in Total Spent (an unpaid transfer keeps nothing).
    payment_method: 'card',
    card_last4: '4242',
  });
  return booking.reference;
}

for (const { name: device, viewport } of VIEWPORTS) {
  test.describe(`customer management (${device})`, () => {
    test.use({ viewport });
    const desktop = viewport.width >= 1280;

    /** The visible rows (table) or cards (phone), one per customer. */
    const items = (page: Page) =>
      desktop
        ? page
            .getByRole('table', { name: 'Customers' })
            .getByRole('row')
            .filter({
              has: page.getByRole('cell'),
            })
        : page.getByRole('list', { name: 'Customers' }).getByRole('listitem');
    const item = (page: Page, name: string) => items(page).filter({ hasText: name });
    /** Each visible customer's name, in order. */
    const shownNames = async (page: Page) =>
      (
        await items(page)
          .getByText(/^(Zara|Bilal) /)
          .allTextContents()
      ).filter(Boolean);

    test('search, sort, view details, edit, filter, export and delete', async ({
      page,
      request,
    }) => {
      // One long journey with several axe passes.
      test.setTimeout(90_000);
      const tag = `${device}${randomUUID().slice(0, 6)}`;
      const zara = { name: `Zara ${tag}`, email: `zara-${tag}@example.com` };
      const bilal = { name: `Bilal ${tag}`, email: `bilal-${tag}@example.com` };
      await registerCustomer(request, zara.name, zara.email);
      await registerCustomer(request, bilal.name, bilal.email);
      const reference = await bookAs(request, bilal.email, bilal.name);

      await loginAsAdmin(page);
      await page.goto('/admin/customers');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Customer Management' }),
      ).toBeVisible();
      await expect(page.getByText(/^Showing \d+ of \d+ customers$/)).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');

      // Search finds both by the shared part of their names.
      await page.getByPlaceholder('Search customers...').fill(tag);
      await expect(items(page)).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`q=${tag}`));
      await expect(item(page, bilal.name)).toContainText(bilal.email);
      await expect(item(page, bilal.name)).toContainText('$');
      await expect(item(page, zara.name)).toContainText('—');

      // Sort: by name either way, by total spent (Bilal has a booking).
      const sort = page.getByLabel('Sort customers');
      await sort.selectOption({ label: 'Sort: Name (Z-A)' });
      await expect.poll(() => shownNames(page)).toEqual([zara.name, bilal.name]);
      await sort.selectOption({ label: 'Sort: Name (A-Z)' });
      await expect.poll(() => shownNames(page)).toEqual([bilal.name, zara.name]);
      await sort.selectOption({ label: 'Sort: Total spent (lowest first)' });
      await expect.poll(() => shownNames(page)).toEqual([zara.name, bilal.name]);
      await sort.selectOption({ label: 'Sort: Total spent (highest first)' });
      await expect.poll(() => shownNames(page)).toEqual([bilal.name, zara.name]);

      // View Details: the customer and their booking from the API.
      await item(page, bilal.name)
        .getByRole('button', { name: `View Details ${bilal.name}` })
        .click();
      const details = page.getByRole('dialog', { name: bilal.name });
      await expect(details).toBeVisible();
      await expect(details.getByRole('list', { name: 'Bookings' })).toContainText(reference);
      await expectNoSevereAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      await expect(
        item(page, bilal.name).getByRole('button', { name: `View Details ${bilal.name}` }),
      ).toBeFocused();

      // Edit: the name is checked, then name, country and status change in the row.
      await item(page, zara.name)
        .getByRole('button', { name: `Edit ${zara.name}` })
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit customer' });
      await expect(edit.getByLabel(/^Name/)).toHaveValue(zara.name);
      await edit.getByLabel(/^Name/).fill('Z');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(edit.getByText('Name must be at least 2 characters')).toBeVisible();
      await expect(edit.getByLabel(/^Name/)).toBeFocused();
      const edited = `Zara Edited ${tag}`;
      await edit.getByLabel(/^Name/).fill(edited);
      await edit.getByLabel('Country').fill('Testland');
      await edit.getByLabel('Status').selectOption('Inactive');
      await expectNoSevereAxeViolations(page);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Customer Updated')).toBeVisible();
      await expect(edit).toBeHidden();
      const row = item(page, edited);
      await expect(row).toContainText('Testland');
      await expect(row).toContainText('Inactive');
      await expect(item(page, zara.name)).toHaveCount(0);

      // Export: the file holds the list as shown (search and sort applied).
      await sort.selectOption({ label: 'Sort: Name (Z-A)' });
      await expect.poll(() => shownNames(page)).toEqual([edited, bilal.name]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`customers-${isoDay(new Date())}.csv`);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(csvFields(lines[0]!)).toEqual([
        'Name',
        'Email',
        'Phone',
        'Country',
        'Bookings',
        'Last Booking',
        'Total Spent',
        'Status',
        'Joined',
      ]);
      const rows = lines.slice(1).map(csvFields);
      expect(rows.map((r) => [r[0], r[1], r[3], r[7]])).toEqual([
        [edited, zara.email, 'Testland', 'Inactive'],
        [bilal.name, bilal.email, '', 'Active'],
      ]);
      expect(Number(rows[1]![4])).toBe(1);

      // Filter: status Inactive, then the country.
      await page.getByRole('button', { name: 'Filter' }).click();
      const filters = page.getByRole('group', { name: 'Filters' });
      await filters.getByLabel('Status').selectOption('Inactive');
      await expect.poll(() => shownNames(page)).toEqual([edited]);
      await expect(page).toHaveURL(/status=Inactive/);
      await filters.getByLabel('Status').selectOption('Active');
      await expect.poll(() => shownNames(page)).toEqual([bilal.name]);
      await filters.getByLabel('Status').selectOption('all');
      await filters.getByLabel('Country').selectOption('Testland');
      await expect.poll(() => shownNames(page)).toEqual([edited]);
      await filters.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page.getByPlaceholder('Search customers...')).toHaveValue('');
      await page.getByPlaceholder('Search customers...').fill(tag);
      await expect(items(page)).toHaveCount(2);

      // Delete: confirm (bookings kept), then the row is gone after the reload.
      await item(page, bilal.name)
        .getByRole('button', { name: `Delete ${bilal.name}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete customer' });
      await expect(confirm).toContainText('Are you sure you want to delete this customer?');
      await expect(confirm).toContainText('Their bookings are kept.');
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSevereAxeViolations(page);
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Customer Deleted')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect.poll(() => shownNames(page)).toEqual([edited]);
      const list = await request.get('/api/admin/customers', {
        headers: {
          Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
        },
      });
      const emails = ((await list.json()) as { data: Array<{ email: string }> }).data.map(
        (c) => c.email,
      );
      expect(emails).toContain(zara.email);
      expect(emails).not.toContain(bilal.email);

      await page.getByPlaceholder('Search customers...').fill(`nobody-${tag}`);
      await expect(page.getByText('No customers found matching your search.')).toBeVisible();
      await expectNoSevereAxeViolations(page, 'main');
    });
  });
}
