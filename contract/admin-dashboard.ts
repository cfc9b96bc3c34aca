import { z } from 'zod/mini';

/**
 * GET /api/admin/dashboard (admin, bearer). Every figure comes from the database; the window
 * is the app clock's last 30 days against the 30 days before them.
 */

/** How many rows each dashboard tab lists. */
export const DASHBOARD_LIST_LIMITS = {
  recentBookings: 5,
  latestReviews: 5,
  popularTours: 5,
} as const;

/** Length of the trend window in days: the last 30 days against the 30 days before them. */
export const TREND_WINDOW_DAYS = 30;

/**
 * One stat card. `trend` is the percentage change (one decimal) of the stat's activity in the
 * last 30 days against the previous 30 days, `null` when the previous period had none (no base
 * to compare with). What "activity" means is stat-specific, see `dashboardStatsSchema`.
 */
const statSchema = z.object({
  value: z.number(),
  trend: z.nullable(z.number()),
});
export type Stat = z.infer<typeof statSchema>;

const dashboardStatsSchema = z.object({
  /** All tours in any status; trend: tours created. */
  totalTours: statSchema,
  /** Confirmed bookings whose departure has not ended (start + duration - 1 >= today); trend: Confirmed bookings made. */
  activeBookings: statSchema,
  /** Accounts without the admin role (the customer list); trend: customers who joined. */
  customers: statSchema,
  /** US dollars: all non-cancelled bookings' totals; trend: totals of non-cancelled bookings made. */
  revenue: statSchema,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Recent Bookings tab, newest booking first. */
const recentBookingSchema = z.object({
  id: z.number(),
  reference: z.string(),
  /** The name given at checkout (kept even when the account is deleted). */
  customerName: z.string(),
  customerEmail: z.string(),
  tourId: z.number(),
  tourTitle: z.string(),
  /** Departure date, yyyy-mm-dd. */
  startDate: z.string(),
  travelers: z.number(),
  /** US dollars. */
  total: z.number(),
  /** 'Confirmed' or 'Cancelled'. */
  status: z.string(),
  paymentStatus: z.string(),
  /** When the booking was made (ISO timestamp). */
  createdAt: z.string(),
});
export type RecentBooking = z.infer<typeof recentBookingSchema>;

/** Customer Feedback tab, newest review first. */
const latestReviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  tourId: z.number(),
  tourTitle: z.string(),
  rating: z.number(),
  comment: z.string(),
  /** yyyy-mm-dd. */
  date: z.string(),
});
export type LatestReview = z.infer<typeof latestReviewSchema>;

/** Popular Tours tab: tours with at least one non-cancelled booking, most booked first. */
const popularTourSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Non-cancelled bookings, all time. */
  bookings: z.number(),
  /** US dollars: those bookings' totals. */
  revenue: z.number(),
});
export type PopularTour = z.infer<typeof popularTourSchema>;

const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  recentBookings: z.array(recentBookingSchema),
  latestReviews: z.array(latestReviewSchema),
  popularTours: z.array(popularTourSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
