/**
 * The enquiries page's URL search (tab, filters, page), passed to the route's `validateSearch`.
 * Invalid values fall back to the defaults instead of an error page.
 */
import { z } from 'zod/mini';
import { ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../../../../contract/admin-enquiries';

export const ENQUIRY_TABS = ['inbox', 'subscribers'] as const;

export const enquiriesSearchSchema = z.object({
  tab: z.catch(z.optional(z.enum(ENQUIRY_TABS)), undefined),
  status: z.catch(z.optional(z.enum(ENQUIRY_STATUSES)), undefined),
  kind: z.catch(z.optional(z.enum(ENQUIRY_KINDS)), undefined),
  page: z.catch(z.optional(z.int().check(z.gte(1))), undefined),
});
export type EnquiriesSearch = z.infer<typeof enquiriesSearchSchema>;
