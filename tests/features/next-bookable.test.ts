import { describe, expect, it } from 'vitest';
import type { Departure } from '../../contract/tours';
import { nextBookable } from '../../src/features/tour-detail/tour-detail-data';

const departure = (id: number, start_date: string, seats_left: number): Departure => ({
  id,
  start_date,
  capacity: 12,
  seats_booked: 12 - seats_left,
  seats_left,
});

describe("the phone booking bar's next date (nextBookable)", () => {
  it('skips any number of full dates, whatever order they come in', () => {
    const departures = [
      departure(5, '2027-09-01', 3),
      departure(1, '2027-05-01', 0),
      departure(2, '2027-06-01', 0),
      departure(3, '2027-07-01', 0),
      departure(4, '2027-08-01', 2),
    ];
    expect(nextBookable(departures)?.id).toBe(4);
  });

  it('is none when every date is full or there are none', () => {
    expect(nextBookable([departure(1, '2027-05-01', 0)])).toBeUndefined();
    expect(nextBookable([])).toBeUndefined();
  });
});
