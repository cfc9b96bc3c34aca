import { paymentSummary } from '../support/payment-fixture';
import { createActor } from 'xstate';
import type {
  MyBooking,
  PaymentHistoryResponse,
  PaymentHistoryRow,
} from '../../contract/my-bookings';
import type { CardFormValues, NewCard, SavedCard } from '../../contract/payment-methods';
import {
  cardFormActor,
  paymentMethodsMachine,
  type PaymentHistoryQuery,
  type PaymentsData,
} from '../../machines/payment-methods-machine';
import type { FieldEdit } from '../../machines/edit-machine';
import { controllable } from '../support/controllable';
import { fakeForm } from './edit-fixture';

export const TODAY = '2026-11-22';

/** Test numbers that pass the Luhn rule. */
export const VISA = '4242 4242 4242 4242';
export const MASTERCARD = '5555 5555 5555 4444';
/** One digit off: fails the Luhn rule. */
export const BAD_LUHN = '4242 4242 4242 4241';

export function card(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: 1,
    brand: 'Visa',
    last4: '4242',
    exp_month: 8,
    exp_year: 2027,
    is_default: true,
    ...overrides,
  };
}

/** Default first, as the server sends them. */
export const CARDS: SavedCard[] = [
  card(),
  card({
    id: 2,
    brand: 'Mastercard',
    last4: '4444',
    exp_month: 3,
    exp_year: 2028,
    is_default: false,
  }),
];

/** One of GET /api/my/bookings; override what a test cares about. */
export function myBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    reference: 'KT7Q2M9X',
    status: 'Upcoming',
    tour: {
      id: 3,
      slug: 'k2-base-camp',
      title: 'K2 Base Camp Trek',
      duration: 14,
      location: 'Skardu',
      thumbnail: null,
    },
    departure: { id: 31, start_date: '2027-06-15' },
    start_date: '2027-06-15',
    end_date: '2027-06-28',
    travelers: 2,
    add_ons: [],
    total: 2698,
    special_requests: null,
    contact: {
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '+92 300 1234567',
      address: null,
      city: null,
      country: null,
      zip_code: null,
    },
    payment_method: 'card',
    payment_status: 'Paid',
    card_last4: '4242',
    created_at: '2026-10-02T10:00:00.000Z',
    cancelled_at: null,
    refund: null,
    cancellation_quote: { percent: 100, amount: 2698 },
    review: null,
    payment: paymentSummary(2698, '2027-06-15'),
    bank_details: null,
    payments: [],
    ...overrides,
  };
}

/** A page of GET /api/my/payments holding these rows (20 a page, `total` rows in all). */
export function historyPage(
  rows: PaymentHistoryRow[],
  page = 1,
  total = rows.length,
): PaymentHistoryResponse {
  return {
    data: rows,
    meta: { page, perPage: 20, total, lastPage: Math.max(1, Math.ceil(total / 20)) },
  };
}

/**
 * The payment methods machine with fake I/O that waits to be answered (`loads` the first load,
 * `histories` another page of the history, `adds` the add-card form's POST) and the effects it asked the app for, in order; `form()` is the Add Payment
 * Method form while it is open, and `change`, `save` and `cancel` are what its inputs and
 * buttons send it.
 */
export function startPayments(query?: PaymentHistoryQuery) {
  const loads = controllable<PaymentsData, { query: PaymentHistoryQuery }>();
  const histories = controllable<PaymentHistoryResponse, { query: PaymentHistoryQuery }>();
  const defaults = controllable<SavedCard[], { id: number }>();
  const removes = controllable<SavedCard[], { id: number }>();
  const effects: Array<{ type: string } & Record<string, unknown>> = [];
  const cardForm = fakeForm<SavedCard[], NewCard>(() => effects.push({ type: 'focus' }));
  const actor = createActor(
    paymentMethodsMachine.provide({
      actors: {
        fetchPaymentsData: loads.logic,
        fetchPaymentHistory: histories.logic,
        cardForm: cardForm.logic,
        makeDefaultCard: defaults.logic,
        removeCard: removes.logic,
      },
      actions: {
        notifyCardAdded: (_, { cards }) => effects.push({ type: 'added', cards }),
        notifyDefaultChanged: (_, { card }) => effects.push({ type: 'defaultChanged', card }),
        notifyCardRemoved: (_, { card }) => effects.push({ type: 'removed', card }),
        notifyCardGone: (_, { card }) => effects.push({ type: 'cardGone', card }),
      },
    }),
    { input: { today: TODAY, query } },
  ).start();
  const form = () => cardFormActor(actor.getSnapshot());
  return {
    actor,
    loads: loads.calls,
    histories: histories.calls,
    adds: cardForm.saves,
    defaults: defaults.calls,
    removes: removes.calls,
    effects,
    form,
    change: <F extends keyof CardFormValues>(field: F, value: CardFormValues[F]) =>
      form()?.send({ type: 'draft.edit', edit: { field, value } as FieldEdit<CardFormValues> }),
    save: () => form()?.send({ type: 'draft.save' }),
    cancel: () => form()?.send({ type: 'draft.cancel' }),
  };
}
