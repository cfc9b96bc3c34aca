import type { Departure, TourDetail } from '../../../contract/tours';
import { compareText } from '../../lib/compare-text';

/** How many upcoming departures the booking card lists. */
const DEPARTURES_SHOWN = 3;

/** The next departures, soonest first (the server sends future ones only, in date order). */
export function nextDepartures(departures: readonly Departure[]): Departure[] {
  return [...departures]
    .sort((a, b) => compareText(a.start_date, b.start_date))
    .slice(0, DEPARTURES_SHOWN);
}

/** The soonest departure that can still be booked, however many full ones come before it. */
export function nextBookable(departures: readonly Departure[]): Departure | undefined {
  let soonest: Departure | undefined;
  for (const d of departures) {
    if (d.seats_left > 0 && (!soonest || d.start_date < soonest.start_date)) soonest = d;
  }
  return soonest;
}

export function seatsLeftLabel(seats: number): string {
  if (seats <= 0) return 'Fully booked';
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

/** An admin's preview of a tour that is not public (the server sends those to admins only). */
export function isPreview(tour: Pick<TourDetail, 'status'>): boolean {
  return tour.status !== 'Active';
}
