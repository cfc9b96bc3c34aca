import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type ToursByCategoryResponse } from '../../contract/tours';
import { pickCategoryTours } from '../../src/features/catalogue/tour-list';
import {
  ALL_TOURS_PAGE,
  EXPEDITION_PAGE,
  TREK_PAGE,
  allToursSearchSchema,
  expeditionSearchSchema,
  trekSearchSchema,
} from '../../src/features/catalogue/catalogue-pages';
import {
  DAY_DURATION_BUCKETS,
  EXPEDITION_DURATION_BUCKETS,
  PRICE_BUCKETS,
} from '../../src/features/catalogue/catalogue-search';
import {
  activeFilterCount,
  bucketLabel,
  filterTours,
  hasActiveFilters,
  replacesHistory,
  withoutDefaults,
} from '../../src/features/catalogue/tour-filters';
import { tourCard } from './tour-fixtures';

const dayOptions = ALL_TOURS_PAGE.filters;
const expeditionOptions = EXPEDITION_PAGE.filters;

/** Ids of the tours, with the given prices, that a price filter keeps. */
function byPrice(price: string, prices: number[]) {
  const tours = prices.map((p, i) => tourCard({ id: i + 1, price: p }));
  return filterTours(tours, { price }, dayOptions).map((t) => t.price);
}

function byDuration(duration: string, days: number[], options = dayOptions) {
  const tours = days.map((d, i) => tourCard({ id: i + 1, duration: d }));
  return filterTours(tours, { duration }, options).map((t) => t.duration);
}

describe('SPEC 9 options', () => {
  it('offers the SPEC price, duration and expedition buckets in order', () => {
    expect(PRICE_BUCKETS.map((b) => b.value)).toEqual([
      '0-500',
      '500-1000',
      '1000-2000',
      '2000-5000',
      '5000+',
    ]);
    // Issue 17: SPEC's '15+' shares 15 with '11-15'; whole days from 16 are '16+'.
    expect(DAY_DURATION_BUCKETS.map((b) => bucketLabel(b, 'days'))).toEqual([
      '1-5 days',
      '6-10 days',
      '11-15 days',
      '16+ days',
    ]);
    expect(PRICE_BUCKETS.map((b) => bucketLabel(b, 'price'))).toEqual([
      'Under $500',
      '$500 - $999',
      '$1,000 - $1,999',
      '$2,000 - $4,999',
      '$5,000+',
    ]);
    expect(EXPEDITION_DURATION_BUCKETS.map((b) => bucketLabel(b, 'days'))).toEqual([
      '1-19 days',
      '20-29 days',
      '30+ days',
    ]);
    expect(TREK_PAGE.filters.difficulties).toEqual(['Easy', 'Moderate', 'Challenging']);
    // /tours lists the expeditions too, which are Extreme.
    expect(dayOptions.difficulties).toEqual(DIFFICULTIES);
  });

  it('expedition buckets each have a lower and an optional upper bound', () => {
    expect(EXPEDITION_DURATION_BUCKETS.map((b) => [b.min, b.below])).toEqual([
      [1, 20],
      [20, 30],
      [30, undefined],
    ]);
  });
});

describe('filterTours: price buckets (a shared end belongs to the higher bucket)', () => {
  const prices = [
    0, 499.99, 500, 500.01, 999, 1000, 1001, 1999, 2000, 2001, 4999, 5000, 5001, 14500,
  ];

  it.each([
    ['0-500', [0, 499.99]],
    ['500-1000', [500, 500.01, 999]],
    ['1000-2000', [1000, 1001, 1999]],
    ['2000-5000', [2000, 2001, 4999]],
    ['5000+', [5000, 5001, 14500]],
  ])('%s keeps %j', (bucket, expected) => {
    expect(byPrice(bucket, prices)).toEqual(expected);
  });

  it('no price filter (all) keeps everything', () => {
    const tours = prices.map((p, i) => tourCard({ id: i, price: p }));
    expect(filterTours(tours, {}, dayOptions)).toHaveLength(prices.length);
  });
});

describe('filterTours: duration buckets in days', () => {
  const days = [1, 4, 5, 6, 10, 11, 14, 15, 16, 45];

  it.each([
    ['1-5', [1, 4, 5]],
    ['6-10', [6, 10]],
    ['11-15', [11, 14, 15]],
    ['16+', [16, 45]],
  ])('%s keeps %j', (bucket, expected) => {
    expect(byDuration(bucket, days)).toEqual(expected);
  });

  it('a day bucket value the page does not offer filters nothing out', () => {
    expect(byDuration('20-30', days)).toEqual(days);
  });
});

describe('filterTours: expedition durations', () => {
  const days = [1, 19, 20, 21, 24, 29, 30, 31, 45];

  it.each([
    ['1-19', [1, 19]],
    ['20-29', [20, 21, 24, 29]],
    ['30+', [30, 31, 45]],
  ])('%s keeps %j', (bucket, expected) => {
    expect(byDuration(bucket, days, expeditionOptions)).toEqual(expected);
  });
});

