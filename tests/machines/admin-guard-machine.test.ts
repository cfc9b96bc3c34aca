import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { adminGuardMachine } from '../../machines/admin-guard-machine';
import { TIMINGS } from '../../machines/constants';
import { fakeSession, type FakeSessionState } from '../support/fake-session';

function startGuard(initial: FakeSessionState) {
  const clock = new SimulatedClock();
  const session = fakeSession(initial);
  const effects: string[] = [];
  const actor = createActor(
    adminGuardMachine.provide({
      actions: {
        showUnauthorizedToast: () => effects.push('toast'),
        redirectToLogin: () => effects.push('redirect'),
      },
    }),
    { input: { session: session.session }, clock },
  ).start();
  return { actor, clock, effects, session };
}

describe('admin guard machine (SPEC 4, 6)', () => {
  it('shows a spinner while the session loads, then lets an admin in', () => {
    const { actor, effects, session } = startGuard({ status: 'loading', role: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    session.set({ status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it.each([
    ['a guest', { status: 'signedOut', role: null }],
    ['a user', { status: 'signedIn', role: 'user' }],
  ] as const)('toasts %s at once and ends (the route redirects) after exactly 1 s', (_, input) => {
    const { actor, clock, effects } = startGuard(input);
    expect(actor.getSnapshot().matches('unauthorized')).toBe(true);
    expect(effects).toEqual(['toast']);
    clock.increment(TIMINGS.adminRedirectDelay - 1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    // The route's beforeLoad throws the redirect; the guard navigates only when already in.
    expect(effects).toEqual(['toast']);
  });

  it('denies after loading resolves to a non-admin', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'loading', role: null });
    session.set({ status: 'signedIn', role: 'user' });
    expect(effects).toEqual(['toast']);
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('ignores session changes once denied (one toast, then the end)', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedOut', role: null });
    session.set({ status: 'signedIn', role: 'admin' });
    clock.increment(1000);
    expect(effects).toEqual(['toast']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('follows the session it was given, and stops following it when it ends', () => {
    const { actor, session } = startGuard({ status: 'signedIn', role: 'admin' });
    expect(session.listenerCount()).toBe(1);
    actor.stop();
    expect(session.listenerCount()).toBe(0);
  });

  it('an admin signing out on an admin page goes to /login without the unauthorized toast', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    session.set({ status: 'signedOut', role: null });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    clock.increment(1000);
    expect(effects).toEqual(['redirect']);
  });

  it('stays authorized while another tab makes the session re-read, and after it reads back an admin', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    session.set({ status: 'loading', role: null });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    session.set({ status: 'signedIn', role: 'admin' });
    clock.increment(5000);
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('an admin who signs back in (another tab) before the redirect stays on the page', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    session.set({ status: 'signedOut', role: null });
    clock.increment(500);
    session.set({ status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    clock.increment(5000);
    expect(effects).toEqual([]);
  });

  it('stays authorized while the admin session merely re-reports itself', () => {
    const { actor, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    session.set({ status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });
});
