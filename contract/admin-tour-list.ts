import { z } from 'zod/mini';
import { plainTexts } from './input';
import { adminTourSchema } from './admin-tours';
import { pageMetaSchema, pageQueryShape, PAGING_MESSAGES } from './paging';
import { DIFFICULTIES, TOUR_STATUSES } from './tours';

/*
 * The admin tour list's query and page (issue 16). Not re-exported from contract/index.ts: the
 * spread paging fields would keep zod in the first download of every page.
 */

/** The admin list's sort orders; absent is the newest tour first (highest id). */
const ADMIN_TOUR_SORTS = ['newest', 'title', 'price-asc', 'price-desc'] as const;
export type AdminTourSort = (typeof ADMIN_TOUR_SORTS)[number];

/** Cards per page of the admin tour list (three rows of the three-column grid at 1280 px). */
export const ADMIN_TOUR_PAGE_SIZE = 12;
const MAX_TOUR_SEARCH_LENGTH = 100;

export const ADMIN_TOUR_LIST_MESSAGES = {
  q: `Search for at most ${MAX_TOUR_SEARCH_LENGTH} characters`,
  status: `Status must be one of ${TOUR_STATUSES.join(', ')}`,
  difficulty: `Difficulty must be one of ${DIFFICULTIES.join(', ')}`,
  sort: `Sort must be one of ${ADMIN_TOUR_SORTS.join(', ')}`,
  ...PAGING_MESSAGES,
} as const;

/**
 * GET /api/tours?q=&status=&difficulty=&sort=&page=&perPage= (issue 16: the server searches,
 * filters, sorts and pages). `q` matches part of the title or location, any case. Every order
 * ends with the id, so two tours never swap between pages. Unknown keys are ignored.
 */
export const adminTourListQuerySchema = z
  .object({
    q: z.optional(
      z.pipe(
        z
          .string({ error: ADMIN_TOUR_LIST_MESSAGES.q })
          .check(
            z.trim(),
            z.maxLength(MAX_TOUR_SEARCH_LENGTH, { error: ADMIN_TOUR_LIST_MESSAGES.q }),
          ),
        z.transform((text) => text || undefined),
      ),
    ),
    status: z.optional(z.enum(TOUR_STATUSES, { error: ADMIN_TOUR_LIST_MESSAGES.status })),
    difficulty: z.optional(z.enum(DIFFICULTIES, { error: ADMIN_TOUR_LIST_MESSAGES.difficulty })),
    sort: z.optional(z.enum(ADMIN_TOUR_SORTS, { error: ADMIN_TOUR_LIST_MESSAGES.sort })),
    ...pageQueryShape,
  })
  .check(plainTexts());
export type AdminTourListQuery = z.infer<typeof adminTourListQuerySchema>;

/**
 * GET /api/tours (admin, bearer): { success: true, data: AdminTour[] (one page), meta }
 * (meta: contract/paging.ts; 12 a page unless perPage says otherwise).
 */
export const adminTourListResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(adminTourSchema),
  meta: pageMetaSchema,
});
export type AdminTourListResponse = z.infer<typeof adminTourListResponseSchema>;
