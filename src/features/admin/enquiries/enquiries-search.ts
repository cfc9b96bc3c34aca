/**
 * The enquiries page's URL search (tab, filters, page of the tab shown, the opened enquiry),
 * passed to the route's `validateSearch`.
 * Invalid values fall back to the defaults instead of an error page.
 *
 * Routes load this module up front (it is part of every page's first download), so it must not
 * import contract/admin-enquiries.ts (the inbox's request and response schemas would come with
 * it): the statuses and kinds are listed here, and the types make the lists match the contract's.
 */
import { z } from 'zod/mini';
import type { EnquiryKind, EnquiryStatus } from '../../../../contract/admin-enquiries';

const STATUSES = { New: 1, 'In progress': 1, Answered: 1, Closed: 1 } satisfies Record<
  EnquiryStatus,
  1
>;
const KINDS = { contact: 1, 'custom-tour': 1 } satisfies Record<EnquiryKind, 1>;

const keys = <K extends string>(record: Record<K, 1>) => Object.keys(record) as [K, ...K[]];

export const enquiriesSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(['inbox', 'subscribers'])), undefined),
  status: z.catch(z.optional(z.enum(keys(STATUSES))), undefined),
  kind: z.catch(z.optional(z.enum(keys(KINDS))), undefined),
  page: z.catch(z.optional(z.int().check(z.gte(1))), undefined),
  /**
   * The opened enquiry, `<kind>-<id>` ('contact-12', 'custom-tour-3'), so a reload keeps it. The
   * inbox reads it (and ignores one it cannot): the check stays out of the first download.
   */
  open: z.catch(z.optional(z.string()), undefined),
});
export type EnquiriesSearch = z.infer<typeof enquiriesSearchSchema>;
