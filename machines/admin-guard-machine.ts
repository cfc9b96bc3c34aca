import { assign, setup } from 'xstate';
import { TIMINGS } from './constants';
import type { SessionActorRef } from './session-machine';
import { watchSession, type SessionReport, type SessionStatus } from './session-watch';

export type AdminGuardEvent = { type: 'session.changed' } & SessionReport;

export interface AdminGuardInput {
  /** The app's session; the guard follows it (invoked `watchSession`). */
  session: SessionActorRef;
}

export interface AdminGuardContext extends AdminGuardInput {
  status: SessionStatus;
  role: string | null;
}

type Reported = Pick<AdminGuardContext, 'status' | 'role'>;
const reported = (event: AdminGuardEvent): Reported => ({
  status: event.status,
  role: event.user?.role ?? null,
});

/**
 * SPEC sections 4 and 6: every /admin page waits for this guard. While the session loads, a
 * spinner; a non-admin (or nobody) gets the 'Unauthorized Access' toast and, 1 s later, the
 * guard ends and the router sends them to /login; an admin sees the layout. While the admin
 * stays, the guard keeps following the session: signed out (here or in another tab) it sends
 * them to /login itself.
 */
export const adminGuardMachine = setup({
  types: {
    input: {} as AdminGuardInput,
    context: {} as AdminGuardContext,
    events: {} as AdminGuardEvent,
  },
  actors: { watchSession },
  actions: {
    assignSession: assign((_, params: Reported) => ({ status: params.status, role: params.role })),
    /** Effects the app supplies: */
    showUnauthorizedToast: () => {},
    redirectToLogin: () => {},
  },
  guards: {
    isLoading: (_, params: Reported) => params.status === 'loading',
    isAdmin: (_, params: Reported) => params.status === 'signedIn' && params.role === 'admin',
  },
  delays: {
    adminRedirectDelay: TIMINGS.adminRedirectDelay,
  },
}).createMachine({
  id: 'adminGuard',
  description:
    'Admin pages (SPEC 4, 6): a spinner while the session loads; a non-admin is toasted and turned away after 1 s; an admin stays until signed out.',
  context: ({ input }) => ({ session: input.session, status: 'loading', role: null }),
  invoke: { id: 'session', src: 'watchSession', input: ({ context }) => context },
  on: {
    'session.changed': {
      target: '.deciding',
      actions: { type: 'assignSession', params: ({ event }) => reported(event) },
    },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: { type: 'isLoading', params: ({ context }) => context }, target: 'checking' },
        { guard: { type: 'isAdmin', params: ({ context }) => context }, target: 'authorized' },
        { target: 'unauthorized' },
      ],
    },
    checking: {
      description: 'The session is still being read: show a spinner.',
      tags: ['loading'],
    },
    authorized: {
      tags: ['authorized'],
      on: {
        'session.changed': [
          {
            guard: { type: 'isAdmin', params: ({ event }) => reported(event) },
            actions: { type: 'assignSession', params: ({ event }) => reported(event) },
          },
          {
            // Another tab touched the stored session and it is being read again: keep the page.
            guard: { type: 'isLoading', params: ({ event }) => reported(event) },
            actions: { type: 'assignSession', params: ({ event }) => reported(event) },
          },
          {
            target: 'signedOutHere',
            actions: { type: 'assignSession', params: ({ event }) => reported(event) },
          },
        ],
      },
    },
    signedOutHere: {
      description:
        'The admin signed out (here or in another tab) while on an admin page. Logging out navigates home, which leaves the admin area and stops this guard; if nothing else moves the page, go to /login without the unauthorized toast.',
      tags: ['loading'],
      on: {
        'session.changed': [
          {
            // Signed in again as an admin (in another tab) before the redirect: stay.
            guard: { type: 'isAdmin', params: ({ event }) => reported(event) },
            target: 'authorized',
            actions: { type: 'assignSession', params: ({ event }) => reported(event) },
          },
          {},
        ],
      },
      after: { adminRedirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    unauthorized: {
      description:
        "Not an admin on arrival: the toast, then after 1 s the guard ends and the route's beforeLoad redirects to /login.",
      tags: ['unauthorized'],
      entry: 'showUnauthorizedToast',
      on: { 'session.changed': {} },
      after: { adminRedirectDelay: 'redirected' },
    },
    redirected: { type: 'final', tags: ['unauthorized'] },
  },
});
