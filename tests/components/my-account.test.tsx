// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MyBooking, PaymentHistoryRow } from '../../contract/my-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { formatHoldEnd } from '../../src/components/payments/bank-transfer-details';
import { paymentSummary } from '../support/payment-fixture';
import {
  BOOKINGS,
  CANCELLED,
  COMPLETED,
  DEPOSIT,
  DEPOSIT_PAID,
  IN_PROGRESS,
  REVIEWED,
  reviewedCompleted,
  UPCOMING,
  UPCOMING_CANCELLED,
} from '../machines/my-bookings-fixture';
import { getData, json, routes, sent, type ApiRoute } from '../support/fake-api';
import { storeSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

const TRAVELLER = {
  id: 5,
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  role: 'user',
  created_at: '2025-03-14T10:00:00.000Z',
};

const signIn = (user: object = TRAVELLER) => storeSession(user, 'tok-user');

beforeEach(() => localStorage.clear());

/** GET /api/my/bookings answers `list()` (re-read per request); `extra` handles the rest. */
const api = (
  list: () => MyBooking[] | Response = () => BOOKINGS,
  extra: ApiRoute = () => undefined,
) => routes(getData('/api/my/bookings', list, onlyPage), extra);

/** The whole list as its only page (the paging itself is tested below). */
const onlyPage = (data: MyBooking[]) => ({
  data,
  meta: { page: 1, perPage: 10, total: data.length, lastPage: 1 },
});

/** The card of one booking, by its reference. */
async function card(reference: string) {
  const cards = await screen.findAllByTestId('my-booking');
  const found = cards.find((c) => c.textContent?.includes(`Booking ID: ${reference}`));
  if (!found) throw new Error(`no card for ${reference}`);
  return within(found);
}

describe('My Account: who may see it', () => {
  it('sends a guest to /login with the tab in redirect, and back to that tab after signing in', async () => {
    const { router } = await renderApp(
      '/dashboard?tab=payments',
      api(undefined, (_, url) => {
        if (url.pathname === '/api/login') {
          return json({
            token: 'tok-user',
            user: { ...TRAVELLER, roles: [{ name: 'user' }] },
          });
        }
        return undefined;
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard?tab=payments' });
    // Replaced: Back does not return to the page that refused the guest.
    expect(router.history.length).toBe(1);

    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), TRAVELLER.email);
    await user.type(screen.getByLabelText('Password'), 'trek-secret-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toEqual({ tab: 'payments' });
    expect(await screen.findByRole('tab', { name: 'Payments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows a spinner while the session is read, then the page', async () => {
    signIn();
    await renderApp('/dashboard', api());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ayesha!' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('Logout in the sidebar signs out and goes home (not to /login)', async () => {
    signIn();
    const { router } = await renderApp(
      '/dashboard',
      api(undefined, (_, url) =>
        url.pathname === '/api/logout' ? json({ message: 'Logged out.' }) : undefined,
      ),
    );
    const nav = await screen.findByRole('navigation', { name: 'My Account' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    await new Promise((r) => setTimeout(r, 1200));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('My Account: the shell', () => {
  it('sidebar: initials, name, e-mail, member since, navigation with the open tab marked, help', async () => {
    signIn();
    await renderApp('/dashboard?tab=wishlist', api());
    const nav = await screen.findByRole('navigation', { name: 'My Account' });
    expect(screen.getByText('AK')).toBeInTheDocument();
    expect(screen.getAllByText('Ayesha Khan').length).toBeGreaterThan(0);
    expect(screen.getByText('ayesha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();

    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['My Bookings', '/dashboard?tab=bookings'],
      ['Profile', '/dashboard?tab=profile'],
      ['Payment Methods', '/dashboard?tab=payments'],
      ['Wishlist', '/dashboard?tab=wishlist'],
      ['Settings', '/dashboard?tab=settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { name: 'Need Help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Book New Tour' })).toHaveAttribute('href', '/tours');
  });

  it('the account navigation reaches every tab, Settings and Logout (the only one on phones)', async () => {
    signIn();
    await renderApp('/dashboard', api());
    const nav = await screen.findByRole('navigation', { name: 'My Account' });
    // The tab bar is hidden below lg, so nothing it offers may be missing from the navigation.
    const tabs = screen.getByRole('tablist', { name: 'My Account sections' });
    const sections = within(tabs)
      .getAllByRole('tab')
      .map((t) => t.id.replace(/^.*:trigger-/, ''));
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(sections).toEqual(['bookings', 'profile', 'payments', 'wishlist']);
    for (const section of [...sections, 'settings']) {
      expect(hrefs).toContain(`/dashboard?tab=${section}`);
    }
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Member since when the stored account has no date', async () => {
    const { created_at: _none, ...older } = TRAVELLER;
    signIn(older);
    await renderApp('/dashboard', api());
    await screen.findByRole('navigation', { name: 'My Account' });
    expect(screen.queryByText(/Member since/)).toBeNull();
  });

  it('opens the tab the URL names; an unknown tab opens Bookings; tabs and links change the URL', async () => {
    signIn();
    const { router } = await renderApp('/dashboard?tab=nonsense', api());
    expect(await screen.findByRole('tab', { name: 'Bookings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Bookings',
      'Profile',
      'Payments',
      'Wishlist',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'profile' }));
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    // One panel at a time, labelled by its tab (each tab's own content is its owner's to test).
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'My Account' });
    await user.click(within(nav).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'settings' }));
    expect(screen.getByRole('region', { name: 'Settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('My Account: bookings tab', () => {
  it('loads GET /api/my/bookings with the token and shows a card per booking', async () => {
    signIn();
    const { requests } = await renderApp('/dashboard', api());
    expect(await screen.findByText('6 bookings')).toBeInTheDocument();
    const [list] = sent(requests, 'GET', '/api/my/bookings');
    expect(list!.headers.get('Authorization')).toBe('Bearer tok-user');

    const upcoming = await card(UPCOMING.reference);
    expect(upcoming.getByText('Upcoming')).toBeInTheDocument();
    expect(upcoming.getByRole('link', { name: 'K2 Base Camp Trek' })).toHaveAttribute(
      'href',
      '/tour/1',
    );
    expect(upcoming.getByText('June 15, 2027 - June 28, 2027')).toBeInTheDocument();
    expect(upcoming.getByText('2 travelers')).toBeInTheDocument();
    expect(upcoming.getByText('Paid')).toBeInTheDocument();
    expect(upcoming.getByText('$2,797.00')).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: /^View Details/ })).toBeInTheDocument();
    expect(upcoming.getByRole('button', { name: /^Cancel Booking/ })).toBeInTheDocument();
    expect(upcoming.queryByRole('button', { name: /Write a Review/ })).toBeNull();

    const completed = await card(COMPLETED.reference);
    expect(completed.getByText('Completed')).toBeInTheDocument();
    expect(completed.getByRole('button', { name: /^Write a Review/ })).toBeInTheDocument();
    expect(completed.queryByRole('button', { name: /Cancel Booking/ })).toBeNull();

    const reviewed = await card(REVIEWED.reference);
    expect(reviewed.queryByRole('button', { name: /Write a Review/ })).toBeNull();
    expect(reviewed.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();

    const cancelled = await card(CANCELLED.reference);
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.getByText('Refunded $1,398.50 (50%)')).toBeInTheDocument();
    expect(cancelled.queryByRole('button', { name: /Cancel Booking|Write a Review/ })).toBeNull();

    const inProgress = await card(IN_PROGRESS.reference);
    expect(inProgress.getByText('In Progress')).toBeInTheDocument();
    expect(inProgress.getAllByRole('button')).toHaveLength(1);
  });

  it('colours the status badges as SPEC 4 says', async () => {
    signIn();
    await renderApp('/dashboard', api());
    const palette = async (reference: string, status: string) => {
      const badge = (await card(reference)).getByText(status);
      return badge.getAttribute('data-palette');
    };
    expect(await palette(UPCOMING.reference, 'Upcoming')).toBe('blue');
    expect(await palette(COMPLETED.reference, 'Completed')).toBe('green');
    expect(await palette(CANCELLED.reference, 'Cancelled')).toBe('red');
    expect(await palette(IN_PROGRESS.reference, 'In Progress')).toBe('gray');
  });

  it('says so when there are no bookings, with a link to the tours', async () => {
    signIn();
    await renderApp(
      '/dashboard?tab=bookings',
      api(() => []),
    );
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Tours' })).toHaveAttribute('href', '/tours');
  });

  it('shows a failed load with Try again, which loads again', async () => {
    signIn();
    let fail = true;
    await renderApp(
      '/dashboard',
      api(() => (fail ? json({ message: 'Server Error' }, 500) : BOOKINGS)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your bookings could not be loaded');
    expect(alert).toHaveTextContent('Server Error');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6 bookings')).toBeInTheDocument();
  });

  it('View Details shows everything stored for the booking', async () => {
    signIn();
    await renderApp('/dashboard', api());
    const user = userEvent.setup();
    await user.click(
      (await card(UPCOMING.reference)).getByRole('button', { name: /View Details/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    const d = within(dialog);
    for (const text of [
      'UPC12345',
      'K2 Base Camp Trek',
      'June 15, 2027 - June 28, 2027 (14 days)',
      '2 travelers',
      'Travel Insurance',
      '$99.00',
      'Vegetarian meals, please.',
      'Credit card ending in 4242',
      'Paid in full',
      'ayesha@example.com',
      '+92 300 1234567',
      '12 Mall Road, Lahore, 54000, Pakistan',
      'November 2, 2026',
    ]) {
      expect(d.getByText(text)).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a cancelled booking's details show the refund and the day it was cancelled", async () => {
    signIn();
    await renderApp('/dashboard', api());
    await userEvent
      .setup()
      .click((await card(CANCELLED.reference)).getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking Details' }));
    expect(dialog.getByText('Refunded $1,398.50 (50%)')).toBeInTheDocument();
    expect(dialog.getByText('November 10, 2026')).toBeInTheDocument();
    expect(dialog.getByText('Partially refunded')).toBeInTheDocument();
  });

  it('Cancel Booking shows the quote, cancels on confirmation and the badge turns Cancelled', async () => {
    signIn();
    let release!: () => void;
    const { requests } = await renderApp(
      '/dashboard',
      api(undefined, async (request, url) => {
        if (request.method === 'POST' && url.pathname === '/api/my/bookings/UPC12345/cancel') {
          await new Promise<void>((r) => (release = r));
          return json({ data: UPCOMING_CANCELLED });
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await user.click(
      (await card(UPCOMING.reference)).getByRole('button', { name: /Cancel Booking/ }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Booking' });
    const d = within(dialog);
    expect(d.getByText('You will receive a full refund of $2,797.00 (100%).')).toBeInTheDocument();

    await user.click(d.getByRole('button', { name: 'Cancel Booking' }));
    expect(await d.findByRole('button', { name: 'Cancelling...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(sent(requests, 'POST', '/api/my/bookings/UPC12345/cancel')).toHaveLength(1);
    release();

    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Booking UPC12345 has been cancelled. A full refund of $2,797.00 (100%) is on its way to you.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const upcoming = await card(UPCOMING.reference);
    expect(upcoming.getByText('Cancelled')).toBeInTheDocument();
    expect(upcoming.queryByRole('button', { name: /Cancel Booking/ })).toBeNull();
  });

  it('the quote reads 50% or no refund as the server says', async () => {
    signIn();
    await renderApp(
      '/dashboard',
      api(() => [
        { ...UPCOMING, cancellation_quote: { percent: 50, amount: 1398.5 } },
        { ...UPCOMING, reference: 'LATE0001', cancellation_quote: { percent: 0, amount: 0 } },
      ]),
    );
    const user = userEvent.setup();
    await user.click(
      (await card(UPCOMING.reference)).getByRole('button', { name: /Cancel Booking/ }),
    );
    const half = await screen.findByRole('alertdialog', { name: 'Cancel Booking' });
    expect(
      within(half).getByText('You will receive a refund of $1,398.50 (50%).'),
    ).toBeInTheDocument();
    await user.click(within(half).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click((await card('LATE0001')).getByRole('button', { name: /Cancel Booking/ }));
    expect(
      await screen.findByText('No refund is due under our cancellation policy.'),
    ).toBeInTheDocument();
  });

  it('a failed cancellation says why and Try again retries', async () => {
    signIn();
    let fail = true;
    const { requests } = await renderApp(
      '/dashboard',
      api(undefined, (_, url) => {
        if (url.pathname === '/api/my/bookings/UPC12345/cancel') {
          return fail ? json({ message: 'Server Error' }, 500) : json({ data: UPCOMING_CANCELLED });
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    await user.click(
      (await card(UPCOMING.reference)).getByRole('button', { name: /Cancel Booking/ }),
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Cancel Booking' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel Booking' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Server Error');
    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Booking Cancelled')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/api/my/bookings/UPC12345/cancel')).toHaveLength(2);
  });

  it('Write a Review: errors under the fields, then the rating and comment are sent', async () => {
    signIn();
    const bodies: unknown[] = [];
    let reviewed = false;
    await renderApp(
      '/dashboard',
      api(
        () => (reviewed ? [reviewedCompleted({ rating: 4, comment: 'x'.repeat(12) })] : BOOKINGS),
        async (request, url) => {
          if (request.method === 'POST' && url.pathname === '/api/my/bookings/DONE2345/review') {
            const body = (await request.json()) as { rating: number; comment: string };
            bodies.push(body);
            reviewed = true;
            return json({ data: reviewedCompleted(body) }, 201);
          }
          return undefined;
        },
      ),
    );
    const user = userEvent.setup();
    await user.click(
      (await card(COMPLETED.reference)).getByRole('button', { name: /Write a Review/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Write a Review' }));
    expect(dialog.getByText('Fairy Meadows Trek, June 1, 2026 - June 5, 2026')).toBeInTheDocument();
    expect(dialog.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);

    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(
      await dialog.findByText('Please choose a rating from 1 to 5 stars.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('radio', { name: '1 star' })).toHaveFocus());
    expect(bodies).toEqual([]);

    // The keyboard chooses the rating: arrows move along the stars.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(dialog.queryByText('Please choose a rating from 1 to 5 stars.')).toBeNull();
    expect(dialog.getByText('Please write at least 10 characters.')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Your review'), '  A superb trek.  ');
    expect(dialog.queryByText('Please write at least 10 characters.')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you! Your review now appears on the tour page.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ rating: 4, comment: 'A superb trek.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const completed = await card(COMPLETED.reference);
    expect(completed.queryByRole('button', { name: /Write a Review/ })).toBeNull();
    expect(completed.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  });

  it("the server's 422 shows under the field; a failed send keeps the text for Submit again", async () => {
    signIn();
    const answers = [
      json({ message: 'Invalid', errors: { comment: ['Please keep it civil.'] } }, 422),
      json({ message: 'Service Unavailable' }, 503),
    ];
    await renderApp(
      '/dashboard',
      api(undefined, (_, url) =>
        url.pathname === '/api/my/bookings/DONE2345/review'
          ? (answers.shift() ?? json({ data: reviewedCompleted({ rating: 5, comment: 'ok' }) }))
          : undefined,
      ),
    );
    const user = userEvent.setup();
    await user.click(
      (await card(COMPLETED.reference)).getByRole('button', { name: /Write a Review/ }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Write a Review' }));
    await user.click(dialog.getByRole('radio', { name: '5 stars' }));
    await user.type(dialog.getByLabelText('Your review'), 'Absolutely wonderful trip.');
    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await dialog.findByText('Please keep it civil.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');

    await user.type(dialog.getByLabelText('Your review'), '!');
    expect(dialog.queryByText('Please keep it civil.')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Service Unavailable');
    expect(dialog.getByLabelText('Your review')).toHaveValue('Absolutely wonderful trip.!');
    expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review Submitted')).toBeInTheDocument();
  });
});

describe('My Account: money and Pay balance (issue 14)', () => {
  const OVERDUE: MyBooking = {
    ...DEPOSIT,
    reference: 'LATE0002',
    payment_status: 'Overdue',
    payment: { ...DEPOSIT.payment, state: 'overdue' },
  };
  const HOLD_ENDS = '2026-11-25T10:00:00.000Z';
  const AWAITING: MyBooking = {
    ...DEPOSIT,
    reference: 'WIRE0003',
    payment_method: 'bank',
    card_last4: null,
    payment_status: 'Awaiting transfer',
    payment: paymentSummary(2797, '2027-06-15', {
      state: 'awaiting_transfer',
      paid: 0,
      balance: 2797,
      due_at_booking: 559.4,
      hold_expires_at: HOLD_ENDS,
    }),
    bank_details: {
      bankName: 'Habib Bank Limited, Skardu Branch',
      accountName: 'Karakoram Trails (Pvt) Ltd',
      accountNumber: 'PK36 HABB 0000 1234 5678 9012',
      swiftCode: 'HABBPKKA',
      reference: 'WIRE0003',
    },
    cancellation_quote: { percent: 100, amount: 0 },
    payments: [],
  };

  it('each card shows its payment state, what was paid and the balance with its due date', async () => {
    signIn();
    await renderApp(
      '/dashboard',
      api(() => [UPCOMING, DEPOSIT, OVERDUE, AWAITING, CANCELLED]),
    );
    const paid = await card(UPCOMING.reference);
    expect(paid.getByText('Paid')).toHaveAttribute('data-palette', 'green');
    expect(paid.getByText('Paid $2,797.00 · Paid in full')).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /Pay balance/ })).toBeNull();

    const deposit = await card(DEPOSIT.reference);
    expect(deposit.getByText('Balance due')).toHaveAttribute('data-palette', 'blue');
    expect(
      deposit.getByText('Paid $559.40 · Balance $2,237.60 due by May 16, 2027'),
    ).toBeInTheDocument();
    expect(
      deposit.getByRole('button', { name: `Pay balance: K2 Base Camp Trek, ${DEPOSIT.reference}` }),
    ).toBeInTheDocument();

    const overdue = await card(OVERDUE.reference);
    expect(overdue.getByText('Overdue')).toHaveAttribute('data-palette', 'red');
    expect(
      overdue.getByText('Paid $559.40 · Balance $2,237.60 was due by May 16, 2027'),
    ).toBeInTheDocument();
    expect(overdue.getByRole('button', { name: /^Pay balance/ })).toBeInTheDocument();

    const awaiting = await card(AWAITING.reference);
    expect(awaiting.getByText('Awaiting transfer')).toHaveAttribute('data-palette', 'orange');
    expect(
      awaiting.getByText(
        `Transfer $559.40 by ${formatHoldEnd(HOLD_ENDS)} to keep your seats. Our bank details are under View Details.`,
      ),
    ).toBeInTheDocument();

    // The bank details are on screen while the transfer is awaited.
    const user = userEvent.setup();
    await user.click(awaiting.getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking Details' }));
    const bank = within(dialog.getByRole('region', { name: 'Bank transfer details' }));
    for (const text of [
      'Habib Bank Limited, Skardu Branch',
      'Karakoram Trails (Pvt) Ltd',
      'PK36 HABB 0000 1234 5678 9012',
      'HABBPKKA',
      'WIRE0003',
      formatHoldEnd(HOLD_ENDS),
    ]) {
      expect(bank.getByText(text)).toBeInTheDocument();
    }
    expect(bank.getAllByText('$559.40').length).toBeGreaterThan(0);
  });

  it("the details show the ledger; the cancel dialog's refund is of what was paid", async () => {
    signIn();
    await renderApp('/dashboard', api());
    const user = userEvent.setup();
    const deposit = await card(DEPOSIT.reference);
    await user.click(deposit.getByRole('button', { name: /View Details/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Booking Details' }));
    expect(dialog.getByText('$2,237.60, due by May 16, 2027')).toBeInTheDocument();
    const ledger = within(dialog.getByRole('list', { name: 'Payments' }));
    expect(
      ledger.getByText('Deposit · Credit card ending in 4242 · November 2, 2026'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(deposit.getByRole('button', { name: /Cancel Booking/ }));
    const cancel = within(await screen.findByRole('alertdialog', { name: 'Cancel Booking' }));
    expect(
      cancel.getByText('You will receive a full refund of $559.40 (100% of the $559.40 paid).'),
    ).toBeInTheDocument();
  });

  it('Pay balance: card checked like checkout, Processing..., last four only, then Paid in full', async () => {
    signIn();
    const bodies: unknown[] = [];
    let paidNow = false;
    const { requests } = await renderApp(
      '/dashboard',
      api(
        () => (paidNow ? [UPCOMING, DEPOSIT_PAID] : [UPCOMING, DEPOSIT]),
        async (request, url) => {
          if (
            request.method === 'POST' &&
            url.pathname === '/api/my/bookings/DEPO6789/pay-balance'
          ) {
            bodies.push(await request.clone().json());
            paidNow = true;
            return json({ data: DEPOSIT_PAID });
          }
          return undefined;
        },
      ),
    );
    const user = userEvent.setup();
    await user.click((await card(DEPOSIT.reference)).getByRole('button', { name: /Pay balance/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay balance' }));
    expect(dialog.getByTestId('balance-to-pay')).toHaveTextContent('$2,237.60');
    expect(dialog.getByTestId('balance-to-pay')).toHaveTextContent(
      'Due by May 16, 2027 · $559.40 of $2,797.00 paid',
    );
    expect(dialog.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeChecked();
    expect(dialog.queryByRole('radio', { name: /Bank Transfer/ })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Pay $2,237.60' }));
    expect(dialog.getByRole('textbox', { name: /Card Number/ })).toHaveAccessibleErrorMessage(
      'Card number is required',
    );
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Card Number/ })).toHaveFocus());

    for (const [label, value] of [
      [/Card Number/, '4111 1111 1111 1111'],
      [/Expiry Date/, '09/33'],
      [/CVV/, '737'],
      [/Name on Card/, 'AYESHA KHAN'],
    ] as const) {
      await user.click(dialog.getByRole('textbox', { name: label }));
      await user.paste(value);
    }
    await user.click(dialog.getByRole('button', { name: 'Pay $2,237.60' }));
    expect(dialog.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(dialog.getByRole('textbox', { name: /Card Number/ })).toBeDisabled();

    expect(await screen.findByText('Balance paid', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Booking DEPO6789 is paid in full. Thank you!')).toBeInTheDocument();
    expect(bodies).toEqual([{ payment_method: 'card', card_last4: '1111', balance: 2237.6 }]);
    expect(JSON.stringify(bodies)).not.toMatch(/4111 1111|09\/33|737|AYESHA/);
    expect(sent(requests, 'POST', '/api/my/bookings/DEPO6789/pay-balance')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const paid = await card(DEPOSIT.reference);
    expect(paid.getByText('Paid')).toHaveAttribute('data-palette', 'green');
    expect(paid.getByText('Paid $2,797.00 · Paid in full')).toBeInTheDocument();
    expect(paid.queryByRole('button', { name: /Pay balance/ })).toBeNull();
  });

  it('Pay balance by PayPal; a changed balance (409) is explained and the list reloaded', async () => {
    signIn();
    const { requests } = await renderApp(
      '/dashboard',
      api(undefined, (request, url) =>
        request.method === 'POST' && url.pathname === '/api/my/bookings/DEPO6789/pay-balance'
          ? json({ message: PAYMENT_MESSAGES.changed }, 409)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    await user.click((await card(DEPOSIT.reference)).getByRole('button', { name: /Pay balance/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay balance' }));
    await user.click(dialog.getByRole('radio', { name: /PayPal/ }));
    expect(
      dialog.getByText("You'll be redirected to PayPal to complete your payment."),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: /Card Number/ })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Pay $2,237.60' }));
    expect(await screen.findByText('Booking updated', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(
      screen.getByText(`${PAYMENT_MESSAGES.changed} Your bookings have been reloaded.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(sent(requests, 'GET', '/api/my/bookings')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed payment says why and keeps the dialog; Cancel closes it', async () => {
    signIn();
    await renderApp(
      '/dashboard',
      api(undefined, (request, url) =>
        request.method === 'POST' && url.pathname === '/api/my/bookings/DEPO6789/pay-balance'
          ? json({ message: 'The payment service is down.' }, 503)
          : undefined,
      ),
    );
    const user = userEvent.setup();
    await user.click((await card(DEPOSIT.reference)).getByRole('button', { name: /Pay balance/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay balance' }));
    await user.click(dialog.getByRole('radio', { name: /PayPal/ }));
    await user.click(dialog.getByRole('button', { name: 'Pay $2,237.60' }));
    expect(await dialog.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The payment service is down.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('My Account: pages of bookings (issue 16)', () => {
  /** Three pages: page n answers BOOKINGS' n-th booking (enough to tell pages apart). */
  const pagedApi = () =>
    routes((request, url) => {
      if (request.method !== 'GET' || url.pathname !== '/api/my/bookings') return undefined;
      const page = Number(url.searchParams.get('page') ?? '1');
      return json({
        data: [BOOKINGS[page - 1]],
        meta: { page, perPage: 10, total: 23, lastPage: 3 },
      });
    });

  it('opens the page the URL names, and Next/Previous change the page in the URL', async () => {
    signIn();
    const user = userEvent.setup();
    const { router, requests } = await renderApp('/dashboard?tab=bookings&page=2', pagedApi());
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('23 bookings')).toBeInTheDocument();
    await card(BOOKINGS[1]!.reference);
    const [first] = sent(requests, 'GET', '/api/my/bookings');
    expect(new URL(first!.url).searchParams.get('page')).toBe('2');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'bookings', page: 3 }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await card(BOOKINGS[2]!.reference);
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    // The list's heading takes the focus, so the new page is read from its top.
    expect(screen.getByRole('heading', { name: 'My Bookings' })).toHaveFocus();

    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'bookings' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await card(BOOKINGS[0]!.reference);
  });

  it('another tab drops the page; a page that is not a number opens the first', async () => {
    signIn();
    const user = userEvent.setup();
    const { router, requests } = await renderApp('/dashboard?page=abc', pagedApi());
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    const [first] = sent(requests, 'GET', '/api/my/bookings');
    expect(new URL(first!.url).searchParams.has('page')).toBe(false);
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'bookings', page: 2 }));
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'payments' }));
  });
});

describe('My Account: pages of the payment history (issue 16)', () => {
  const VISA = {
    id: 1,
    brand: 'Visa',
    last4: '4242',
    exp_month: 8,
    exp_year: 2027,
    is_default: true,
  };
  /** A history row of page `page` (its reference says which). */
  const historyRow = (page: number): PaymentHistoryRow => ({
    reference: `PAGE000${page}`,
    tourTitle: 'K2 Base Camp Trek',
    date: `2026-0${9 - page}-01T10:00:00.000Z`,
    kind: 'full',
    what: 'Payment in full',
    method: 'card',
    cardLast4: '4242',
    amount: 1000 + page,
    status: 'Paid',
  });
  /** Two pages of history (21 rows); `failPage` answers 500 for that page once. */
  const pagedApi = (failPage?: number) => {
    let failed = false;
    return routes((request, url) => {
      if (request.method !== 'GET') return undefined;
      if (url.pathname === '/api/my/payment-methods') return json({ data: [VISA] });
      if (url.pathname !== '/api/my/payments') return undefined;
      const page = Number(url.searchParams.get('page') ?? '1');
      if (page === failPage && !failed) {
        failed = true;
        return json({ message: 'The history is resting.' }, 500);
      }
      return json({
        data: [historyRow(page)],
        meta: { page, perPage: 20, total: 21, lastPage: 2 },
      });
    });
  };
  const historyReferences = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.match(/PAGE\d+/)?.[0]);

  it('Next shows page 2 and puts it in the URL; the saved cards are not fetched again', async () => {
    signIn();
    const user = userEvent.setup();
    const { router, requests } = await renderApp('/dashboard?tab=payments', pagedApi());
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(historyReferences()).toEqual(['PAGE0001']);
    expect(await screen.findAllByTestId('saved-card')).toHaveLength(1);

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'payments', page: 2 }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(historyReferences()).toEqual(['PAGE0002']));
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    // The history's heading takes the focus, so the new page is read from its top.
    expect(screen.getByRole('heading', { name: 'Payment History' })).toHaveFocus();
    const asked = sent(requests, 'GET', '/api/my/payments').map((r) =>
      new URL(r.url).searchParams.get('page'),
    );
    expect(asked).toEqual([null, '2']);

    await user.click(within(pages).getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'payments' }));
    await waitFor(() => expect(historyReferences()).toEqual(['PAGE0001']));
    // The cards stay on screen and were asked for once, whatever the page.
    expect(screen.getAllByTestId('saved-card')).toHaveLength(1);
    expect(sent(requests, 'GET', '/api/my/payment-methods')).toHaveLength(1);
  });

  it("opens the URL's page; a page that fails says so with Try again, the cards stay", async () => {
    signIn();
    const user = userEvent.setup();
    const { router, requests } = await renderApp('/dashboard?tab=payments&page=2', pagedApi(1));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(historyReferences()).toEqual(['PAGE0002']);
    const [first] = sent(requests, 'GET', '/api/my/payments');
    expect(new URL(first!.url).searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'payments' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment history could not be loaded');
    expect(alert).toHaveTextContent('The history is resting.');
    expect(screen.getAllByTestId('saved-card')).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(historyReferences()).toEqual(['PAGE0001']);
    expect(sent(requests, 'GET', '/api/my/payment-methods')).toHaveLength(1);
  });
});
