import { assign, setup, type ActorRefFrom } from 'xstate';
import { TIMINGS } from './constants';

/** What the guard needs to know of the session; the admin layout forwards every change. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export type AdminGuardEvent = {
  type: 'session.changed';
  status: SessionStatus;
  role: string | null;
};

export interface AdminGuardInput {
  status: SessionStatus;
  role: string | null;
}

/**
 * SPEC sections 4 and 6: while the session loads, a spinner; a non-admin (or nobody) gets
 * the 'Unauthorized Access' toast and is sent to /login after 1 s; an admin sees the layout.
 */
export const adminGuardMachine = setup({
  types: {
    input: {} as AdminGuardInput,
    context: {} as AdminGuardInput,
    events: {} as AdminGuardEvent,
  },
  actions: {
    assignSession: assign((_, params: AdminGuardInput) => ({
      status: params.status,
      role: params.role,
    })),
    /** Effects the app supplies: */
    showUnauthorizedToast: () => {},
    redirectToLogin: () => {},
  },
  guards: {
    isLoading: (_, params: AdminGuardInput) => params.status === 'loading',
    isAdmin: (_, params: AdminGuardInput) =>
      params.status === 'signedIn' && params.role === 'admin',
  },
  delays: {
    adminRedirectDelay: TIMINGS.adminRedirectDelay,
  },
}).createMachine({
  id: 'adminGuard',
  description:
    "The admin area's guard (SPEC 4, 6): a spinner while the session loads; a non-admin or nobody gets the 'Unauthorized Access' toast and is sent to /login after 1 s; an admin sees the layout.",
  context: ({ input }) => ({ status: input.status, role: input.role }),
  on: {
    'session.changed': {
      target: '.deciding',
      actions: { type: 'assignSession', params: ({ event }) => event },
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
            guard: { type: 'isAdmin', params: ({ event }) => event },
            actions: { type: 'assignSession', params: ({ event }) => event },
          },
          {
            // Another tab touched the stored session and it is being read again: keep the page.
            guard: { type: 'isLoading', params: ({ event }) => event },
            actions: { type: 'assignSession', params: ({ event }) => event },
          },
          {
            target: 'signedOutHere',
            actions: { type: 'assignSession', params: ({ event }) => event },
          },
        ],
      },
    },
    signedOutHere: {
      description:
        'The admin signed out (here or in another tab) while on an admin page. Logging out navigates home, which unmounts this guard; if nothing else moves the page, go to /login without the unauthorized toast.',
      tags: ['loading'],
      on: {
        'session.changed': [
          {
            // Signed in again as an admin (in another tab) before the redirect: stay.
            guard: { type: 'isAdmin', params: ({ event }) => event },
            target: 'authorized',
            actions: { type: 'assignSession', params: ({ event }) => event },
          },
          {},
        ],
      },
      after: { adminRedirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    unauthorized: {
      tags: ['unauthorized'],
      entry: 'showUnauthorizedToast',
      on: { 'session.changed': {} },
      after: { adminRedirectDelay: { target: 'redirected', actions: 'redirectToLogin' } },
    },
    redirected: { type: 'final', tags: ['unauthorized'] },
  },
});

export type AdminGuardActorRef = ActorRefFrom<typeof adminGuardMachine>;
