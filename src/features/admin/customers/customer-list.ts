import type { Customer } from '../../../../contract/admin-customers';
import type { CustomerSort, CustomersSearch } from './customers-search';

const fold = (text: string) => text.trim().toLocaleLowerCase('en');

/** 'Search customers...' (SPEC 2): name, e-mail or country contain the text, any case. */
export function matchesSearch(
  customer: Pick<Customer, 'name' | 'email' | 'country'>,
  q: string | undefined,
): boolean {
  const needle = fold(q ?? '');
  if (!needle) return true;
  return [customer.name, customer.email, customer.country ?? ''].some((field) =>
    fold(field).includes(needle),
  );
}

/** The search and the Filter choices (status, country: the whole country, any case). */
export function filterCustomers(
  customers: readonly Customer[],
  search: CustomersSearch,
): Customer[] {
  const country = search.country ? fold(search.country) : undefined;
  return customers.filter(
    (customer) =>
      matchesSearch(customer, search.q) &&
      (!search.status || customer.status === search.status) &&
      (!country || fold(customer.country ?? '') === country),
  );
}

const byName = (a: Customer, b: Customer) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Customers in the chosen order, ties by name. Without a choice the list keeps the server's
 * order (newest accounts first). Customers who never booked come last in either direction.
 */
export function sortCustomers(
  customers: readonly Customer[],
  sort: CustomerSort | undefined,
): Customer[] {
  const list = [...customers];
  if (!sort) return list;
  const [key, direction] = sort.split('-') as [string, 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  return list.sort((a, b) => {
    switch (key) {
      case 'name':
        return sign * byName(a, b);
      case 'spent':
        return sign * (a.totalSpent - b.totalSpent) || byName(a, b);
      case 'bookings':
        return sign * (a.bookings - b.bookings) || byName(a, b);
      default: {
        const [ta, tb] = [time(a.lastBooking), time(b.lastBooking)];
        if (Number.isNaN(ta) || Number.isNaN(tb)) {
          return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb)) || byName(a, b);
        }
        return sign * (ta - tb) || byName(a, b);
      }
    }
  });
}

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

/** What the page shows and Export writes: the filtered list in the chosen order. */
export function visibleCustomers(customers: readonly Customer[], search: CustomersSearch) {
  return sortCustomers(filterCustomers(customers, search), search.sort);
}

/**
 * The Country filter's choices: every country on the list, A-Z, once each whatever its case
 * (a capitalised spelling if there is one), plus the one chosen in the URL so the select can
 * always show it.
 */
export function countryOptions(customers: readonly Customer[], selected?: string): string[] {
  const byKey = new Map<string, string>();
  const capitalised = (name: string) => /^\p{Lu}/u.test(name);
  for (const { country } of customers) {
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
