import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { loadMachineOf } from '../../machines/load-machine';
import { tourCard } from '../features/tour-fixtures';

type Tours = ReturnType<typeof tourCard>[];

/**
 * What a visitor of a loaded page observes (the catalogue's list, the featured cards, the admin
 * dashboard): placeholders, the data, the data with Refresh busy, or the failure with 'Try
 * again'. RETRY and REFRESH are offered in every state: only `failed` takes a retry and only
 * `loaded` a refresh.
 */
const loadModel = createMachine({
  id: 'loadModel',
  initial: 'loading',
  states: {
    loading: { on: { RESOLVE: 'loaded', REJECT: 'failed', RETRY: 'loading', REFRESH: 'loading' } },
    loaded: { on: { REFRESH: 'refreshing', RETRY: 'loaded' } },
    refreshing: {
      on: { RESOLVE: 'loaded', REJECT: 'failed', RETRY: 'refreshing', REFRESH: 'refreshing' },
    },
    failed: { on: { RETRY: 'loading', REFRESH: 'failed' } },
  },
});

const model = createTestModel(loadModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => s.matches('loaded') }),
];

describe('load model paths', () => {
  it('reaches every observable state, a failed refresh and a retry that loads', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(new Set(['loading', 'loaded', 'refreshing', 'failed']));
    const described = paths.map((p) => p.steps.map((s) => s.event.type).join(' '));
    expect(described.some((d) => d.includes('REFRESH REJECT'))).toBe(true);
    expect(described.some((d) => d.includes('REJECT RETRY RESOLVE'))).toBe(true);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const pending: Array<{ resolve: (t: Tours) => void; reject: (e: unknown) => void }> = [];
      const failures: unknown[] = [];
      const actor = createActor(
        loadMachineOf<Tours>().provide({
          actors: {
            load: fromPromise<Tours>(
              () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
            ),
          },
          actions: { notifyFailed: (_, { error }) => failures.push(error) },
        }),
        { input: { initialData: [] } },
      ).start();
      const snapshot = () => actor.getSnapshot();
      let settled = 0;
      let shown: Tours = [];

      await path.test({
        states: {
          loading: () => {
            expect(snapshot().hasTag('loading')).toBe(true);
            expect(snapshot().hasTag('loaded')).toBe(false);
            // Exactly one request is open while loading.
            expect(pending.length).toBe(settled + 1);
          },
          loaded: () => {
            expect(snapshot().hasTag('loaded')).toBe(true);
            expect(snapshot().hasTag('busy')).toBe(false);
            expect(snapshot().context.data).toBe(shown);
            expect(snapshot().can({ type: 'data.retry' })).toBe(false);
            expect(snapshot().can({ type: 'data.refresh' })).toBe(true);
            expect(pending.length).toBe(settled);
          },
          refreshing: () => {
            expect(snapshot().hasTag('loaded')).toBe(true);
            expect(snapshot().hasTag('busy')).toBe(true);
            // The data already on screen stays while the refresh runs.
            expect(snapshot().context.data).toBe(shown);
            expect(pending.length).toBe(settled + 1);
          },
          failed: () => {
            expect(snapshot().hasTag('error')).toBe(true);
            expect(snapshot().can({ type: 'data.retry' })).toBe(true);
            expect(failures.at(-1)).toBeInstanceOf(Error);
            expect(pending.length).toBe(settled);
          },
        },
        events: {
          RESOLVE: async () => {
            shown = [tourCard({ id: settled + 1 })];
            pending.at(-1)!.resolve(shown);
            settled += 1;
            await waitFor(actor, (s) => s.matches('loaded'));
          },
          REJECT: async () => {
            pending.at(-1)!.reject(new Error('Server Error'));
            settled += 1;
            await waitFor(actor, (s) => s.matches('failed'));
          },
          RETRY: () => {
            const before = pending.length;
            const wasFailed = snapshot().matches('failed');
            actor.send({ type: 'data.retry' });
            // A retry starts exactly one new request, and only from failed.
            expect(pending.length).toBe(wasFailed ? before + 1 : before);
          },
          REFRESH: () => {
            const before = pending.length;
            const wasLoaded = snapshot().matches('loaded');
            actor.send({ type: 'data.refresh' });
            expect(pending.length).toBe(wasLoaded ? before + 1 : before);
          },
        },
      });
    });
  }
});
