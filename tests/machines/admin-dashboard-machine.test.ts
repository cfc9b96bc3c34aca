import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Dashboard } from '../../contract/admin-dashboard';
import { adminDashboardMachine } from '../../machines/admin-dashboard-machine';
import { apiError, makeDashboard } from './admin-dashboard-fixture';

function startDashboard(answers: Array<() => Promise<Dashboard>>) {
  let calls = 0;
  const aborted: number[] = [];
  const actor = createActor(
    adminDashboardMachine.provide({
      actors: {
        fetchDashboard: fromPromise(({ signal }) => {
          const call = calls++;
          signal.addEventListener('abort', () => aborted.push(call));
          const answer = answers[Math.min(call, answers.length - 1)]!;
          return answer();
        }),
      },
    }),
  ).start();
  return { actor, aborted, calls: () => calls };
}

describe('admin dashboard machine', () => {
  it('loads the dashboard once and shows it', async () => {
    const dashboard = makeDashboard();
    const { actor, calls } = startDashboard([async () => dashboard]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.hasTag('loaded')).toBe(true);
    expect(loaded.context.dashboard).toEqual(dashboard);
    expect(loaded.context.failure).toBeNull();
    expect(calls()).toBe(1);
  });

  it('lands in the error state on a failure and loads again on retry', async () => {
    const { actor, calls } = startDashboard([
      async () => {
        throw apiError(500, 'Server Error');
      },
      async () => makeDashboard(),
    ]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.failure).toBe('Server Error');
    expect(failed.can({ type: 'dashboard.retry' })).toBe(true);
    expect(failed.can({ type: 'dashboard.refresh' })).toBe(false);

    actor.send({ type: 'dashboard.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.failure).toBeNull();
    expect(calls()).toBe(2);
  });

  it('falls back to a fixed message when the failure carries none', async () => {
    const { actor } = startDashboard([() => Promise.reject(new Error(''))]);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('Failed to load the dashboard.');
  });

  it('keeps the figures on screen while a refresh loads, then shows the new ones', async () => {
    let release!: (d: Dashboard) => void;
    const first = makeDashboard();
    const second = makeDashboard({ popularTours: [] });
    const { actor } = startDashboard([
      async () => first,
      () => new Promise<Dashboard>((resolve) => (release = resolve)),
    ]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'dashboard.refresh' });
    const refreshing = actor.getSnapshot();
    expect(refreshing.matches('refreshing')).toBe(true);
    expect(refreshing.hasTag('loaded')).toBe(true);
    expect(refreshing.hasTag('busy')).toBe(true);
    expect(refreshing.context.dashboard).toBe(first);
    expect(refreshing.can({ type: 'dashboard.refresh' })).toBe(false);
    release(second);
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.dashboard).toBe(second);
  });

  it('a failed refresh is an error state too', async () => {
    const { actor } = startDashboard([
      async () => makeDashboard(),
      () => Promise.reject(apiError(0, 'We could not reach the server.')),
    ]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'dashboard.refresh' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('We could not reach the server.');
  });

  it('stopping the actor while loading aborts the request', () => {
    const { actor, aborted } = startDashboard([() => new Promise<Dashboard>(() => {})]);
    actor.stop();
    expect(aborted).toEqual([0]);
  });
});
