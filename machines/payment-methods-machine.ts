import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, failureStatus, fieldMessages } from '../contract/api-failure';
import type { MyBooking } from '../contract/my-bookings';
import {
  EMPTY_CARD_FORM,
  MAX_SAVED_CARDS,
  toNewCard,
  validateCardForm,
  type CardFormErrors,
  type CardFormField,
  type CardFormValues,
  type NewCard,
  type SavedCard,
} from '../contract/payment-methods';

/** What the tab loads at once: the saved cards and the bookings the payment history comes from. */
export interface PaymentsData {
  cards: SavedCard[];
  bookings: MyBooking[];
}

/** The fixed texts of the failure states; the server's message wins when it sent one. */
export const PAYMENT_FAILURES = {
  load: 'We could not load your payment methods.',
  add: 'Your card could not be saved.',
  makeDefault: 'The default card could not be changed.',
  remove: 'The card could not be removed.',
} as const;

/**
 * Which form field a 422 key of POST /api/my/payment-methods belongs to: the body's fields all
 * come from the number or the expiry; anything else (too many cards) stays a message.
 */
const SERVER_FIELD: Record<string, CardFormField> = {
  brand: 'cardNumber',
  last4: 'cardNumber',
  exp_month: 'expiryDate',
  exp_year: 'expiryDate',
};

function serverFieldErrors(error: unknown): CardFormErrors {
  const errors: CardFormErrors = {};
  for (const [key, message] of Object.entries(fieldMessages(error))) {
    const field = SERVER_FIELD[key];
    if (field) errors[field] ??= message;
  }
  return errors;
}

/** The card is no longer on the account (removed in another tab or session): 404. */
const isNotFound = (error: unknown): boolean => failureStatus(error) === 404;

export interface PaymentMethodsInput {
  /** 'yyyy-mm-dd': a card whose month lies before it is refused as expired. */
  today: string;
}

export type RemoveTarget = Pick<SavedCard, 'id' | 'brand' | 'last4'>;

export interface PaymentMethodsContext {
  today: string;
  /** The saved cards as the server last answered them (default first). */
  cards: SavedCard[];
  /** The traveller's bookings, for the payment history. */
  bookings: MyBooking[];
  loadError: string | null;
  /**
   * The add-card form as typed. The full number lives only here, in memory: it is never stored
   * and never sent (only brand, last four digits and expiry are), and it is wiped once the form
   * closes.
   */
  form: CardFormValues;
  errors: CardFormErrors;
  /** Why adding failed when no field is to blame. */
  addError: string | null;
  /** The card being made default or removed. */
  target: RemoveTarget | null;
  /** Why Make Default or Remove failed. */
  actionError: string | null;
}

export type CardChange =
  { field: 'cardNumber' | 'expiryDate'; value: string } | { field: 'makeDefault'; value: boolean };

export type PaymentMethodsEvent =
  | { type: 'payments.retry' }
  | { type: 'card.add' }
  | ({ type: 'card.change' } & CardChange)
  | { type: 'card.save' }
  | { type: 'card.cancel' }
  | { type: 'card.makeDefault'; id: number }
  | { type: 'card.remove'; id: number }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'action.dismiss' };

const wipedForm = { form: EMPTY_CARD_FORM, errors: {}, addError: null } as const;

/**
 * My Account > Payment Methods (SPEC 2 'My Account dashboard', issue 6): the saved cards and the
 * payment history (from the bookings) load together. Add Payment Method checks the number with
 * the Luhn rule here and sends only brand, last four digits and expiry; Make Default and Remove
 * (after a confirmation) answer with the new list. Every failure is a state with a way out.
 */
