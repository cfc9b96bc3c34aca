import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { MAX_WISHLIST } from '../../contract/wishlist';
import { isSaved, savedTours, wishlistMachine } from '../../machines/wishlist-machine';
import { fakeSession } from '../support/fake-session';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';
import { cards, startWishlist } from './wishlist-fixture';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('wishlist machine: before the session is known', () => {
  it('waits (loading) and ignores hearts until the app reports the session', () => {
    const { actor, takeEffects } = startWishlist([3]);
    const s = actor.getSnapshot();
    expect(s.matches('unknown')).toBe(true);
    expect(s.hasTag('loading')).toBe(true);
    expect(isSaved(s, 3)).toBe(true);
    expect(s.can({ type: 'wishlist.toggle', tourId: 7 })).toBe(false);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    expect(isSaved(actor.getSnapshot(), 7)).toBe(false);
    expect(takeEffects()).toEqual([]);
  });

  it("takes the device's ids once each and at most MAX_WISHLIST of them", () => {
    const { actor } = startWishlist([3, 3, ...range(1, MAX_WISHLIST + 5)]);
    const { ids, deviceIds } = actor.getSnapshot().context;
    expect(ids).toHaveLength(MAX_WISHLIST);
    expect(new Set(ids).size).toBe(MAX_WISHLIST);
    expect(deviceIds).toEqual(ids);
  });
});

describe('wishlist machine: a guest', () => {
  it('toggles hearts on the device, newest first, saving the whole list each time', () => {
    const { actor, merges, saves, takeEffects } = startWishlist([3]);
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);

    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    expect(isSaved(actor.getSnapshot(), 7)).toBe(true);
    actor.send({ type: 'wishlist.toggle', tourId: 3 });
    expect(isSaved(actor.getSnapshot(), 3)).toBe(false);
    expect(takeEffects()).toEqual([
      { type: 'saveDeviceList', ids: [7, 3] },
      { type: 'saveDeviceList', ids: [7] },
    ]);
    // Nothing reaches the server for a guest, and there is no account list to show.
    expect(merges.calls).toHaveLength(0);
    expect(saves.calls).toHaveLength(0);
    expect(savedTours(actor.getSnapshot())).toEqual([]);
  });

  it('takes the list another tab left on the device, so the next heart keeps it', () => {
    const { actor, takeEffects } = startWishlist([3]);
    actor.send({ type: 'device.listChanged', ids: [9, 3] });
    expect(actor.getSnapshot().context.ids).toEqual([9, 3]);
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'device.listChanged', ids: [5, 5, 9, 3] });
    expect(isSaved(actor.getSnapshot(), 5)).toBe(true);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    expect(takeEffects()).toEqual([{ type: 'saveDeviceList', ids: [7, 5, 9, 3] }]);
  });

  it('a full device list can lose a heart but not gain one (hasRoomFor)', () => {
    const full = range(1, MAX_WISHLIST);
    const { actor, takeEffects } = startWishlist(full);
    actor.send({ type: 'session.signedOut' });
    const s = actor.getSnapshot();
    expect(s.can({ type: 'wishlist.toggle', tourId: 999 })).toBe(false);
    expect(s.can({ type: 'wishlist.toggle', tourId: 1 })).toBe(true);
    actor.send({ type: 'wishlist.toggle', tourId: 999 });
    expect(takeEffects()).toEqual([]);
    actor.send({ type: 'wishlist.toggle', tourId: 1 });
    expect(actor.getSnapshot().context.ids).toHaveLength(MAX_WISHLIST - 1);
  });
});

