import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../../contract/tours';
import {
  ALL_TOURS_PAGE,
  EXPEDITION_PAGE,
  allToursSearchSchema,
  expeditionSearchSchema,
  trekSearchSchema,
} from '../../src/features/catalogue/catalogue-pages';
import {
  DAY_DURATION_BUCKETS,
  EXPEDITION_DURATION_BUCKETS,
  PRICE_BUCKETS,
  SORTS,
  type Bucket,
  type CatalogueSearch,
} from '../../src/features/catalogue/catalogue-search';
import {
  departureMonths,
  filterTours,
  inBucket,
  monthLabel,
  offeredMonth,
  sortTours,
  withoutDefaults,
} from '../../src/features/catalogue/tour-filters';
import { tourCard } from './tour-fixtures';

/** Issue 17: sort, "travelling in" and buckets that never overlap. */

const holding = (buckets: readonly Bucket[], value: number) =>
  buckets.filter((b) => inBucket(value, b)).map((b) => b.value);

describe('buckets: every value lands in exactly one', () => {
  it('day durations (whole days from 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (days) => {
        expect(holding(DAY_DURATION_BUCKETS, days)).toHaveLength(1);
      }),
    );
    expect(holding(DAY_DURATION_BUCKETS, 15)).toEqual(['11-15']);
    expect(holding(DAY_DURATION_BUCKETS, 16)).toEqual(['16+']);
  });

  it('expedition durations (20 and 30 go up)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (days) => {
        expect(holding(EXPEDITION_DURATION_BUCKETS, days)).toHaveLength(1);
      }),
    );
    expect(holding(EXPEDITION_DURATION_BUCKETS, 20)).toEqual(['20-29']);
    expect(holding(EXPEDITION_DURATION_BUCKETS, 30)).toEqual(['30+']);
  });

  it('prices in dollars and cents from 0 (500, 1000, 2000 and 5000 go up)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(holding(PRICE_BUCKETS, cents / 100)).toHaveLength(1);
      }),
    );
    expect([500, 1000, 2000, 5000].map((p) => holding(PRICE_BUCKETS, p))).toEqual([
      ['500-1000'],
      ['1000-2000'],
      ['2000-5000'],
      ['5000+'],
    ]);
  });
});

const isoDay = fc
  .date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

const card = fc
  .record({
    price: fc.integer({ min: 0, max: 2_000_000 }).map((c) => c / 100),
    duration: fc.integer({ min: 1, max: 60 }),
    rating: fc.option(fc.integer({ min: 10, max: 50 }).map((r) => r / 10)),
    review_count: fc.nat(500),
    next_departure: fc.option(isoDay),
    departure_months: fc.uniqueArray(isoDay.map((d) => d.slice(0, 7))).map((m) => m.sort()),
  })
  .map((fields) => ({
    ...fields,
    review_count: fields.rating === null ? 0 : fields.review_count + 1,
  }));

const cards = fc
  .array(card, { maxLength: 30 })
  .map((list) => list.map((fields, i) => tourCard({ id: i + 1, ...fields })));

/** Each neighbouring pair in order, by `before(a, b)` or equal by `same(a, b)`. */
function inOrder(
  list: CatalogueCard[],
  before: (a: CatalogueCard, b: CatalogueCard) => boolean,
  same: (a: CatalogueCard, b: CatalogueCard) => boolean,
) {
  return list.every(
    (a, i) =>
      i === 0 || before(list[i - 1]!, a) || (same(list[i - 1]!, a) && list[i - 1]!.id < a.id), // ties keep the catalogue order
  );
}

