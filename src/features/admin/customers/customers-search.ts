/**
 * The customer list's URL search (search, filter, sort, page), read by the page (the route
 * keeps it unchecked: src/lib/raw-search.ts). It holds only the schema and its values; the
 * labels live with the controls.
 */
import { z } from 'zod/mini';
import {
  CUSTOMER_SORTS,
  type CustomerListQuery,
  type CustomerStatus,
} from '../../../../contract/admin-customers';

export const STATUS_FILTERS = ['Active', 'Inactive'] as const satisfies readonly CustomerStatus[];

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
  page: z.catch(z.optional(z.int().check(z.gte(1))), undefined),
});
export type CustomersSearch = z.infer<typeof customersSearchSchema>;

/** What the server is asked for: the URL's choices (the default page size). */
export function customerListQuery(search: CustomersSearch): CustomerListQuery {
  return {
    q: search.q,
    status: search.status,
    country: search.country,
    sort: search.sort,
    page: search.page,
  };
}
