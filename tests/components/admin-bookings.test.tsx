// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_BOOKING_MESSAGES,
  type AdminBookingDetail,
  type AdminBookingRow,
} from '../../contract/admin-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import {
  cancelled,
  detail,
  listPage,
  paid,
  REFERENCE,
  row,
} from '../machines/admin-booking-fixture';
import { makeDashboard } from '../machines/admin-dashboard-fixture';
import { getData, json, routes, sent, type ApiRoute } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeAdminSession } from '../support/stored-session';

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ROWS: AdminBookingRow[] = [
  row(),
  row({
    reference: 'BQ4TRANS',
    contact: { name: 'Bilal Qureshi', email: 'bilal@example.org', phone: '+92 300 7654321' },
    payment: { ...row().payment, state: 'awaiting_transfer', paid: 0, balance: 2000 },
    payment_status: 'Awaiting transfer',
  }),
];

/** The list endpoint: `answer` sees the query the page sent. */
function listApi(answer: (url: URL) => AdminBookingRow[] | Response = () => ROWS): ApiRoute {
  return (request, url) => {
    if (request.method !== 'GET' || url.pathname !== '/api/admin/bookings') return undefined;
    const rows = answer(url);
    if (rows instanceof Response) return rows;
    return json(listPage(rows, { total: rows.length }));
  };
}

const lastListQuery = (requests: Request[]) =>
  new URL(sent(requests, 'GET', '/api/admin/bookings').at(-1)!.url).searchParams;

