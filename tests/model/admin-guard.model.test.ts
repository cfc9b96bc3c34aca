import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine, fromPromise, type Actor } from 'xstate';
import type { AdminAccess } from '../../contract/settings';
import { adminGuardMachine } from '../../machines/admin-guard-machine';
import { TIMINGS } from '../../machines/constants';
import { flush } from '../support/controllable';
import { fakeSession } from '../support/fake-session';

/**
 * What a visitor of /admin observes: spinner, admin layout, toast, redirect; and (issue 18) an
 * admin held on the change-password form or sent to enrol, or told the server was not reached,
 * until the way is open. EXPIRED, NO_2FA and OFFLINE: an admin arrives and the server says so.
 */
const guardModel = createMachine({
  id: 'adminGuardModel',
  initial: 'checking',
  states: {
    checking: {
      on: {
        ADMIN: 'authorized',
        EXPIRED: 'changingPassword',
        NO_2FA: 'enrolling',
        OFFLINE: 'unverified',
        USER: 'denied',
        GUEST: 'denied',
      },
    },
    authorized: { on: { ADMIN: 'authorized', USER: 'leaving', GUEST: 'leaving' } },
    changingPassword: { on: { RECHECK: 'authorized', GUEST: 'leaving' } },
    enrolling: { on: { RECHECK: 'authorized', GUEST: 'leaving' } },
    unverified: { on: { RECHECK: 'authorized', GUEST: 'leaving' } },
    denied: { on: { ADMIN: 'denied', GUEST: 'denied', WAIT: 'redirected' } },
    leaving: { on: { GUEST: 'leaving', WAIT: 'redirected' } },
    redirected: { type: 'final' },
  },
});

const model = createTestModel(guardModel);
const paths = model.getShortestPaths();

describe('admin guard model paths', () => {
  it('reaches every observable state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(
      new Set([
        'checking',
        'authorized',
        'changingPassword',
        'enrolling',
        'unverified',
        'denied',
        'leaving',
        'redirected',
      ]),
    );
  });

  for (const path of [...paths, ...model.getSimplePaths()]) {
    it(path.description, async () => {
      const clock = new SimulatedClock();
      const effects: string[] = [];
      const session = fakeSession({ status: 'loading' });
      let answer: AdminAccess | 'offline' = 'granted';
      const actor: Actor<typeof adminGuardMachine> = createActor(
        adminGuardMachine.provide({
          actions: {
            showUnauthorizedToast: () => effects.push('toast'),
            redirectToLogin: () => effects.push('redirect'),
          },
          actors: {
            checkAdminAccess: fromPromise<AdminAccess>(async () => {
              const said = answer;
              answer = 'granted';
              if (said === 'offline') throw new Error('offline');
              return said;
            }),
          },
        }),
        { input: { session: session.session }, clock },
      ).start();
      const toasts = () => effects.filter((e) => e === 'toast').length;
      const tags = () =>
        ['passwordChange', 'twoFactorSetup', 'error'].filter((t) => actor.getSnapshot().hasTag(t));
      const adminArrives = async (said: typeof answer) => {
        answer = said;
        session.set({ status: 'signedIn', role: 'admin' });
        await flush();
      };

      await path.test({
        states: {
          checking: () => {
            expect(actor.getSnapshot().hasTag('loading')).toBe(true);
            expect(effects).toEqual([]);
          },
          authorized: () => {
            expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
            expect(tags()).toEqual([]);
          },
          changingPassword: () => {
            expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
            expect(tags()).toEqual(['passwordChange']);
          },
          enrolling: () => {
            expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
            expect(tags()).toEqual(['twoFactorSetup']);
          },
          unverified: () => {
            expect(actor.getSnapshot().hasTag('authorized')).toBe(true);
            expect(tags()).toEqual(['error']);
          },
          denied: () => {
            expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
            expect(effects).toEqual(['toast']);
          },
          leaving: () => {
            expect(actor.getSnapshot().hasTag('authorized')).toBe(false);
            expect(toasts()).toBe(0);
          },
          redirected: () => {
            // Turned away on arrival, the route redirects; signed out on a page, the guard does.
            expect(actor.getSnapshot().status).toBe('done');
            expect(toasts()).toBeLessThanOrEqual(1);
            expect(effects.at(-1)).toBe(toasts() === 1 ? 'toast' : 'redirect');
          },
        },
        events: {
          ADMIN: () => adminArrives('granted'),
          EXPIRED: () => adminArrives('passwordChange'),
          NO_2FA: () => adminArrives('twoFactorSetup'),
          OFFLINE: () => adminArrives('offline'),
          RECHECK: async () => {
            actor.send({ type: 'access.recheck' });
            await flush();
          },
          USER: () => session.set({ status: 'signedIn', role: 'user' }),
          GUEST: () => session.set({ status: 'signedOut' }),
          WAIT: () => clock.increment(TIMINGS.adminRedirectDelay),
        },
      });
    });
  }
});
