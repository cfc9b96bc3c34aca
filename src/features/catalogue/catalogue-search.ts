/**
 * The catalogue's URL search: filter buckets (SPEC 9), the view, and the parser each route
 * passes to `validateSearch`. Routes load this module up front, so it holds no filtering logic
 * (and no zod: src/lib/raw-search.ts).
 */
import { oneOf, type SearchParser } from '../../lib/raw-search';

/**
 * A filter bucket: a lower and an optional upper bound (SPEC 9). Both bounds are inclusive,
 * as the labels read: '0-500' holds 0 and 500, '15+' holds 15 and more. Where two labels
 * share an end ('0-500' and '500-1000', '11-15' and '15+'), a tour exactly on it matches both.
 */
export interface Bucket<V extends string = string> {
  value: V;
  label: string;
  min: number;
  max?: number;
}

/** SPEC 9: price per person in dollars. */
export const PRICE_BUCKETS = [
  { value: '0-500', label: '$0 - $500', min: 0, max: 500 },
  { value: '500-1000', label: '$500 - $1,000', min: 500, max: 1000 },
  { value: '1000-2000', label: '$1,000 - $2,000', min: 1000, max: 2000 },
  { value: '2000-5000', label: '$2,000 - $5,000', min: 2000, max: 5000 },
  { value: '5000+', label: '$5,000+', min: 5000 },
] as const satisfies readonly Bucket[];

/** SPEC 9: duration on /tours (and /tours/trek), in days. */
export const DAY_DURATION_BUCKETS = [
  { value: '1-5', label: '1-5 days', min: 1, max: 5 },
  { value: '6-10', label: '6-10 days', min: 6, max: 10 },
  { value: '11-15', label: '11-15 days', min: 11, max: 15 },
  { value: '15+', label: '15+ days', min: 15 },
] as const satisfies readonly Bucket[];

/** SPEC 9: expedition duration, 1-20, 20-30 and 30 days or more. */
export const EXPEDITION_DURATION_BUCKETS = [
  { value: '1-20', label: '1-20 days', min: 1, max: 20 },
  { value: '20-30', label: '20-30 days', min: 20, max: 30 },
  { value: '30+', label: '30+ days', min: 30 },
] as const satisfies readonly Bucket[];

/** SPEC 9: the difficulty options (plus 'all'). */
export const SPEC_DIFFICULTIES = ['Easy', 'Moderate', 'Challenging'] as const;

export type ViewMode = 'grid' | 'list';
export const DEFAULT_VIEW: ViewMode = 'grid';

/** What a catalogue page filters by; `undefined` means "all" (and stays out of the URL). */
export interface TourFilters {
  q?: string | undefined;
  price?: string | undefined;
  duration?: string | undefined;
  difficulty?: string | undefined;
}

/** The URL search of a catalogue page: filters plus the view and the page of cards. */
export interface CatalogueSearch extends TourFilters {
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
        duration: oneOf(durations, search.duration),
        difficulty: oneOf(options.difficulties, search.difficulty),
        view: oneOf(VIEWS, search.view),
        page: laterPage(search.page),
      };
    },
  };
}
