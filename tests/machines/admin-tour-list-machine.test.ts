import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { adminTourListMachine } from '../../machines/admin-tour-list-machine';
import { PAGE, TOURS, startTourList, tourPage } from './admin-tour-list-fixture';

/** Starts the list and answers the first GET /tours with TOURS. */
async function loadedList() {
  const list = startTourList();
  list.fetches[0]!.resolve(PAGE);
  await waitFor(list.actor, (s) => s.matches({ loaded: 'idle' }));
  return list;
}

describe('admin tour list machine: loading', () => {
  it("starts loading ('Loading tours...') with one request", () => {
    const { actor, fetches } = startTourList();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fetches).toHaveLength(1);
  });

  it('holds the tours once they arrive, with no error', async () => {
    const { actor } = await loadedList();
    expect(actor.getSnapshot().context).toMatchObject({ tours: TOURS, loadError: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it("a failed fetch lands in failed (tag error) with the error's message", async () => {
    const { actor, fetches } = startTourList();
    fetches[0]!.reject(new Error('Invalid response structure.'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBe('Invalid response structure.');
  });

  it("SPEC 8: a failure without a message reads 'Failed to fetch tours.'", async () => {
    const { actor, fetches } = startTourList();
    fetches[0]!.reject({});
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe('Failed to fetch tours.');
  });

  it('tours.reload from failed fetches again and clears the error on success', async () => {
    const { actor, fetches } = startTourList();
    fetches[0]!.reject(new Error('Unauthenticated.'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'tours.reload' })).toBe(true);
    actor.send({ type: 'tours.reload' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve(PAGE);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });

  it('tours.reload from the loaded list fetches again; it is ignored while loading', async () => {
    const { actor, fetches } = await loadedList();
    actor.send({ type: 'tours.reload' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'tours.reload' });
    expect(fetches).toHaveLength(2);
  });

  it('aborts the request when the page goes away', () => {
    const { actor, fetches } = startTourList();
    actor.stop();
    expect(fetches[0]!.signal.aborted).toBe(true);
  });

  it('the unprovided stub fails into failed with the provide hint', async () => {
    const actor = createActor(adminTourListMachine, { input: { query: {} } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toContain('provide via machine.provide');
  });
});

describe('admin tour list machine: delete', () => {
  it('tour.delete opens the confirmation for a listed tour only', async () => {
    const { actor } = await loadedList();
    actor.send({ type: 'tour.delete', id: 99 });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'tour.delete', id: 2 });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toEqual(TOURS[1]);
  });

  it('delete.cancel closes it without a request', async () => {
    const { actor, deletes, effects } = await loadedList();
    actor.send({ type: 'tour.delete', id: 1 });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(deletes).toHaveLength(0);
    expect(effects).toEqual([]);
  });

  it('while confirming, clone and reload wait', async () => {
    const { actor, clones, fetches } = await loadedList();
    actor.send({ type: 'tour.delete', id: 1 });
    actor.send({ type: 'tour.clone', id: 1 });
    actor.send({ type: 'tours.reload' });
    expect(actor.getSnapshot().matches({ loaded: 'confirmingDelete' })).toBe(true);
    expect(clones).toHaveLength(0);
    expect(fetches).toHaveLength(1);
  });

  it('delete.confirm deletes that tour, reports it with its title, then reloads the list', async () => {
    const { actor, deletes, fetches, effects } = await loadedList();
    actor.send({ type: 'tour.delete', id: 2 });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().matches({ loaded: 'deleting' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('deleting')).toBe(true);
    expect(deletes.map((d) => d.input)).toEqual([{ id: 2 }]);

    deletes[0]!.resolve({ deleted: true });
    await waitFor(actor, (s) => s.matches('loading'));
    expect(effects).toEqual([
      { type: 'notifyDeleted', outcome: { deleted: true }, title: 'Fairy Meadows Trek' },
    ]);
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(fetches).toHaveLength(2);
    fetches[1]!.resolve(tourPage([TOURS[0]!]));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.tours).toEqual([TOURS[0]]);
  });

  it('a tour with bookings set Inactive is reported with the server message, then reloaded', async () => {
    const { actor, deletes, fetches, effects } = await loadedList();
    actor.send({ type: 'tour.delete', id: 1 });
    actor.send({ type: 'delete.confirm' });
    const outcome = {
      deleted: false,
      message: 'This tour has bookings, so it was set to Inactive.',
    };
    deletes[0]!.resolve(outcome);
    await waitFor(actor, (s) => s.matches('loading'));
    expect(effects).toEqual([{ type: 'notifyDeleted', outcome, title: 'K2 Base Camp Trek' }]);
    expect(fetches).toHaveLength(2);
  });

  it('while deleting, cancel, clone, reload and another delete are ignored', async () => {
    const { actor, deletes, clones, fetches } = await loadedList();
    actor.send({ type: 'tour.delete', id: 1 });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.cancel' });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'tour.clone', id: 2 });
    actor.send({ type: 'tour.delete', id: 2 });
    actor.send({ type: 'tours.reload' });
    expect(actor.getSnapshot().matches({ loaded: 'deleting' })).toBe(true);
    expect(actor.getSnapshot().context.pendingDelete?.id).toBe(1);
    expect(deletes).toHaveLength(1);
    expect(clones).toHaveLength(0);
    expect(fetches).toHaveLength(1);
  });

  it('a failed delete reports the error and returns to the unchanged list', async () => {
    const { actor, deletes, fetches, effects } = await loadedList();
    actor.send({ type: 'tour.delete', id: 1 });
    actor.send({ type: 'delete.confirm' });
    const error = new Error('Something went wrong');
    deletes[0]!.reject(error);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([{ type: 'notifyDeleteFailed', error }]);
    expect(actor.getSnapshot().context).toMatchObject({ tours: TOURS, pendingDelete: null });
    expect(fetches).toHaveLength(1);
  });
});

describe('admin tour list machine: clone', () => {
  it('tour.clone clones a listed tour only', async () => {
    const { actor, clones } = await loadedList();
    actor.send({ type: 'tour.clone', id: 42 });
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    actor.send({ type: 'tour.clone', id: 1 });
    expect(actor.getSnapshot().matches({ loaded: 'cloning' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('cloning')).toBe(true);
    expect(actor.getSnapshot().context.cloning).toBe(1);
    expect(clones.map((c) => c.input)).toEqual([{ id: 1 }]);
  });

  it('a clone reports the Draft copy and opens it in the wizard', async () => {
    const { actor, clones, effects } = await loadedList();
    actor.send({ type: 'tour.clone', id: 1 });
    const copy = { id: 17, title: 'K2 Base Camp Trek (Copy)' };
    clones[0]!.resolve(copy);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([
      { type: 'notifyCloned', copy },
      { type: 'openWizard', id: 17 },
    ]);
    expect(actor.getSnapshot().context.cloning).toBeNull();
  });

  it('while cloning, delete, reload and another clone are ignored', async () => {
    const { actor, clones, deletes, fetches } = await loadedList();
    actor.send({ type: 'tour.clone', id: 1 });
    actor.send({ type: 'tour.clone', id: 2 });
    actor.send({ type: 'tour.delete', id: 2 });
    actor.send({ type: 'tours.reload' });
    expect(actor.getSnapshot().matches({ loaded: 'cloning' })).toBe(true);
    expect(clones).toHaveLength(1);
    expect(deletes).toHaveLength(0);
    expect(fetches).toHaveLength(1);
  });

  it('a failed clone reports the error and opens nothing', async () => {
    const { actor, clones, effects } = await loadedList();
    actor.send({ type: 'tour.clone', id: 2 });
    const error = new Error('Not found.');
    clones[0]!.reject(error);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(effects).toEqual([{ type: 'notifyCloneFailed', error }]);
    expect(actor.getSnapshot().context.cloning).toBeNull();
  });

  it('leaving the page aborts a clone in flight', async () => {
    const { actor, clones } = await loadedList();
    actor.send({ type: 'tour.clone', id: 1 });
    actor.stop();
    expect(clones[0]!.signal.aborted).toBe(true);
  });
});

describe('admin tour list machine: the URL query (issue 16: the server pages)', () => {
  const PAGE_2 = { page: 2 };
  const DRAFTS = { status: 'Draft' as const };

  it('fetches the query it was started with, and keeps the page meta', async () => {
    const { actor, fetches } = startTourList({ q: 'k2', page: 3 });
    expect(fetches[0]!.input).toEqual({ query: { q: 'k2', page: 3 } });
    fetches[0]!.resolve(tourPage(TOURS, { page: 3, total: 30, lastPage: 3 }));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.meta).toEqual({
      page: 3,
      perPage: 12,
      total: 30,
      lastPage: 3,
    });
  });

  it('the same query again is ignored; another restarts a fetch in flight', () => {
    const { actor, fetches } = startTourList({});
    actor.send({ type: 'query.change', query: {} });
    expect(fetches).toHaveLength(1);
    actor.send({ type: 'query.change', query: PAGE_2 });
    expect(fetches[0]!.signal.aborted).toBe(true);
    expect(fetches).toHaveLength(2);
    expect(fetches[1]!.input).toEqual({ query: PAGE_2 });
  });

  it('from failed, another query fetches again', async () => {
    const { actor, fetches } = startTourList();
    fetches[0]!.reject(new Error('Offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'query.change', query: DRAFTS });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(fetches[1]!.input).toEqual({ query: DRAFTS });
  });

  it('from the list, another page keeps the cards until it arrives and closes a confirmation', async () => {
    const { actor, fetches } = await loadedList();
    actor.send({ type: 'tour.delete', id: 2 });
    actor.send({ type: 'query.change', query: PAGE_2 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ tours: TOURS, pendingDelete: null });
    const next = tourPage([TOURS[1]!], { page: 2, total: 14, lastPage: 2 });
    fetches[1]!.resolve(next);
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context.tours).toEqual(next.data);
  });

  it('a query during a delete is not an interruption: the reload after it fetches that query', async () => {
    const { actor, deletes, fetches } = await loadedList();
    actor.send({ type: 'tour.delete', id: 2 });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'query.change', query: PAGE_2 });
    expect(actor.getSnapshot().matches({ loaded: 'deleting' })).toBe(true);
    expect(deletes[0]!.signal.aborted).toBe(false);
    deletes[0]!.resolve({ deleted: true });
    await waitFor(actor, (s) => s.matches('loading'));
    expect(fetches.at(-1)!.input).toEqual({ query: PAGE_2 });
  });

  it('a query during a clone that then fails loads the page the URL names', async () => {
    const { actor, clones, fetches } = await loadedList();
    actor.send({ type: 'tour.clone', id: 1 });
    actor.send({ type: 'query.change', query: DRAFTS });
    expect(clones[0]!.signal.aborted).toBe(false);
    clones[0]!.reject(new Error('Nope'));
    await waitFor(actor, (s) => s.matches('loading'));
    expect(fetches).toHaveLength(2);
    expect(fetches[1]!.input).toEqual({ query: DRAFTS });
  });
});
