import { createActor, type NonReducibleUnknown } from 'xstate';
import type {
  AdminBookingDetail,
  AdminBookingListQuery,
  AdminBookingListResponse,
  AdminBookingRow,
} from '../../contract/admin-bookings';
import {
  adminBookingListMachine,
  bookingsPageActor,
  type BookingsPage,
} from '../../machines/admin-booking-list-machine';
import {
  adminBookingMachine,
  cancelFormActor,
  moveFormActor,
  paymentFormActor,
  type CancelForm,
  type MoveForm,
  type PaymentForm,
} from '../../machines/admin-booking-machine';
import { loadMachineOf } from '../../machines/load-machine';
import { controllable, flush, type PendingCall } from '../support/controllable';
import { paymentSummary } from '../support/payment-fixture';
import { fakeForm } from './edit-fixture';

export { apiError } from '../support/api-error';

export const REFERENCE = 'KT7Q2M9X';

/**
 * A booking as GET /api/admin/bookings/{reference} answers it: $2,000 for two, the $400
 * deposit paid, $1,600 due, cancellable (the policy refunds the deposit) and movable to one
 * other departure. Override what a test cares about.
 */
export function detail(overrides: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    booking: {
      reference: REFERENCE,
      status: 'Confirmed',
      tour: {
        id: 3,
        title: 'K2 Base Camp Trek',
        duration: 14,
        location: 'Skardu',
        thumbnail: null,
      },
      departure: { id: 31, start_date: '2025-09-01' },
      travelers: 2,
      add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
      total: 2000,
      special_requests: 'Vegetarian meals',
      contact: {
        name: 'Ayesha Khan',
        email: 'ayesha@example.com',
        phone: '+92 300 1234567',
        address: null,
        city: 'Lahore',
        country: 'Pakistan',
        zip_code: null,
      },
      payment_method: 'card',
      payment_status: 'Balance due',
      card_last4: '4242',
      created_at: '2025-03-01T10:00:00.000Z',
      payment: paymentSummary(2000, '2025-09-01', {
        state: 'balance_due',
        paid: 400,
        balance: 1600,
        due_at_booking: 400,
      }),
      bank_details: null,
    },
    customer: { id: 7, name: 'Ayesha Khan', email: 'ayesha@example.com' },
    ledger: [
      {
        id: 1,
        kind: 'deposit',
        method: 'card',
        amount: 400,
        card_last4: '4242',
        note: null,
        created_at: '2025-03-01T10:00:00.000Z',
        recorded_by: null,
      },
    ],
    history: [],
    refundable: 400,
    refund_preview: { percent: 100, amount: 400 },
    move_options: [{ id: 32, start_date: '2025-10-01', seats_left: 6 }],
    actions: { record_payment: true, cancel: true, move: true },
    ...overrides,
  };
}

/** The booking after `amount` more was recorded by the admin. */
export function paid(before: AdminBookingDetail, amount: number): AdminBookingDetail {
  const paidNow = before.booking.payment.paid + amount;
  const balance = before.booking.payment.total - paidNow;
  return {
    ...before,
    booking: {
      ...before.booking,
      payment_status: balance === 0 ? 'Paid' : 'Balance due',
      payment: {
        ...before.booking.payment,
        state: balance === 0 ? 'paid_in_full' : 'balance_due',
        paid: paidNow,
        balance,
      },
    },
    refundable: paidNow,
    actions: { ...before.actions, record_payment: balance > 0 },
  };
}

/** The booking once cancelled with `refund` back. */
export function cancelled(before: AdminBookingDetail, refund: number): AdminBookingDetail {
  return {
    ...before,
    booking: {
      ...before.booking,
      status: 'Cancelled',
      payment_status: refund > 0 ? 'Refunded' : 'Paid',
      payment: { ...before.booking.payment, state: 'cancelled', refunded: refund, balance: 0 },
    },
    refund_preview: null,
    move_options: [],
    actions: { record_payment: false, cancel: false, move: false },
  };
}

/** The booking moved to departure 32. */
export function moved(before: AdminBookingDetail): AdminBookingDetail {
  return {
    ...before,
    booking: { ...before.booking, departure: { id: 32, start_date: '2025-10-01' } },
    move_options: [{ id: 31, start_date: '2025-09-01', seats_left: 8 }],
  };
}

/** A form's saves (tests/machines/edit-fixture.ts), settled by the test. */
function formSaves<I>(calls: Array<PendingCall<AdminBookingDetail, I>>) {
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('the form never saved');
    return call;
  };
  return {
    calls,
    last,
    async resolve(value: AdminBookingDetail) {
      last().resolve(value);
      await flush();
    },
    async reject(error: unknown) {
      last().reject(error);
      await flush();
    },
  };
}

