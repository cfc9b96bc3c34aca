import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import type { Booking } from '../contract/bookings';
import type { Departure, TourDetail } from '../contract/tours';

/** Set-up through the public API for specs that need a booking to exist before the UI runs. */

export async function tourDetail(request: APIRequestContext, id: number): Promise<TourDetail> {
  return ((await (await request.get(`/api/tour-details/${id}`)).json()) as { data: TourDetail })
    .data;
}

/** The first seeded tour (catalogue order) with a departure that `accept` takes, and that departure. */
export async function findDeparture(
  request: APIRequestContext,
  accept: (departure: Departure) => boolean,
): Promise<{ tour: TourDetail; departure: Departure } | undefined> {
  const list = (await (await request.get('/api/get-tours')).json()) as {
    data: Array<{ id: number }>;
  };
  for (const { id } of list.data) {
    const tour = await tourDetail(request, id);
    const departure = tour.departures.find(accept);
    if (departure) return { tour, departure };
  }
  return undefined;
}

/** POST /api/bookings as the token's user, with a fresh idempotency key: the 201's booking. */
export async function postBooking(
  request: APIRequestContext,
  token: string,
  data: Record<string, unknown>,
): Promise<Booking> {
  const response = await request.post('/api/bookings', {
    headers: {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': randomUUID().replace(/-/g, ''),
    },
    data,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Booking }).data;
}