describe('filterTours: difficulty and search', () => {
  const tours = [
    tourCard({ id: 1, title: 'K2 Base Camp Trek', description: 'Concordia and the Baltoro' }),
    tourCard({
      id: 2,
      title: 'Hunza Valley Cultural Tour',
      description: 'Forts and apricot orchards',
      difficulty: 'Easy',
      price: 799,
      duration: 7,
    }),
    tourCard({
      id: 3,
      title: 'Spantik Expedition',
      description: 'The Golden Peak above the BALTORO side valleys',
      difficulty: 'Extreme',
    }),
  ];
  const ids = (filters: Parameters<typeof filterTours>[1]) =>
    filterTours(tours, filters, dayOptions).map((t) => t.id);

  it('keeps only the chosen difficulty', () => {
    expect(ids({ difficulty: 'Easy' })).toEqual([2]);
    expect(ids({ difficulty: 'Challenging' })).toEqual([1]);
    expect(ids({})).toEqual([1, 2, 3]);
  });

  it('matches the title case-insensitively', () => {
    expect(ids({ q: 'hunza' })).toEqual([2]);
    expect(ids({ q: 'K2 BASE' })).toEqual([1]);
  });

  it('matches the description case-insensitively', () => {
    expect(ids({ q: 'apricot' })).toEqual([2]);
    expect(ids({ q: 'baltoro' })).toEqual([1, 3]);
  });

  it('ignores surrounding spaces and treats a blank search as no search', () => {
    expect(ids({ q: '  golden peak ' })).toEqual([3]);
    expect(ids({ q: '   ' })).toEqual([1, 2, 3]);
  });

  it('combines search with every filter (all must hold)', () => {
    expect(ids({ q: 'baltoro', difficulty: 'Extreme' })).toEqual([3]);
    expect(ids({ q: 'tour', price: '500-1000', duration: '6-10', difficulty: 'Easy' })).toEqual([
      2,
    ]);
    expect(ids({ q: 'tour', price: '5000+' })).toEqual([]);
  });
});

describe('URL search schema (validateSearch)', () => {
  it('keeps valid values', () => {
    expect(
      allToursSearchSchema.parse({
        q: 'k2',
        price: '1000-2000',
        duration: '16+',
        difficulty: 'Moderate',
        view: 'list',
      }),
    ).toEqual({
      q: 'k2',
      price: '1000-2000',
      duration: '16+',
      difficulty: 'Moderate',
      view: 'list',
    });
  });

  it('drops invalid values back to the defaults instead of failing', () => {
    const parsed = allToursSearchSchema.parse({
      price: '1-2',
      duration: '30+',
      difficulty: 'easy',
      view: 'table',
      q: { nested: true },
      other: 'x',
    });
    expect(parsed).toEqual({});
  });

  it('accepts the expedition buckets only on the expedition page', () => {
    expect(expeditionSearchSchema.parse({ duration: '30+' }).duration).toBe('30+');
    expect(expeditionSearchSchema.parse({ duration: '1-5' }).duration).toBeUndefined();
    expect(expeditionSearchSchema.parse({ difficulty: 'Extreme' }).difficulty).toBe('Extreme');
    expect(allToursSearchSchema.parse({ difficulty: 'Extreme' }).difficulty).toBe('Extreme');
    expect(trekSearchSchema.parse({ difficulty: 'Extreme' }).difficulty).toBeUndefined();
  });

  it('reads a numeric query (JSON-parsed from ?q=2000) back as text; empty is no query', () => {
    expect(allToursSearchSchema.parse({ q: 2000 }).q).toBe('2000');
    expect(allToursSearchSchema.parse({ q: '' }).q).toBeUndefined();
    expect(allToursSearchSchema.parse({}).q).toBeUndefined();
  });
});

describe('defaults leave the URL', () => {
  it('maps all, grid and the empty search to undefined', () => {
    expect(
      withoutDefaults({ price: 'all', duration: '6-10', view: 'grid', q: '', difficulty: 'Easy' }),
    ).toEqual({
      price: undefined,
      duration: '6-10',
      view: undefined,
      q: undefined,
      difficulty: 'Easy',
    });
    expect(withoutDefaults({ view: 'list' })).toEqual({ view: 'list' });
  });

  it('knows when filters are active and how many panel filters are set', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(hasActiveFilters({ q: '  ' })).toBe(false);
    expect(hasActiveFilters({ q: 'k2' })).toBe(true);
    expect(hasActiveFilters({ difficulty: 'Easy' })).toBe(true);
    expect(activeFilterCount({ q: 'k2', price: '0-500', duration: '1-5' })).toBe(2);
  });

  it('typing pushes one history entry for a new search, then replaces it', () => {
    expect(replacesHistory(undefined)).toBe(false);
    expect(replacesHistory('k')).toBe(true);
  });
});

describe('pickCategoryTours', () => {
  const response: ToursByCategoryResponse = {
    categories: [
      { id: 1, slug: 'treks', title: 'Treks', description: '', image: null, icon: null },
      {
        id: 2,
        slug: 'expeditions',
        title: 'Expeditions',
        description: '',
        image: null,
        icon: null,
      },
    ],
    tours: {
      '1': [tourCard({ id: 10, category_id: 1 })],
      '2': [tourCard({ id: 20, category_id: 2 }), tourCard({ id: 21, category_id: 2 })],
    },
  };

  it('picks the tours of the category with that slug', () => {
    expect(pickCategoryTours(response, 'treks').map((t) => t.id)).toEqual([10]);
    expect(pickCategoryTours(response, 'expeditions').map((t) => t.id)).toEqual([20, 21]);
  });

  it('gives an empty list for a missing category or a category without tours', () => {
    expect(pickCategoryTours(response, 'safaris')).toEqual([]);
    expect(pickCategoryTours({ ...response, tours: {} }, 'treks')).toEqual([]);
  });
});

describe('expedition difficulties', () => {
  it('are the contract difficulties', () => {
    expect(EXPEDITION_PAGE.filters.difficulties).toEqual(DIFFICULTIES);
  });
});
