/**
 * The admin tour list's URL search (search, filter, sort, page), with the schema the route passes to
 * `validateSearch`. The route loads this module up front, so it holds no filtering logic.
 */
import { z } from 'zod/mini';
import type { AdminTourSort } from '../../../../contract/admin-tour-list';
import { DIFFICULTIES, TOUR_STATUSES, type TourStatus } from '../../../../contract/tours';

export const TOUR_SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'title', label: 'Title (A-Z)' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const satisfies ReadonlyArray<{ value: AdminTourSort; label: string }>;
export type TourSort = AdminTourSort;
export const DEFAULT_SORT: TourSort = 'newest';

export const STATUS_OPTIONS: readonly TourStatus[] = TOUR_STATUSES;
export const DIFFICULTY_OPTIONS: readonly string[] = DIFFICULTIES;

/**
 * Invalid values fall back to the default instead of an error page; a search typed as a bare
 * number (`?q=2024` arrives JSON-parsed) is read back as text.
 */
export const adminTourSearchSchema = z.object({
  q: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.transform((value) => String(value) || undefined),
      ),
    ),
    undefined,
  ),
  status: z.catch(z.optional(z.enum(TOUR_STATUSES)), undefined),
  difficulty: z.catch(z.optional(z.enum(DIFFICULTIES)), undefined),
  sort: z.catch(
    z.optional(z.enum(TOUR_SORTS.map((s) => s.value) as [TourSort, ...TourSort[]])),
    undefined,
  ),
  page: z.catch(z.optional(z.int().check(z.gte(1))), undefined),
});

/** What the list shows; `undefined` is the default (all, newest first) and stays out of the URL. */
export type AdminTourSearch = z.output<typeof adminTourSearchSchema>;
