import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, failureStatus, fieldMessages } from '../contract/api-failure';
import type { PaymentHistoryResponse, PaymentHistoryRow } from '../contract/my-bookings';
import type { PageMeta, PageQuery } from '../contract/paging';
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
import { isOtherQuery, queryChangeOf } from './page-query';

/** Which page of the payment history the URL asks for (`?page=`). */
export type PaymentHistoryQuery = Pick<PageQuery, 'page'>;

/** What the tab loads at once: the saved cards and one page of the payment history. */
export interface PaymentsData {
  cards: SavedCard[];
  history: PaymentHistoryResponse;
}

/** The fixed texts of the failure states; the server's message wins when it sent one. */
export const PAYMENT_FAILURES = {
  load: 'We could not load your payment methods.',
  history: 'We could not load your payment history.',
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
  /** The URL's page of the payment history (the first when absent). */
  query?: PaymentHistoryQuery;
}

export type RemoveTarget = Pick<SavedCard, 'id' | 'brand' | 'last4'>;

export interface PaymentMethodsContext {
  today: string;
  /** The saved cards as the server last answered them (default first). */
  cards: SavedCard[];
  /** The payment history's page the list shows (issue 16: the server pages it). */
  query: PaymentHistoryQuery;
  /** The payments and refunds on that page (GET /api/my/payments?page=). */
  history: PaymentHistoryRow[];
  /** Where that page is in the whole history; null until the first page arrives. */
  historyMeta: PageMeta | null;
  loadError: string | null;
  /** Why another page of the history could not be loaded. */
  historyError: string | null;
  /** The card being made default or removed. */
  target: RemoveTarget | null;
  /** Why Make Default or Remove failed. */
  actionError: string | null;
}

export type PaymentMethodsEvent =
  | { type: 'payments.retry' }
  /**
   * The route's search changed (the history's page): page-query.ts's QueryChangeEvent, written
   * out so the machine catalogue sees its payload.
   */
  | { type: 'query.change'; query: PaymentHistoryQuery }
  | { type: 'history.retry' }
  | { type: 'card.add' }
  | { type: 'card.makeDefault'; id: number }
  | { type: 'card.remove'; id: number }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'action.dismiss' }
  /* The add-card form's reports (EditReport<CardForm>): */
  | { type: 'edit.saved'; output: CardForm['output'] }
  | { type: 'edit.cancelled' };

const onQueryChange = queryChangeOf<PaymentHistoryQuery>();

/**
 * My Account > Payment Methods (SPEC 2 'My Account dashboard', issue 6): the saved cards and the
 * first page of the payment history load together; then the cards and the history's pages
 * (issue 16) go on side by side, so another page never reloads the cards or closes the form. Add Payment Method opens a form (an edit
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
      fetchPaymentHistory: 'fetchPaymentHistory';
      cardForm: 'cardForm';
      makeDefaultCard: 'makeDefaultCard';
      removeCard: 'removeCard';
    },
  },
  actors: {
    fetchPaymentsData: fromPromise<PaymentsData, { query: PaymentHistoryQuery }>(async () => {
      throw new Error('fetchPaymentsData: provide via machine.provide');
    }),
    /** Another page of the payment history. */
    fetchPaymentHistory: fromPromise<PaymentHistoryResponse, { query: PaymentHistoryQuery }>(
      async () => {
        throw new Error('fetchPaymentHistory: provide via machine.provide');
      },
    ),
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
      history: params.history.data,
      historyMeta: params.history.meta,
      loadError: null,
      historyError: null,
    })),
    assignQuery: assign((_, params: { query: PaymentHistoryQuery }) => ({ query: params.query })),
    assignHistory: assign((_, params: { page: PaymentHistoryResponse }) => ({
      history: params.page.data,
      historyMeta: params.page.meta,
      historyError: null,
    })),
    assignHistoryError: assign((_, params: { error: unknown }) => ({
      historyError: failureMessage(params.error, PAYMENT_FAILURES.history),
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
    isOtherQuery: isOtherQuery<PaymentHistoryQuery>(['page']),
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
    "My Account's Payment Methods: the saved cards and the payment history's page load together, then the history pages beside the cards; add a card in the `cardForm` edit machine (validated, Luhn), make one the default, remove one after confirmation; a card gone meanwhile (404) reloads the list.",
  context: ({ input }) => ({
    today: input.today,
    query: input.query ?? {},
    cards: [],
    history: [],
    historyMeta: null,
    loadError: null,
    historyError: null,
    target: null,
    actionError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description:
        "GET /api/my/payment-methods and the URL's page of GET /api/my/payments, together.",
      tags: ['loading'],
      on: { 'query.change': onQueryChange('loading') },
      invoke: {
        id: 'fetchPaymentsData',
        src: 'fetchPaymentsData',
        input: ({ context }) => ({ query: context.query }),
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
      on: { 'payments.retry': 'loading', 'query.change': onQueryChange('loading') },
    },
    loaded: {
      type: 'parallel',
      states: {
        cards: {
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
                input: ({ context }) => ({
                  rules: cardForm(context.today),
                  values: EMPTY_CARD_FORM,
                }),
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
                      {
                        type: 'notifyCardGone',
                        params: ({ context }) => ({ card: context.target! }),
                      },
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
                    {
                      type: 'notifyCardRemoved',
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
                      {
                        type: 'notifyCardGone',
                        params: ({ context }) => ({ card: context.target! }),
                      },
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
              description:
                'Make Default or Remove failed: an alert until dismissed; the list is kept.',
              tags: ['error', 'actionFailed'],
              on: { 'action.dismiss': { target: 'idle', actions: 'clearTarget' } },
            },
          },
        },
        history: {
          // Each state takes `query.change` itself: re-entering the region would leave the
          // parallel state, and the cards' region (an open form) with it.
          initial: 'shown',
          states: {
            shown: {
              on: {
                'query.change': onQueryChange('paging', {
                  description:
                    'Another page: the shown one stays (busy) until the new one arrives; the cards stay as they are.',
                }),
              },
            },
            paging: {
              description: 'GET /api/my/payments?page=: the rows on screen are busy meanwhile.',
              tags: ['paging'],
              on: { 'query.change': onQueryChange('paging') },
              invoke: {
                id: 'fetchPaymentHistory',
                src: 'fetchPaymentHistory',
                input: ({ context }) => ({ query: context.query }),
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'assignHistory',
                    params: ({ event }) => ({ page: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'assignHistoryError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            failed: {
              description: 'The page could not be loaded: an alert with Try again; the cards stay.',
              tags: ['error', 'historyFailed'],
              on: { 'history.retry': 'paging', 'query.change': onQueryChange('paging') },
            },
          },
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
