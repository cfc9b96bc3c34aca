// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Departure } from '../../contract/tours';
import { FULLY_BOOKED_LABEL, WAITLIST_MESSAGES, type WaitlistPlace } from '../../contract/waitlist';
import { makeTour } from '../machines/tour-detail-fixture';
import { getData, json, routes, sent, type ApiRoute } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeSession } from '../support/stored-session';

/*
 * The waitlist's wiring (issue 19): the booking page's fully booked dates and join form, the
 * mail link's page (see, claim: on to the booking page with the date and travellers chosen) and
 * My Account's Waitlist section.
 */

const NOW = new Date(2030, 0, 10, 9, 0, 0);
const departures = {
  open: { id: 32, start_date: '2030-01-25', capacity: 12, seats_booked: 9, seats_left: 3 },
  full: { id: 33, start_date: '2030-02-10', capacity: 12, seats_booked: 12, seats_left: 0 },
} satisfies Record<string, Departure>;
const tour = makeTour({ id: 7, departures: Object.values(departures) });

const TRAVELLER = {
  id: 5,
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  role: 'user',
  created_at: '2025-03-14T10:00:00.000Z',
};

function place(overrides: Partial<WaitlistPlace> = {}): WaitlistPlace {
  return {
    id: 9,
    status: 'waiting',
    email: 'ayesha@example.com',
    travelers: 2,
    position: 1,
    joined_at: '2030-01-09T10:00:00.000Z',
    offered_at: null,
    offer_expires_at: null,
    tour: { id: 7, title: tour.title, slug: tour.slug },
    departure: { id: departures.full.id, start_date: departures.full.start_date },
    ...overrides,
  };
}

const tourRoute = getData('/api/tour-details/7', () => tour);
const post =
  (path: string, answer: (body: unknown) => Response): ApiRoute =>
  async (request, url) =>
    request.method === 'POST' && url.pathname === path
      ? answer(
          await request
            .clone()
            .json()
            .catch(() => null),
        )
      : undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('joining on the booking page', () => {
  it('shows a fully booked date as such and joins its waitlist with the form', async () => {
    storeSession(TRAVELLER, 'tok-user');
    const { requests } = await renderApp(
      '/booking/7',
      routes(
        tourRoute,
        post('/api/waitlist', () => json({ data: place() }, 201)),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Fully booked dates' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('February 10, 2030');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: FULLY_BOOKED_LABEL }));
    // The signed-in traveller's e-mail and the page's travellers are filled in.
    expect(within(item).getByLabelText('Email')).toHaveValue('ayesha@example.com');
    const travelers = within(item).getByLabelText('Travelers');
    await user.clear(travelers);
    await user.type(travelers, '3');
    await user.click(within(item).getByRole('button', { name: /^Join the waitlist$/ }));
    await waitFor(() => expect(within(item).getByText("You're on the waitlist")).toBeVisible());
    const [join] = sent(requests, 'POST', '/api/waitlist');
    expect(await join!.json()).toEqual({
      departure_id: departures.full.id,
      email: 'ayesha@example.com',
      travelers: 3,
    });
  });

  it('a group larger than the seats left on the chosen date can join its waitlist', async () => {
    const { requests } = await renderApp(
      '/booking/7',
      routes(
        tourRoute,
        post('/api/waitlist', () => json({ data: place({ travelers: 4 }) }, 201)),
      ),
    );
    const chips = await screen.findByRole('group', { name: 'Next available dates' });
    const user = userEvent.setup();
    // Nothing to offer before a date is chosen.
    expect(screen.queryByRole('button', { name: /More travelers\?/ })).toBeNull();
    await user.click(within(chips).getByRole('button', { name: /January 25, 2030/ }));
    expect(screen.getByText('Only 3 seats left on this date')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'More travelers? Join the waitlist' }));
    const form = screen
      .getByRole('heading', { name: 'Join the waitlist for January 25, 2030' })
      .closest('form')!;
    // One traveler more than fit, to start with.
    expect(within(form).getByLabelText('Travelers')).toHaveValue(4);
    await user.type(within(form).getByLabelText('Email'), 'group@example.com');
    await user.click(within(form).getByRole('button', { name: /^Join the waitlist$/ }));
    expect(
      await screen.findByText("You're on the waitlist for a larger group on this date"),
    ).toBeVisible();
    const [join] = sent(requests, 'POST', '/api/waitlist');
    expect(await join!.json()).toEqual({
      departure_id: departures.open.id,
      email: 'group@example.com',
      travelers: 4,
    });
  });

  it('checks the form before sending', async () => {
    const { requests } = await renderApp('/booking/7', routes(tourRoute));
    const list = await screen.findByRole('list', { name: 'Fully booked dates' });
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: FULLY_BOOKED_LABEL }));
    await user.click(within(list).getByRole('button', { name: /^Join the waitlist$/ }));
    expect(await within(list).findByText(WAITLIST_MESSAGES.email)).toBeVisible();
    expect(sent(requests, 'POST', '/api/waitlist')).toEqual([]);
  });
});

