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
 * belongs to the higher bucket, and the labels say so ('$500 - $999', '20-29 days'). Day
 * durations are whole days, so '15+' reads as '16+ days' (after '11-15 days'). The URL keeps
 * SPEC's values where the range only lost its upper end; the day and expedition values that
 * changed still read the old ones (LEGACY_VALUES), so shared links keep working.
 */
export interface Bucket<V extends string = string> {
  value: V;
  label: string;
  min: number;
  below?: number;
}

/** SPEC 9: price per person in dollars. */
export const PRICE_BUCKETS = [
  { value: '0-500', label: 'Under $500', min: 0, below: 500 },
  { value: '500-1000', label: '$500 - $999', min: 500, below: 1000 },
  { value: '1000-2000', label: '$1,000 - $1,999', min: 1000, below: 2000 },
  { value: '2000-5000', label: '$2,000 - $4,999', min: 2000, below: 5000 },
  { value: '5000+', label: '$5,000+', min: 5000 },
] as const satisfies readonly Bucket[];

/** SPEC 9: duration on /tours (and /tours/trek), in whole days. */
export const DAY_DURATION_BUCKETS = [
  { value: '1-5', label: '1-5 days', min: 1, below: 6 },
  { value: '6-10', label: '6-10 days', min: 6, below: 11 },
  { value: '11-15', label: '11-15 days', min: 11, below: 16 },
  { value: '16+', label: '16+ days', min: 16 },
] as const satisfies readonly Bucket[];

/** SPEC 9: expedition duration, 1-20, 20-30 and 30 days or more (20 and 30 go up). */
export const EXPEDITION_DURATION_BUCKETS = [
  { value: '1-19', label: '1-19 days', min: 1, below: 20 },
  { value: '20-29', label: '20-29 days', min: 20, below: 30 },
  { value: '30+', label: '30+ days', min: 30 },
] as const satisfies readonly Bucket[];

/** Duration values of earlier links, read as the bucket that now holds their tours. */
const LEGACY_VALUES: Record<string, string> = { '15+': '16+', '1-20': '1-19', '20-30': '20-29' };

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
        duration: oneOf(durations, LEGACY_VALUES[String(search.duration)] ?? search.duration),
        difficulty: oneOf(options.difficulties, search.difficulty),
        month: month(search.month),
        sort: oneOf(SORTS, search.sort),
        view: oneOf(VIEWS, search.view),
        page: laterPage(search.page),
      };
    },
  };
}
