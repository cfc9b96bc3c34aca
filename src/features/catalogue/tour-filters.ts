import type { CatalogueCard, TourCard } from '../../../contract/tours';
import { formatLongDate, formatPrice } from '../../lib/format';
import {
  DEFAULT_VIEW,
  PRICE_BUCKETS,
  type Bucket,
  type CatalogueSearch,
  type FilterOptions,
  type SortKey,
  type TourFilters,
} from './catalogue-search';

/**
 * What a bucket's option says: '$500 - $999' ('Under $500' from 0, '$5,000+' for the last) for
 * prices, '6-10 days' ('16+ days') for whole days.
 */
export function bucketLabel({ min, below }: Bucket, unit: 'price' | 'days'): string {
  if (unit === 'days') return below === undefined ? `${min}+ days` : `${min}-${below - 1} days`;
  if (below === undefined) return `${formatPrice(min)}+`;
  return min === 0
    ? `Under ${formatPrice(below)}`
    : `${formatPrice(min)} - ${formatPrice(below - 1)}`;
}

/** From `min` (inclusive) up to `below` (exclusive): buckets never overlap. */
export function inBucket(value: number, bucket: Pick<Bucket, 'min' | 'below'>): boolean {
  return value >= bucket.min && (bucket.below === undefined || value < bucket.below);
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
 * The "travelling in" options of a page: every month (yyyy-mm, ascending) in which at least
 * one of its tours has a future departure (the server lists each card's months).
 */
export function departureMonths(tours: readonly Pick<CatalogueCard, 'departure_months'>[]) {
  return [...new Set(tours.flatMap((tour) => tour.departure_months))].sort();
}

/**
 * The month a page filters by: the URL's, when one of its tours departs then. A link made
 * before that month's last departure left (or for another page) filters nothing out.
 */
export function offeredMonth(month: string | undefined, months: readonly string[]) {
  return month !== undefined && months.includes(month) ? month : undefined;
}

/**
 * '2027-03' -> 'March 2027': the US long date of its first day without the day (formatLongDate
 * is written out, no Intl formatter on a server-rendered page).
 */
export function monthLabel(month: string): string {
  return formatLongDate(`${month}-01`).replace(/ \d+,/, '');
}

/**
 * The tours a catalogue page shows for its filters (SPEC 2: all filtering is on the client).
 * An unknown bucket value filters nothing out; the URL schema never lets one through anyway.
 * `months` are the page's month options (departureMonths of all its tours).
 */
export function filterTours<T extends CatalogueCard>(
  tours: readonly T[],
  filters: TourFilters,
  options: FilterOptions,
  months: readonly string[] = departureMonths(tours),
): T[] {
  const price = PRICE_BUCKETS.find((b) => b.value === filters.price);
  const duration = options.durations.find((b) => b.value === filters.duration);
  const difficulty = filters.difficulty;
  const month = offeredMonth(filters.month, months);
  return tours.filter(
    (tour) =>
      matchesQuery(tour, filters.q) &&
      (!price || inBucket(tour.price, price)) &&
      (!duration || inBucket(tour.duration, duration)) &&
      (!difficulty || tour.difficulty === difficulty) &&
      (!month || tour.departure_months.includes(month)),
  );
}

type Comparator = (a: CatalogueCard, b: CatalogueCard) => number;

/** Missing values (no departure, no rating) sort after every present one, in either order. */
function lastIfMissing<V>(value: (tour: CatalogueCard) => V | null, order: (a: V, b: V) => number) {
  return (a: CatalogueCard, b: CatalogueCard) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return order(x, y);
  };
}

const byNumber = (a: number, b: number) => a - b;

const COMPARATORS: Record<SortKey, Comparator> = {
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  duration: (a, b) => a.duration - b.duration,
  // ISO days compare as text.
  departure: lastIfMissing(
    (tour) => tour.next_departure,
    (x, y) => (x < y ? -1 : x > y ? 1 : 0),
  ),
  // Highest first; of two equal ratings, the one more travellers gave.
  rating: (a, b) =>
    lastIfMissing(
      (tour) => tour.rating,
      (x, y) => byNumber(y, x),
    )(a, b) || b.review_count - a.review_count,
};

/**
 * The cards in the chosen order; no sort keeps the catalogue's own order, which also breaks
 * every tie (the sort is stable).
 */
export function sortTours<T extends CatalogueCard>(tours: readonly T[], sort: SortKey | undefined) {
  return sort ? [...tours].sort(COMPARATORS[sort]) : [...tours];
}

/** True when any filter or the search narrows the list (enables 'Clear filters'). */
export function hasActiveFilters(filters: TourFilters): boolean {
  return Boolean(
    filters.q?.trim() || filters.price || filters.duration || filters.difficulty || filters.month,
  );
}

/** How many of the panel's filters are set (the phone toggle shows it). */
export function activeFilterCount(filters: TourFilters): number {
  return [filters.price, filters.duration, filters.difficulty, filters.month].filter(Boolean)
    .length;
}

/**
 * Maps UI values to URL values: 'all', the grid view and an empty search are defaults and
 * leave the URL (undefined), so a shared link carries only what differs.
 */
export function withoutDefaults(patch: Partial<Record<SearchKey, string>>) {
  const next: CatalogueSearch = {};
  for (const [key, value] of Object.entries(patch) as Array<[SearchKey, string]>) {
    const isDefault =
      value === '' ||
      value === 'all' ||
      (key === 'sort' && value === DEFAULT_SORT) ||
      (key === 'view' && value === DEFAULT_VIEW);
    (next as Record<string, string | undefined>)[key] = isDefault ? undefined : value;
    // Another search, filter or order gives other cards: back to their first page.
    if (key !== 'view') next.page = undefined;
  }
  return next;
}

type SearchKey = keyof TourFilters | 'sort' | 'view';

/** The sort select's first option: the catalogue's own order (no `sort` in the URL). */
export const DEFAULT_SORT = 'default';

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