describe('sortTours', () => {
  it('keeps the catalogue order without a sort, and every sort is a permutation', () => {
    fc.assert(
      fc.property(cards, fc.constantFrom(undefined, ...SORTS), (list, sort) => {
        const sorted = sortTours(list, sort);
        expect(sorted.map((t) => t.id).sort((a, b) => a - b)).toEqual(list.map((t) => t.id));
        if (!sort) expect(sorted).toEqual(list);
      }),
    );
  });

  it('orders by price both ways and by duration, ties in catalogue order', () => {
    fc.assert(
      fc.property(cards, (list) => {
        const samePrice = (a: CatalogueCard, b: CatalogueCard) => a.price === b.price;
        expect(inOrder(sortTours(list, 'price-asc'), (a, b) => a.price < b.price, samePrice)).toBe(
          true,
        );
        expect(inOrder(sortTours(list, 'price-desc'), (a, b) => a.price > b.price, samePrice)).toBe(
          true,
        );
        expect(
          inOrder(
            sortTours(list, 'duration'),
            (a, b) => a.duration < b.duration,
            (a, b) => a.duration === b.duration,
          ),
        ).toBe(true);
      }),
    );
  });

  it('puts the soonest departure first and tours without one last', () => {
    fc.assert(
      fc.property(cards, (list) => {
        const sorted = sortTours(list, 'departure');
        const firstNone = sorted.findIndex((t) => t.next_departure === null);
        if (firstNone >= 0) {
          expect(sorted.slice(firstNone).every((t) => t.next_departure === null)).toBe(true);
        }
        const key = (t: CatalogueCard) => t.next_departure ?? '9999';
        expect(
          inOrder(
            sorted,
            (a, b) => key(a) < key(b),
            (a, b) => key(a) === key(b),
          ),
        ).toBe(true);
      }),
    );
  });

  it('puts the highest rating first (more reviews first on a tie) and unrated tours last', () => {
    fc.assert(
      fc.property(cards, (list) => {
        const sorted = sortTours(list, 'rating');
        const key = (t: CatalogueCard) => [t.rating ?? -1, t.review_count] as const;
        expect(
          inOrder(
            sorted,
            (a, b) => key(a)[0] > key(b)[0] || (key(a)[0] === key(b)[0] && key(a)[1] > key(b)[1]),
            (a, b) => key(a)[0] === key(b)[0] && key(a)[1] === key(b)[1],
          ),
        ).toBe(true);
      }),
    );
  });

  it('sorts a few seed-like cards as a traveller expects', () => {
    const list = [
      tourCard({ id: 1, price: 1299, next_departure: null, rating: 4.6, review_count: 12 }),
      tourCard({ id: 2, price: 499, next_departure: '2025-06-01', rating: null }),
      tourCard({ id: 3, price: 14500, next_departure: '2025-04-20', rating: 4.9, review_count: 3 }),
      tourCard({ id: 4, price: 499, next_departure: '2025-04-20', rating: 4.6, review_count: 30 }),
    ];
    const ids = (sort: CatalogueSearch['sort']) => sortTours(list, sort).map((t) => t.id);
    expect(ids('price-asc')).toEqual([2, 4, 1, 3]);
    expect(ids('price-desc')).toEqual([3, 1, 2, 4]);
    expect(ids('departure')).toEqual([3, 4, 2, 1]);
    expect(ids('rating')).toEqual([3, 4, 1, 2]);
  });
});

describe('travelling in (month)', () => {
  const list = [
    tourCard({ id: 1, departure_months: ['2025-06', '2025-07'] }),
    tourCard({ id: 2, departure_months: [] }),
    tourCard({ id: 3, departure_months: ['2025-04', '2025-07', '2026-01'] }),
  ];

  it("offers every month of the page's departures once, in order, labelled in words", () => {
    expect(departureMonths(list)).toEqual(['2025-04', '2025-06', '2025-07', '2026-01']);
    expect(departureMonths(list).map(monthLabel)).toEqual([
      'April 2025',
      'June 2025',
      'July 2025',
      'January 2026',
    ]);
    expect(monthLabel('2027-03')).toBe('March 2027');
    expect(monthLabel('2027-12')).toBe('December 2027');
  });

  it('keeps the tours with a departure in the month', () => {
    const ids = (month: string) =>
      filterTours(list, { month }, ALL_TOURS_PAGE.filters).map((t) => t.id);
    expect(ids('2025-07')).toEqual([1, 3]);
    expect(ids('2026-01')).toEqual([3]);
  });

  it('a month none of the tours departs in filters nothing out (a stale link)', () => {
    expect(offeredMonth('2024-01', departureMonths(list))).toBeUndefined();
    expect(offeredMonth('2025-06', departureMonths(list))).toBe('2025-06');
    expect(filterTours(list, { month: '2024-01' }, ALL_TOURS_PAGE.filters)).toHaveLength(3);
  });

  it('combines with the other filters', () => {
    const mixed = [
      tourCard({ id: 1, price: 499, departure_months: ['2025-06'] }),
      tourCard({ id: 2, price: 1299, departure_months: ['2025-06'] }),
    ];
    expect(
      filterTours(mixed, { month: '2025-06', price: '0-500' }, ALL_TOURS_PAGE.filters).map(
        (t) => t.id,
      ),
    ).toEqual([1]);
  });
});

