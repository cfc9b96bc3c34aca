import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { accountGuardMachine } from '../../machines/account-guard-machine';
import { TIMINGS } from '../../machines/constants';
import { fakeSession, type FakeSessionState } from '../support/fake-session';

function startGuard(initial: FakeSessionState) {
  const clock = new SimulatedClock();
  const session = fakeSession(initial);
  const effects: string[] = [];
  const actor = createActor(
    accountGuardMachine.provide({
      actions: { redirectToLogin: () => effects.push('redirect') },
    }),
    { input: { session: session.session }, clock },
  ).start();
  return { actor, clock, effects, session };
}

describe('account guard machine (My Account needs a signed-in user)', () => {
  it('shows a spinner while the session loads, then lets a signed-in user in', () => {
    const { actor, effects, session } = startGuard({ status: 'loading' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    session.set({ status: 'signedIn' });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('turns a guest away at once (the route redirects to /login), once', () => {
    const { actor, effects } = startGuard({ status: 'signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().matches('turnedAway')).toBe(true);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    expect(effects).toEqual([]);
  });

  it('a guest found once the session has loaded is turned away too', () => {
    const { actor, effects, session } = startGuard({ status: 'loading' });
    session.set({ status: 'signedOut' });
    expect(actor.getSnapshot().matches('turnedAway')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('signing out on the page waits 1 s for the navigation home, then goes to /login', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn' });
    session.set({ status: 'signedOut' });
    expect(actor.getSnapshot().matches('signedOutHere')).toBe(true);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    clock.increment(TIMINGS.adminRedirectDelay - 1);
    expect(effects).toEqual([]);
    clock.increment(1);
    expect(effects).toEqual(['redirect']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('signing in again meanwhile (another tab) keeps the page', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn' });
    session.set({ status: 'signedOut' });
    session.set({ status: 'signedIn' });
    clock.increment(TIMINGS.adminRedirectDelay * 2);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('a session re-read (another tab changed storage) keeps the page, then follows what it read', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn' });
    session.set({ status: 'loading' });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    session.set({ status: 'signedIn' });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    // The re-read found no session: the user had been signed in here, so the wait applies.
    session.set({ status: 'loading' });
    session.set({ status: 'signedOut' });
    expect(actor.getSnapshot().matches('signedOutHere')).toBe(true);
    expect(effects).toEqual([]);
    clock.increment(TIMINGS.adminRedirectDelay);
    expect(effects).toEqual(['redirect']);
  });
});
