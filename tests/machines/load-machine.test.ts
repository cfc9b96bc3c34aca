import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Dashboard } from '../../contract/admin-dashboard';
import type { TourCard } from '../../contract/tours';
import { loadMachine, loadMachineOf } from '../../machines/load-machine';
import { tourCard } from '../features/tour-fixtures';
import { apiError, makeDashboard } from './admin-dashboard-fixture';

/** A `load` the test settles by hand, one request at a time. */
function controllableLoad<TData>() {
  const requests: Array<{
    resolve: (data: TData) => void;
    reject: (error: unknown) => void;
    signal: AbortSignal;
  }> = [];
  const load = fromPromise<TData>(
    ({ signal }) =>
      new Promise<TData>((resolve, reject) => requests.push({ resolve, reject, signal })),
  );
  return { load, requests };
}

/** The loader as a catalogue page or the featured section uses it: a list, [] until loaded. */
function startList() {
  const { load, requests } = controllableLoad<TourCard[]>();
  const failures: unknown[] = [];
  const loaded: TourCard[][] = [];
  const actor = createActor(
    loadMachineOf<TourCard[]>().provide({
      actors: { load },
      actions: { notifyFailed: (_, { error }) => failures.push(error) },
    }),
    { input: { initialData: [] } },
  );
  actor.on('data.loaded', ({ data }) => loaded.push(data));
  actor.start();
  return { actor, requests, failures, loaded };
}

/** The loader as the admin dashboard uses it: null until loaded, refreshed on request. */
function startDashboard() {
  const { load, requests } = controllableLoad<Dashboard | null>();
  const actor = createActor(loadMachineOf<Dashboard | null>().provide({ actors: { load } }), {
    input: { initialData: null },
  }).start();
  return { actor, requests };
}

describe('load machine', () => {
  it('loads at once (tag loading) with one request, then holds the data (tag loaded)', async () => {
    const { actor, requests, failures, loaded } = startList();
    expect(actor.getSnapshot().matches({ fetching: 'loading' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual([]);
    expect(requests).toHaveLength(1);

    const tours = [tourCard(), tourCard({ id: 2, title: 'Fairy Meadows Trek' })];
    requests[0]!.resolve(tours);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.hasTag('loaded')).toBe(true);
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(snapshot.context.data).toEqual(tours);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.can({ type: 'data.retry' })).toBe(false);
    expect(failures).toEqual([]);
    expect(loaded).toEqual([tours]);
  });

  it('a failing load lands in failed (tag error), notifies the failure and keeps the data', async () => {
    const { actor, requests, failures, loaded } = startList();
    const error = new Error('Failed to fetch tours');
    requests[0]!.reject(error);
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(snapshot.hasTag('loaded')).toBe(false);
    expect(snapshot.context.data).toEqual([]);
    expect(snapshot.context.error).toBe(error);
    expect(failures).toEqual([error]);
    expect(loaded).toEqual([]);
  });

  it('retry from failed loads again with a fresh request, then holds the data', async () => {
    const { actor, requests, loaded } = startList();
    requests[0]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'data.retry' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'data.refresh' })).toBe(false);

    actor.send({ type: 'data.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(requests).toHaveLength(2);

    requests[1]!.resolve([tourCard()]);
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.data).toHaveLength(1);
    expect(snapshot.context.error).toBeNull();
    expect(loaded).toHaveLength(1);
  });

  it('ignores retry and refresh while the first load runs (no second request)', () => {
    const { actor, requests } = startList();
    actor.send({ type: 'data.retry' });
    actor.send({ type: 'data.refresh' });
    expect(actor.getSnapshot().matches({ fetching: 'loading' })).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('keeps the data on screen while a refresh loads, then shows the new data', async () => {
    const { actor, requests } = startDashboard();
    const first = makeDashboard();
    const second = makeDashboard({ popularTours: [] });
    requests[0]!.resolve(first);
    await waitFor(actor, (s) => s.matches('loaded'));

    actor.send({ type: 'data.refresh' });
    const refreshing = actor.getSnapshot();
    expect(refreshing.matches({ fetching: 'refreshing' })).toBe(true);
    expect(refreshing.hasTag('loaded')).toBe(true);
    expect(refreshing.hasTag('busy')).toBe(true);
    expect(refreshing.hasTag('loading')).toBe(false);
    expect(refreshing.context.data).toBe(first);
    expect(refreshing.can({ type: 'data.refresh' })).toBe(false);
    expect(requests).toHaveLength(2);

    requests[1]!.resolve(second);
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.hasTag('busy')).toBe(false);
    expect(loaded.context.data).toBe(second);
  });

  it('a failed refresh is an error state too, and a retry starts from placeholders', async () => {
    const { actor, requests } = startDashboard();
    const shown = makeDashboard();
    requests[0]!.resolve(shown);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'data.refresh' });
    requests[1]!.reject(apiError(0, 'We could not reach the server.'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.error).toMatchObject({ message: 'We could not reach the server.' });
    expect(failed.context.data).toBe(shown);

    actor.send({ type: 'data.retry' });
    expect(actor.getSnapshot().matches({ fetching: 'loading' })).toBe(true);
  });

  it('aborts the request when its owner goes away (actor stopped)', () => {
    const { actor, requests } = startList();
    actor.stop();
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('aborts a refresh the same way', async () => {
    const { actor, requests } = startDashboard();
    requests[0]!.resolve(makeDashboard());
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'data.refresh' });
    actor.stop();
    expect(requests[1]!.signal.aborted).toBe(true);
  });

  it('hands its query to every request it makes (a page of a list)', async () => {
    const inputs: unknown[] = [];
    const load = fromPromise<string[]>(async ({ input }) => {
      inputs.push(input);
      throw new Error('offline');
    });
    const actor = createActor(loadMachineOf<string[]>().provide({ actors: { load } }), {
      input: { initialData: [], query: { page: 2 } },
    }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'data.retry' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(inputs).toEqual([{ page: 2 }, { page: 2 }]);
  });

  it('starts loaded from the data the server rendered the page with, without a request', () => {
    let requests = 0;
    const load = fromPromise<string[]>(async () => {
      requests += 1;
      return [];
    });
    const actor = createActor(loadMachineOf<string[]>().provide({ actors: { load } }), {
      input: { initialData: ['server'], preloaded: true },
    }).start();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.data).toEqual(['server']);
    expect(requests).toBe(0);
  });

  it('rejects when nobody provided the request', async () => {
    const actor = createActor(loadMachine, { input: { initialData: null } }).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(String(failed.context.error)).toContain('provide via machine.provide');
  });
});
