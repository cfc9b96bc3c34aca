import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateNode, StateValue } from 'xstate';

/**
 * Helpers of the model tests that generate paths from a real machine and replay them
 * (tests/model/*.model.test.ts; tests/model/transition-paths.ts builds the paths).
 */

/** 'checkout.processing.paying' for { checkout: { processing: 'paying' } } (one region). */
export function leafOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] as [string, StateValue];
  return `${key}.${leafOf(child)}`;
}

/** Every state node under `node`, as a dotted path, each parent before its children. */
export function allStateNodes(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => [
    child.path.join('.'),
    ...allStateNodes(child),
  ]);
}

/** Asserts, per dotted state path, that one of the visited snapshots is in that state. */
export function expectEveryStateVisited(
  states: readonly string[],
  visited: readonly AnyMachineSnapshot[],
) {
  for (const state of states) {
    const value = state
      .split('.')
      .reduceRight<StateValue | null>(
        (child, key) => (child === null ? key : { [key]: child }),
        null,
      );
    expect(
      visited.some((s) => s.matches(value!)),
      state,
    ).toBe(true);
  }
}

/**
 * One test per group of `size` paths that replays each path of the group on a real actor:
 * small enough groups to stay within `timeout` on a loaded machine, few enough tests to read.
 */
export function replayInGroups<P>(
  paths: readonly P[],
  size: number,
  replay: (path: P) => Promise<void>,
  timeout: number,
) {
  const groups: P[][] = [];
  for (let i = 0; i < paths.length; i += size) groups.push(paths.slice(i, i + size));
  it.each(groups.map((group, i) => [i + 1, group] as const))(
    'replays path group %i on a real actor',
    async (_, group) => {
      for (const path of group) await replay(path);
    },
    timeout,
  );
}
