import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { adminGuardMachine, type AdminGuardInput } from '../../machines/admin-guard-machine';
import { TIMINGS } from '../../machines/constants';

function startGuard(input: AdminGuardInput) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const actor = createActor(
    adminGuardMachine.provide({
      actions: {
        showUnauthorizedToast: () => effects.push('toast'),
        redirectToLogin: () => effects.push('redirect'),
      },
    }),
    { input, clock },
  ).start();
  return { actor, clock, effects };
}

describe('admin guard machine (SPEC 4, 6)', () => {
  it('shows a spinner while the session loads, then lets an admin in', () => {
    const { actor, effects } = startGuard({ status: 'loading', role: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'session.changed', status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it.each([
    ['a guest', { status: 'signedOut', role: null }],
    ['a user', { status: 'signedIn', role: 'user' }],
  ] as const)('toasts %s at once and redirects to /login after exactly 1 s', (_, input) => {
    const { actor, clock, effects } = startGuard(input);
    expect(actor.getSnapshot().matches('unauthorized')).toBe(true);
    expect(effects).toEqual(['toast']);
    clock.increment(TIMINGS.adminRedirectDelay - 1);
    expect(effects).toEqual(['toast']);
    clock.increment(1);
    expect(effects).toEqual(['toast', 'redirect']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('denies after loading resolves to a non-admin', () => {
    const { actor, clock, effects } = startGuard({ status: 'loading', role: null });
    actor.send({ type: 'session.changed', status: 'signedIn', role: 'user' });
    expect(effects).toEqual(['toast']);
    clock.increment(1000);
    expect(effects).toEqual(['toast', 'redirect']);
  });

  it('ignores session changes once denied (one toast, one redirect)', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedOut', role: null });
    actor.send({ type: 'session.changed', status: 'signedIn', role: 'admin' });
    clock.increment(1000);
    expect(effects).toEqual(['toast', 'redirect']);
  });

  it('an admin signing out on an admin page goes to /login without the unauthorized toast', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedIn', role: 'admin' });
    actor.send({ type: 'session.changed', status: 'signedOut', role: null });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    clock.increment(1000);
    expect(effects).toEqual(['redirect']);
  });

  it('stays authorized while another tab makes the session re-read, and after it reads back an admin', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedIn', role: 'admin' });
    actor.send({ type: 'session.changed', status: 'loading', role: null });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    actor.send({ type: 'session.changed', status: 'signedIn', role: 'admin' });
    clock.increment(5000);
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });

  it('an admin who signs back in (another tab) before the redirect stays on the page', () => {
    const { actor, clock, effects } = startGuard({ status: 'signedIn', role: 'admin' });
    actor.send({ type: 'session.changed', status: 'signedOut', role: null });
    clock.increment(500);
    actor.send({ type: 'session.changed', status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    clock.increment(5000);
    expect(effects).toEqual([]);
  });

  it('stays authorized while the admin session merely re-reports itself', () => {
    const { actor, effects } = startGuard({ status: 'signedIn', role: 'admin' });
    actor.send({ type: 'session.changed', status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().matches('authorized')).toBe(true);
    expect(effects).toEqual([]);
  });
});
