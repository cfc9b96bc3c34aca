import type { CreateBookingRequest } from '../../../contract/bookings';
import type { CreateHoldRequest, SeatHold } from '../../../contract/holds';
import type { TourDetail } from '../../../contract/tours';
import type { WaitlistClaim } from '../../../contract/waitlist';
import type { BookingActorRef } from '../../../machines/booking-machine';
import type { KeyValueStore } from '../../app/storage';

/*
 * A claimed waitlist offer on the booking page (issue 19). The claim (departure, travellers, seat
 * hold) waits in this tab's sessionStorage; the booking page then
 *   - counts the held seats as free for this traveller on that departure (the server counts them
 *     as taken for everyone else),
 *   - chooses that departure and the number of travellers once the tour has loaded,
 *   - gives checkout the claim's hold instead of placing one (`placeHold`), so the booking
 *     statechart's hold, countdown and `hold_token` are the offer's; leaving checkout does not
 *     release it (the offer keeps its seats until it ends).
 * The statechart does not know the hold came from the waitlist: only the booking's I/O does.
 */

/** sessionStorage key of the claimed offer the booking page uses (one per tab). */
const CLAIM_KEY = 'waitlist-claim:v1';

export function storeClaim(store: KeyValueStore, claim: WaitlistClaim): void {
  store.set(CLAIM_KEY, JSON.stringify(claim));
}

/** The offer claimed in this tab for the tour, while its hold runs; null otherwise. */
function readClaim(store: KeyValueStore, tourId: number, now: Date): WaitlistClaim | null {
  try {
    const claim = JSON.parse(store.get(CLAIM_KEY) ?? 'null') as WaitlistClaim | null;
    if (!claim || claim.tour_id !== tourId) return null;
    return Date.parse(claim.hold_expires_at) > now.getTime() ? claim : null;
  } catch {
    return null;
  }
}

/** The tour as this traveller may book it: the seats held for their claim are theirs. */
export function withClaimedSeats(tour: TourDetail, store: KeyValueStore, now: Date): TourDetail {
  const claim = readClaim(store, tour.id, now);
  if (!claim) return tour;
  return {
    ...tour,
    departures: tour.departures.map((d) =>
      d.id === claim.departure_id ? { ...d, seats_left: d.seats_left + claim.travelers } : d,
    ),
  };
}

/**
 * Checkout's seat hold when the claim covers it (the claimed departure, as many travellers or
 * fewer): the claim's own hold, as POST /api/holds would answer; null otherwise.
 */
export function claimedHold(
  store: KeyValueStore,
  request: CreateHoldRequest,
  now: Date,
): SeatHold | null {
  const claim = readClaim(store, request.tour_id, now);
  if (!claim || claim.departure_id !== request.departure_id) return null;
  if (request.travelers > claim.travelers) return null;
  return {
    token: claim.hold_token,
    expires_at: claim.hold_expires_at,
    expires_in: Math.max(0, Math.floor((Date.parse(claim.hold_expires_at) - now.getTime()) / 1000)),
    seats: claim.travelers,
  };
}

/** The hold is a claimed offer's: it is not checkout's to release. */
export function isClaimedHold(store: KeyValueStore, token: string): boolean {
  try {
    const claim = JSON.parse(store.get(CLAIM_KEY) ?? 'null') as WaitlistClaim | null;
    return claim?.hold_token === token;
  } catch {
    return false;
  }
}

/** The claim's hold became a booking: nothing is held any more. */
export function forgetClaim(store: KeyValueStore, request: CreateBookingRequest): void {
  if (
    request.hold_token &&
    readClaim(store, request.tour_id, new Date(0))?.hold_token === request.hold_token
  ) {
    store.remove(CLAIM_KEY);
  }
}

/**
 * Opens the booking page for the tour: with a claim, afresh (the tour loaded again, so that the
 * held seats count as this traveller's) and, once it has loaded, with the claimed departure and
 * travellers chosen. Returns the unsubscribe for the route's effect.
 */
export function openBooking(
  actor: BookingActorRef,
  store: KeyValueStore,
  tourId: number,
  clock: { now(): Date; today(): string },
): () => void {
  const claim = readClaim(store, tourId, clock.now());
  actor.send({ type: 'booking.open', tourId, today: clock.today(), fresh: claim !== null });
  if (!claim) return () => {};
  let done = false;
  const choose = () => {
    if (done || !actor.getSnapshot().hasTag('selecting')) return;
    done = true;
    actor.send({ type: 'date.select', departureId: claim.departure_id });
    actor.send({ type: 'travelers.change', count: claim.travelers });
  };
  const subscription = actor.subscribe(choose);
  choose();
  return () => subscription.unsubscribe();
}
