import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { accountGuardMachine, type AccountGuardInput } from '../../machines/account-guard-machine';
import { TIMINGS } from '../../machines/constants';

function startGuard(input: AccountGuardInput) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    accountGuardMachine.provide({
      actions: { redirectToLogin: () => effects.push('redirect') },
    }),
    { input, clock },
  ).start();
  return { actor, clock, effects };
}

describe('account guard machine (My Account needs a signed-in user)', () => {
  it('shows a spinner while the session loads, then lets a signed-in user in', () => {
    const { actor, effects } = startGuard({ status: 'loading' });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'session.changed', status: 'signedIn' });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('sends a guest to /login at once, once', () => {
    const { actor, effects } = startGuard({ status: 'signedOut' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    expect(effects).toEqual(['redirect']);
  });

  it('a guest found once the session has loaded is sent to /login too', () => {
    const { actor, effects } = startGuard({ status: 'loading' });
    actor.send({ type: 'session.changed', status: 'signedOut' });
    expect(actor.getSnapshot().matches('redirected')).toBe(true);
    expect(effects).toEqual(['redirect']);
  });

  it('signing out on the page waits 1 s for the navigation home, then goes to /login', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedIn' });
    actor.send({ type: 'session.changed', status: 'signedOut' });
    expect(actor.getSnapshot().matches('signedOutHere')).toBe(true);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    clock.increment(TIMINGS.adminRedirectDelay - 1);
    expect(effects).toEqual([]);
    clock.increment(1);
    expect(effects).toEqual(['redirect']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('signing in again meanwhile (another tab) keeps the page', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedIn' });
    actor.send({ type: 'session.changed', status: 'signedOut' });
    actor.send({ type: 'session.changed', status: 'signedIn' });
    clock.increment(TIMINGS.adminRedirectDelay * 2);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('a session re-read (another tab changed storage) keeps the page, then follows what it read', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedIn' });
    actor.send({ type: 'session.changed', status: 'loading' });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'session.changed', status: 'signedIn' });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    // The re-read found no session: the user had been signed in here, so the wait applies.
    actor.send({ type: 'session.changed', status: 'loading' });
    actor.send({ type: 'session.changed', status: 'signedOut' });
    expect(actor.getSnapshot().matches('signedOutHere')).toBe(true);
    expect(effects).toEqual([]);
    clock.increment(TIMINGS.adminRedirectDelay);
    expect(effects).toEqual(['redirect']);
  });
});
