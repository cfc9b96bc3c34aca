// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '../../contract/admin-customers';
import { booking, customerPage, CUSTOMERS } from '../machines/admin-customers-fixture';
import { getData, json, routes, sent, type ApiRoute } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * GET /api/admin/customers answers `list()` (re-read per request) as one page; `extra` handles
 * the rest. The server does the search, filters and sort: here only the request is checked.
 */
const api = (list: () => Customer[] | Response, extra: ApiRoute = () => undefined) =>
  routes(
    getData('/api/admin/customers', list, (rows) => customerPage(rows)),
    extra,
  );

/** The search params of the latest list request. */
const lastQuery = (requests: Request[]) =>
  Object.fromEntries(
    new URL(sent(requests, 'GET', '/api/admin/customers').at(-1)!.url).searchParams,
  );

const table = () => screen.getByRole('table', { name: 'Customers' });
/** Names in the table, in row order (the first line of the Customer cell). */
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);
const row = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(name))!;

describe('customer management: the list', () => {
  it('loads GET /api/admin/customers with the bearer token and shows a row per customer', async () => {
    const { requests } = await renderApp(
      '/admin/customers',
      api(() => CUSTOMERS),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Customer Management' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 customers')).toBeInTheDocument();
    const [list] = sent(requests, 'GET', '/api/admin/customers');
    expect(list!.headers.get('Authorization')).toBe('Bearer tok-admin');

    expect(rowNames()).toEqual(['Marco Rossi', 'Bilal Ahmed', 'Ayesha Khan']);
    const ayesha = within(row('Ayesha Khan'));
    expect(ayesha.getByText('ayesha@example.com')).toBeInTheDocument();
    expect(ayesha.getByText('+92 300 1234567')).toBeInTheDocument();
    expect(ayesha.getByText('Pakistan')).toBeInTheDocument();
    expect(ayesha.getByText('May 2, 2025')).toBeInTheDocument();
    expect(ayesha.getByText('$2,598.00')).toBeInTheDocument();
    expect(ayesha.getByText('Active')).toBeInTheDocument();
    const bilal = within(row('Bilal Ahmed'));
    expect(bilal.getByText('Inactive')).toBeInTheDocument();
    expect(bilal.getByText('$0.00')).toBeInTheDocument();
    expect(bilal.getAllByText('—')).toHaveLength(1);
    // Phones get the same customers as cards.
    const cards = screen.getByRole('list', { name: 'Customers' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(cards).getByRole('button', { name: 'View Details Ayesha Khan' }),
    ).toBeInTheDocument();
  });

  it('shows the failure with Try again, which loads the list again', async () => {
    let fail = true;
    await renderApp(
      '/admin/customers',
      api(() => (fail ? json({ message: 'Server Error' }, 500) : CUSTOMERS)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 3 of 3 customers')).toBeInTheDocument();
  });

  it('sends the search to the server from the URL, and says when nothing matches', async () => {
    let rows = CUSTOMERS;
    const { router, requests } = await renderApp(
      '/admin/customers',
      api(() => rows),
    );
    await screen.findByText('Showing 3 of 3 customers');
    const user = userEvent.setup();
    const search = screen.getByPlaceholderText('Search customers...');
    expect(search).toHaveAccessibleName('Search customers by name, e-mail or country');

    rows = [CUSTOMERS[0]!];
    await user.type(search, 'italy');
    await waitFor(() => expect(lastQuery(requests)).toEqual({ q: 'italy' }));
    await waitFor(() => expect(rowNames()).toEqual(['Marco Rossi']));
    expect(router.state.location.search).toEqual({ q: 'italy' });

    rows = [];
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No customers found matching your search.')).toBeInTheDocument();
    expect(lastQuery(requests)).toEqual({ q: 'nobody' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
    rows = CUSTOMERS;
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(lastQuery(requests)).toEqual({});
    expect(search).toHaveValue('');
  });

  it('sends filter and sort from the URL; the controls change it and go back to page 1', async () => {
    const { router, requests } = await renderApp(
      '/admin/customers?status=Active&sort=name-desc&page=2',
      api(() => CUSTOMERS.filter((c) => c.status === 'Active')),
    );
    await screen.findByText('Showing 2 of 2 customers');
    expect(lastQuery(requests)).toEqual({ status: 'Active', sort: 'name-desc', page: '2' });
    expect(within(table()).getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const user = userEvent.setup();
    // A link with a filter opens with the panel showing it.
    const filter = screen.getByRole('button', { name: 'Filter, 1 active' });
    expect(filter).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'name-desc' }));
    // The Country choices are every country the server has, once per name.
    await user.selectOptions(screen.getByLabelText('Country'), 'Pakistan');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ country: 'Pakistan', sort: 'name-desc' }),
    );
    expect(router.state.location.search).toEqual({ country: 'Pakistan', sort: 'name-desc' });

    await user.selectOptions(screen.getByLabelText('Sort customers'), 'spent-desc');
    await waitFor(() =>
      expect(lastQuery(requests)).toEqual({ country: 'Pakistan', sort: 'spent-desc' }),
    );
    expect(within(table()).getByRole('columnheader', { name: 'Total Spent' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.selectOptions(screen.getByLabelText('Sort customers'), 'all');
    await waitFor(() => expect(router.state.location.search).toEqual({ country: 'Pakistan' }));
  });

  it('pages with Previous and Next; the page is in the URL and the request', async () => {
    const { router, requests } = await renderApp(
      '/admin/customers?q=khan',
      routes((_request, url) => {
        if (url.pathname !== '/api/admin/customers') return undefined;
        const page = Number(url.searchParams.get('page') ?? 1);
        return json(customerPage([CUSTOMERS[page - 1]!], { page, total: 3, lastPage: 3 }));
      }),
    );
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toEqual(['Bilal Ahmed']));
    expect(router.state.location.search).toEqual({ q: 'khan', page: 2 });
    expect(lastQuery(requests)).toEqual({ q: 'khan', page: '2' });
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames()).toEqual(['Ayesha Khan']));
    expect(within(nav).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'khan', page: 2 }));
  });

  it("Export downloads the server's CSV of every match, under the server's file name", async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:customers';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let download: { name: string; href: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      download = { name: this.download, href: this.href };
    });
    const csv = 'Name,Email\r\nAyesha Khan,ayesha@example.com\r\n';

    const { requests } = await renderApp(
      '/admin/customers?country=pakistan&sort=name-asc&page=2',
      api(
        () => CUSTOMERS,
        (_request, url) =>
          url.pathname === '/api/admin/customers/export'
            ? new Response(csv, {
                headers: {
                  'Content-Type': 'text/csv; charset=utf-8',
                  'Content-Disposition': 'attachment; filename="customers-2025-03-10.csv"',
                },
              })
            : undefined,
      ),
    );
    await screen.findByText('Showing 3 of 3 customers');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));

    await waitFor(() =>
      expect(download).toEqual({ name: 'customers-2025-03-10.csv', href: 'blob:customers' }),
    );
    const [exported] = sent(requests, 'GET', '/api/admin/customers/export');
    // Every match: the filters and sort, not the page.
    expect(Object.fromEntries(new URL(exported!.url).searchParams)).toEqual({
      country: 'pakistan',
      sort: 'name-asc',
    });
    expect((await blobs[0]!.text()).replace(/^\uFEFF/, '')).toBe(csv);
  });
});

