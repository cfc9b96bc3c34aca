import { bookableDeparture } from '../bookings/create';
import type { Kysely } from 'kysely';
import type { CreateHoldRequest } from '../../contract/holds';
import { readSettings } from '../admin-data/settings';
import { isoDate } from '../catalog/dates';
import type { Database } from '../db/types';
import { placeHold, seatsLeft } from './holds';

export type CheckoutHoldOutcome =
  | { kind: 'held'; token: string; expiresAt: string; expiresIn: number; seats: number }
  | { kind: 'tourUnavailable' }
  | { kind: 'departureUnavailable' }
  | { kind: 'seatsGone'; seatsLeft: number };

/**
 * How long checkout holds seats: Settings > Payments > checkoutHoldMinutes, unless the server
 * was started with CHECKOUT_HOLD_SECONDS (config.checkoutHoldSeconds; the e2e servers shorten
 * it so a journey can watch a hold expire).
 */
async function checkoutHoldMs(db: Kysely<Database>, overrideSeconds?: number): Promise<number> {
  if (overrideSeconds !== undefined) return overrideSeconds * 1000;
  const { payments } = await readSettings(db);
  return payments.checkoutHoldMinutes * 60_000;
}

/**
 * POST /api/holds: holds the travellers' seats on a bookable departure of an active tour (the
 * same rules as a booking: it starts after today), for the checkout hold time.
 */
export async function placeCheckoutHold(
  db: Kysely<Database>,
  input: {
    request: CreateHoldRequest;
    userId: number | null;
    now: Date;
    holdSeconds?: number;
  },
): Promise<CheckoutHoldOutcome> {
  const { request, userId, now } = input;
  const found = await bookableDeparture(db, request.tour_id, request.departure_id, isoDate(now));
  if (found.kind !== 'bookable') return found;
  const { departure } = found;

  const holdMs = await checkoutHoldMs(db, input.holdSeconds);
  const placed = await placeHold(db, {
    departureId: departure.id,
    seats: request.travelers,
    expiresAt: new Date(now.getTime() + holdMs),
    userId,
    now,
  });
  if (!placed) return { kind: 'seatsGone', seatsLeft: await seatsLeft(db, departure.id) };
  return {
    kind: 'held',
    token: placed.token,
    expiresAt: placed.expiresAt,
    expiresIn: Math.round(holdMs / 1000),
    seats: request.travelers,
  };
}
