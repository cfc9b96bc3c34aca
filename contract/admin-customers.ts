import { z } from 'zod/mini';
import { plainTexts, requestObject } from './input';
import { AUTH_MESSAGES, MAX_NAME_LENGTH, MIN_NAME_LENGTH } from './auth';
import { pageMetaSchema, pageQueryShape, PAGING_MESSAGES } from './paging';

/**
 * Customer management (SPEC 2, sample customer of SPEC 3) on real accounts. A customer is any
 * account without the admin role. The server pages the list (issue 16: 50,000 customers were
 * 11.9 MB in one answer) and does the search ('Search customers...' by name, e-mail or
 * country), the filters, the sort and the CSV export of everything that matches.
 *
 * GET /api/admin/customers?q=&status=&country=&sort=&page=&perPage=  -> CustomerListResponse
 * GET /api/admin/customers/export?q=&status=&country=&sort=          -> text/csv (attachment)
 * GET /api/admin/customers/{id}   -> { data: { customer, bookings (the latest), bookingCount } }
 */

export const CUSTOMER_STATUSES = ['Active', 'Inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const MAX_PHONE_LENGTH = 40;
export const MAX_COUNTRY_LENGTH = 100;

export const CUSTOMER_PAGE_SIZE = 25;
/** View Details shows the latest bookings; the rest are in the bookings list (by e-mail). */
export const CUSTOMER_DETAIL_BOOKINGS = 10;
const MAX_SEARCH_LENGTH = 100;

/** Sort orders (key-direction); absent means newest accounts first. */
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

export const CUSTOMER_MESSAGES = {
  name: AUTH_MESSAGES.name,
  nameTooLong: `Name may not be longer than ${MAX_NAME_LENGTH} characters`,
  phone: `Phone may not be longer than ${MAX_PHONE_LENGTH} characters`,
  phoneType: 'Phone must be text',
  country: `Country may not be longer than ${MAX_COUNTRY_LENGTH} characters`,
  countryType: 'Country must be text',
  status: 'Status must be Active or Inactive',
  notFound: 'Customer not found.',
  deleted: 'Customer deleted.',
  q: `Search for at most ${MAX_SEARCH_LENGTH} characters`,
  statusFilter: `Status must be one of ${CUSTOMER_STATUSES.join(', ')}`,
  countryFilter: `Country may not be longer than ${MAX_COUNTRY_LENGTH} characters`,
  sort: `Sort must be one of ${CUSTOMER_SORTS.join(', ')}`,
  ...PAGING_MESSAGES,
} as const;

/** Trimmed text of at most `max` characters; empty is absent. */
const queryText = (max: number, error: string) =>
  z.optional(
    z.pipe(
      z.string({ error }).check(z.trim(), z.maxLength(max, { error })),
      z.transform((text) => text || undefined),
    ),
  );

/**
 * The list's query (strings, as the URL carries them); unknown keys are ignored. `q` matches
 * part of the name, e-mail or country, any case; `country` the whole country, any case.
 */
export const customerListQuerySchema = z
  .object({
    q: queryText(MAX_SEARCH_LENGTH, CUSTOMER_MESSAGES.q),
    status: z.optional(z.enum(CUSTOMER_STATUSES, { error: CUSTOMER_MESSAGES.statusFilter })),
    country: queryText(MAX_COUNTRY_LENGTH, CUSTOMER_MESSAGES.countryFilter),
    sort: z.optional(z.enum(CUSTOMER_SORTS, { error: CUSTOMER_MESSAGES.sort })),
    ...pageQueryShape,
  })
  .check(plainTexts());
/** The list's query as the server reads it (numbers as numbers). */
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** All bookings made from this account, cancelled ones included. */
  bookings: z.number(),
  /** When the latest booking was made (ISO timestamp), null without bookings. */
  lastBooking: z.nullable(z.string()),
  /** US dollars: totals of the non-cancelled bookings. */
  totalSpent: z.number(),
  status: z.enum(CUSTOMER_STATUSES),
  /** Account creation (ISO timestamp). */
  joinedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * GET /api/admin/customers: one page of the matching customers in the chosen order (newest
 * account first by default; every order ends with the id, so rows never swap between pages),
 * and every country on the list for the Country filter.
 */
export const customerListResponseSchema = z.object({
  data: z.array(customerSchema),
  meta: pageMetaSchema,
  filters: z.object({ countries: z.array(z.string()) }),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;

/** One of a customer's bookings (View Details), newest first. */
const customerBookingSchema = z.object({
  id: z.number(),
  reference: z.string(),
  tourId: z.number(),
  tourTitle: z.string(),
  /** Departure date, yyyy-mm-dd. */
  startDate: z.string(),
  travelers: z.number(),
  /** US dollars. */
  total: z.number(),
  status: z.string(),
  paymentStatus: z.string(),
  /** When the booking was made (ISO timestamp). */
  createdAt: z.string(),
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

/**
 * GET /api/admin/customers/{id}: the customer, their latest CUSTOMER_DETAIL_BOOKINGS bookings
 * (newest first) and how many they have in all.
 */
export const customerDetailResponseSchema = z.object({
  data: z.object({
    customer: customerSchema,
    bookings: z.array(customerBookingSchema),
    bookingCount: z.number(),
  }),
});
export type CustomerDetailResponse = z.infer<typeof customerDetailResponseSchema>;

/** Blank or missing optional text is stored as null (PUT replaces every editable field). */
const optionalText = (max: number, typeError: string, lengthError: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: typeError }).check(z.trim(), z.maxLength(max, { error: lengthError })),
      ),
    ),
    z.transform((value) => (value ? value : null)),
  );

/** PUT /api/admin/customers/{id}: the editable fields (SPEC's Edit: name, phone, country, status). */
export const updateCustomerRequestSchema = requestObject({
  name: z
    .string({ error: CUSTOMER_MESSAGES.name })
    .check(
      z.trim(),
      z.minLength(MIN_NAME_LENGTH, { error: CUSTOMER_MESSAGES.name }),
      z.maxLength(MAX_NAME_LENGTH, { error: CUSTOMER_MESSAGES.nameTooLong }),
    ),
  phone: optionalText(MAX_PHONE_LENGTH, CUSTOMER_MESSAGES.phoneType, CUSTOMER_MESSAGES.phone),
  country: optionalText(
    MAX_COUNTRY_LENGTH,
    CUSTOMER_MESSAGES.countryType,
    CUSTOMER_MESSAGES.country,
  ),
  status: z.enum(CUSTOMER_STATUSES, { error: CUSTOMER_MESSAGES.status }),
});
/** What the client sends. */
export type UpdateCustomerRequest = z.input<typeof updateCustomerRequestSchema>;
/** What the server stores once validated (blank phone or country becomes null). */
export type UpdateCustomerValues = z.infer<typeof updateCustomerRequestSchema>;

/** PUT answers with the updated customer. */
export const customerResponseSchema = z.object({ data: customerSchema });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/** DELETE /api/admin/customers/{id}: 200 { message: 'Customer deleted.' }. */
export const customerDeletedResponseSchema = z.object({ message: z.string() });