describe('customer management: View Details, Edit, Delete', () => {
  it('View Details shows the customer and their bookings from the API', async () => {
    const { requests } = await renderApp(
      '/admin/customers',
      api(
        () => CUSTOMERS,
        (request, url) =>
          request.method === 'GET' && url.pathname === '/api/admin/customers/1'
            ? json({
                data: {
                  customer: CUSTOMERS[2],
                  bookings: [
                    booking(),
                    booking({
                      id: 12,
                      reference: 'ZX98YW76',
                      status: 'Cancelled',
                      paymentStatus: 'Refunded',
                      tourTitle: 'Fairy Meadows Trek',
                    }),
                  ],
                  bookingCount: 12,
                },
              })
            : undefined,
      ),
    );
    await screen.findByText('Showing 3 of 3 customers');
    await userEvent
      .setup()
      .click(within(row('Ayesha Khan')).getByRole('button', { name: 'View Details Ayesha Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ayesha Khan' });
    expect(within(dialog).getByText('ayesha@example.com')).toBeInTheDocument();
    const bookings = await within(dialog).findByRole('list', { name: 'Bookings' });
    expect(within(bookings).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bookings).getByText('AB12CD34')).toBeInTheDocument();
    expect(within(bookings).getAllByText('July 1, 2025')).toHaveLength(2);
    expect(within(bookings).getByText('Fairy Meadows Trek')).toBeInTheDocument();
    expect(within(bookings).getByText('Refunded')).toBeInTheDocument();
    expect(sent(requests, 'GET', '/api/admin/customers/1')).toHaveLength(1);
    // The latest bookings only; the rest are a link away.
    expect(within(dialog).getByText(/The latest 2 of 12 bookings/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See all in Bookings' })).toHaveAttribute(
      'href',
      '/admin/bookings?q=ayesha%40example.com',
    );

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit checks the form, shows the server 422 under the field, then saves and updates the row', async () => {
    let current = CUSTOMERS;
    let answer422 = true;
    const { requests } = await renderApp(
      '/admin/customers',
      api(
        () => current,
        async (request, url) => {
          if (request.method !== 'PUT' || url.pathname !== '/api/admin/customers/1') return;
          if (answer422) {
            return json(
              { message: 'Invalid.', errors: { country: ['Country must be text'] } },
              422,
            );
          }
          const body = (await request.json()) as Partial<Customer>;
          const saved = { ...CUSTOMERS[2]!, ...body } as Customer;
          current = current.map((c) => (c.id === 1 ? saved : c));
          return json({ data: saved });
        },
      ),
    );
    await screen.findByText('Showing 3 of 3 customers');
    const user = userEvent.setup();
    await user.click(within(row('Ayesha Khan')).getByRole('button', { name: 'Edit Ayesha Khan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveValue('Ayesha Khan');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('Active');

    await user.clear(name);
    await user.type(name, 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText('Name must be at least 2 characters'),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(sent(requests, 'PUT', '/api/admin/customers/1')).toHaveLength(0);

    await user.type(name, 'yesha Siddiqui');
    await user.clear(within(dialog).getByLabelText('Country'));
    await user.type(within(dialog).getByLabelText('Country'), 'Germany');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Inactive');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Country must be text')).toBeInTheDocument();

    answer422 = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Customer Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = sent(requests, 'PUT', '/api/admin/customers/1');
    expect(await puts.at(-1)!.json()).toEqual({
      name: 'Ayesha Siddiqui',
      phone: '+92 300 1234567',
      country: 'Germany',
      status: 'Inactive',
    });
    const updated = within(row('Ayesha Siddiqui'));
    expect(updated.getByText('Germany')).toBeInTheDocument();
    expect(updated.getByText('Inactive')).toBeInTheDocument();
  });

  it('Delete asks first (their bookings are kept), then deletes, toasts and reloads', async () => {
    let current = CUSTOMERS;
    const { requests } = await renderApp(
      '/admin/customers',
      api(
        () => current,
        (request, url) => {
          if (request.method !== 'DELETE' || url.pathname !== '/api/admin/customers/2') return;
          current = current.filter((c) => c.id !== 2);
          return json({ message: 'Customer deleted.' });
        },
      ),
    );
    await screen.findByText('Showing 3 of 3 customers');
    const user = userEvent.setup();
    await user.click(
      within(row('Bilal Ahmed')).getByRole('button', { name: 'Delete Bilal Ahmed' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete customer' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this customer?');
    expect(dialog).toHaveTextContent('Their bookings are kept.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent(requests, 'DELETE', '/api/admin/customers/2')).toHaveLength(0);

    await user.click(
      within(row('Bilal Ahmed')).getByRole('button', { name: 'Delete Bilal Ahmed' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Customer Deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Marco Rossi', 'Ayesha Khan']));
    expect(sent(requests, 'DELETE', '/api/admin/customers/2')).toHaveLength(1);
    await waitFor(() =>
      expect(sent(requests, 'GET', '/api/admin/customers').length).toBeGreaterThanOrEqual(2),
    );
    expect(await screen.findByText('Showing 2 of 2 customers')).toBeInTheDocument();
  });
});
