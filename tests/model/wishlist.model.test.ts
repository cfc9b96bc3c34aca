import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';
import {
  allStateNodes,
  expectEveryStateVisited,
  leafOf,
  replayInGroups,
} from '../support/model-paths';
import {
  isSaved,
  savedTours,
  wishlistMachine,
  type WishlistContext,
  type WishlistEvent,
  type WishlistSnapshot,
} from '../../machines/wishlist-machine';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';
import { cards, startWishlist, type WishlistEffect } from '../machines/wishlist-fixture';
import { fakeSession } from '../support/fake-session';

/*
 * Paths generated from the real wishlist machine: @xstate/graph walks its pure transition
 * function with what the app reports (session), what a traveller does (hearts, Try again) and
 * what the server answers, then every path is replayed on a real actor with fake server calls.
 * At every step the actor must be where the graph predicted, with the tags its state promises,
 * the hearts a user would see, the server asked the right thing and the device list touched
 * only as the contract says (saved for a guest, cleared after a merge, never otherwise).
 */

type Path = StatePath<WishlistSnapshot, WishlistEvent>;

/** The device saved tour 3 as a guest; the account already holds tour 4. */
const LOCAL_IDS = [3];
const ACCOUNT_IDS = [4];

const MERGED = 'xstate.done.actor.mergeWishlist';
const MERGE_FAILED = 'xstate.error.actor.mergeWishlist';
const SAVED = 'xstate.done.actor.saveWishlistItem';
const SAVE_FAILED = 'xstate.error.actor.saveWishlistItem';

/** An event only an invoked actor sends (typed as a machine event for the graph). */
const internal = (type: string, payload: { output?: unknown; error?: unknown }) =>
  ({ type, ...payload }) as unknown as WishlistEvent;

const SERVER_DOWN = apiError(500);
const OFFLINE = apiError(0);

const signedIn: WishlistEvent = { type: 'session.signedIn' };
const signedOut: WishlistEvent = { type: 'session.signedOut' };
const toggle = (tourId: number): WishlistEvent => ({ type: 'wishlist.toggle', tourId });
const retry: WishlistEvent = { type: 'wishlist.retry' };
/** Another tab (a guest there) saved tour 4 on the device too. */
const otherTab: WishlistEvent = { type: 'device.listChanged', ids: [4, 3] };

/** The server merges the device's ids into the account (newest first) and lists them all. */
function mergedList(c: WishlistContext) {
  return cards(...new Set([...c.deviceIds, ...ACCOUNT_IDS]));
}

/** What can happen in each state: few enough tours (3, 4, 7) for a small, complete walk. */
function appUserAndServerEvents(s: WishlistSnapshot): WishlistEvent[] {
  const c = s.context;
  if (s.matches('unknown')) return [signedIn, signedOut, otherTab];
  if (s.matches('guest')) return [toggle(7), toggle(3), signedIn, signedOut, otherTab];
  if (s.matches({ account: 'syncing' }))
    return [
      internal(MERGED, { output: mergedList(c) }),
      internal(MERGE_FAILED, { error: SERVER_DOWN }),
      signedOut,
      signedIn,
      toggle(7),
    ];
  if (s.matches({ account: 'failed' })) return [retry, toggle(7), signedOut, otherTab];
  if (s.matches({ account: { ready: 'idle' } }))
    return [toggle(7), toggle(4), signedOut, signedIn, retry, otherTab];
  if (s.matches({ account: { ready: 'saving' } }))
    return [
      internal(SAVED, { output: cards(...c.ids) }),
      internal(SAVE_FAILED, { error: OFFLINE }),
      toggle(7),
      signedOut,
    ];
  if (s.matches({ account: { ready: 'saveFailed' } })) return [toggle(7), signedOut, signedIn];
  throw new Error(`no events for ${JSON.stringify(s.value)}`);
}

function serialize(s: WishlistSnapshot): string {
  const { error, ...rest } = s.context;
  return JSON.stringify({
    value: s.value,
    context: rest,
    error: (error as { status?: number })?.status,
  });
}

const options = {
  events: appUserAndServerEvents,
  serializeState: serialize,
  input: { localIds: LOCAL_IDS, session: fakeSession({ status: 'loading' }).session },
};

/* The shortest path to every state, and every transition appended to its source's shortest path. */
const adjacency = getAdjacencyMap(wishlistMachine, options);
const edges = adjacencyMapToArray(adjacency);
const shortest = getShortestPaths(wishlistMachine, options);
const everyTransition = transitionPaths(shortest, edges, serialize);

const paths = withoutPrefixes([...shortest, ...everyTransition]);

/* The observable contract of each state. */

const TAGS: Record<string, string[]> = {
  unknown: ['loading'],
  guest: ['guest'],
  'account.syncing': ['account', 'loading'],
  'account.failed': ['account', 'error'],
  'account.ready.idle': ['account', 'ready'],
  'account.ready.saving': ['account', 'busy', 'ready'],
  'account.ready.saveFailed': ['account', 'ready', 'saveFailed'],
};

