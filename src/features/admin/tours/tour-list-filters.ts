import type { AdminTourListQuery } from '../../../../contract/admin-tour-list';
import { DEFAULT_SORT, type AdminTourSearch } from './tour-list-search';

/**
 * What the server is asked for (issue 16: it searches title and location, filters, sorts and
 * pages): the URL's choices, the default page size.
 */
export function adminTourListQuery(search: AdminTourSearch): AdminTourListQuery {
  return {
    q: search.q?.trim() || undefined,
    status: search.status,
    difficulty: search.difficulty,
    sort: search.sort,
    page: search.page,
  };
}

/** How many of the Filter panel's choices are set (shown on the Filter button). */
export function activeFilterCount(search: AdminTourSearch): number {
  return [search.status, search.difficulty].filter(Boolean).length;
}

/** True when the search or a filter narrows the list (offers 'Clear filters'). */
export function isNarrowed(search: AdminTourSearch): boolean {
  return Boolean(search.q?.trim()) || activeFilterCount(search) > 0;
}

type SearchPatch = Partial<Record<Exclude<keyof AdminTourSearch, 'page'>, string>>;

/**
 * Maps control values to URL values: '', 'all' and the default sort leave the URL, so a shared
 * link carries only what differs; another search, filter or sort starts at the first page.
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
  return { ...(next as AdminTourSearch), page: undefined };
}

export const CLEARED_FILTERS: SearchPatch = { q: '', status: '', difficulty: '' };
