import type { Customer, CustomerSort } from '../../../../contract/admin-customers';
import type { CustomersSearch } from './customers-search';

const fold = (text: string) => text.trim().toLocaleLowerCase('en');

const SORT_COLUMNS = {
  name: 'name',
  spent: 'totalSpent',
  last: 'lastBooking',
  bookings: 'bookings',
} as const satisfies Record<string, keyof Customer>;

/** The column a sort orders by and which way, for aria-sort on the table's header. */
export function sortedColumn(
  sort: CustomerSort | undefined,
): { column: keyof Customer; order: 'ascending' | 'descending' } | null {
  if (!sort) return null;
  const [key, direction] = sort.split('-') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
  return { column: SORT_COLUMNS[key], order: direction === 'asc' ? 'ascending' : 'descending' };
}

/**
 * The Country filter's choices: every country on the list (the server's), A-Z, once each
 * whatever its case (a capitalised spelling if there is one), plus the one chosen in the URL so
 * the select can always show it.
 */
export function countryOptions(countries: readonly string[], selected?: string): string[] {
  const byKey = new Map<string, string>();
  const capitalised = (name: string) => /^\p{Lu}/u.test(name);
  for (const country of countries) {
    const name = country?.trim();
    if (!name) continue;
    const known = byKey.get(fold(name));
    if (!known || (!capitalised(known) && capitalised(name))) byKey.set(fold(name), name);
  }
  if (selected && !byKey.has(fold(selected))) byKey.set(fold(selected), selected);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/** The Country option the URL's country stands for (it may differ in case). */
export function selectedCountry(
  options: readonly string[],
  selected: string | undefined,
): string | undefined {
  if (!selected) return undefined;
  return options.find((option) => fold(option) === fold(selected));
}

/** How many Filter choices are set (the Filter button shows it). */
export function activeFilterCount(search: CustomersSearch): number {
  return [search.status, search.country].filter(Boolean).length;
}

/** True when the search or a filter narrows the list (offers 'Clear filters'). */
export function isNarrowed(search: CustomersSearch): boolean {
  return Boolean(search.q || search.status || search.country);
}
