import { assign, setup, type ActorRefFrom } from 'xstate';
import type { SessionStatus } from './admin-guard-machine';
import { TIMINGS } from './constants';

export type AccountGuardEvent = { type: 'session.changed'; status: SessionStatus };

export interface AccountGuardInput {
  status: SessionStatus;
}

export interface AccountGuardContext {
  status: SessionStatus;
  /** Someone was signed in on this page: a later sign-out is a logout or an expired token. */
  wasSignedIn: boolean;
}

/**
 * My Account needs a signed-in user (issue 6): while the session loads, a spinner; a guest is
 * sent to /login (which brings them back here after signing in). Signing out on the page
 * (Logout navigates home) waits briefly so that navigation wins; if nothing moved the page, as
 * when the token expired, the traveller is sent to /login too.
 */
export const accountGuardMachine = setup({
  types: {
    input: {} as AccountGuardInput,
    context: {} as AccountGuardContext,
    events: {} as AccountGuardEvent,
  },
  actions: {
    assignStatus: assign((_, params: { status: SessionStatus }) => ({ status: params.status })),
    markSignedIn: assign({ wasSignedIn: true }),
    /** Effects the app supplies: */
    redirectToLogin: () => {},
  },
  guards: {
    isLoading: ({ context }) => context.status === 'loading',
    isSignedIn: ({ context }) => context.status === 'signedIn',
    wasSignedIn: ({ context }) => context.wasSignedIn,
    reportsLoading: (_, params: { status: SessionStatus }) => params.status === 'loading',
  },
  delays: {
    /** The admin guard's 1 s: long enough for Logout's navigation home to happen first. */
    signedOutRedirectDelay: TIMINGS.adminRedirectDelay,
  },
}).createMachine({
  id: 'accountGuard',
  description:
    'My Account needs a signed-in user: a spinner while the session loads; a guest is sent to /login (and back after signing in); a session re-read from another tab keeps the page.',
  context: ({ input }) => ({ status: input.status, wasSignedIn: false }),
  on: {
    'session.changed': {
      target: '.deciding',
      actions: { type: 'assignStatus', params: ({ event }) => event },
    },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isLoading', target: 'checking' },
        { guard: 'isSignedIn', target: 'authorized' },
        { guard: 'wasSignedIn', target: 'signedOutHere' },
        { target: 'redirected', actions: 'redirectToLogin' },
      ],
    },
    checking: {
      description: 'The session is still being read: show a spinner.',
      tags: ['loading'],
    },
    authorized: {
      tags: ['authorized'],
      entry: 'markSignedIn',
      on: {
        'session.changed': [
          {
            // Another tab touched the stored session and it is being read again: keep the page
            // (and every half-typed form on it) until the re-read says who is signed in.
            guard: { type: 'reportsLoading', params: ({ event }) => event },
            actions: { type: 'assignStatus', params: ({ event }) => event },
          },
          {
            target: 'deciding',
            actions: { type: 'assignStatus', params: ({ event }) => event },
          },
        ],
      },
    },
    signedOutHere: {
      description: 'Signed out while on the page; Logout navigates home, which unmounts this.',
      tags: ['loading'],
      after: { signedOutRedirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    redirected: { type: 'final', tags: ['loading'] },
  },
});

export type AccountGuardActorRef = ActorRefFrom<typeof accountGuardMachine>;
