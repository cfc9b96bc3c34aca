/**
 * /dashboard's URL search: which tab is open, so every tab is a link. Route files load with the
 * first page, so this module holds only the check and its values (by hand: zod is not part of
 * the first download).
 */
import { oneOf } from '../../lib/raw-search';

const DASHBOARD_TABS = ['bookings', 'profile', 'payments', 'wishlist', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * An unknown tab is dropped instead of showing an error page. No default is written into the
 * search (the router would then add `?tab=bookings` to every navigation to /dashboard); the
 * page reads a missing tab as My Bookings with `openTab`.
 */
export interface DashboardSearch {
  tab?: DashboardTab | undefined;
  /**
   * The page of the open tab's list, My Bookings or the payment history (issue 16); absent for
   * the first, dropped when another tab opens.
   */
  page?: number | undefined;
}

/** A page number past the first, else undefined (the first page keeps the URL short). */
function laterPage(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(page) && page > 1 && page < 1_000_000 ? page : undefined;
}

/** The tabs whose list is paged on the server (issue 16). */
const PAGED_TABS: readonly DashboardTab[] = ['bookings', 'payments'];

export function parseDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const tab = oneOf(DASHBOARD_TABS, search.tab);
  // Both keys always: a key left out would keep the address's raw value (`?page=abc`).
  return {
    tab,
    page: PAGED_TABS.includes(tab ?? 'bookings') ? laterPage(search.page) : undefined,
  };
}

/** The tab a search opens: My Bookings unless another one is named. */
export const openTab = (search: DashboardSearch): DashboardTab => search.tab ?? 'bookings';

/** The address of a tab, as the login page's `redirect` brings a guest back to it. */
export const dashboardHref = (tab: DashboardTab) => `/dashboard?tab=${tab}`;
