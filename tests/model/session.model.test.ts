import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { admin, alice, createFakeBrowser, stored } from '../machines/session-fakes';
import { flush } from '../support/controllable';

/**
 * What a user can observe of the session: signed out, signed in as a traveller, signed in
 * as an admin. A traveller signing in as the admin switches account (one way only: both ways
 * would multiply the simple paths eightfold). Every shortest and simple path through this model
 * is replayed on the real session machine (fake storage and API), checking what the nav would
 * show at each step.
 */
const sessionModel = createMachine({
  id: 'sessionModel',
  initial: 'signedOut',
  states: {
    signedOut: {
      on: { LOGIN_USER: 'user', LOGIN_ADMIN: 'admin', OTHER_TAB_LOGIN: 'admin' },
    },
    user: {
      on: {
        LOGOUT: 'signedOut',
        EXPIRE: 'signedOut',
        OTHER_TAB_LOGOUT: 'signedOut',
        LOGIN_ADMIN: 'admin',
      },
    },
    admin: {
      on: {
        LOGOUT: 'signedOut',
        EXPIRE: 'signedOut',
        OTHER_TAB_LOGOUT: 'signedOut',
      },
    },
  },
});

const model = createTestModel(sessionModel);
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];

describe('session model paths', () => {
  it('covers every model state and event', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => String(s.state.value))));
    expect(visited).toEqual(new Set(['signedOut', 'user', 'admin']));
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    for (const e of [
      'LOGIN_USER',
      'LOGIN_ADMIN',
      'LOGOUT',
      'EXPIRE',
      'OTHER_TAB_LOGIN',
      'OTHER_TAB_LOGOUT',
    ]) {
      expect(events).toContain(e);
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      const browser = createFakeBrowser();
      const actor = browser.start();
      await flush();
      await path.test({
        states: {
          signedOut: () => {
            expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
            expect(actor.getSnapshot().context.user).toBeNull();
            expect(browser.storage).toEqual({ token: null, user: null });
          },
          user: () => {
            expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
            expect(actor.getSnapshot().context.user?.role).toBe('user');
          },
          admin: () => {
            expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
            expect(actor.getSnapshot().context.user?.role).toBe('admin');
          },
        },
        events: {
          LOGIN_USER: () => actor.send({ type: 'session.login', user: alice, token: 'u' }),
          LOGIN_ADMIN: () => actor.send({ type: 'session.login', user: admin, token: 'a' }),
          LOGOUT: async () => {
            actor.send({ type: 'session.logout' });
            await flush();
          },
          EXPIRE: () => actor.send({ type: 'session.expired' }),
          OTHER_TAB_LOGIN: async () => {
            browser.otherTabWrites(stored(admin, 'tab'));
            await flush();
          },
          OTHER_TAB_LOGOUT: async () => {
            browser.otherTabWrites({ token: null, user: null });
            await flush();
          },
        },
      });
    });
  }
});
