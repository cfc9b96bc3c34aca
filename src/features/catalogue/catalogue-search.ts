/**
 * The catalogue's URL search: filter buckets (SPEC 9), the view, and the parser each route
 * passes to `validateSearch`. Routes load this module up front, so it holds no filtering logic
 * (and no zod: src/lib/raw-search.ts).
 */
import { oneOf, type SearchParser } from '../../lib/raw-search';

/**
 * A filter bucket: from `min` (inclusive) up to `below` (exclusive; none for the last), so the
 * buckets of one filter never overlap and every value lands in exactly one (issue 17).
 *
 * SPEC 9 names the ranges by shared ends ('0-500', '500-1000'; '11-15', '15+'; '1-20',
 * '20-30'), which would put a tour exactly on an end in two buckets. Our reading: a shared end
 * belongs to the higher bucket, and the labels (bucketLabel in tour-filters.ts, worked out from
 * the bounds: this module is in every first download) say so ('$500 - $999', '20-29 days').
 * Durations are whole days, so SPEC's '15+' becomes '16+ days' (after '11-15 days') and the
 * expedition ranges '1-19' and '20-29'; prices keep SPEC's values ('500-1000' holds 500 up to,
 * not including, 1000).
 */
export interface Bucket {
  value: string;
  min: number;
  below?: number | undefined;
}

/**
 * Buckets from their lower ends (written as bounds, not as objects: this module is part of every
 * first download). A value names the range as SPEC 9 writes it: prices by the next bucket's
 * start ('500-1000'), whole days by the last day ('6-10'), the last bucket by its start ('5000+').
 */
function buckets(starts: number[], wholeDays?: 1): Bucket[] {
  return starts.map((min, i) => {
    const below = starts[i + 1];
    return { value: below ? `${min}-${below - (wholeDays ?? 0)}` : `${min}+`, min, below };
  });
}

/** SPEC 9: price per person in dollars. */
export const PRICE_BUCKETS = buckets([0, 500, 1000, 2000, 5000]);

/** SPEC 9: duration on /tours (and /tours/trek), in whole days. */
export const DAY_DURATION_BUCKETS = buckets([1, 6, 11, 16], 1);

/** SPEC 9: expedition duration, 1-20, 20-30 and 30 days or more (20 and 30 go up). */
export const EXPEDITION_DURATION_BUCKETS = buckets([1, 20, 30], 1);

/**
 * Earlier links' '15+' (on the most shared pages) reads as '16+', which holds all its tours but
 * the 15-day ones. The expedition page's old '1-20' and '20-30' fall back to any duration, as an
 * unknown value does (every byte here is in every first download).
 */
const LEGACY_VALUES: Record<string, string> = { '15+': '16+' };

/** SPEC 9: the difficulty options (plus 'all'). */
export const SPEC_DIFFICULTIES = ['Easy', 'Moderate', 'Challenging'] as const;

/**
 * The orders a catalogue page offers (issue 17); none in the URL is the catalogue's own order.
 * Tours without a future departure, and unrated ones, come last.
 */
export const SORTS = ['price-asc', 'price-desc', 'duration', 'departure', 'rating'] as const;
export type SortKey = (typeof SORTS)[number];

export type ViewMode = 'grid' | 'list';
export const DEFAULT_VIEW: ViewMode = 'grid';

/** What a catalogue page filters by; `undefined` means "all" (and stays out of the URL). */
export interface TourFilters {
  q?: string | undefined;
  price?: string | undefined;
  duration?: string | undefined;
  difficulty?: string | undefined;
  /** "Travelling in": a month (yyyy-mm) in which the tour has a future departure. */
  month?: string | undefined;
}

/** The URL search of a catalogue page: filters plus the view and the page of cards. */
export interface CatalogueSearch extends TourFilters {
  sort?: SortKey | undefined;
  view?: ViewMode | undefined;
  /** Page of the filtered cards (issue 16); absent for the first. */
  page?: number | undefined;
}

/** One page's choices: which duration buckets and difficulties it offers. */
export interface FilterOptions {
  durations: readonly Bucket[];
  difficulties: readonly string[];
}

const VIEWS: readonly ViewMode[] = ['grid', 'list'];

/** `?page=2` and on; the first page, or anything that is not a page, stays out of the URL. */
function laterPage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined;
}

/**
 * A month as yyyy-mm. Which months a page offers depends on its tours' departures, known only
 * once they load: the view ignores a well-formed month that none of them departs in.
 */
function month(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}

/**
 * The search parser of a catalogue page, passed straight to `validateSearch`. Invalid values
 * become the default instead of an error page; a query typed as a bare number (`?q=2000`
 * arrives JSON-parsed) is read back as text.
 */
export function catalogueSearchSchema(options: FilterOptions): SearchParser<CatalogueSearch> {
  const prices = PRICE_BUCKETS.map((b) => b.value);
  const durations = options.durations.map((b) => b.value);
  return {
    parse: (search) => {
      const { q } = search;
      return {
        q: typeof q === 'string' || typeof q === 'number' ? String(q) || undefined : undefined,
        price: oneOf(prices, search.price),
        duration: oneOf(durations, LEGACY_VALUES[search.duration as string] ?? search.duration),
        difficulty: oneOf(options.difficulties, search.difficulty),
        month: month(search.month),
        sort: oneOf(SORTS, search.sort),
        view: oneOf(VIEWS, search.view),
        page: laterPage(search.page),
      };
    },
  };
}
