import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, failureStatus, fieldMessages } from '../contract/api-failure';
import type { PaymentHistoryRow } from '../contract/my-bookings';
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
import {
  editActor,
  editMachine,
  setField,
  type EditActorRef,
  type EditRules,
  type FieldEdit,
} from './edit-machine';

/** What the tab loads at once: the saved cards and the payment history of every booking. */
export interface PaymentsData {
  cards: SavedCard[];
  history: PaymentHistoryRow[];
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

/** The Add Payment Method form's types (machines/edit-machine.ts). */
export interface CardForm {
  values: CardFormValues;
  edit: FieldEdit<CardFormValues>;
  request: NewCard;
  /** The saved cards as they are now. */
  output: SavedCard[];
}

/**
 * The add-card form's rules: the number passes the Luhn rule here, and only brand, last four
 * digits and expiry are sent. The full number lives only in the form's memory: it is never
 * stored and never sent, and it goes with the form when the form closes.
 */
export function cardForm(today: string): EditRules<CardForm> {
  return {
    edit: setField,
    validate: (values) => validateCardForm(values, today),
    request: toNewCard,
    serverErrors: serverFieldErrors,
    failureMessage: PAYMENT_FAILURES.add,
  };
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
  /** Every payment and refund of the traveller's bookings (GET /api/my/payments). */
  history: PaymentHistoryRow[];
  loadError: string | null;
  /** The card being made default or removed. */
  target: RemoveTarget | null;
  /** Why Make Default or Remove failed. */
  actionError: string | null;
}

export type PaymentMethodsEvent =
  | { type: 'payments.retry' }
  | { type: 'card.add' }
  | { type: 'card.makeDefault'; id: number }
  | { type: 'card.remove'; id: number }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'action.dismiss' }
  /* The add-card form's reports (EditReport<CardForm>): */
  | { type: 'edit.saved'; output: CardForm['output'] }
  | { type: 'edit.cancelled' };

/**
 * My Account > Payment Methods (SPEC 2 'My Account dashboard', issue 6): the saved cards and the
 * payment history (of every booking) load together. Add Payment Method opens a form (an edit
 * machine with `cardForm`'s rules) that checks the number with the Luhn rule here and sends only
 * brand, last four digits and expiry; Make Default and Remove
 * (after a confirmation) answer with the new list. Every failure is a state with a way out.
 */
export const paymentMethodsMachine = setup({
  types: {
    input: {} as PaymentMethodsInput,
    context: {} as PaymentMethodsContext,
    events: {} as PaymentMethodsEvent,
    children: {} as {
      fetchPaymentsData: 'fetchPaymentsData';
      cardForm: 'cardForm';
      makeDefaultCard: 'makeDefaultCard';
      removeCard: 'removeCard';
    },
  },
  actors: {
    fetchPaymentsData: fromPromise<PaymentsData>(async () => {
      throw new Error('fetchPaymentsData: provide via machine.provide');
    }),
    /** Add Payment Method; the app provides its POST and focus. */
    cardForm: editMachine,
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
      history: params.history,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, PAYMENT_FAILURES.load),
    })),
    assignCards: assign((_, params: { cards: SavedCard[] }) => ({ cards: params.cards })),
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
    notifyCardAdded: (_, _params: { cards: SavedCard[] }) => {},
    notifyDefaultChanged: (_, _params: { card: RemoveTarget }) => {},
    notifyCardRemoved: (_, _params: { card: RemoveTarget }) => {},
    notifyCardGone: (_, _params: { card: RemoveTarget }) => {},
  },
  guards: {
    canAddCard: ({ context }) => context.cards.length < MAX_SAVED_CARDS,
    isOtherCard: ({ context }, params: { id: number }) =>
      context.cards.some((c) => c.id === params.id && !c.is_default),
    isSavedCard: ({ context }, params: { id: number }) =>
      context.cards.some((c) => c.id === params.id),
    isCardGone: (_, params: { error: unknown }) => isNotFound(params.error),
  },
}).createMachine({
  id: 'paymentMethods',
  description:
    "My Account's Payment Methods: the saved cards and the payment history load together; add a card in the `cardForm` edit machine (validated, Luhn), make one the default, remove one after confirmation; a card gone meanwhile (404) reloads the list.",
  context: ({ input }) => ({
    today: input.today,
    cards: [],
    history: [],
    loadError: null,
    target: null,
    actionError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /api/my/payment-methods and GET /api/my/payments, together.',
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
          description:
            'The Add Payment Method form (`cardForm`): card number, expiry, make default. Cancel waits for the answer of a save: the card may already be saved.',
          tags: ['adding'],
          invoke: {
            id: 'cardForm',
            src: 'cardForm',
            input: ({ context }) => ({ rules: cardForm(context.today), values: EMPTY_CARD_FORM }),
          },
          on: {
            'edit.saved': {
              target: 'idle',
              actions: [
                { type: 'assignCards', params: ({ event }) => ({ cards: event.output }) },
                { type: 'notifyCardAdded', params: ({ event }) => ({ cards: event.output }) },
              ],
            },
            'edit.cancelled': 'idle',
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
export type CardFormRef = EditActorRef<CardForm>;

/** The Add Payment Method form while it is open. */
export const cardFormActor = (snapshot: PaymentMethodsSnapshot) =>
  editActor<CardForm>(snapshot.children.cardForm);
