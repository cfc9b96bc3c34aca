// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../contract/bookings';
import {
  bookedTour as tour,
  bookingContext,
  makeBooking as makeBookingOf,
  seedBooking,
} from './booking-fixtures';
import { json } from '../support/fake-api';
import { renderApp } from '../support/render-app';

/** The server's booking of tour 7 with two add-ons and a special request. */
function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return makeBookingOf({
    add_ons: [
      { id: 'insurance', name: 'Travel Insurance', price: 99 },
      { id: 'photography', name: 'Professional Photography', price: 199 },
    ],
    total: 2896,
    special_requests: 'Vegetarian meals, please',
    ...overrides,
  });
}

/** Stores a confirmed booking where the app's booking actor restores it from (a reload). */
function seedConfirmed(booking: Booking) {
  seedBooking(
    { confirmed: 'idle' },
    bookingContext({ departureId: 11, travelers: booking.travelers, booking }),
  );
}

const api = () => json({ data: [] });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('confirmation page wiring', () => {
  it('renders the stored booking: reference, tour details, add-ons, requests, contact, next steps', async () => {
    seedConfirmed(makeBooking());
    await renderApp('/booking-confirmation', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('AB12CD34');

    const details = screen.getByRole('region', { name: 'Tour Details' });
    expect(within(details).getByText(tour.title)).toBeInTheDocument();
    expect(within(details).getByText('June 3, 2030')).toBeInTheDocument();
    expect(within(details).getByText('2 travelers')).toBeInTheDocument();
    expect(within(details).getByText('Total Paid')).toBeInTheDocument();
    expect(within(details).getByText('$2,896.00')).toBeInTheDocument();
    expect(within(details).getByText('Travel Insurance')).toBeInTheDocument();
    expect(within(details).getByText('$99.00')).toBeInTheDocument();
    expect(within(details).getByText('Professional Photography')).toBeInTheDocument();
    expect(within(details).getByText('$199.00')).toBeInTheDocument();
    expect(within(details).getByText('Vegetarian meals, please')).toBeInTheDocument();

    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText('Amina Khan')).toBeInTheDocument();
    expect(within(contact).getByText('amina@example.com')).toBeInTheDocument();
    expect(within(contact).getByText('+92 300 1234567')).toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Card ending in 4242')).toBeInTheDocument();
    expect(within(payment).getByText('Paid')).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'Next Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Check your e-mail',
      'Review your trip information',
      'Prepare for your adventure',
    ]);
    expect(screen.getByRole('link', { name: 'View All Bookings' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('without add-ons, requests or a date it leaves those out and shows N/A', async () => {
    seedConfirmed(
      makeBooking({
        add_ons: [],
        special_requests: null,
        departure: { id: 11, start_date: '' },
        travelers: 1,
      }),
    );
    await renderApp('/booking-confirmation', api);
    const details = await screen.findByRole('region', { name: 'Tour Details' });
    expect(within(details).getByText('N/A')).toBeInTheDocument();
    expect(within(details).getByText('1 traveler')).toBeInTheDocument();
    expect(within(details).queryByRole('heading', { name: 'Add-Ons' })).toBeNull();
    expect(within(details).queryByRole('heading', { name: 'Special Requests' })).toBeNull();
  });

  it('a bank transfer is Pending, with the note that bank details follow by e-mail', async () => {
    seedConfirmed(
      makeBooking({ payment_method: 'bank', payment_status: 'Pending', card_last4: null }),
    );
    await renderApp('/booking-confirmation', api);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(payment).getByText('Pending')).toBeInTheDocument();
    expect(
      within(payment).getByText(/bank details will be sent to amina@example.com/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Due')).toBeInTheDocument();
  });

  it('Download Itinerary toasts; Share Booking copies a text with the reference and toasts', async () => {
    seedConfirmed(makeBooking());
    await renderApp('/booking-confirmation', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Itinerary' }));
    expect(await screen.findByText('Generating itinerary')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share Booking' }));
    expect(await screen.findByText('Booking Shared')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('AB12CD34');
  });

  it('without a booking nothing renders: destructive toast and back to /', async () => {
    const { router } = await renderApp('/booking-confirmation', api);
    expect((await screen.findAllByText('Invalid confirmation')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('No booking information found').length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Booking Confirmed!' })).toBeNull();
  });
});