export const paymentMethodsMachine = setup({
  types: {
    input: {} as PaymentMethodsInput,
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
  },
  actors: {
    fetchPaymentsData: fromPromise<PaymentsData>(async () => {
      throw new Error('fetchPaymentsData: provide via machine.provide');
    }),
    addCard: fromPromise<SavedCard[], { card: NewCard }>(async () => {
      throw new Error('addCard: provide via machine.provide');
    }),
    makeDefaultCard: fromPromise<SavedCard[], { id: number }>(async () => {
      throw new Error('makeDefaultCard: provide via machine.provide');
    }),
    removeCard: fromPromise<SavedCard[], { id: number }>(async () => {
      throw new Error('removeCard: provide via machine.provide');
    }),
  },
  actions: {
    assignData: assign((_, params: PaymentsData) => ({
      cards: params.cards,
      bookings: params.bookings,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, PAYMENT_FAILURES.load),
    })),
    assignCards: assign((_, params: { cards: SavedCard[] }) => ({ cards: params.cards })),
    assignCardField: assign(({ context }, params: CardChange) => {
      if (params.field === 'makeDefault') {
        return { form: { ...context.form, makeDefault: params.value } };
      }
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { form: { ...context.form, [params.field]: params.value }, errors };
    }),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateCardForm(context.form, context.today),
    })),
    assignServerErrors: assign((_, params: { error: unknown }) => ({
      errors: serverFieldErrors(params.error),
    })),
    assignAddError: assign((_, params: { error: unknown }) => ({
      addError: failureMessage(params.error, PAYMENT_FAILURES.add),
    })),
    clearAddError: assign({ addError: null }),
    /** Sending again: the client's rules pass, and the server judges the card anew. */
    clearErrors: assign({ errors: {}, addError: null }),
    wipeForm: assign(wipedForm),
    assignTarget: assign(({ context }, params: { id: number }) => {
      const card = context.cards.find((c) => c.id === params.id);
      return {
        target: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
        actionError: null,
      };
    }),
    clearTarget: assign({ target: null, actionError: null }),
    assignActionError: assign((_, params: { error: unknown; fallback: string }) => ({
      actionError: failureMessage(params.error, params.fallback),
    })),
    /* Effects the app supplies: */
    focusFirstInvalidField: () => {},
    notifyCardAdded: (_, _params: { cards: SavedCard[] }) => {},
    notifyDefaultChanged: (_, _params: { card: RemoveTarget }) => {},
    notifyCardRemoved: (_, _params: { card: RemoveTarget }) => {},
    notifyCardGone: (_, _params: { card: RemoveTarget }) => {},
  },
  guards: {
    canAddCard: ({ context }) => context.cards.length < MAX_SAVED_CARDS,
    isCardFormValid: ({ context }) =>
      Object.keys(validateCardForm(context.form, context.today)).length === 0,
    hasFieldErrors: (_, params: { error: unknown }) =>
      Object.keys(serverFieldErrors(params.error)).length > 0,
    isOtherCard: ({ context }, params: { id: number }) =>
      context.cards.some((c) => c.id === params.id && !c.is_default),
    isSavedCard: ({ context }, params: { id: number }) =>
      context.cards.some((c) => c.id === params.id),
    isCardGone: (_, params: { error: unknown }) => isNotFound(params.error),
  },
}).createMachine({
  id: 'paymentMethods',
  description:
    "My Account's Payment Methods: the saved cards and the payment history load together; add a card (validated, Luhn), make one the default, remove one after confirmation; a card gone meanwhile (404) reloads the list.",
  context: ({ input }) => ({
    today: input.today,
    cards: [],
    bookings: [],
    loadError: null,
    ...wipedForm,
    target: null,
    actionError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api/my/payment-methods and GET /api/my/bookings, together.',
      tags: ['loading'],
      invoke: {
        id: 'fetchPaymentsData',
        src: 'fetchPaymentsData',
        onDone: {
          target: 'loaded',
          actions: { type: 'assignData', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error', 'loadFailed'],
      on: { 'payments.retry': 'loading' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'card.add': { guard: 'canAddCard', target: 'adding' },
            'card.makeDefault': {
              guard: { type: 'isOtherCard', params: ({ event }) => event },
              target: 'settingDefault',
              actions: { type: 'assignTarget', params: ({ event }) => event },
            },
            'card.remove': {
              guard: { type: 'isSavedCard', params: ({ event }) => event },
              target: 'confirmingRemove',
              actions: { type: 'assignTarget', params: ({ event }) => event },
            },
          },
        },
        adding: {
          description: 'The Add Payment Method form: card number, expiry, make default.',
          tags: ['adding'],
          initial: 'editing',
          // Whichever way the form closes (saved, cancelled), the typed number goes with it.
          exit: 'wipeForm',
          states: {
            editing: {
              on: {
                'card.cancel': '#paymentMethods.loaded.idle',
                'card.change': {
                  actions: { type: 'assignCardField', params: ({ event }) => event },
                },
                'card.save': [
                  { guard: 'isCardFormValid', target: 'saving' },
                  { actions: ['assignValidationErrors', 'focusFirstInvalidField'] },
                ],
              },
            },
            saving: {
              description:
                'POST /api/my/payment-methods with brand, last4 and expiry only. Cancel waits ' +
                'for the answer: the card may already be saved.',
              tags: ['busy'],
              entry: 'clearErrors',
              invoke: {
                id: 'addCard',
                src: 'addCard',
                input: ({ context }) => ({ card: toNewCard(context.form) }),
                onDone: {
                  target: '#paymentMethods.loaded.idle',
                  actions: [
                    { type: 'assignCards', params: ({ event }) => ({ cards: event.output }) },
                    { type: 'notifyCardAdded', params: ({ event }) => ({ cards: event.output }) },
                  ],
                },
                onError: [
                  {
                    guard: {
                      type: 'hasFieldErrors',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'editing',
                    actions: [
                      {
                        type: 'assignServerErrors',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      'focusFirstInvalidField',
                    ],
                  },
                  {
                    target: 'failed',
                    actions: {
                      type: 'assignAddError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
            failed: {
              description: 'An alert over the kept form; Save tries again.',
              tags: ['addFailed'],
              on: {
                'card.cancel': '#paymentMethods.loaded.idle',
                'card.change': {
                  target: 'editing',
                  actions: [
                    { type: 'assignCardField', params: ({ event }) => event },
                    'clearAddError',
                  ],
                },
                // The form passed the rules on its way to saving and has not changed since.
                'card.save': 'saving',
              },
            },
          },
        },
        settingDefault: {
          description: 'POST /api/my/payment-methods/{id}/default.',
          tags: ['busy', 'settingDefault'],
          invoke: {
            id: 'makeDefaultCard',
            src: 'makeDefaultCard',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignCards', params: ({ event }) => ({ cards: event.output }) },
                {
                  type: 'notifyDefaultChanged',
                  params: ({ context }) => ({ card: context.target! }),
                },
                'clearTarget',
              ],
            },
            onError: [
              {
                // Removed meanwhile (another tab or session): say so and reload the list.
                guard: { type: 'isCardGone', params: ({ event }) => ({ error: event.error }) },
                target: '#paymentMethods.loading',
                actions: [
                  { type: 'notifyCardGone', params: ({ context }) => ({ card: context.target! }) },
                  'clearTarget',
                ],
              },
              {
                target: 'actionFailed',
                actions: {
                  type: 'assignActionError',
                  params: ({ event }) => ({
                    error: event.error,
                    fallback: PAYMENT_FAILURES.makeDefault,
                  }),
                },
              },
            ],
          },
        },
        confirmingRemove: {
          description: 'The confirmation names the card; Cancel keeps it.',
          tags: ['confirmingRemove'],
          on: {
            'remove.confirm': 'removing',
            'remove.cancel': { target: 'idle', actions: 'clearTarget' },
          },
        },
        removing: {
          description: 'DELETE /api/my/payment-methods/{id}.',
          tags: ['busy', 'confirmingRemove', 'removing'],
          invoke: {
            id: 'removeCard',
            src: 'removeCard',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'assignCards', params: ({ event }) => ({ cards: event.output }) },
                { type: 'notifyCardRemoved', params: ({ context }) => ({ card: context.target! }) },
                'clearTarget',
              ],
            },
            onError: [
              {
                // Removed meanwhile (another tab or session): say so and reload the list.
                guard: { type: 'isCardGone', params: ({ event }) => ({ error: event.error }) },
                target: '#paymentMethods.loading',
                actions: [
                  { type: 'notifyCardGone', params: ({ context }) => ({ card: context.target! }) },
                  'clearTarget',
                ],
              },
              {
                target: 'actionFailed',
                actions: {
                  type: 'assignActionError',
                  params: ({ event }) => ({
                    error: event.error,
                    fallback: PAYMENT_FAILURES.remove,
                  }),
                },
              },
            ],
          },
        },
        actionFailed: {
          description: 'Make Default or Remove failed: an alert until dismissed; the list is kept.',
          tags: ['error', 'actionFailed'],
          on: { 'action.dismiss': { target: 'idle', actions: 'clearTarget' } },
        },
      },
    },
  },
});

export type PaymentMethodsActorRef = ActorRefFrom<typeof paymentMethodsMachine>;
export type PaymentMethodsSnapshot = SnapshotFrom<typeof paymentMethodsMachine>;
