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

/**
 * A URL search checked by hand, as `validateSearch` takes it (`{ parse }`). Route modules are
 * part of the first download, and zod is not needed before the first form or API answer, so
 * the public pages' searches are checked with these helpers instead of a zod schema.
 */
export interface SearchParser<T> {
  parse: (search: Record<string, unknown>) => T;
}

/** The value when it is one of `values`, else undefined (the default, kept out of the URL). */
export function oneOf<V extends string>(values: readonly V[], value: unknown): V | undefined {
  return values.find((known) => known === value);
}
