import { assign, fromPromise, setup } from 'xstate';
import type { VerifyEmailResult } from '../contract/account';
import { failureMessage, failureStatus } from '../contract/api-failure';

export interface VerifyEmailInput {
  /** The link's `?token=`; null when the address has none. */
  token: string | null;
}

export interface VerifyEmailContext extends VerifyEmailInput {
  /** The verified address and how many guest bookings it brought into the account. */
  result: VerifyEmailResult | null;
  /** Why the last attempt failed when the server could not say anything about the link. */
  failure: string | null;
}

export type VerifyEmailEvent = { type: 'verify.retry' };

/** The fixed text of the failed state; the server's message wins when it sent one. */
export const VERIFY_FAILURE = 'We could not verify your e-mail address right now.';

/**
 * /verify-email?token= (issue 15): verifies on arrival. Verified: the address and the guest
 * bookings it claimed; the server refusing the link (422: used, expired, forged) or an address
 * without a token: invalid; the server out of reach: failed, with Try again.
 */
export const verifyEmailMachine = setup({
  types: {
    input: {} as VerifyEmailInput,
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
  },
  actors: {
    /** POST /api/verify-email { token }. */
    verifyEmail: fromPromise<VerifyEmailResult, { token: string }>(async () => {
      throw new Error('verifyEmail: provide via machine.provide');
    }),
  },
  actions: {
    assignResult: assign((_, params: { result: VerifyEmailResult }) => ({
      result: params.result,
      failure: null,
    })),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error, VERIFY_FAILURE),
    })),
  },
  guards: {
    hasToken: ({ context }) => Boolean(context.token),
    /** The server judged the link (422), as opposed to not answering. */
    isLinkRefused: (_, params: { error: unknown }) => failureStatus(params.error) === 422,
  },
}).createMachine({
  id: 'verifyEmail',
  description:
    'Verify e-mail: sends the link token once on arrival; verified (with the claimed guest bookings), invalid link, or failed with retry.',
  context: ({ input }) => ({ token: input.token, result: null, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads the link: no token, nothing to send.',
      always: [{ guard: 'hasToken', target: 'verifying' }, { target: 'invalid' }],
    },
    verifying: {
      tags: ['loading'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'verified',
          actions: { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isLinkRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    verified: { tags: ['verified'] },
    invalid: {
      description: 'The link is missing, used, expired or forged.',
      tags: ['invalid'],
    },
    failed: {
      tags: ['error'],
      on: { 'verify.retry': 'verifying' },
    },
  },
});