/** What the app is asked to do on this step: only these, and only here. */
function expectedEffects(prev: WishlistSnapshot, event: WishlistEvent, next: WishlistSnapshot) {
  const type = event.type as string;
  const effects: WishlistEffect[] = [];
  if (type === 'wishlist.toggle' && next.context.deviceIds !== prev.context.deviceIds) {
    effects.push({ type: 'saveDeviceList', ids: next.context.deviceIds });
  }
  if (type === MERGED) effects.push({ type: 'clearDeviceList' });
  if (type === SAVE_FAILED) effects.push({ type: 'notifySaveFailed', error: OFFLINE });
  return effects;
}

function expectHeartsAsAUserSeesThem(s: WishlistSnapshot, at: string) {
  const leaf = leafOf(s.value);
  const c = s.context;
  for (const id of [3, 4, 7]) expect(isSaved(s, id), at).toBe(c.ids.includes(id));
  // A heart can be pressed exactly where the machine takes it.
  const canToggle = s.can({ type: 'wishlist.toggle', tourId: 7 });
  expect(canToggle, at).toBe(
    ['guest', 'account.failed', 'account.ready.idle', 'account.ready.saveFailed'].includes(leaf),
  );
  expect(s.can(retry), at).toBe(leaf === 'account.failed');
  if (
    leaf === 'guest' ||
    leaf === 'unknown' ||
    leaf.startsWith('account.syncing') ||
    leaf === 'account.failed'
  ) {
    // Before an account list is there, the hearts are the device's and no account card shows.
    expect(c.ids, at).toEqual(c.deviceIds);
    expect(savedTours(s), at).toEqual([]);
  }
  if (leaf.startsWith('account.ready')) {
    expect(c.deviceIds, at).toEqual([]);
    expect(
      savedTours(s).map((t) => t.id),
      at,
    ).toEqual(c.tours.map((t) => t.id).filter((id) => c.ids.includes(id)));
  }
  if (leaf === 'account.ready.saving') expect(c.pending, at).not.toBeNull();
  else expect(c.pending, at).toBeNull();
}

const withoutSession = ({ session: _session, ...rest }: WishlistContext) => rest;

async function replay(path: Path) {
  const h = startWishlist(LOCAL_IDS);
  const snap = () => h.actor.getSnapshot();
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as WishlistEvent & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const at = `step ${index} (${type}) of ${pathKey(path)}`;
    if (type === MERGED) {
      // The merge was asked for exactly the device's unmerged ids.
      expect(h.merges.last().input, at).toEqual({ tourIds: previous.context.deviceIds });
      h.merges.last().resolve(event.output as never);
    } else if (type === MERGE_FAILED) h.merges.last().reject(event.error);
    else if (type === SAVED) {
      expect(h.saves.last().input, at).toEqual(previous.context.pending);
      h.saves.last().resolve(event.output as never);
    } else if (type === SAVE_FAILED) h.saves.last().reject(event.error);
    else if (type !== 'xstate.init') h.actor.send(event);
    if (type.startsWith('xstate.') && type !== 'xstate.init') await flush();

    const actual = snap();
    expect(actual.value, at).toEqual(step.state.value);
    // Each side follows its own (fake) session actor; the rest must be the same.
    expect(withoutSession(actual.context), at).toEqual(withoutSession(step.state.context));
    expect([...actual.tags].sort(), at).toEqual(TAGS[leafOf(actual.value)]);
    expectHeartsAsAUserSeesThem(actual, at);
    if (type !== 'xstate.init') {
      expect(h.takeEffects(), at).toEqual(expectedEffects(previous, event, actual));
    } else {
      expect(h.takeEffects(), at).toEqual([]);
    }
    // A sign-out never leaves an account's hearts on screen.
    if (type === 'session.signedOut') expect(actual.context.tours, at).toEqual([]);
    previous = actual;
  }
  // Signing out cancels whatever is still in flight and empties the account's hearts.
  h.actor.send(signedOut);
  for (const call of [...h.merges.calls, ...h.saves.calls]) {
    expect(call.signal.aborted, pathKey(path)).toBe(!call.settled);
  }
  expect(savedTours(snap())).toEqual([]);
  h.actor.stop();
}

describe('wishlist model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('reaches every state of the machine', () => {
    const states = allStateNodes(wishlistMachine.root);
    expect(states).toEqual([
      'unknown',
      'guest',
      'account',
      'account.syncing',
      'account.failed',
      'account.ready',
      'account.ready.idle',
      'account.ready.saving',
      'account.ready.saveFailed',
    ]);
    expectEveryStateVisited(states, visited);
  });

  it('walks every event: session, hearts, retry and each server answer', () => {
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type as string)));
    for (const type of [
      'session.signedIn',
      'session.signedOut',
      'wishlist.toggle',
      'wishlist.retry',
      'device.listChanged',
      MERGED,
      MERGE_FAILED,
      SAVED,
      SAVE_FAILED,
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('includes the journey of the issue: a guest hearts, signs in, the hearts are merged, then signs out', () => {
    const journey = paths.some((p) => {
      const events = p.steps.map((s) => s.event.type as string).join(' ');
      return /wishlist\.toggle.*session\.signedIn.*xstate\.done.*session\.signedOut/.test(events);
    });
    expect(journey).toBe(true);
  });

  it('stays a walk small enough to replay', () => {
    // About 140 states and 600 transitions with tours 3, 4 and 7.
    expect(edges.length).toBeGreaterThan(100);
    expect(paths.length).toBeLessThan(1000);
  });

  replayInGroups(paths, 40, replay, 30_000);
});
