import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { AdminAccess } from '../../contract/settings';
import { adminGuardMachine } from '../../machines/admin-guard-machine';
import { TIMINGS } from '../../machines/constants';
import { flush } from '../support/controllable';
import { fakeSession, type FakeSessionState } from '../support/fake-session';

/**
 * `answers`: what GET /api/admin/access says, one per question (an Error: it did not get there);
 * 'granted' once they run out.
 */
function startGuard(initial: FakeSessionState, answers: (AdminAccess | Error)[] = []) {
  const clock = new SimulatedClock();
  const session = fakeSession(initial);
  const effects: string[] = [];
  let asked = 0;
  const actor = createActor(
    adminGuardMachine.provide({
      actions: {
        showUnauthorizedToast: () => effects.push('toast'),
        redirectToLogin: () => effects.push('redirect'),
      },
      actors: {
        checkAdminAccess: fromPromise<AdminAccess>(async () => {
          asked += 1;
          const answer = answers.shift() ?? 'granted';
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { session: session.session }, clock },
  ).start();
  return { actor, clock, effects, session, asked: () => asked };
}

describe('admin guard machine (SPEC 4, 6)', () => {
  it('shows a spinner while the session loads, asks the server, then lets an admin in', async () => {
    const { actor, effects, session, asked } = startGuard({ status: 'loading', role: null });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    session.set({ status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().matches({ admin: 'verifying' })).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    await flush();
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    expect(asked()).toBe(1);
    expect(effects).toEqual([]);
  });

  it.each([
    ['a guest', { status: 'signedOut', role: null }],
    ['a user', { status: 'signedIn', role: 'user' }],
  ] as const)('toasts %s at once and ends (the route redirects) after exactly 1 s', (_, input) => {
    const { actor, clock, effects, asked } = startGuard(input);
    expect(actor.getSnapshot().matches('unauthorized')).toBe(true);
    expect(effects).toEqual(['toast']);
    clock.increment(TIMINGS.adminRedirectDelay - 1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    // The route's beforeLoad throws the redirect; the guard navigates only when already in.
    expect(effects).toEqual(['toast']);
    // Only admins are asked about.
    expect(asked()).toBe(0);
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

  it('an admin signing out on an admin page goes to /login without the unauthorized toast', async () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    await flush();
    session.set({ status: 'signedOut', role: null });
    expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
    clock.increment(1000);
    expect(effects).toEqual(['redirect']);
  });

  it('an admin signing out while the server is asked goes to /login too', () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    session.set({ status: 'signedOut', role: null });
    expect(actor.getSnapshot().matches('signedOutHere')).toBe(true);
    clock.increment(1000);
    expect(effects).toEqual(['redirect']);
  });

  it('stays authorized while another tab makes the session re-read, and after it reads back an admin', async () => {
    const { actor, clock, effects, session, asked } = startGuard({
      status: 'signedIn',
      role: 'admin',
    });
    await flush();
    session.set({ status: 'loading', role: null });
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
    session.set({ status: 'signedIn', role: 'admin' });
    clock.increment(5000);
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
    expect(effects).toEqual([]);
    expect(asked()).toBe(1);
  });

  it('an admin who signs back in (another tab) before the redirect is asked about again, and stays', async () => {
    const { actor, clock, effects, session, asked } = startGuard({
      status: 'signedIn',
      role: 'admin',
    });
    await flush();
    session.set({ status: 'signedOut', role: null });
    clock.increment(500);
    session.set({ status: 'signedIn', role: 'admin' });
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
    expect(asked()).toBe(2);
    clock.increment(5000);
    expect(effects).toEqual([]);
  });

  it('stays authorized while the admin session merely re-reports itself', async () => {
    const { actor, effects, session } = startGuard({ status: 'signedIn', role: 'admin' });
    await flush();
    session.set({ status: 'signedIn', role: 'admin' });
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
    expect(effects).toEqual([]);
  });
});

describe('admin guard: what the server asks of the admin first (issue 18)', () => {
  it('holds an admin whose password expired on the change form, then opens the pages', async () => {
    const { actor, asked } = startGuard({ status: 'signedIn', role: 'admin' }, ['passwordChange']);
    await flush();
    const held = actor.getSnapshot();
    expect(held.matches({ admin: 'passwordChangeRequired' })).toBe(true);
    // Let into the admin area (the layout shows the form instead of the page).
    expect(held.hasTag('authorized')).toBe(true);
    expect(held.hasTag('passwordChange')).toBe(true);

    actor.send({ type: 'access.recheck' });
    expect(actor.getSnapshot().hasTag('verifying')).toBe(true);
    expect(actor.getSnapshot().hasTag('passwordChange')).toBe(false);
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
    expect(actor.getSnapshot().hasTag('passwordChange')).toBe(false);
    expect(asked()).toBe(2);
  });

  it('sends an admin without the required two-factor to enrol until they have set it up', async () => {
    const { actor } = startGuard({ status: 'signedIn', role: 'admin' }, ['twoFactorSetup']);
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'twoFactorSetupRequired' })).toBe(true);
    expect(actor.getSnapshot().hasTag('twoFactorSetup')).toBe(true);
    expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
    actor.send({ type: 'access.recheck' });
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
  });

  it('a changed password can still leave the two-factor set-up to do', async () => {
    const { actor } = startGuard({ status: 'signedIn', role: 'admin' }, [
      'passwordChange',
      'twoFactorSetup',
    ]);
    await flush();
    actor.send({ type: 'access.recheck' });
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'twoFactorSetupRequired' })).toBe(true);
  });

  it('says why when the admin API refuses for another reason', async () => {
    const refused = Object.assign(new Error('refused'), {
      status: 403,
      message: 'Admin access is not allowed from your IP address.',
    });
    const { actor } = startGuard({ status: 'signedIn', role: 'admin' }, [refused]);
    await flush();
    expect(actor.getSnapshot().context.failure).toBe(
      'Admin access is not allowed from your IP address.',
    );
  });

  it('says so when the server could not be asked, and asks again on retry', async () => {
    const { actor } = startGuard({ status: 'signedIn', role: 'admin' }, [new Error('offline')]);
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'unverified' })).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('offline');
    actor.send({ type: 'access.recheck' });
    await flush();
    expect(actor.getSnapshot().matches({ admin: 'authorized' })).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('an admin signing out while held on the change form goes to /login', async () => {
    const { actor, clock, effects, session } = startGuard({ status: 'signedIn', role: 'admin' }, [
      'passwordChange',
    ]);
    await flush();
    session.set({ status: 'signedOut', role: null });
    expect(actor.getSnapshot().hasTag('passwordChange')).toBe(false);
    clock.increment(1000);
    expect(effects).toEqual(['redirect']);
  });
});
