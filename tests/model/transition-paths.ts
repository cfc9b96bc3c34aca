import type { StatePath } from '@xstate/graph';
import type { EventObject, Snapshot } from 'xstate';

/** A path's events, readable: 'booking.open > date.select > ...'. Also names a path in messages. */
export function pathKey(path: { steps: ReadonlyArray<{ event: unknown }> }): string {
  return path.steps.map((s) => JSON.stringify(s.event)).join(' > ');
}

/**
 * One path per transition of the graph: the shortest path to its source state, then the
 * transition. Walking them all takes every transition at least once.
 */
export function transitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  shortest: ReadonlyArray<StatePath<TSnapshot, TEvent>>,
  edges: ReadonlyArray<{ state: TSnapshot; event: TEvent; nextState: TSnapshot }>,
  serialize: (snapshot: TSnapshot) => string,
): Array<StatePath<TSnapshot, TEvent>> {
  const shortestTo = new Map(shortest.map((p) => [serialize(p.state), p]));
  return edges.map(({ state, event, nextState }) => {
    const head = shortestTo.get(serialize(state));
    if (!head) throw new Error('unreachable source state');
    const steps = [...head.steps, { event, state: nextState }];
    return { state: nextState, steps, weight: steps.length - 1 };
  });
}

/** Every path once; a path that is the start of a longer one is replayed inside it. */
export function withoutPrefixes<P extends { steps: ReadonlyArray<{ event: unknown }> }>(
  paths: readonly P[],
): P[] {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: P[] = [];
  const seen = new Set<string>();
  for (const path of sorted) {
    const key = pathKey(path);
    if (seen.has(key)) continue;
    kept.push(path);
    const steps = path.steps.map((s) => JSON.stringify(s.event));
    for (let i = 1; i <= steps.length; i++) seen.add(steps.slice(0, i).join(' > '));
  }
  return kept;
}
