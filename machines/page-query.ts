/*
 * The paging every list the URL pages shares (issue 16): the route forwards its search (page,
 * and for some lists search/filters/sort) as `query.change`; a machine keeps the query it shows
 * in `context.query` and reloads only when a key it pages by changed. A machine names the
 * pieces in its setup() (the visualiser and the coverage gate see them by name):
 *
 *   guards:  { isOtherQuery: isOtherQuery<Q>(QUERY_KEYS) }
 *   actions: { assignQuery: assign((_, params: { query: Q }) => ({ query: params.query })) }
 *   on:      { 'query.change': queryChangeOf<Q>()('loading') }
 */

/** The route's search changed. */
export interface QueryChangeEvent<Q> {
  type: 'query.change';
  query: Q;
}

/** A query differs from the one shown in one of the keys the list is paged/filtered by. */
export function isOtherQuery<Q extends object>(keys: readonly (keyof Q)[]) {
  return ({ context }: { context: { query: Q } }, params: { query: Q }) =>
    keys.some((key) => context.query[key] !== params.query[key]);
}

/**
 * `query.change` to `target` (re-entered, so its loader starts again) when the query is another
 * one, after keeping it, then any `actions` (e.g. closing a dialog about the old page):
 * `queryChangeOf<MyQuery>()('loading')`.
 */
export function queryChangeOf<Q>() {
  const params = ({ event }: { event: QueryChangeEvent<Q> }) => ({ query: event.query });
  return <const T extends string, const A extends string = never>(
    target: T,
    options: { actions?: readonly A[]; description?: string } = {},
  ) => ({
    ...(options.description ? { description: options.description } : {}),
    guard: { type: 'isOtherQuery' as const, params },
    target,
    reenter: true,
    actions: [{ type: 'assignQuery' as const, params }, ...(options.actions ?? [])],
  });
}
