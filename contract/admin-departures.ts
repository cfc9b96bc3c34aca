import { z } from 'zod/mini';
import { BOOKING_STATUSES } from './payments';
import { PAYMENT_STATES } from './payment-summary';

/*
 * Departures and their manifests (issue 14), admin only. Figures are worked out by the server in
 * SQL, from the bookings and their ledger sums:
 *
 *   sold      travellers of Confirmed bookings, except those awaiting a bank transfer
 *   held      travellers of Confirmed bookings awaiting a bank transfer (method bank, nothing
 *             received yet): their seats are held until the transfer arrives or the hold expires
 *   left      capacity - seats_booked - seats_held (what a new booking can still take;
 *             seats_booked counts sold and held seats alike, seats_held the seats held during
 *             checkout or for a waitlist offer, issue 19)
 *   reserved  seats_booked - sold - held + seats_held: seats taken with no booking on record
 *             (the seed's sample reservations, seats set aside by hand, seats held during
 *             checkout or for a waitlist offer); 0 normally, and so
 *             sold + held + reserved + left = capacity
 *   bookings  Confirmed bookings
 *   revenue   what the operator keeps from every booking of the departure, cancelled ones
 *             included: received less refunded (the ledger's running sums)
 *   outstanding  balances still owed on Confirmed bookings
 *
 * Money is in US dollars, dates yyyy-mm-dd.
 */

export const DEPARTURE_MESSAGES = {
  tourNotFound: 'Tour not found.',
  departureNotFound: 'Departure not found.',
  loadDeparturesFailed: 'Failed to load the departures.',
  loadManifestFailed: 'Failed to load the manifest.',
} as const;

const departureFiguresSchema = z.object({
  id: z.number(),
  startDate: z.string(),
  /** The departure is today or in the past (the server's calendar day). */
  started: z.boolean(),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  left: z.number(),
  reserved: z.number(),
  bookings: z.number(),
  /** US dollars kept (paid less refunded), cancelled bookings included. */
  revenue: z.number(),
  /** US dollars still owed on Confirmed bookings. */
  outstanding: z.number(),
});
export type DepartureFigures = z.infer<typeof departureFiguresSchema>;

const departureTourSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  status: z.string(),
  duration: z.number(),
  location: z.string(),
});
export type DepartureTour = z.infer<typeof departureTourSchema>;

/** GET /api/admin/tours/{id}/departures: the tour and every departure, earliest first. */
export const tourDeparturesResponseSchema = z.object({
  data: z.object({
    tour: departureTourSchema,
    departures: z.array(departureFiguresSchema),
  }),
});
export type TourDepartures = z.infer<typeof tourDeparturesResponseSchema>['data'];

const manifestBookingSchema = z.object({
  reference: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The contact given at checkout: the lead traveller. */
  leadTraveller: z.string(),
  travelers: z.number(),
  phone: z.string(),
  email: z.string(),
  country: z.nullable(z.string()),
  /** Names of the add-ons chosen at booking. */
  addOns: z.array(z.string()),
  specialRequests: z.nullable(z.string()),
  paymentState: z.enum(PAYMENT_STATES),
  /** US dollars. */
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
});
export type ManifestBooking = z.infer<typeof manifestBookingSchema>;

/**
 * GET /api/admin/departures/{id}/manifest. `bookings` are the Confirmed bookings (who travels),
 * by lead traveller's name; `cancelled` are the Cancelled and Expired ones (who no longer
 * travels, with their status), in the same order, so the operator can answer "is X still on?".
 */
export const manifestResponseSchema = z.object({
  data: z.object({
    tour: departureTourSchema,
    departure: departureFiguresSchema,
    bookings: z.array(manifestBookingSchema),
    cancelled: z.array(manifestBookingSchema),
  }),
});
export type Manifest = z.infer<typeof manifestResponseSchema>['data'];
