// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../contract/admin-dashboard';
import { makeDashboard } from '../machines/admin-dashboard-fixture';
import { getData, json, routes } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

/** GET /api/admin/dashboard answers with whatever `answer()` gives at the time of the call. */
const dashboardApi = (answer: () => Dashboard | Response) =>
  routes(getData('/api/admin/dashboard', answer));

const statCard = (name: string) => screen.getByRole('group', { name });

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

describe('admin dashboard wiring', () => {
  it('shows the four stat cards from the API with their trends, and the two buttons', async () => {
    const { requests } = await renderApp(
      '/admin',
      dashboardApi(() => makeDashboard()),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Total Tours' });

    expect(within(statCard('Total Tours')).getByText('12')).toBeInTheDocument();
    expect(within(statCard('Total Tours')).getByText('+12.5%')).toBeInTheDocument();
    expect(within(statCard('Active Bookings')).getByText('34')).toBeInTheDocument();
    expect(within(statCard('Active Bookings')).getByText('-3.0%')).toBeInTheDocument();
    expect(within(statCard('Customers')).getByText('1,280')).toBeInTheDocument();
    expect(within(statCard('Customers')).getByText('No change')).toBeInTheDocument();
    expect(within(statCard('Revenue')).getByText('$45,211')).toBeInTheDocument();
    expect(within(statCard('Revenue')).getByText('—')).toBeInTheDocument();
    expect(
      within(statCard('Total Tours')).getByText('compared with the previous 30 days'),
    ).toBeInTheDocument();
    expect(
      within(statCard('Revenue')).getByText(
        'No trend: no activity in the previous 30 days to compare with',
      ),
    ).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Manage Tours' })).toHaveAttribute(
      'href',
      '/admin/tours',
    );
    expect(screen.getByRole('link', { name: 'Create New Tour' })).toHaveAttribute(
      'href',
      '/admin/tours/customize',
    );
    const call = requests.find((r) => r.url.endsWith('/api/admin/dashboard'))!;
    expect(call.headers.get('Authorization')).toBe('Bearer tok-admin');
  });

  it('switches between Recent Bookings, Customer Feedback and Popular Tours', async () => {
    await renderApp(
      '/admin',
      dashboardApi(() => makeDashboard()),
    );
    const user = userEvent.setup();
    const bookings = await screen.findByRole('region', { name: 'Recent bookings' });
    const row = within(bookings).getByRole('row', { name: /KT7Q2M9X/ });
    for (const text of [
      'Ayesha Khan',
      'K2 Base Camp Trek',
      'June 15, 2026',
      '2',
      '$2,697.00',
      'Confirmed',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }

    // Below lg the same bookings are cards (CSS picks one; both are in the DOM here).
    const cards = screen.getByRole('list', { name: 'Recent bookings' });
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: 'KT7Q2M9X' })).toHaveAttribute(
      'href',
      '/admin/bookings/KT7Q2M9X',
    );
    const facts = within(card!)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Customer', 'Ayesha Khanayesha@example.com'],
      ['Tour', 'K2 Base Camp Trek'],
      ['Date', 'June 15, 2026'],
      ['Travellers', '2'],
      ['Total', '$2,697.00'],
    ]);
    expect(within(card!).getByText('Confirmed')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Customer Feedback' }));
    const reviews = screen.getByRole('list', { name: 'Latest reviews' });
    expect(within(reviews).getByText('Marco Rossi')).toBeVisible();
    expect(within(reviews).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(reviews).getByText('Superb guides and food at altitude.')).toBeInTheDocument();
    expect(within(reviews).getByText('September 2, 2025')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Popular Tours' }));
    const popular = screen.getByRole('region', { name: 'Popular tours' });
    const tour = within(popular).getByRole('row', { name: /K2 Base Camp Trek/ });
    expect(within(tour).getByText('8')).toBeInTheDocument();
    expect(within(tour).getByText('$10,392.00')).toBeInTheDocument();
  });

  it('shows the empty texts when there is nothing yet', async () => {
    await renderApp(
      '/admin',
      dashboardApi(() =>
        makeDashboard({ recentBookings: [], latestReviews: [], popularTours: [] }),
      ),
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No bookings yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Customer Feedback' }));
    expect(screen.getByText('No reviews yet.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Popular Tours' }));
    expect(screen.getByText('No tours have been booked yet.')).toBeVisible();
  });

  it('a failure shows the error with Try again, which loads the dashboard', async () => {
    let failing = true;
    const { requests } = await renderApp(
      '/admin',
      dashboardApi(() => (failing ? json({ message: 'Server Error' }, 500) : makeDashboard())),
    );
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    const dashboardCalls = () => requests.filter((r) => r.url.endsWith('/api/admin/dashboard'));
    const before = dashboardCalls().length;
    expect(within(alert).getByText("We couldn't load the dashboard")).toBeInTheDocument();
    expect(within(alert).getByText('Server Error')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Total Tours' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(dashboardCalls()).toHaveLength(before + 1);
  });

  it('Refresh loads the figures again', async () => {
    let current = makeDashboard();
    const { requests } = await renderApp(
      '/admin',
      dashboardApi(() => current),
    );
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Total Tours' });
    const dashboardCalls = () => requests.filter((r) => r.url.endsWith('/api/admin/dashboard'));
    const before = dashboardCalls().length;
    current = makeDashboard({
      stats: { ...makeDashboard().stats, totalTours: { value: 13, trend: 20 } },
    });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(within(statCard('Total Tours')).getByText('13')).toBeInTheDocument(),
    );
    expect(within(statCard('Total Tours')).getByText('+20.0%')).toBeInTheDocument();
    expect(dashboardCalls()).toHaveLength(before + 1);
  });
});
