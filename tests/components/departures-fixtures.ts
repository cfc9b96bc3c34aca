import type {
  DepartureFigures,
  DepartureTour,
  Manifest,
  ManifestBooking,
  TourDepartures,
} from '../../contract/admin-departures';

/** What GET /api/admin/tours/{id}/departures and /api/admin/departures/{id}/manifest answer. */

export const TOUR: DepartureTour = {
  id: 7,
  slug: 'k2-base-camp',
  title: 'K2 Base Camp Trek',
  status: 'Active',
  duration: 14,
  location: 'Skardu',
};

export function figures(overrides: Partial<DepartureFigures> = {}): DepartureFigures {
  return {
    id: 31,
    startDate: '2026-06-15',
    started: false,
    capacity: 12,
    sold: 4,
    held: 3,
    left: 5,
    reserved: 0,
    bookings: 3,
    revenue: 1449.6,
    outstanding: 6298.4,
    ...overrides,
  };
}

export function tourDepartures(overrides: Partial<TourDepartures> = {}): TourDepartures {
  return {
    tour: TOUR,
    departures: [
      figures({
        id: 30,
        startDate: '2026-03-01',
        started: true,
        capacity: 8,
        sold: 1,
        held: 0,
        left: 7,
        bookings: 1,
        revenue: 800,
        outstanding: 0,
      }),
      figures(),
    ],
    ...overrides,
  };
}

export function manifestBooking(overrides: Partial<ManifestBooking> = {}): ManifestBooking {
  return {
    reference: 'SARA2026',
    status: 'Confirmed',
    leadTraveller: 'Sara Ahmed',
    travelers: 2,
    phone: '+92 333 5550101',
    email: 'sara@example.com',
    country: 'Pakistan',
    addOns: ['Travel Insurance', 'Trekking Gear Rental'],
    specialRequests: 'Vegetarian meals',
    paymentState: 'balance_due',
    total: 2248,
    paid: 449.6,
    balance: 1798.4,
    ...overrides,
  };
}

export function manifest(overrides: Partial<Manifest> = {}): Manifest {
  return {
    tour: TOUR,
    departure: figures(),
    bookings: [
      manifestBooking({
        reference: 'BILAL001',
        leadTraveller: 'Bilal Khan',
        travelers: 3,
        phone: '+44 7700 900123',
        email: 'bilal@example.co.uk',
        country: 'United Kingdom',
        addOns: [],
        specialRequests: null,
        paymentState: 'awaiting_transfer',
        total: 3000,
        paid: 0,
        balance: 3000,
      }),
      manifestBooking(),
    ],
    cancelled: [
      manifestBooking({
        reference: 'CHEN0001',
        status: 'Cancelled',
        leadTraveller: 'Chen Wei',
        travelers: 1,
        paymentState: 'cancelled',
        balance: 0,
      }),
    ],
    ...overrides,
  };
}
