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
export function withoutDefaults(patch: Partial<Record<FilterKey | 'view', string>>) {
  const next: CatalogueSearch = {};
  for (const [key, value] of Object.entries(patch) as Array<[FilterKey | 'view', string]>) {
    const isDefault = value === '' || value === 'all' || (key === 'view' && value === DEFAULT_VIEW);
    (next as Record<string, string | undefined>)[key] = isDefault ? undefined : value;
    // Another search or filter gives other cards: back to their first page.
    if (key !== 'view') next.page = undefined;
  }
  return next;
}

type FilterKey = keyof TourFilters;

/** Cards on one page of a catalogue (issue 16: never more than this in the page at once). */
const CARDS_PER_PAGE = 12;

/**
 * One page of the filtered cards. A page past the last (the filters or the catalogue changed
 * since the link was made) shows the last page.
 */
export function pageOfTours<T>(tours: readonly T[], page: number | undefined) {
  const lastPage = Math.max(1, Math.ceil(tours.length / CARDS_PER_PAGE));
  const current = Math.min(Math.max(1, page ?? 1), lastPage);
  const from = (current - 1) * CARDS_PER_PAGE;
  return {
    cards: tours.slice(from, from + CARDS_PER_PAGE),
    page: current,
    lastPage,
    /** 1-based positions of the first and last card shown. */
    first: tours.length === 0 ? 0 : from + 1,
    last: Math.min(from + CARDS_PER_PAGE, tours.length),
  };
}

/**
 * Typing in the search box should not add a history entry per key: the first character of a
 * new search pushes one entry, the rest of the typing replaces it.
 */
export function replacesHistory(previousQ: string | undefined): boolean {
  return Boolean(previousQ);
}
