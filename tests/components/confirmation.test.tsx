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
import { formatHoldEnd } from '../../src/components/payments/bank-transfer-details';
import { json } from '../support/fake-api';
import { paymentSummary } from '../support/payment-fixture';
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
    payment: paymentSummary(2896, '2030-06-03'),
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
/** The contact e-mail of makeBooking (tests/components/booking-fixtures.ts). */
const EMAIL = 'amina@example.com';

/** The label/value pairs of the <dl>s inside `region`, in order. */
function rows(region: HTMLElement): Array<[string, string]> {
  return Array.from(region.querySelectorAll('dt')).map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

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
    expect(within(details).getByText('Total')).toBeInTheDocument();
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
    expect(rows(payment)).toEqual([
      ['Method', 'Card ending in 4242'],
      ['Status', 'Paid'],
      ['Total', '$2,896.00'],
      ['Paid now', '$2,896.00'],
      ['Balance', 'Paid in full'],
    ]);

    const steps = within(screen.getByRole('region', { name: 'Next Steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Check your e-mail',
      'Review your trip information',
      'Prepare for your adventure',
    ]);
    // The server queues the confirmation with the booking (issue 15): the page says so.
    expect(
      screen.getByText(
        `Thank you, Amina Khan. Your adventure with Karakoram Trails is booked, and a confirmation is on its way to ${EMAIL}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your confirmation and receipt are on their way to your inbox. Keep them for your records.',
      ),
    ).toBeInTheDocument();
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

  it('a card deposit: paid now, and the balance with its due date', async () => {
    seedConfirmed(
      makeBooking({
        payment_status: 'Balance due',
        payment: paymentSummary(2896, '2030-06-03', {
          state: 'balance_due',
          paid: 579.2,
          balance: 2316.8,
          due_at_booking: 579.2,
        }),
      }),
    );
    await renderApp('/booking-confirmation', api);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(rows(payment)).toEqual([
      ['Method', 'Card ending in 4242'],
      ['Status', 'Balance due'],
      ['Total', '$2,896.00'],
      ['Paid now', '$579.20'],
      ['Balance due by May 4, 2030', '$2,316.80'],
    ]);
    expect(within(payment).getByText('Balance due')).toHaveAttribute('data-palette', 'blue');
    expect(within(payment).queryByTestId('bank-transfer-details')).toBeNull();
  });

  it('a bank transfer is awaited: the bank details on screen and by e-mail, and the hold', async () => {
    const holdEnds = '2030-01-04T10:00:00.000Z';
    seedConfirmed(
      makeBooking({
        payment_method: 'bank',
        payment_status: 'Awaiting transfer',
        card_last4: null,
        payment: paymentSummary(2896, '2030-06-03', {
          state: 'awaiting_transfer',
          paid: 0,
          balance: 2896,
          due_at_booking: 579.2,
          hold_expires_at: holdEnds,
        }),
        bank_details: {
          bankName: 'Habib Bank Limited, Skardu Branch',
          accountName: 'Karakoram Trails (Pvt) Ltd',
          accountNumber: 'PK36 HABB 0000 1234 5678 9012',
          swiftCode: 'HABBPKKA',
          reference: 'AB12CD34',
        },
      }),
    );
    await renderApp('/booking-confirmation', api);
    expect(
      await screen.findByText(
        `Thank you, Amina Khan. We have received your booking and hold your seats while we wait for your bank transfer. Our bank details are on their way to ${EMAIL}.`,
      ),
    ).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Awaiting transfer')).toHaveAttribute(
      'data-palette',
      'orange',
    );
    const bank = within(payment).getByRole('region', { name: 'Bank transfer details' });
    expect(rows(bank)).toEqual([
      ['Bank', 'Habib Bank Limited, Skardu Branch'],
      ['Account name', 'Karakoram Trails (Pvt) Ltd'],
      ['Account number / IBAN', 'PK36 HABB 0000 1234 5678 9012'],
      ['SWIFT / BIC', 'HABBPKKA'],
      ['Reference to quote', 'AB12CD34'],
      ['Amount to transfer', '$579.20'],
      ['Transfer by', formatHoldEnd(holdEnds)],
    ]);
    expect(bank).toHaveTextContent(`Your seats are held until ${formatHoldEnd(holdEnds)}.`);
    expect(rows(payment).slice(0, 6)).toEqual([
      ['Method', 'Bank Transfer'],
      ['Status', 'Awaiting transfer'],
      ['Total', '$2,896.00'],
      ['Paid now', '$0.00'],
      ['To transfer now', '$579.20'],
      ['Balance due by May 4, 2030', '$2,316.80'],
    ]);
    const steps = within(screen.getByRole('region', { name: 'Next Steps' }));
    expect(steps.getByRole('heading', { name: 'Make your bank transfer' })).toBeInTheDocument();
    expect(
      steps.getByText(
        "Transfer $579.20 quoting AB12CD34, using the bank details above (also in your e-mail), before your seats' hold ends.",
      ),
    ).toBeInTheDocument();
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
