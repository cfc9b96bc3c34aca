import {
  assign,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { parseStoredUser, type StoredUser } from '../contract/session';

/** What the storage reader hands back: the raw strings under the two keys. */
export interface RawStoredSession {
  token: string | null;
  user: string | null;
}

export interface Session {
  token: string;
  user: StoredUser;
}

/**
 * SPEC section 4: signed in only when both the token and the user record exist, the
 * record parses and it carries a role. Anything else is no session.
 */
export function parseStoredSession(raw: RawStoredSession | undefined): Session | null {
  if (!raw?.token || !raw.user) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.user);
  } catch {
    return null;
  }
  const user = parseStoredUser(json);
  return user ? { token: raw.token, user } : null;
}

export interface SessionContext {
  user: StoredUser | null;
  token: string | null;
}

export type SessionEvent =
  /** Login succeeded (the login form's actor sends this). */
  | { type: 'session.login'; user: StoredUser; token: string }
  | { type: 'session.logout' }
  /** The signed-in user changed their name or e-mail in My Account. */
  | { type: 'session.userUpdated'; name: string; email: string }
  /** An authenticated API call answered 401: the token is no longer valid. */
  | { type: 'session.expired' }
  /** Another tab changed the stored session. */
  | { type: 'session.storageChanged' };

/**
 * Who is signed in: reads the stored token and user at start-up (SPEC 4), signs in and out
 * (revoking the token on the server), follows another tab's changes and a 401 (session.expired).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredSession: fromPromise<RawStoredSession>(async () => {
      throw new Error('readStoredSession: provide via machine.provide');
    }),
    revokeToken: fromPromise<void, { token: string | null }>(async () => {
      throw new Error('revokeToken: provide via machine.provide');
    }),
    /** Reports storage changes made by other tabs as session.storageChanged. */
    watchStorage: fromCallback<SessionEvent>(() => {
      throw new Error('watchStorage: provide via machine.provide');
    }),
  },
  actions: {
    assignStoredSession: assign((_, params: { raw: RawStoredSession }) => {
      const session = parseStoredSession(params.raw);
      return { user: session?.user ?? null, token: session?.token ?? null };
    }),
    assignSession: assign((_, params: { user: StoredUser; token: string }) => ({
      user: params.user,
      token: params.token,
    })),
    assignUserDetails: assign(({ context }, params: { name: string; email: string }) => ({
      user: context.user ? { ...context.user, name: params.name, email: params.email } : null,
    })),
    clearUser: assign({ user: null }),
    clearSession: assign({ user: null, token: null }),
    /** Effects the app supplies: */
    persistSession: (_, _params: { user: StoredUser; token: string }) => {},
    clearStoredSession: () => {},
    navigateHome: () => {},
  },
  guards: {
    isValidStoredSession: (_, params: { raw: RawStoredSession }) =>
      parseStoredSession(params.raw) !== null,
  },
}).createMachine({
  id: 'session',
  description:
    "Who is signed in: reads the stored token and user at start-up (SPEC 4), signs in and out (revoking the token), follows another tab's changes and a 401 (`session.expired`).",
  context: { user: null, token: null },
  invoke: { id: 'watchStorage', src: 'watchStorage' },
  on: {
    'session.storageChanged': { target: '.loading', reenter: true },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the stored token and user record at start-up (SPEC 4).',
      tags: ['loading'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: { type: 'isValidStoredSession', params: ({ event }) => ({ raw: event.output }) },
            target: 'signedIn',
            actions: {
              type: 'assignStoredSession',
              params: ({ event }) => ({ raw: event.output }),
            },
          },
          { target: 'signedOut', actions: ['clearSession', 'clearStoredSession'] },
        ],
        onError: { target: 'signedOut', actions: ['clearSession', 'clearStoredSession'] },
      },
    },
    signedIn: {
      tags: ['authenticated'],
      on: {
        'session.login': {
          target: 'signedIn',
          reenter: true,
          actions: [
            { type: 'assignSession', params: ({ event }) => event },
            { type: 'persistSession', params: ({ event }) => event },
          ],
        },
        'session.userUpdated': {
          actions: [
            { type: 'assignUserDetails', params: ({ event }) => event },
            {
              type: 'persistSession',
              params: ({ context }) => ({ user: context.user!, token: context.token! }),
            },
          ],
        },
        'session.logout': {
          target: 'signingOut',
          actions: ['clearUser', 'clearStoredSession', 'navigateHome'],
        },
        'session.expired': {
          target: 'signedOut',
          actions: ['clearSession', 'clearStoredSession'],
        },
      },
    },
    signingOut: {
      description:
        'The session is already gone locally; the server is asked to revoke the token. Either way the user ends signed out.',
      tags: ['guest'],
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: 'clearSession' },
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
      on: {
        'session.login': {
          target: 'signedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => event },
            { type: 'persistSession', params: ({ event }) => event },
          ],
        },
      },
    },
    signedOut: {
      tags: ['guest'],
      on: {
        'session.login': {
          target: 'signedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => event },
            { type: 'persistSession', params: ({ event }) => event },
          ],
        },
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
