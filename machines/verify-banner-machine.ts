import { assign, fromPromise, setup } from 'xstate';
import type { AccountMessageResponse } from '../contract/account';
import { failureMessage, failureStatus } from '../contract/api-failure';

export interface VerifyBannerContext {
  /** Why the last resend failed. */
  failure: string | null;
}

export type VerifyBannerEvent = { type: 'verification.resend' };

/** The fixed text of a failed resend; the server's message (a 429's) wins when it sent one. */
export const RESEND_FAILURE = 'We could not send the e-mail. Please try again.';

/**
 * My Account's "Please verify your e-mail address" banner (issue 15): asks whether the signed-in
 * address is verified; only an unverified one shows the banner, whose Resend goes sending ->
 * sent (Resend again possible) or failed (Resend retries). A server saying the address is
 * verified after all (409) hides the banner; a failed check shows nothing (the banner is a
 * reminder, not a page).
 */
export const verifyBannerMachine = setup({
  types: {
    context: {} as VerifyBannerContext,
    events: {} as VerifyBannerEvent,
  },
  actors: {
    /** Whether the signed-in user's address is verified (GET /api/my/profile). */
    fetchVerified: fromPromise<boolean>(async () => {
      throw new Error('fetchVerified: provide via machine.provide');
    }),
    /** POST /api/my/verify-email/resend. */
    resendVerification: fromPromise<AccountMessageResponse>(async () => {
      throw new Error('resendVerification: provide via machine.provide');
    }),
  },
  actions: {
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error, RESEND_FAILURE),
    })),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    isVerified: (_, params: { verified: boolean }) => params.verified,
    /** 409: the address was verified meanwhile (another tab followed the link). */
    isAlreadyVerified: (_, params: { error: unknown }) => failureStatus(params.error) === 409,
  },
}).createMachine({
  id: 'verifyBanner',
  description:
    "My Account's verify-your-e-mail banner: checks the address, shows the banner only when unverified, resends the link (sending, sent, failed).",
  context: { failure: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchVerified',
        src: 'fetchVerified',
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ verified: event.output }) },
            target: 'hidden',
          },
          { target: 'unverified' },
        ],
        onError: 'hidden',
      },
    },
    hidden: {
      description: 'Verified, or the check failed: no banner.',
    },
    unverified: {
      tags: ['banner'],
      initial: 'idle',
      states: {
        idle: { on: { 'verification.resend': 'sending' } },
        sending: {
          tags: ['sending'],
          entry: 'clearFailure',
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            onDone: 'sent',
            onError: [
              {
                guard: {
                  type: 'isAlreadyVerified',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#verifyBanner.hidden',
              },
              {
                target: 'failed',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        sent: {
          description:
            'A new link is on its way; Resend may be pressed again (the server limits it).',
          tags: ['sent'],
          on: { 'verification.resend': 'sending' },
        },
        failed: {
          tags: ['error'],
          on: { 'verification.resend': 'sending' },
        },
      },
    },
  },
});
