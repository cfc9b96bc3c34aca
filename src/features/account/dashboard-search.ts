/**
 * /dashboard's URL search: which tab is open, so every tab is a link. Route files load with the
 * first page, so this module holds only the schema and its values.
 */
import { z } from 'zod/mini';

export const DASHBOARD_TABS = ['bookings', 'profile', 'payments', 'wishlist', 'settings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** A missing or unknown tab opens My Bookings instead of an error page. */
export const dashboardSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(DASHBOARD_TABS), 'bookings'), 'bookings'),
});
export type DashboardSearch = z.infer<typeof dashboardSearchSchema>;

/** The address of a tab, as the login page's `redirect` brings a guest back to it. */
export const dashboardHref = (tab: DashboardTab) => `/dashboard?tab=${tab}`;
