import { z } from 'zod/mini';
import type { TourCard } from '../../../contract/tours';

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

/** The URL search of a catalogue page: filters plus the view. */
export interface CatalogueSearch extends TourFilters {
  view?: ViewMode | undefined;
}

/** One page's choices: which duration buckets and difficulties it offers. */
export interface FilterOptions {
  durations: readonly Bucket[];
  difficulties: readonly string[];
}

export function inBucket(value: number, bucket: Pick<Bucket, 'min' | 'max'>): boolean {
  return value >= bucket.min && (bucket.max === undefined || value <= bucket.max);
}

/** Case-insensitive match of the trimmed query on title or description; empty matches all. */
export function matchesQuery(tour: Pick<TourCard, 'title' | 'description'>, q: string | undefined) {
  const needle = (q ?? '').trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    tour.title.toLocaleLowerCase().includes(needle) ||
    tour.description.toLocaleLowerCase().includes(needle)
  );
}

/**
 * The tours a catalogue page shows for its filters (SPEC 2: all filtering is on the client).
 * An unknown bucket value filters nothing out; the URL schema never lets one through anyway.
 */
export function filterTours<T extends TourCard>(
  tours: readonly T[],
  filters: TourFilters,
  options: FilterOptions,
): T[] {
  const price = PRICE_BUCKETS.find((b) => b.value === filters.price);
  const duration = options.durations.find((b) => b.value === filters.duration);
  const difficulty = filters.difficulty;
  return tours.filter(
    (tour) =>
      matchesQuery(tour, filters.q) &&
      (!price || inBucket(tour.price, price)) &&
      (!duration || inBucket(tour.duration, duration)) &&
      (!difficulty || tour.difficulty === difficulty),
  );
}

/** True when any filter or the search narrows the list (enables 'Clear filters'). */
export function hasActiveFilters(filters: TourFilters): boolean {
  return Boolean(filters.q?.trim() || filters.price || filters.duration || filters.difficulty);
}

/** How many of the panel's filters are set (the phone toggle shows it). */
export function activeFilterCount(filters: TourFilters): number {
  return [filters.price, filters.duration, filters.difficulty].filter(Boolean).length;
}

/**
 * Maps UI values to URL values: 'all', the grid view and an empty search are defaults and
 * leave the URL (undefined), so a shared link carries only what differs.
 */
export function withoutDefaults(patch: Partial<Record<keyof CatalogueSearch, string>>) {
  const next: CatalogueSearch = {};
  for (const [key, value] of Object.entries(patch) as Array<[keyof CatalogueSearch, string]>) {
    const isDefault = value === '' || value === 'all' || (key === 'view' && value === DEFAULT_VIEW);
    (next as Record<string, string | undefined>)[key] = isDefault ? undefined : value;
  }
  return next;
}

/**
 * Typing in the search box should not add a history entry per key: the first character of a
 * new search pushes one entry, the rest of the typing replaces it.
 */
export function replacesHistory(previousQ: string | undefined): boolean {
  return Boolean(previousQ);
}

/** An optional URL value that falls back to "absent" (the default) when it is not one of `values`. */
function optionalOneOf(values: readonly string[]) {
  return z.catch(
    z.optional(z.string().check(z.refine((value) => values.includes(value)))),
    undefined,
  );
}

/**
 * The search schema of a catalogue page, passed straight to `validateSearch`. Invalid values
 * become the default instead of an error page; a query typed as a bare number (`?q=2000`
 * arrives JSON-parsed) is read back as text.
 */
export function catalogueSearchSchema(options: FilterOptions) {
  return z.object({
    q: z.catch(
      z.optional(
        z.pipe(
          z.union([z.string(), z.number()]),
          z.transform((value) => String(value) || undefined),
        ),
      ),
      undefined,
    ),
    price: optionalOneOf(PRICE_BUCKETS.map((b) => b.value)),
    duration: optionalOneOf(options.durations.map((b) => b.value)),
    difficulty: optionalOneOf(options.difficulties),
    view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
  });
}
