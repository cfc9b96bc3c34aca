import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type Actor } from 'xstate';
import type { TourCard } from '../../contract/tours';
import { tourListMachine } from '../../machines/tour-list-machine';
import { tourCard } from '../features/tour-fixtures';

/**
 * What a visitor of a catalogue page observes: skeletons, the list, or the failed message with
 * 'Try again'. RETRY is offered in every state: only `failed` reacts to it.
 */
const listModel = createMachine({
  id: 'tourListModel',
  initial: 'loading',
  states: {
    loading: { on: { RESOLVE: 'loaded', REJECT: 'failed', RETRY: 'loading' } },
    loaded: { on: { RETRY: 'loaded' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

const model = createTestModel(listModel);
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];
const TOURS = [tourCard(), tourCard({ id: 2, title: 'Rush Lake Trek' })];

describe('tour list model paths', () => {
  it('reaches every observable state, and failed -> loading -> loaded', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(new Set(['loading', 'loaded', 'failed']));
    expect(
      paths.some((p) =>
        p.steps
          .map((s) => s.event.type)
          .join(' ')
          .includes('REJECT RETRY RESOLVE'),
      ),
    ).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (t: TourCard[]) => void; reject: (e: unknown) => void }> = [];
      const logged: unknown[] = [];
      const actor: Actor<typeof tourListMachine> = createActor(
        tourListMachine.provide({
          actors: {
            fetchTours: fromPromise<TourCard[]>(
              () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
            ),
          },
          actions: { logFetchError: (_, { error }) => logged.push(error) },
        }),
      ).start();
      const snapshot = () => actor.getSnapshot();
      let settled = 0;

      await path.test({
        states: {
          loading: () => {
            expect(snapshot().hasTag('loading')).toBe(true);
            // Exactly one request is open while loading.
            expect(pending.length).toBe(settled + 1);
          },
          loaded: () => {
            expect(snapshot().hasTag('loaded')).toBe(true);
            expect(snapshot().context.tours).toEqual(TOURS);
            expect(snapshot().can({ type: 'tours.retry' })).toBe(false);
            expect(pending.length).toBe(settled);
          },
          failed: () => {
            expect(snapshot().hasTag('error')).toBe(true);
            expect(snapshot().can({ type: 'tours.retry' })).toBe(true);
            expect(logged.at(-1)).toBeInstanceOf(Error);
            expect(pending.length).toBe(settled);
          },
        },
        events: {
          RESOLVE: async () => {
            pending.at(-1)!.resolve(TOURS);
            settled += 1;
            await waitFor(actor, (s) => s.matches('loaded'));
          },
          REJECT: async () => {
            pending.at(-1)!.reject(new Error('Failed to fetch tours'));
            settled += 1;
            await waitFor(actor, (s) => s.matches('failed'));
          },
          RETRY: () => {
            const before = pending.length;
            const wasFailed = snapshot().matches('failed');
            actor.send({ type: 'tours.retry' });
            // A retry starts exactly one new request, and only from failed.
            expect(pending.length).toBe(wasFailed ? before + 1 : before);
          },
        },
      });
    });
  }
});
