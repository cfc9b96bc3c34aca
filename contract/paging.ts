import { z } from 'zod/mini';

/**
 * Server paging shared by the admin lists and the growing lists of the site (issue 16): the
 * query's `page` and `perPage`, and the `meta` every page answers with. A list orders its rows
 * by a unique key last (created_at desc, id desc), so two rows never swap between requests.
 *
 * GET ...?page=2&perPage=20 -> { data: T[], meta: { page, perPage, total, lastPage } }
 *
 * (GET /api/admin/bookings predates this helper and keeps `per_page` / `last_page`.)
 */

/** The largest page any list serves. */
const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 999_999;

export const PAGING_MESSAGES = {
  page: 'Page must be a whole number of at least 1',
  perPage: `Per page must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
} as const;

/** A whole number from the query string (`?page=2`), or absent. */
const queryInt = (min: number, max: number, error: string) =>
  z.optional(
    z.pipe(
      z.string({ error }).check(z.regex(/^\d{1,9}$/, { error })),
      z.pipe(z.transform(Number), z.number().check(z.gte(min, { error }), z.lte(max, { error }))),
    ),
  );

/** `page` and `perPage` of a list's query (strings, as the URL carries them). */
export const pageQueryShape = {
  page: queryInt(1, MAX_PAGE, PAGING_MESSAGES.page),
  perPage: queryInt(1, MAX_PAGE_SIZE, PAGING_MESSAGES.perPage),
};
export interface PageQuery {
  page?: number;
  perPage?: number;
}

export const pageMetaSchema = z.object({
  page: z.number(),
  perPage: z.number(),
  total: z.number(),
  /** At least 1, even for an empty list. */
  lastPage: z.number(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * The page a query asks for, with its size and offset. A page past the last answers no rows
 * (its meta says where the last page is), never an error: the list may have shrunk meanwhile.
 */
export function pageWindow(query: PageQuery, defaultSize: number) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? defaultSize;
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageMeta(window: { page: number; perPage: number }, total: number): PageMeta {
  return {
    page: window.page,
    perPage: window.perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / window.perPage)),
  };
}
