/**
 * The customer list's URL search (search, filter, sort), passed to the route's `validateSearch`.
 * Routes load this module up front (it is part of the first download), so it holds only the
 * schema and its values; the labels live with the controls.
 */
import { z } from 'zod/mini';
import type { CustomerStatus } from '../../../../contract/admin-customers';

export const STATUS_FILTERS = ['Active', 'Inactive'] as const satisfies readonly CustomerStatus[];

/** Sort orders (key-direction); absent means newest accounts first, as the server sends them. */
export const CUSTOMER_SORTS = [
  'name-asc',
  'name-desc',
  'spent-desc',
  'spent-asc',
  'last-desc',
  'last-asc',
  'bookings-desc',
  'bookings-asc',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Text from the URL; a bare number (`?q=2024` arrives JSON-parsed) is read back as text. */
const optionalText = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim() || undefined),
    ),
  ),
  undefined,
);

/** Invalid values fall back to the default instead of an error page. */
export const customersSearchSchema = z.object({
  q: optionalText,
  status: z.catch(z.optional(z.enum(STATUS_FILTERS)), undefined),
  country: optionalText,
  sort: z.catch(z.optional(z.enum(CUSTOMER_SORTS)), undefined),
});
export type CustomersSearch = z.infer<typeof customersSearchSchema>;