describe('URL search: sort and month', () => {
  it('reads valid values and drops invalid ones', () => {
    expect(allToursSearchSchema.parse({ sort: 'price-desc', month: '2027-03' })).toMatchObject({
      sort: 'price-desc',
      month: '2027-03',
    });
    for (const month of ['2027-13', '2027-3', '27-03', 202703, '2027-03-01']) {
      expect(allToursSearchSchema.parse({ month }).month).toBeUndefined();
    }
    for (const sort of ['price', 'default', 'PRICE-ASC', 3]) {
      expect(allToursSearchSchema.parse({ sort }).sort).toBeUndefined();
    }
  });

  it("reads an earlier link's '15+' as '16+', the bucket that now holds its tours", () => {
    expect(allToursSearchSchema.parse({ duration: '15+' }).duration).toBe('16+');
    expect(trekSearchSchema.parse({ duration: '15+' }).duration).toBe('16+');
    // The expedition page's old values fall back to any duration, as unknown values do.
    expect(expeditionSearchSchema.parse({ duration: '1-20' }).duration).toBeUndefined();
    expect(expeditionSearchSchema.parse({ duration: '20-30' }).duration).toBeUndefined();
    expect(expeditionSearchSchema.parse({ duration: '15+' }).duration).toBeUndefined();
    expect(allToursSearchSchema.parse({ duration: '1-20' }).duration).toBeUndefined();
  });

  it('the default sort leaves the URL, and a new order goes back to the first page', () => {
    expect(withoutDefaults({ sort: 'default' })).toEqual({ sort: undefined, page: undefined });
    expect(withoutDefaults({ sort: 'rating' })).toEqual({ sort: 'rating', page: undefined });
    expect(withoutDefaults({ month: '2027-03' })).toEqual({ month: '2027-03', page: undefined });
    expect(withoutDefaults({ month: 'all' })).toEqual({ month: undefined, page: undefined });
  });

  /** What the router does with a search: validate, write it in the URL, read it back. */
  const roundTrip = (schema: typeof allToursSearchSchema, search: CatalogueSearch) => {
    const defined = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined));
    return schema.parse(defaultParseSearch(defaultStringifySearch(defined)));
  };

  const rawValue = fc.oneof(
    fc.constantFrom(
      ...SORTS,
      ...PRICE_BUCKETS.map((b) => b.value),
      ...DAY_DURATION_BUCKETS.map((b) => b.value),
      ...EXPEDITION_DURATION_BUCKETS.map((b) => b.value),
      ...ALL_TOURS_PAGE.filters.difficulties,
      '15+',
      '1-20',
      'grid',
      'list',
      '2027-03',
      '2025-12',
    ),
    fc.string(),
    fc.integer({ min: -3, max: 200_000 }),
    fc.constant(null),
  );
  const rawSearch = fc.record(
    {
      q: rawValue,
      price: rawValue,
      duration: rawValue,
      difficulty: rawValue,
      month: rawValue,
      sort: rawValue,
      view: rawValue,
      page: rawValue,
    },
    { requiredKeys: [] },
  );

  it('parse -> serialize -> parse gives the same search on every catalogue page', () => {
    fc.assert(
      fc.property(
        rawSearch,
        fc.constantFrom(allToursSearchSchema, trekSearchSchema, expeditionSearchSchema),
        (raw, schema) => {
          const parsed = schema.parse(raw);
          expect(roundTrip(schema, parsed)).toEqual(parsed);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the expedition page keeps its own buckets through the URL', () => {
    const search = expeditionSearchSchema.parse({
      duration: '20-29',
      difficulty: 'Extreme',
      sort: 'departure',
      month: '2025-07',
    });
    expect(search).toMatchObject({ duration: '20-29', difficulty: 'Extreme' });
    expect(roundTrip(expeditionSearchSchema, search)).toEqual(search);
    expect(EXPEDITION_PAGE.filters.durations).toBe(EXPEDITION_DURATION_BUCKETS);
  });
});
