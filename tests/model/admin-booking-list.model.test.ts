import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { AdminBookingListQuery } from '../../contract/admin-bookings';
import {
  adminBookingListMachine,
  type AdminBookingListEvent,
} from '../../machines/admin-booking-list-machine';
import { listPage, startBookingList } from '../machines/admin-booking-fixture';
import { pathKey } from './transition-paths';

/*
 * Paths generated from the real list machine: the URL's query changes to the same query or to
 * another (search typed, a filter, a page), in every order the walk finds; each path is
 * replayed on a real actor with a fake loader, then the same query is sent again. A loader runs
 * for the query the machine holds, a new one (the old request cancelled) exactly when the query
 * is another.
 */

type Snapshot = SnapshotFrom<typeof adminBookingListMachine>;

const QUERIES: AdminBookingListQuery[] = [
  {},
  { q: 'khan' },
  { q: 'khan', payment: 'overdue' },
  { q: 'khan', payment: 'overdue', page: 2 },
];

const events = (): AdminBookingListEvent[] =>
  QUERIES.map((query) => ({ type: 'query.change', query }));

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, context: s.context });
const options = { events, serializeState: serialize, input: { query: QUERIES[0]! } };

const paths = [
  ...getShortestPaths(adminBookingListMachine, options),
  ...getSimplePaths(adminBookingListMachine, options).filter((p) => p.steps.length <= 4),
];

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('admin booking list model paths (generated from the real machine)', () => {
  it('reaches every query', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.context.query)));
    expect(reached.size).toBe(QUERIES.length);
  });

  for (const path of paths) {
    it(pathKey(path), async () => {
      const run = startBookingList(QUERIES[0]);
      let loader = run.loader();
      for (const step of path.steps.slice(1)) {
        const event = step.event as AdminBookingListEvent;
        const calls = run.lists.calls.length;
        const same =
          JSON.stringify(event.query) === JSON.stringify(run.actor.getSnapshot().context.query);
        run.actor.send(event);
        await tick();
        expect(run.actor.getSnapshot().context).toEqual(step.state.context);
        if (same) {
          expect(run.loader()).toBe(loader);
          expect(run.lists.calls).toHaveLength(calls);
        } else {
          expect(run.loader()).not.toBe(loader);
          expect(run.lists.calls).toHaveLength(calls + 1);
          expect(run.lists.calls[calls - 1]!.signal.aborted).toBe(true);
          expect(run.lists.last().input).toEqual(event.query);
          loader = run.loader();
        }
        expect(loader.getSnapshot().hasTag('loading')).toBe(true);
      }
      // The same query again (the URL re-read, a re-render): the loader it has stays.
      const calls = run.lists.calls.length;
      run.actor.send({ type: 'query.change', query: { ...run.actor.getSnapshot().context.query } });
      expect(run.loader()).toBe(loader);
      expect(run.lists.calls).toHaveLength(calls);
      await run.lists.resolve(listPage());
      expect(run.loader().getSnapshot().hasTag('loaded')).toBe(true);
      run.actor.stop();
    });
  }
});
