/**
 * URL search kept unchecked by a route and checked by its page. Route modules are part of every
 * page's first download (whose budget is spent), while a page loads on demand: an admin list's
 * search schema (zod) belongs with its page. Invalid values still fall back to the defaults,
 * because the page parses with the same `z.catch` schemas.
 */
export type RawSearch<T> = Partial<Record<keyof T, unknown>>;

/** `validateSearch` that keeps the search as it came; the page parses it with its schema. */
export const keepSearch =
  <T>() =>
  (search: Record<string, unknown>): RawSearch<T> =>
    search as RawSearch<T>;
