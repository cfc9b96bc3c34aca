import { assign, setup } from 'xstate';
import { TIMINGS } from './constants';
import type { SessionActorRef } from './session-machine';
import { watchSession, type SessionReport, type SessionStatus } from './session-watch';

export type AccountGuardEvent = { type: 'session.changed' } & SessionReport;

export interface AccountGuardInput {
  /** The app's session; the guard follows it (invoked `watchSession`). */
  session: SessionActorRef;
}

export interface AccountGuardContext extends AccountGuardInput {
  status: SessionStatus;
  /** Someone was signed in on this page: a later sign-out is a logout or an expired token. */
  wasSignedIn: boolean;
}

/**
 * My Account needs a signed-in user (issue 6): while the session loads, a spinner; a guest is
 * turned away at once (the route sends them to /login, which brings them back here after
 * signing in). Signing out on the page (Logout navigates home) waits briefly so that navigation
 * wins; if nothing moved the page, as when the token expired, the traveller is sent to /login.
 */
export const accountGuardMachine = setup({
  types: {
    input: {} as AccountGuardInput,
    context: {} as AccountGuardContext,
    events: {} as AccountGuardEvent,
  },
  actors: { watchSession },
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
    'My Account (/dashboard) needs a signed-in traveller: a spinner while the session loads, a guest is turned away, a sign-out on the page leads to /login.',
  context: ({ input }) => ({ session: input.session, status: 'loading', wasSignedIn: false }),
  invoke: { id: 'session', src: 'watchSession', input: ({ context }) => context },
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
        { target: 'turnedAway' },
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
      description: 'Signed out while on the page; Logout navigates home, which stops this guard.',
      tags: ['loading'],
      after: { signedOutRedirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    turnedAway: {
      description:
        "A guest on arrival: the guard ends and the route's beforeLoad redirects to /login.",
      type: 'final',
      tags: ['loading'],
    },
    redirected: { type: 'final', tags: ['loading'] },
  },
});
