import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine, type Actor } from 'xstate';
import { adminGuardMachine } from '../../machines/admin-guard-machine';
import { TIMINGS } from '../../machines/constants';
import { fakeSession } from '../support/fake-session';

/** What a visitor of /admin observes: spinner, admin layout, toast, redirect. */
const guardModel = createMachine({
  id: 'adminGuardModel',
  initial: 'checking',
  states: {
    checking: { on: { ADMIN: 'authorized', USER: 'denied', GUEST: 'denied' } },
    authorized: { on: { ADMIN: 'authorized', USER: 'leaving', GUEST: 'leaving' } },
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
    expect(reached).toEqual(new Set(['checking', 'authorized', 'denied', 'leaving', 'redirected']));
  });

  for (const path of [...paths, ...model.getSimplePaths()]) {
    it(path.description, async () => {
      const clock = new SimulatedClock();
      const effects: string[] = [];
      const session = fakeSession({ status: 'loading' });
      const actor: Actor<typeof adminGuardMachine> = createActor(
        adminGuardMachine.provide({
          actions: {
            showUnauthorizedToast: () => effects.push('toast'),
            redirectToLogin: () => effects.push('redirect'),
          },
        }),
        { input: { session: session.session }, clock },
      ).start();
      const toasts = () => effects.filter((e) => e === 'toast').length;

      await path.test({
        states: {
          checking: () => {
            expect(actor.getSnapshot().hasTag('loading')).toBe(true);
            expect(effects).toEqual([]);
          },
          authorized: () => expect(actor.getSnapshot().hasTag('authorized')).toBe(true),
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
          ADMIN: () => session.set({ status: 'signedIn', role: 'admin' }),
          USER: () => session.set({ status: 'signedIn', role: 'user' }),
          GUEST: () => session.set({ status: 'signedOut' }),
          WAIT: () => clock.increment(TIMINGS.adminRedirectDelay),
        },
      });
    });
  }
});