describe('the mail link and My Account', () => {
  it('claims an offer from the link: the booking page opens with the date and travellers', async () => {
    const offered = place({
      status: 'offered',
      position: null,
      offered_at: '2030-01-10T08:00:00.000Z',
      offer_expires_at: '2030-01-11T08:00:00.000Z',
    });
    const { requests } = await renderApp(
      '/manage-booking?waitlist=tok-offer-0123456789abcdef',
      routes(
        // The server counts the held seats as taken: 0 left for everyone but the claimant.
        getData('/api/tour-details/7', () => tour),
        post('/api/waitlist/place', () => json({ data: offered })),
        post('/api/waitlist/claim', () =>
          json({
            data: {
              tour_id: 7,
              departure_id: departures.full.id,
              travelers: 2,
              hold_token: 'h'.repeat(43),
              hold_expires_at: '2030-01-11T08:00:00.000Z',
            },
          }),
        ),
      ),
    );
    expect(await screen.findByText('Seats offered')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Book your seats' }));
    await screen.findByRole('heading', { level: 1, name: `Book ${tour.title}` });
    const summary = await screen.findByRole('region', { name: 'Booking Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('February 10, 2030'));
    expect(summary).toHaveTextContent('2 travelers');
    const [claim] = sent(requests, 'POST', '/api/waitlist/claim');
    expect(await claim!.json()).toEqual({ token: 'tok-offer-0123456789abcdef' });
  });

  it('a claim too late says why', async () => {
    const offered = place({
      status: 'offered',
      position: null,
      offered_at: '2030-01-10T08:00:00.000Z',
      offer_expires_at: '2030-01-11T08:00:00.000Z',
    });
    await renderApp(
      '/manage-booking?waitlist=tok-offer-0123456789abcdef',
      routes(
        post('/api/waitlist/place', () => json({ data: offered })),
        post('/api/waitlist/claim', () => json({ message: WAITLIST_MESSAGES.offerExpired }, 410)),
      ),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Book your seats' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.offerExpired)).toBeVisible();
  });

  it('My Account lists the places and leaves one', async () => {
    storeSession(TRAVELLER, 'tok-user');
    let left = false;
    const { requests } = await renderApp(
      '/dashboard',
      routes(
        getData(
          '/api/my/bookings',
          () => [],
          (data) => ({
            data,
            meta: { page: 1, perPage: 10, total: 0, lastPage: 1 },
          }),
        ),
        getData('/api/my/waitlist', () => [place(left ? { status: 'left', position: null } : {})]),
        post('/api/my/waitlist/9/leave', () => {
          left = true;
          return json({ data: place({ status: 'left', position: null }) });
        }),
      ),
    );
    const section = await screen.findByRole('region', { name: 'Waitlist' });
    expect(await within(section).findByText('Number 1 in line.', { exact: false })).toBeVisible();
    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(within(section).getByText('Left')).toBeVisible());
    expect(within(section).queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
    expect(sent(requests, 'POST', '/api/my/waitlist/9/leave')).toHaveLength(1);
  });
});