describe('wishlist machine: signing in merges the device list', () => {
  it("merges the device's ids, shows the account's list, then clears the device list", async () => {
    const { actor, merges, takeEffects } = startWishlist([3]);
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    takeEffects();

    actor.send({ type: 'session.signedIn' });
    let s = actor.getSnapshot();
    expect(s.matches({ account: 'syncing' })).toBe(true);
    expect(s.hasTag('loading')).toBe(true);
    expect(s.hasTag('account')).toBe(true);
    // Meanwhile the hearts show what is being merged, and cannot change.
    expect(isSaved(s, 7)).toBe(true);
    expect(s.can({ type: 'wishlist.toggle', tourId: 7 })).toBe(false);
    expect(merges.last().input).toEqual({ tourIds: [7, 3] });
    expect(takeEffects()).toEqual([]);

    merges.last().resolve(cards(7, 3, 12));
    s = await waitFor(actor, (x) => x.matches({ account: { ready: 'idle' } }));
    expect(s.hasTag('ready')).toBe(true);
    expect(s.context.ids).toEqual([7, 3, 12]);
    expect(s.context.deviceIds).toEqual([]);
    expect(savedTours(s).map((t) => t.id)).toEqual([7, 3, 12]);
    expect(takeEffects()).toEqual([{ type: 'clearDeviceList' }]);
  });

  it('signed in already when the wishlist starts: merges at once; an empty merge is the load', async () => {
    const { actor, merges, takeEffects } = startWishlist([]);
    actor.send({ type: 'session.signedIn' });
    expect(merges.last().input).toEqual({ tourIds: [] });
    merges.last().resolve(cards(4));
    const s = await waitFor(actor, (x) => x.hasTag('ready'));
    expect(savedTours(s).map((t) => t.id)).toEqual([4]);
    expect(takeEffects()).toEqual([{ type: 'clearDeviceList' }]);
  });

  it('a failed merge keeps the device list (nothing cleared) and Try again merges it again', async () => {
    const { actor, merges, takeEffects } = startWishlist([3]);
    actor.send({ type: 'session.signedIn' });
    const error = apiError(500);
    merges.last().reject(error);
    let s = await waitFor(actor, (x) => x.matches({ account: 'failed' }));
    expect(s.hasTag('error')).toBe(true);
    expect(s.context.error).toBe(error);
    expect(s.context.deviceIds).toEqual([3]);
    expect(isSaved(s, 3)).toBe(true);
    expect(takeEffects()).toEqual([]);
    expect(s.can({ type: 'wishlist.retry' })).toBe(true);

    actor.send({ type: 'wishlist.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(merges.calls.map((c) => c.input)).toEqual([{ tourIds: [3] }, { tourIds: [3] }]);
    merges.last().resolve(cards(3));
    s = await waitFor(actor, (x) => x.hasTag('ready'));
    expect(s.context.error).toBeNull();
    expect(takeEffects()).toEqual([{ type: 'clearDeviceList' }]);
  });

  it('after a failed merge a heart changes the device list and merges again', async () => {
    const { actor, merges, takeEffects } = startWishlist([3]);
    actor.send({ type: 'session.signedIn' });
    merges.last().reject(apiError(0));
    await waitFor(actor, (x) => x.hasTag('error'));

    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    expect(actor.getSnapshot().matches({ account: 'syncing' })).toBe(true);
    expect(merges.last().input).toEqual({ tourIds: [7, 3] });
    expect(takeEffects()).toEqual([{ type: 'saveDeviceList', ids: [7, 3] }]);
    merges.last().resolve(cards(7, 3));
    await waitFor(actor, (x) => x.hasTag('ready'));
    expect(takeEffects()).toEqual([{ type: 'clearDeviceList' }]);
  });

  it("after a failed merge another tab's device list is what the retry merges", async () => {
    const { actor, merges } = startWishlist([3]);
    actor.send({ type: 'session.signedIn' });
    merges.last().reject(apiError(500));
    await waitFor(actor, (x) => x.hasTag('error'));
    actor.send({ type: 'device.listChanged', ids: [8, 3] });
    expect(isSaved(actor.getSnapshot(), 8)).toBe(true);
    actor.send({ type: 'wishlist.retry' });
    expect(merges.last().input).toEqual({ tourIds: [8, 3] });
  });

  it("signed in, the device list of another tab does not touch the account's hearts", async () => {
    const { actor, merges } = startWishlist([]);
    actor.send({ type: 'session.signedIn' });
    actor.send({ type: 'device.listChanged', ids: [8] });
    expect(merges.last().input).toEqual({ tourIds: [] });
    merges.last().resolve(cards(4));
    await waitFor(actor, (x) => x.hasTag('ready'));
    actor.send({ type: 'device.listChanged', ids: [8] });
    expect(actor.getSnapshot().context.ids).toEqual([4]);
    expect(actor.getSnapshot().context.deviceIds).toEqual([]);
  });

  it('retry is only offered after a failure', async () => {
    const { actor, merges } = startWishlist([]);
    expect(actor.getSnapshot().can({ type: 'wishlist.retry' })).toBe(false);
    actor.send({ type: 'session.signedIn' });
    expect(actor.getSnapshot().can({ type: 'wishlist.retry' })).toBe(false);
    merges.last().resolve([]);
    const s = await waitFor(actor, (x) => x.hasTag('ready'));
    expect(s.can({ type: 'wishlist.retry' })).toBe(false);
  });
});

/** A signed-in wishlist whose account holds `ids`, ready for hearts. */
async function signedInWith(ids: number[]) {
  const h = startWishlist([]);
  h.actor.send({ type: 'session.signedIn' });
  h.merges.last().resolve(cards(...ids));
  await waitFor(h.actor, (x) => x.matches({ account: { ready: 'idle' } }));
  h.takeEffects();
  return h;
}

describe('wishlist machine: signed in, hearts are saved to the account', () => {
  it('shows a new heart at once, saves it (PUT) and takes the server list', async () => {
    const { actor, saves } = await signedInWith([3]);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    let s = actor.getSnapshot();
    expect(s.matches({ account: { ready: 'saving' } })).toBe(true);
    expect(s.hasTag('busy')).toBe(true);
    expect(s.hasTag('ready')).toBe(true);
    expect(isSaved(s, 7)).toBe(true);
    expect(saves.last().input).toEqual({ tourId: 7, saved: true });

    saves.last().resolve(cards(7, 3));
    s = await waitFor(actor, (x) => x.matches({ account: { ready: 'idle' } }));
    expect(s.hasTag('busy')).toBe(false);
    expect(savedTours(s).map((t) => t.id)).toEqual([7, 3]);
    expect(s.context.pending).toBeNull();
  });

  it('removing hides the card at once and saves it (DELETE)', async () => {
    const { actor, saves } = await signedInWith([7, 3]);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    const s = actor.getSnapshot();
    expect(isSaved(s, 7)).toBe(false);
    expect(savedTours(s).map((t) => t.id)).toEqual([3]);
    expect(saves.last().input).toEqual({ tourId: 7, saved: false });
    saves.last().resolve(cards(3));
    expect((await waitFor(actor, (x) => !x.hasTag('busy'))).context.tours).toEqual(cards(3));
  });

  it('ignores hearts while a change is being saved (one save at a time)', async () => {
    const { actor, saves } = await signedInWith([]);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    expect(actor.getSnapshot().can({ type: 'wishlist.toggle', tourId: 7 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'wishlist.toggle', tourId: 3 })).toBe(false);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    actor.send({ type: 'wishlist.toggle', tourId: 3 });
    expect(saves.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.ids).toEqual([7]);
  });

  it('a failed add rolls the heart back, asks for the toast and lands in saveFailed', async () => {
    const { actor, saves, takeEffects } = await signedInWith([3]);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    const error = apiError(500);
    saves.last().reject(error);
    const s = await waitFor(actor, (x) => x.matches({ account: { ready: 'saveFailed' } }));
    expect(s.hasTag('saveFailed')).toBe(true);
    expect(s.hasTag('ready')).toBe(true);
    expect(s.hasTag('busy')).toBe(false);
    expect(isSaved(s, 7)).toBe(false);
    expect(s.context.ids).toEqual([3]);
    expect(s.context.error).toBe(error);
    expect(takeEffects()).toEqual([{ type: 'notifySaveFailed', error }]);
  });

  it('a failed removal brings the heart and the card back; the next heart leaves saveFailed', async () => {
    const { actor, saves } = await signedInWith([7, 3]);
    actor.send({ type: 'wishlist.toggle', tourId: 3 });
    expect(savedTours(actor.getSnapshot()).map((t) => t.id)).toEqual([7]);
    saves.last().reject(apiError(0));
    let s = await waitFor(actor, (x) => x.hasTag('saveFailed'));
    expect(isSaved(s, 3)).toBe(true);
    expect(savedTours(s).map((t) => t.id)).toEqual([7, 3]);

    expect(s.can({ type: 'wishlist.toggle', tourId: 3 })).toBe(true);
    actor.send({ type: 'wishlist.toggle', tourId: 3 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saves.last().input).toEqual({ tourId: 3, saved: false });
    saves.last().resolve(cards(7));
    s = await waitFor(actor, (x) => x.matches({ account: { ready: 'idle' } }));
    expect(s.context.error).toBeNull();
    expect(savedTours(s).map((t) => t.id)).toEqual([7]);
  });

  it('a full account list can lose a heart but not gain one', async () => {
    const { actor } = await signedInWith(range(1, MAX_WISHLIST));
    expect(actor.getSnapshot().can({ type: 'wishlist.toggle', tourId: 999 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'wishlist.toggle', tourId: 5 })).toBe(true);
  });
});

describe('wishlist machine: signing out and another traveller', () => {
  it("sign-out empties the list: the account's hearts do not stay for the next person", async () => {
    const { actor, takeEffects } = await signedInWith([7, 3]);
    actor.send({ type: 'session.signedOut' });
    const s = actor.getSnapshot();
    expect(s.matches('guest')).toBe(true);
    expect(s.context.ids).toEqual([]);
    expect(s.context.tours).toEqual([]);
    expect(isSaved(s, 7)).toBe(false);
    expect(takeEffects()).toEqual([]);
  });

  it('sign-out while saving cancels the request and empties the list', async () => {
    const { actor, saves } = await signedInWith([3]);
    actor.send({ type: 'wishlist.toggle', tourId: 7 });
    const save = saves.last();
    actor.send({ type: 'session.signedOut' });
    expect(save.signal.aborted).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ ids: [], tours: [], pending: null });
    save.resolve(cards(7, 3));
    await flush();
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('sign-out while merging cancels the merge and keeps the unmerged device list', async () => {
    const { actor, merges, takeEffects } = startWishlist([3]);
    actor.send({ type: 'session.signedIn' });
    const merge = merges.last();
    actor.send({ type: 'session.signedOut' });
    expect(merge.signal.aborted).toBe(true);
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().context.ids).toEqual([3]);
    expect(takeEffects()).toEqual([]);
  });

  it('sign-out after a failed merge is a guest with the still unmerged device list', async () => {
    const { actor, merges } = startWishlist([3]);
    actor.send({ type: 'session.signedIn' });
    merges.last().reject(apiError(500));
    await waitFor(actor, (x) => x.hasTag('error'));
    actor.send({ type: 'session.signedOut' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    expect(actor.getSnapshot().context.ids).toEqual([3]);
  });

  it('another traveller signing in replaces the list with theirs (nothing of the first is merged)', async () => {
    const { actor, merges } = await signedInWith([7, 3]);
    actor.send({ type: 'session.signedIn' });
    const s = actor.getSnapshot();
    expect(s.matches({ account: 'syncing' })).toBe(true);
    expect(s.context.ids).toEqual([]);
    expect(savedTours(s)).toEqual([]);
    expect(merges.last().input).toEqual({ tourIds: [] });
    merges.last().resolve(cards(4));
    expect(savedTours(await waitFor(actor, (x) => x.hasTag('ready'))).map((t) => t.id)).toEqual([
      4,
    ]);
  });
});

describe('wishlist machine follows the session (watchSession)', () => {
  it('waits while it loads, keeps a guest on the device, merges at sign-in, once per traveller', () => {
    const { actor, merges, session } = startWishlist([3]);
    expect(actor.getSnapshot().matches('unknown')).toBe(true);
    session.set({ status: 'signedOut' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    // Another tab makes the session re-read: nothing changes while it loads.
    session.set({ status: 'loading' });
    session.set({ status: 'signedOut' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
    session.set({ status: 'signedIn', user: { ...TRAVELLER, id: 5 } });
    expect(actor.getSnapshot().matches({ account: 'syncing' })).toBe(true);
    expect(merges.calls).toHaveLength(1);
    // The same traveller re-reported (a re-read, a new name) is not a new sign-in.
    session.set({ status: 'signedIn', user: { ...TRAVELLER, id: 5, name: 'Renamed' } });
    expect(merges.calls).toHaveLength(1);
    // Another traveller taking over the tab is.
    session.set({ status: 'signedIn', user: { ...TRAVELLER, id: 6 } });
    expect(merges.calls).toHaveLength(2);
    session.set({ status: 'signedOut' });
    expect(actor.getSnapshot().matches('guest')).toBe(true);
  });

  it('stops following the session when it stops', () => {
    const { actor, session } = startWishlist();
    expect(session.listenerCount()).toBe(1);
    actor.stop();
    expect(session.listenerCount()).toBe(0);
  });
});

const TRAVELLER = { id: 5, name: 'Ayesha', email: 'ayesha@example.com', role: 'user' };

describe('wishlist machine stubs', () => {
  it('refuse to run unprovided: the merge fails into the error state', async () => {
    const actor = createActor(
      wishlistMachine.provide({ actors: { watchDeviceList: fromCallback(() => {}) } }),
      { input: { localIds: [], session: fakeSession({ status: 'loading' }).session } },
    ).start();
    actor.send({ type: 'session.signedIn' });
    const s = await waitFor(actor, (x) => x.hasTag('error'));
    expect(String(s.context.error)).toContain('provide via machine.provide');
  });
});
