/**
 * The bookings list's URL search (search, filters, sort, page), passed to the route's
 * `validateSearch`. Invalid values fall back to the defaults instead of an error page.
 *
 * Routes load this module up front (it is part of every page's first download), so it must not
 * import contract/admin-bookings.ts (its schemas and date-fns would come with it): the values are
 * listed here, and the types make the lists match the contract's.
 */
import { z } from 'zod/mini';
import type { AdminBookingSort, SortDirection } from '../../../../contract/admin-bookings';
import type { PaymentState } from '../../../../contract/payment-summary';
import type { BookingStatus } from '../../../../contract/payments';

const STATUSES = { Confirmed: 1, Cancelled: 1, Expired: 1 } satisfies Record<BookingStatus, 1>;
const PAYMENTS = {
  paid_in_full: 1,
  balance_due: 1,
  overdue: 1,
  awaiting_transfer: 1,
  cancelled: 1,
  expired: 1,
} satisfies Record<PaymentState, 1>;
const SORTS = { created: 1, start: 1, total: 1, name: 1 } satisfies Record<AdminBookingSort, 1>;
const DIRECTIONS = { asc: 1, desc: 1 } satisfies Record<SortDirection, 1>;

const keys = <K extends string>(record: Record<K, 1>) => Object.keys(record) as [K, ...K[]];
const optionalEnum = <K extends string>(record: Record<K, 1>) =>
  z.catch(z.optional(z.enum(keys(record))), undefined);
const optionalId = z.catch(z.optional(z.int().check(z.gte(1))), undefined);

/** Text from the URL; a bare number (`?q=2024` arrives JSON-parsed) is read back as text. */
const optionalText = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim().slice(0, 100) || undefined),
    ),
  ),
  undefined,
);

export const bookingsSearchSchema = z.object({
  q: optionalText,
  tour: optionalId,
  departure: optionalId,
  status: optionalEnum(STATUSES),
  payment: optionalEnum(PAYMENTS),
  sort: optionalEnum(SORTS),
  dir: optionalEnum(DIRECTIONS),
  page: optionalId,
});
export type BookingsSearch = z.infer<typeof bookingsSearchSchema>;
