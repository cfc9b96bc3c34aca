import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { failureMessage } from '../contract/api-failure';
import type { AdminAccess } from '../contract/settings';
import { TIMINGS } from './constants';
import type { SessionActorRef } from './session-machine';
import { watchSession, type SessionReport, type SessionStatus } from './session-watch';

export type AdminGuardEvent =
  | ({ type: 'session.changed' } & SessionReport)
  /** The admin changed their password or set up two-factor (or asks again after a failure). */
  | { type: 'access.recheck' };

export interface AdminGuardInput {
  /** The app's session; the guard follows it (invoked `watchSession`). */
  session: SessionActorRef;
}

export interface AdminGuardContext extends AdminGuardInput {
  status: SessionStatus;
  role: string | null;
  /** Why the server could not be asked about this admin's access (state `unverified`). */
  failure: string | null;
}

const ACCESS_CHECK_FAILURE = 'We could not check your admin access.';

type Reported = Pick<AdminGuardContext, 'status' | 'role'>;
const reported = (event: { type: 'session.changed' } & SessionReport): Reported => ({
  status: event.status,
  role: event.user?.role ?? null,
});

/**
 * SPEC sections 4 and 6: every /admin page waits for this guard. While the session loads, a
 * spinner; a non-admin (or nobody) gets the 'Unauthorized Access' toast and, 1 s later, the
 * guard ends and the router sends them to /login; an admin sees the layout. While the admin
 * stays, the guard keeps following the session: signed out (here or in another tab) it sends
 * them to /login itself.
 *
 * Issue 18: before an admin's first page the guard asks the server whether the admin API is open
 * to them (`checkAdminAccess`). An expired password keeps every /admin page on the change form
 * (tag `passwordChange`) and the Security setting's required two-factor keeps them on the
 * enrolment page (tag `twoFactorSetup`) until `access.recheck` finds the way open. The server
 * refuses the admin API all the same; the guard only shows the admin what to do first.
 */
export const adminGuardMachine = setup({
  types: {
    input: {} as AdminGuardInput,
    context: {} as AdminGuardContext,
    events: {} as AdminGuardEvent,
  },
  actors: {
    watchSession,
    /** GET /api/admin/access: what stands between this admin and the admin pages. */
    checkAdminAccess: fromPromise<AdminAccess>(async () => {
      throw new Error('checkAdminAccess: provide via machine.provide');
    }),
  },
  actions: {
    assignSession: assign((_, params: Reported) => ({ status: params.status, role: params.role })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error, ACCESS_CHECK_FAILURE),
    })),
    /** Effects the app supplies: */
    showUnauthorizedToast: () => {},
    redirectToLogin: () => {},
  },
  guards: {
    isLoading: (_, params: Reported) => params.status === 'loading',
    isAdmin: (_, params: Reported) => params.status === 'signedIn' && params.role === 'admin',
    mustChangePassword: (_, params: { access: AdminAccess }) => params.access === 'passwordChange',
    mustSetUpTwoFactor: (_, params: { access: AdminAccess }) => params.access === 'twoFactorSetup',
  },
  delays: {
    adminRedirectDelay: TIMINGS.adminRedirectDelay,
  },
}).createMachine({
  id: 'adminGuard',
  description:
    'Admin pages (SPEC 4, 6): a spinner while the session loads; a non-admin is toasted and turned away after 1 s; an admin whose password expired or who must set up two-factor is held there first (issue 18); an admin stays until signed out.',
  context: ({ input }) => ({
    session: input.session,
    status: 'loading',
    role: null,
    failure: null,
  }),
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
        { guard: { type: 'isAdmin', params: ({ context }) => context }, target: 'admin' },
        { target: 'unauthorized' },
      ],
    },
    checking: {
      description: 'The session is still being read: show a spinner.',
      tags: ['loading'],
    },
    admin: {
      description:
        'Signed in as an admin. The server says whether the admin API is open to them; they stay while the session does.',
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
      initial: 'verifying',
      states: {
        verifying: {
          description: 'Asking the server whether the admin API is open to this admin.',
          tags: ['loading', 'verifying'],
          invoke: {
            id: 'checkAdminAccess',
            src: 'checkAdminAccess',
            onDone: [
              {
                guard: {
                  type: 'mustChangePassword',
                  params: ({ event }) => ({ access: event.output }),
                },
                target: 'passwordChangeRequired',
              },
              {
                guard: {
                  type: 'mustSetUpTwoFactor',
                  params: ({ event }) => ({ access: event.output }),
                },
                target: 'twoFactorSetupRequired',
              },
              { target: 'authorized' },
            ],
            onError: {
              target: 'unverified',
              actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        passwordChangeRequired: {
          description:
            'Password Expiry: every /admin page shows the change-password form instead of itself until the password is changed.',
          tags: ['authorized', 'passwordChange'],
          on: { 'access.recheck': 'verifying' },
        },
        twoFactorSetupRequired: {
          description:
            'The Security setting requires two-factor and this admin has none: every /admin page but the enrolment page sends them there.',
          tags: ['authorized', 'twoFactorSetup'],
          on: { 'access.recheck': 'verifying' },
        },
        unverified: {
          description:
            'The server could not be asked, or refused for another reason (offline, outside the IP allow-list): the admin area says why, with a retry.',
          tags: ['authorized', 'error'],
          on: { 'access.recheck': 'verifying' },
        },
        authorized: { tags: ['authorized'] },
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
            target: 'admin',
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

export type AdminGuardActorRef = ActorRefFrom<typeof adminGuardMachine>;
