import type { TourCard } from '../../../contract/tours';
import {
  DEFAULT_VIEW,
  PRICE_BUCKETS,
  type Bucket,
  type CatalogueSearch,
  type FilterOptions,
  type TourFilters,
} from './catalogue-search';

function inBucket(value: number, bucket: Pick<Bucket, 'min' | 'max'>): boolean {
  return value >= bucket.min && (bucket.max === undefined || value <= bucket.max);
}

/** Case-insensitive match of the trimmed query on title or description; empty matches all. */
function matchesQuery(tour: Pick<TourCard, 'title' | 'description'>, q: string | undefined) {
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
