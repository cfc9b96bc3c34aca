import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { Dashboard } from '../../contract/admin-dashboard';
import { adminDashboardMachine } from '../../machines/admin-dashboard-machine';
import { apiError, makeDashboard } from '../machines/admin-dashboard-fixture';

/**
 * What an admin observes on /admin: the skeleton, the figures, the figures with Refresh busy,
 * or the error with 'Try again'.
 */
const dashboardModel = createMachine({
  id: 'adminDashboardModel',
  initial: 'loading',
  states: {
    loading: { on: { RESOLVE: 'loaded', REJECT: 'failed' } },
    loaded: { on: { REFRESH: 'refreshing' } },
    refreshing: { on: { RESOLVE: 'loaded', REJECT: 'failed' } },
    failed: { on: { RETRY: 'loading' } },
  },
});

const model = createTestModel(dashboardModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => s.matches('loaded') }),
];

describe('admin dashboard model paths', () => {
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
      const pending: Array<{ resolve: (d: Dashboard) => void; reject: (e: unknown) => void }> = [];
      const actor = createActor(
        adminDashboardMachine.provide({
          actors: {
            fetchDashboard: fromPromise<Dashboard>(
              () => new Promise((resolve, reject) => pending.push({ resolve, reject })),
            ),
          },
        }),
      ).start();
      const snapshot = () => actor.getSnapshot();
      let answers = 0;
      let lastShown: Dashboard | null = null;

      await path.test({
        states: {
          loading: () => {
            expect(snapshot().hasTag('loading')).toBe(true);
            expect(snapshot().hasTag('loaded')).toBe(false);
            expect(pending.length).toBe(answers + 1);
          },
          loaded: () => {
            expect(snapshot().hasTag('loaded')).toBe(true);
            expect(snapshot().hasTag('busy')).toBe(false);
            expect(snapshot().context.dashboard).toBe(lastShown);
            expect(snapshot().can({ type: 'dashboard.refresh' })).toBe(true);
            expect(pending.length).toBe(answers);
          },
          refreshing: () => {
            expect(snapshot().hasTag('loaded')).toBe(true);
            expect(snapshot().hasTag('busy')).toBe(true);
            // The figures already on screen stay while the refresh runs.
            expect(snapshot().context.dashboard).toBe(lastShown);
            expect(pending.length).toBe(answers + 1);
          },
          failed: () => {
            expect(snapshot().hasTag('error')).toBe(true);
            expect(snapshot().context.failure).toBe('Server Error');
            expect(snapshot().can({ type: 'dashboard.retry' })).toBe(true);
          },
        },
        events: {
          RESOLVE: async () => {
            lastShown = makeDashboard({ popularTours: [] });
            pending.at(-1)!.resolve(lastShown);
            answers += 1;
            await waitFor(actor, (s) => s.matches('loaded'));
          },
          REJECT: async () => {
            pending.at(-1)!.reject(apiError(500, 'Server Error'));
            answers += 1;
            await waitFor(actor, (s) => s.matches('failed'));
          },
          REFRESH: () => actor.send({ type: 'dashboard.refresh' }),
          RETRY: () => actor.send({ type: 'dashboard.retry' }),
        },
      });
    });
  }
});
