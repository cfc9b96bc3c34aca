/**
 * /dashboard's URL search: which tab is open, so every tab is a link. Route files load with the
 * first page, so this module holds only the schema and its values.
 */
import { z } from 'zod/mini';

const DASHBOARD_TABS = ['bookings', 'profile', 'payments', 'wishlist', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * An unknown tab is dropped instead of showing an error page. No default is written into the
 * search (the router would then add `?tab=bookings` to every navigation to /dashboard); the
 * page reads a missing tab as My Bookings with `openTab`.
 */
export const dashboardSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(DASHBOARD_TABS)), undefined),
});
export type DashboardSearch = z.infer<typeof dashboardSearchSchema>;

/** The tab a search opens: My Bookings unless another one is named. */
export const openTab = (search: DashboardSearch): DashboardTab => search.tab ?? 'bookings';

/** The address of a tab, as the login page's `redirect` brings a guest back to it. */
export const dashboardHref = (tab: DashboardTab) => `/dashboard?tab=${tab}`;
