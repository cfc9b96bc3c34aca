import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { TourCard } from '../../contract/tours';
import { tourListMachine } from '../../machines/tour-list-machine';
import { tourCard } from '../features/tour-fixtures';

/** A fetch the test settles by hand, one request at a time. */
function controllableFetch() {
  const requests: Array<{
    resolve: (tours: TourCard[]) => void;
    reject: (error: unknown) => void;
    signal: AbortSignal;
  }> = [];
  const actor = fromPromise<TourCard[]>(
    ({ signal }) =>
      new Promise<TourCard[]>((resolve, reject) => requests.push({ resolve, reject, signal })),
  );
  return { actor, requests };
}

function startList() {
  const fetch = controllableFetch();
  const logged: unknown[] = [];
  const actor = createActor(
    tourListMachine.provide({
      actors: { fetchTours: fetch.actor },
      actions: { logFetchError: (_, { error }) => logged.push(error) },
    }),
  ).start();
  return { actor, requests: fetch.requests, logged };
}

describe('tour list machine', () => {
  it('starts loading (skeletons) and fetches once', () => {
    const { actor, requests } = startList();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('holds the tours once the fetch resolves', async () => {
    const { actor, requests } = startList();
    const tours = [tourCard(), tourCard({ id: 2, title: 'Fairy Meadows Trek' })];
    requests[0]!.resolve(tours);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().hasTag('loaded')).toBe(true);
    expect(actor.getSnapshot().context.tours).toEqual(tours);
    expect(actor.getSnapshot().can({ type: 'tours.retry' })).toBe(false);
  });

  it('a failing fetch lands in failed (tag error), logs the error and keeps the list empty', async () => {
    const { actor, requests, logged } = startList();
    const error = new Error('Failed to fetch tours');
    requests[0]!.reject(error);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.tours).toEqual([]);
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(logged).toEqual([error]);
  });

  it('retry from failed loads again with a fresh request, then shows the tours', async () => {
    const { actor, requests } = startList();
    requests[0]!.reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'tours.retry' })).toBe(true);

    actor.send({ type: 'tours.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(requests).toHaveLength(2);

    requests[1]!.resolve([tourCard()]);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.tours).toHaveLength(1);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores retry while loading (no second request)', () => {
    const { actor, requests } = startList();
    actor.send({ type: 'tours.retry' });
    expect(requests).toHaveLength(1);
  });

  it('aborts the request when the page goes away (actor stopped)', () => {
    const { actor, requests } = startList();
    actor.stop();
    expect(requests[0]!.signal.aborted).toBe(true);
  });

  it('rejects when nobody provided the fetch', async () => {
    const actor = createActor(tourListMachine).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(String(actor.getSnapshot().context.error)).toContain('provide via machine.provide');
  });
});