/**
 * The booking machine with its loads and the three forms' saves held open until the test
 * settles them, and the app's effects recorded (`effects`: toasts and focus, in order).
 */
export function startBooking(reference = REFERENCE) {
  const loads = controllable<AdminBookingDetail, { reference: string }>();
  const effects: Array<{ type: string; detail?: AdminBookingDetail }> = [];
  const focus = () => effects.push({ type: 'focus' });
  const payment = fakeForm<AdminBookingDetail, PaymentForm['request']>(focus);
  const cancel = fakeForm<AdminBookingDetail, CancelForm['request']>(focus);
  const move = fakeForm<AdminBookingDetail, MoveForm['request']>(focus);
  const actor = createActor(
    adminBookingMachine.provide({
      actors: {
        fetchBooking: loads.logic,
        paymentForm: payment.logic,
        cancelForm: cancel.logic,
        moveForm: move.logic,
      },
      actions: {
        notifyPaymentRecorded: (_, { detail: d }) =>
          effects.push({ type: 'notifyPaymentRecorded', detail: d }),
        notifyCancelled: (_, { detail: d }) => effects.push({ type: 'notifyCancelled', detail: d }),
        notifyMoved: (_, { detail: d }) => effects.push({ type: 'notifyMoved', detail: d }),
      },
    }),
    { input: { reference } },
  ).start();
  const snap = () => actor.getSnapshot();
  const edit = (
    form: { send: (event: { type: 'draft.edit'; edit: never }) => void } | undefined,
    field: string,
    value: unknown,
  ) => form?.send({ type: 'draft.edit', edit: { field, value } as never });
  return {
    actor,
    loads,
    effects,
    payments: formSaves(payment.saves),
    cancels: formSaves(cancel.saves),
    moves: formSaves(move.saves),
    paymentForm: () => paymentFormActor(snap()),
    cancelForm: () => cancelFormActor(snap()),
    moveForm: () => moveFormActor(snap()),
    /** What the open form's inputs send as the admin types. */
    editPayment: (field: keyof PaymentForm['values'], value: string) =>
      edit(paymentFormActor(snap()), field, value),
    editCancel: (field: keyof CancelForm['values'], value: string | boolean) =>
      edit(cancelFormActor(snap()), field, value),
    editMove: (value: string) => edit(moveFormActor(snap()), 'departure_id', value),
    submitPayment: () => paymentFormActor(snap())?.send({ type: 'draft.save' }),
    submitCancel: () => cancelFormActor(snap())?.send({ type: 'draft.save' }),
    submitMove: () => moveFormActor(snap())?.send({ type: 'draft.save' }),
  };
}

/** The booking machine with the booking loaded. */
export async function loadedBooking(loaded = detail()) {
  const run = startBooking();
  await run.loads.resolve(loaded);
  return run;
}

/* The list ------------------------------------------------------------------------------------ */

export function row(overrides: Partial<AdminBookingRow> = {}): AdminBookingRow {
  const base = detail().booking;
  return {
    reference: base.reference,
    status: base.status,
    created_at: base.created_at,
    contact: { name: base.contact.name, email: base.contact.email, phone: base.contact.phone },
    tour: { id: base.tour.id, title: base.tour.title },
    departure: base.departure,
    travelers: base.travelers,
    payment: base.payment,
    payment_status: base.payment_status,
    ...overrides,
  };
}

export function listPage(
  data: AdminBookingRow[] = [row()],
  meta: Partial<AdminBookingListResponse['meta']> = {},
): AdminBookingListResponse {
  return {
    data,
    meta: { page: 1, per_page: 20, total: data.length, last_page: 1, ...meta },
    filters: { tours: [{ id: 3, title: 'K2 Base Camp Trek' }], departures: [] },
  };
}

/** The list machine with its loader's requests held open. */
export function startBookingList(query: AdminBookingListQuery = {}) {
  const lists = controllable<BookingsPage, NonReducibleUnknown>();
  const actor = createActor(
    adminBookingListMachine.provide({
      actors: {
        loadBookings: loadMachineOf<BookingsPage>().provide({ actors: { load: lists.logic } }),
      },
    }),
    { input: { query } },
  ).start();
  const loader = () => {
    const page = bookingsPageActor(actor.getSnapshot());
    if (!page) throw new Error('no bookings loader');
    return page;
  };
  return { actor, lists, loader };
}