describe('/admin/bookings', () => {
  it('lists the page the server sends, each booking a link to it', async () => {
    const { requests } = await renderApp('/admin/bookings', routes(listApi()));
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const rows = within(table).getAllByTestId('booking-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ayesha Khan');
    expect(rows[0]).toHaveTextContent('K2 Base Camp Trek');
    expect(rows[0]).toHaveTextContent('$2,000.00');
    expect(rows[0]).toHaveTextContent('$1,600.00');
    expect(rows[0]).toHaveTextContent('Balance due');
    expect(rows[1]).toHaveTextContent('Awaiting transfer');
    expect(
      within(rows[0]!).getByRole('link', { name: `Booking ${REFERENCE}, Ayesha Khan` }),
    ).toHaveAttribute('href', `/admin/bookings/${REFERENCE}`);
    // Phones get the same bookings as cards.
    expect(screen.getAllByTestId('booking-card')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 2 bookings')).toBeInTheDocument();
    expect(sent(requests, 'GET', '/api/admin/bookings')[0]!.headers.get('Authorization')).toBe(
      'Bearer tok-admin',
    );
  });

  it('sends the URL search to the server; the search box, filters and sort change the URL', async () => {
    const { requests, router } = await renderApp(
      '/admin/bookings?payment=overdue&page=2',
      routes(listApi()),
    );
    await screen.findByRole('table', { name: 'Bookings' });
    expect(Object.fromEntries(lastListQuery(requests))).toEqual({ payment: 'overdue', page: '2' });
    expect(screen.getByLabelText('Payment')).toHaveValue('overdue');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search bookings by reference, name or e-mail'), 'khan');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ payment: 'overdue', q: 'khan' }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(lastListQuery(requests))).toEqual({
        payment: 'overdue',
        q: 'khan',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Sort bookings'), 'total-asc');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ sort: 'total', dir: 'asc' }),
    );
    await user.selectOptions(screen.getByLabelText('Tour'), '3');
    await waitFor(() => expect(lastListQuery(requests).get('tour')).toBe('3'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    await waitFor(() =>
      expect(Object.fromEntries(lastListQuery(requests))).toEqual({
        payment: 'overdue',
        q: 'khan',
        sort: 'total',
        dir: 'asc',
        tour: '3',
        status: 'Cancelled',
      }),
    );
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { router } = await renderApp(
      '/admin/bookings?q=nobody&status=Expired',
      routes(listApi((url) => (url.searchParams.get('q') ? [] : ROWS))),
    );
    expect(await screen.findByText('No bookings match this search.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getAllByRole('button', { name: /Clear filters/ }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('table', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    await renderApp(
      '/admin/bookings',
      routes(listApi(() => (fail ? json({ message: 'Server Error' }, 500) : ROWS))),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server Error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Bookings' })).toBeInTheDocument();
  });

  it('pages through the server pages', async () => {
    const { router, requests } = await renderApp(
      '/admin/bookings',
      routes((request, url) =>
        request.method === 'GET' && url.pathname === '/api/admin/bookings'
          ? json(
              listPage(ROWS, {
                page: Number(url.searchParams.get('page') ?? 1),
                total: 42,
                last_page: 3,
              }),
            )
          : undefined,
      ),
    );
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(lastListQuery(requests).get('page')).toBe('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });
});

/** One booking and its three actions; `answers` settle each POST (default: stored). */
function bookingServer(
  answers: Partial<Record<'payments' | 'cancel' | 'move', (body: unknown) => Response>> = {},
  initial: AdminBookingDetail = detail(),
) {
  let current = initial;
  const post: ApiRoute = async (request, url) => {
    const match = /^\/api\/admin\/bookings\/([A-Z0-9]+)\/(payments|cancel|move)$/.exec(
      url.pathname,
    );
    if (request.method !== 'POST' || !match) return undefined;
    const action = match[2] as 'payments' | 'cancel' | 'move';
    const body = (await request.json()) as Record<string, unknown>;
    const answer = answers[action];
    if (answer) return answer(body);
    if (action === 'payments') current = paid(current, Number(body.amount));
    if (action === 'cancel') current = cancelled(current, current.refund_preview?.amount ?? 0);
    return json({ data: current }, action === 'payments' ? 201 : 200);
  };
  return routes(
    getData(`/api/admin/bookings/${REFERENCE}`, () => current),
    post,
  );
}

const lastPost = async (requests: Request[], action: string) =>
  (await sent(requests, 'POST', `/api/admin/bookings/${REFERENCE}/${action}`)
    .at(-1)!
    .clone()
    .json()) as unknown;

describe('/admin/bookings/{reference}', () => {
  it('shows the trip, the lead traveller, the money, the ledger and the history', async () => {
    await renderApp(`/admin/bookings/${REFERENCE}`, bookingServer());
    expect(
      await screen.findByRole('heading', { level: 1, name: `Booking ${REFERENCE}` }),
    ).toBeInTheDocument();
    const trip = screen.getByRole('heading', { name: 'Trip' }).closest('section')!;
    expect(trip).toHaveTextContent('K2 Base Camp Trek');
    expect(trip).toHaveTextContent('2 travellers');
    expect(trip).toHaveTextContent('Travel Insurance ($99.00)');
    expect(trip).toHaveTextContent('Vegetarian meals');
    const lead = screen.getByRole('heading', { name: 'Lead traveller' }).closest('section')!;
    expect(within(lead).getByRole('link', { name: 'ayesha@example.com' })).toHaveAttribute(
      'href',
      'mailto:ayesha@example.com',
    );
    const money = screen.getByRole('heading', { name: 'Payment' }).closest('section')!;
    expect(money).toHaveTextContent('Balance$1,600.00');
    expect(money).toHaveTextContent('the policy refunds $400.00 (100% of what was paid)');
    expect(screen.getByRole('table', { name: 'Ledger' })).toHaveTextContent('Deposit');
    expect(screen.getByText('No admin has changed this booking.')).toBeInTheDocument();
  });

  it('records a bank transfer: over the balance is refused, then the booking is paid', async () => {
    const { requests } = await renderApp(`/admin/bookings/${REFERENCE}`, bookingServer());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    const amount = within(dialog).getByLabelText(/Amount received/);
    expect(amount).toHaveValue('1600');
    await user.clear(amount);
    await user.type(amount, '1700');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.overBalance)).toBeInTheDocument();
    expect(sent(requests, 'POST', `/api/admin/bookings/${REFERENCE}/payments`)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '1600');
    await user.selectOptions(within(dialog).getByLabelText(/Method/), 'bank');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await lastPost(requests, 'payments')).toEqual({ amount: 1600, method: 'bank' });
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    const money = screen.getByRole('heading', { name: 'Payment' }).closest('section')!;
    expect(money).toHaveTextContent('Balance$0.00');
    // The badges (header and payment panel) say Paid; none says Balance due any more.
    expect(screen.queryByText('Balance due')).not.toBeInTheDocument();
    expect(screen.getAllByText('Paid', { selector: 'span' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeDisabled();
  });

  it("cancels for the customer with the policy's refund; an override needs a reason", async () => {
    const { requests } = await renderApp(`/admin/bookings/${REFERENCE}`, bookingServer());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking' });
    expect(within(dialog).getByTestId('policy-refund')).toHaveTextContent('$400.00');
    await user.click(within(dialog).getByText('Refund a different amount'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.reason)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    await user.click(within(dialog).getByText('Refund a different amount'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await lastPost(requests, 'cancel')).toEqual({});
    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    for (const name of ['Record payment', 'Move', 'Cancel booking']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('moves to another departure; seats gone meanwhile is said, and the booking reloads', async () => {
    const { requests } = await renderApp(
      `/admin/bookings/${REFERENCE}`,
      bookingServer({
        move: () => json({ message: ADMIN_BOOKING_MESSAGES.seatsGone, seats_left: 0 }, 409),
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move booking' });
    expect(within(dialog).getByLabelText(/New departure/)).toHaveTextContent(
      'October 1, 2025 (6 seats left)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ADMIN_BOOKING_MESSAGES.seatsGone,
    );
    expect(await lastPost(requests, 'move')).toEqual({ departure_id: 32 });
    await waitFor(() =>
      expect(sent(requests, 'GET', `/api/admin/bookings/${REFERENCE}`)).toHaveLength(2),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText(/New departure/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('says when the booking does not exist', async () => {
    await renderApp('/admin/bookings/ZZZZ9999', routes());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }),
    ).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it("opens a recent booking's page from its row", async () => {
    const { router } = await renderApp(
      '/admin',
      routes(
        getData('/api/admin/dashboard', () => makeDashboard()),
        bookingServer(),
      ),
    );
    // The table's row and the narrow screens' card (CSS shows one of them) both link to it.
    const links = await screen.findAllByRole('link', { name: REFERENCE });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', `/admin/bookings/${REFERENCE}`);
    await userEvent.setup().click(links[0]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/bookings/${REFERENCE}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: `Booking ${REFERENCE}` }),
    ).toBeInTheDocument();
  });
});
