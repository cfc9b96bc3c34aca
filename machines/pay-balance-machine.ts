import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, failureStatus } from '../contract/api-failure';
import {
  BALANCE_PAYMENT_METHODS,
  EMPTY_BALANCE_PAYMENT,
  toPayBalanceRequest,
  validateBalancePayment,
  type BalancePaymentErrors,
  type BalancePaymentField,
  type BalancePaymentValues,
} from '../contract/balance-payment';
import { MY_BOOKING_MESSAGES, type MyBooking } from '../contract/my-bookings';
import type { PayBalanceRequest } from '../contract/payments';
import { TIMINGS } from './constants';

/** The failure text when the server did not explain (offline, a server error). */
export const PAY_BALANCE_MESSAGES = {
  failed: 'We could not take your payment. Please try again.',
} as const;

export interface PayBalanceInput {
  reference: string;
  /** The balance the dialog shows, in dollars: sent with the payment, so a changed one is refused. */
  balance: number;
  /** Today ('yyyy-mm-dd'): decides whether a card has expired. */
  today: string;
}

/** How the dialog ended: its parent updates the booking, reloads the list or just closes. */
export type PayBalanceOutcome =
  | { kind: 'paid'; booking: MyBooking }
  /** The booking is no longer what the dialog showed (paid meanwhile, started, gone). */
  | { kind: 'changed'; message: string }
  | { kind: 'dismissed' };

export interface PayBalanceContext extends PayBalanceInput {
  /** The method and, for a card, what was typed (card details stay in this actor, never sent). */
  values: BalancePaymentValues;
  /** First message per field, shown under it. */
  errors: BalancePaymentErrors;
  /** Why the last payment failed when no field is to blame (the `failed` state's alert). */
  failure: string | null;
  outcome: PayBalanceOutcome | null;
}

export type PayBalanceEvent =
  | { type: 'field.change'; field: BalancePaymentField; value: string }
  | { type: 'payment.submit' }
  | { type: 'payment.dismiss' };

/** Gone (404), paid or changed meanwhile (409), or no longer payable (422). */
function isChangedOnServer(error: unknown): boolean {
  const status = failureStatus(error);
  return status === 404 || status === 409 || status === 422;
}

/**
 * Pay balance (issue 14), one booking's dialog in My Account: card (checkout's card rules) or
 * PayPal; a simulated 2 s payment, like checkout's, then the balance is recorded on the server
 * with the amount shown. Ends paid (the stored booking), changed (the server refused the amount
 * or the booking: its parent reloads) or dismissed; any other failure keeps the form and says why.
 */
export const payBalanceMachine = setup({
  types: {
    input: {} as PayBalanceInput,
    context: {} as PayBalanceContext,
    events: {} as PayBalanceEvent,
    output: {} as PayBalanceOutcome,
  },
  actors: {
    /** POST /api/my/bookings/{reference}/pay-balance: the booking with its balance paid. */
    payBalance: fromPromise<MyBooking, { reference: string; request: PayBalanceRequest }>(
      async () => {
        throw new Error('payBalance: provide via machine.provide');
      },
    ),
  },
  delays: {
    /** SPEC 9: the simulated payment takes 2 s (as at checkout). */
    paymentDelay: TIMINGS.paymentDelay,
  },
  actions: {
    changeField: assign(({ context }, params: { field: BalancePaymentField; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      // Another method: the card's messages no longer apply.
      const values = { ...context.values, [params.field]: params.value } as BalancePaymentValues;
      return {
        values,
        errors: params.field === 'paymentMethod' ? {} : errors,
        failure: null,
      };
    }),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateBalancePayment(context.values, context.today),
    })),
    clearFailure: assign({ failure: null, errors: {} }),
    assignFailure: assign((_, params: { error: unknown }) => ({
      failure: failureMessage(params.error, PAY_BALANCE_MESSAGES.failed),
    })),
    assignPaid: assign((_, params: { booking: MyBooking }) => ({
      outcome: { kind: 'paid', booking: params.booking } as const,
      // Nothing typed outlives the payment.
      values: EMPTY_BALANCE_PAYMENT,
    })),
    assignChanged: assign((_, params: { error: unknown }) => ({
      outcome: {
        kind: 'changed',
        message: failureMessage(params.error, MY_BOOKING_MESSAGES.notFound),
      } as const,
    })),
    assignDismissed: assign({ outcome: { kind: 'dismissed' } as const }),
    /* Effects the app supplies: */
    focusFirstInvalidField: () => {},
  },
  guards: {
    isKnownField: (_, params: { field: BalancePaymentField; value: string }) =>
      params.field !== 'paymentMethod' ||
      (BALANCE_PAYMENT_METHODS as readonly string[]).includes(params.value),
    isPaymentValid: ({ context }) =>
      Object.keys(validateBalancePayment(context.values, context.today)).length === 0,
    isBookingChanged: (_, params: { error: unknown }) => isChangedOnServer(params.error),
  },
}).createMachine({
  id: 'payBalance',
  description:
    "My Account's Pay balance dialog for one booking: card (checkout's rules) or PayPal, a simulated 2 s payment, then the balance shown is recorded; ends paid, changed (the parent reloads) or dismissed.",
  context: ({ input }) => ({
    ...input,
    values: EMPTY_BALANCE_PAYMENT,
    errors: {},
    failure: null,
    outcome: null,
  }),
  output: ({ context }) => context.outcome ?? { kind: 'dismissed' },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          guard: { type: 'isKnownField', params: ({ event }) => event },
          target: '.ready',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'payment.submit': [
          { guard: 'isPaymentValid', target: 'processing', actions: 'clearFailure' },
          { target: '.ready', actions: ['assignValidationErrors', 'focusFirstInvalidField'] },
        ],
        'payment.dismiss': { target: 'dismissed', actions: 'assignDismissed' },
      },
      initial: 'ready',
      states: {
        ready: {},
        failed: {
          description:
            'The payment failed for no field (offline, a server error): an alert over the kept form; paying again retries.',
          tags: ['error'],
        },
      },
    },
    processing: {
      description: "'Processing...': the dialog's buttons are busy and it cannot be dismissed.",
      tags: ['busy'],
      initial: 'paying',
      states: {
        paying: {
          description: 'The simulated payment (SPEC 9: 2 s).',
          after: { paymentDelay: 'recording' },
        },
        recording: {
          invoke: {
            id: 'payBalance',
            src: 'payBalance',
            input: ({ context }) => ({
              reference: context.reference,
              request: toPayBalanceRequest(context.values, context.balance),
            }),
            onDone: {
              target: '#payBalance.paid',
              actions: { type: 'assignPaid', params: ({ event }) => ({ booking: event.output }) },
            },
            onError: [
              {
                guard: {
                  type: 'isBookingChanged',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#payBalance.changed',
                actions: { type: 'assignChanged', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#payBalance.editing.failed',
                actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    paid: {
      type: 'final',
      description: 'The balance is paid: the booking as the server stored it.',
    },
    changed: {
      type: 'final',
      description: 'The server refused: the booking changed since the dialog opened.',
    },
    dismissed: { type: 'final' },
  },
});

export type PayBalanceActorRef = ActorRefFrom<typeof payBalanceMachine>;
export type PayBalanceSnapshot = SnapshotFrom<typeof payBalanceMachine>;
