import type { AdminTour } from '../../../../contract/admin-tours';
import { DEFAULT_SORT, type AdminTourSearch, type TourSort } from './tour-list-search';

/** Case-insensitive match of the trimmed query on title or location (SPEC 2); empty matches all. */
export function matchesQuery(tour: Pick<AdminTour, 'title' | 'location'>, q: string | undefined) {
  const needle = (q ?? '').trim().toLocaleLowerCase();
  if (!needle) return true;
  return (
    tour.title.toLocaleLowerCase().includes(needle) ||
    tour.location.toLocaleLowerCase().includes(needle)
  );
}

const byTitle = (a: AdminTour, b: AdminTour) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * The list items carry no creation date; ids are assigned in creation order, so the highest id
 * is the newest tour (a clone is newer than its source).
 */
const COMPARATORS: Record<TourSort, (a: AdminTour, b: AdminTour) => number> = {
  newest: (a, b) => b.id - a.id,
  title: byTitle,
  'price-asc': (a, b) => a.price - b.price || byTitle(a, b),
  'price-desc': (a, b) => b.price - a.price || byTitle(a, b),
};

/** The cards to show: the loaded list searched, filtered and sorted as the URL says. */
export function applyTourListSearch(
  tours: readonly AdminTour[],
  search: AdminTourSearch,
): AdminTour[] {
  return tours
    .filter(
      (tour) =>
        matchesQuery(tour, search.q) &&
        (!search.status || tour.status === search.status) &&
        (!search.difficulty || tour.difficulty === search.difficulty),
    )
    .sort(COMPARATORS[search.sort ?? DEFAULT_SORT]);
}

/** How many of the Filter panel's choices are set (shown on the Filter button). */
export function activeFilterCount(search: AdminTourSearch): number {
  return [search.status, search.difficulty].filter(Boolean).length;
}

/** True when the search or a filter narrows the list (offers 'Clear filters'). */
export function isNarrowed(search: AdminTourSearch): boolean {
  return Boolean(search.q?.trim()) || activeFilterCount(search) > 0;
}

type SearchPatch = Partial<Record<keyof AdminTourSearch, string>>;

/**
 * Maps control values to URL values: '', 'all' and the default sort leave the URL, so a shared
 * link carries only what differs.
 */
export function withoutDefaults(patch: SearchPatch): AdminTourSearch {
  const next: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(patch)) {
    const isDefault =
      value === undefined ||
      value === '' ||
      value === 'all' ||
      (key === 'sort' && value === DEFAULT_SORT);
    next[key] = isDefault ? undefined : value;
  }
  return next as AdminTourSearch;
}

export const CLEARED_FILTERS: SearchPatch = { q: '', status: '', difficulty: '' };
