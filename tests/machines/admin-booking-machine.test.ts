import { describe, expect, it } from 'vitest';
import { ADMIN_BOOKING_MESSAGES } from '../../contract/admin-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import { ADMIN_BOOKING_TEXT } from '../../machines/admin-booking-machine';
import {
  apiError,
  cancelled,
  detail,
  listPage,
  loadedBooking,
  moved,
  paid,
  REFERENCE,
  row,
  startBooking,
  startBookingList,
} from './admin-booking-fixture';

describe('admin booking machine: loading', () => {
  it('loads the booking of its reference, then offers what the server allows', async () => {
    const run = startBooking();
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(run.loads.last().input).toEqual({ reference: REFERENCE });
    await run.loads.resolve(detail());
    const snap = run.actor.getSnapshot();
    expect(snap.matches({ loaded: 'idle' })).toBe(true);
    expect(snap.hasTag('loaded')).toBe(true);
    expect(snap.context.detail).toEqual(detail());
    for (const type of ['payment.start', 'cancel.start', 'move.start'] as const) {
      expect(snap.can({ type })).toBe(true);
    }
  });

  it('offers no action the server refuses', async () => {
    const run = await loadedBooking(cancelled(detail(), 400));
    const snap = run.actor.getSnapshot();
    for (const type of ['payment.start', 'cancel.start', 'move.start'] as const) {
      expect(snap.can({ type })).toBe(false);
      run.actor.send({ type });
    }
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('lands in the error state when the load fails, and retries', async () => {
    const run = startBooking('NOPE0000');
    await run.loads.reject(apiError(404, ADMIN_BOOKING_MESSAGES.notFound));
    expect(run.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(run.actor.getSnapshot().context.error).toMatchObject({ status: 404 });
    run.actor.send({ type: 'booking.retry' });
    expect(run.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(run.loads.calls).toHaveLength(2);
    await run.loads.resolve(detail());
    expect(run.actor.getSnapshot().context.error).toBeNull();
    expect(run.actor.getSnapshot().hasTag('loaded')).toBe(true);
  });
});

describe('admin booking machine: record payment', () => {
  it('opens with the balance, refuses more than it, records what is valid', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'payment.start' });
    expect(run.actor.getSnapshot().hasTag('paymentDialog')).toBe(true);
    expect(run.paymentForm()?.getSnapshot().context.values).toEqual({
      amount: '1600',
      method: 'card',
      note: '',
    });

    run.editPayment('amount', '1600.01');
    run.submitPayment();
    expect(run.payments.calls).toHaveLength(0);
    expect(run.paymentForm()?.getSnapshot().context.errors).toEqual({
      amount: PAYMENT_MESSAGES.overBalance,
    });
    expect(run.effects).toEqual([{ type: 'focus' }]);

    run.editPayment('amount', '1,000');
    run.editPayment('method', 'bank');
    run.editPayment('note', '  Transfer HBL-2231 ');
    run.submitPayment();
    expect(run.paymentForm()?.getSnapshot().hasTag('saving')).toBe(true);
    expect(run.payments.last().input).toEqual({
      reference: REFERENCE,
      body: { amount: 1000, method: 'bank', note: 'Transfer HBL-2231' },
    });
    const after = paid(detail(), 1000);
    await run.payments.resolve(after);
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().context.detail).toEqual(after);
    expect(run.effects.at(-1)).toEqual({ type: 'notifyPaymentRecorded', detail: after });
    expect(run.paymentForm()).toBeUndefined();
  });

  it("puts the server's 422 under the field and stays open", async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'payment.start' });
    run.submitPayment();
    await run.payments.reject(
      apiError(422, PAYMENT_MESSAGES.nothingDue, { amount: [PAYMENT_MESSAGES.nothingDue] }),
    );
    expect(run.actor.getSnapshot().matches({ loaded: { recordingPayment: 'editing' } })).toBe(true);
    expect(run.paymentForm()?.getSnapshot().context.errors).toEqual({
      amount: PAYMENT_MESSAGES.nothingDue,
    });
  });

  it('keeps an unexpected failure in the form, as an alert', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'payment.start' });
    run.submitPayment();
    await run.payments.reject(apiError(0, ''));
    expect(run.actor.getSnapshot().matches({ loaded: { recordingPayment: 'editing' } })).toBe(true);
    expect(run.paymentForm()?.getSnapshot().context.failure).toBe(ADMIN_BOOKING_TEXT.paymentFailed);
  });

  it('on a 409 says why, reloads the booking and starts again only if still due', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'payment.start' });
    run.submitPayment();
    await run.payments.reject(apiError(409, PAYMENT_MESSAGES.changed));
    let snap = run.actor.getSnapshot();
    expect(snap.matches({ loaded: { recordingPayment: { conflict: 'reloading' } } })).toBe(true);
    expect(snap.hasTag('conflict')).toBe(true);
    expect(snap.hasTag('busy')).toBe(true);
    expect(snap.context.conflict).toBe(PAYMENT_MESSAGES.changed);
    expect(run.paymentForm()).toBeUndefined();
    expect(run.loads.calls).toHaveLength(2);

    // Someone else recorded the whole balance: nothing to start again.
    await run.loads.resolve(paid(detail(), 1600));
    snap = run.actor.getSnapshot();
    expect(snap.matches({ loaded: { recordingPayment: { conflict: 'shown' } } })).toBe(true);
    expect(snap.context.detail?.booking.payment.balance).toBe(0);
    expect(snap.can({ type: 'action.retry' })).toBe(false);
    run.actor.send({ type: 'action.close' });
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(run.actor.getSnapshot().context.conflict).toBeNull();
  });

  it('after a conflict whose reload fails, keeps the booking and can start again', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'payment.start' });
    run.submitPayment();
    await run.payments.reject(apiError(409, PAYMENT_MESSAGES.changed));
    await run.loads.reject(apiError(0, 'Offline'));
    expect(
      run.actor.getSnapshot().matches({ loaded: { recordingPayment: { conflict: 'shown' } } }),
    ).toBe(true);
    expect(run.actor.getSnapshot().context.detail).toEqual(detail());
    run.actor.send({ type: 'action.retry' });
    expect(run.actor.getSnapshot().matches({ loaded: { recordingPayment: 'editing' } })).toBe(true);
    expect(run.paymentForm()?.getSnapshot().context.values.amount).toBe('1600');
  });

  it('closes when asked, but not while it saves', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'payment.start' });
    run.submitPayment();
    run.actor.send({ type: 'action.close' });
    expect(run.actor.getSnapshot().hasTag('paymentDialog')).toBe(true);
    await run.payments.reject(apiError(500, 'Server Error'));
    run.actor.send({ type: 'action.close' });
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });
});

describe('admin booking machine: cancel on behalf', () => {
  it("cancels with the policy's refund, sending no amount", async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'cancel.start' });
    expect(run.actor.getSnapshot().hasTag('cancelDialog')).toBe(true);
    expect(run.cancelForm()?.getSnapshot().context.values).toEqual({
      override: false,
      refund_amount: '400',
      reason: '',
    });
    run.submitCancel();
    expect(run.cancels.last().input).toEqual({ reference: REFERENCE, body: {} });
    const after = cancelled(detail(), 400);
    await run.cancels.resolve(after);
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(run.effects.at(-1)).toEqual({ type: 'notifyCancelled', detail: after });
  });

  it('asks a reason for an override, never more than was paid', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'cancel.start' });
    run.editCancel('override', true);
    run.editCancel('refund_amount', '450');
    run.submitCancel();
    expect(run.cancels.calls).toHaveLength(0);
    expect(run.cancelForm()?.getSnapshot().context.errors).toEqual({
      refund_amount: PAYMENT_MESSAGES.refundOverPaid,
      reason: PAYMENT_MESSAGES.reason,
    });
    // Back to the policy: the override's messages go.
    run.editCancel('override', false);
    expect(run.cancelForm()?.getSnapshot().context.errors).toEqual({});
    run.editCancel('override', true);
    run.editCancel('refund_amount', '');
    run.submitCancel();
    expect(run.cancelForm()?.getSnapshot().context.errors).toEqual({
      refund_amount: ADMIN_BOOKING_MESSAGES.refundRequired,
    });
    run.editCancel('refund_amount', '150');
    run.editCancel('reason', 'Goodwill: illness');
    run.submitCancel();
    expect(run.cancels.last().input).toEqual({
      reference: REFERENCE,
      body: { refund_amount: 150, reason: 'Goodwill: illness' },
    });
  });

  it('treats a 422 about the booking (already cancelled) as a conflict', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'cancel.start' });
    run.submitCancel();
    await run.cancels.reject(
      apiError(422, ADMIN_BOOKING_MESSAGES.notCancellable, {
        status: [ADMIN_BOOKING_MESSAGES.notCancellable],
      }),
    );
    expect(
      run.actor.getSnapshot().matches({ loaded: { cancelling: { conflict: 'reloading' } } }),
    ).toBe(true);
    expect(run.actor.getSnapshot().context.conflict).toBe(ADMIN_BOOKING_MESSAGES.notCancellable);
    await run.loads.resolve(detail());
    run.actor.send({ type: 'action.retry' });
    expect(run.actor.getSnapshot().matches({ loaded: { cancelling: 'editing' } })).toBe(true);
    run.actor.send({ type: 'action.close' });
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });
});

describe('admin booking machine: move', () => {
  it('moves to the chosen departure', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'move.start' });
    expect(run.actor.getSnapshot().hasTag('moveDialog')).toBe(true);
    expect(run.moveForm()?.getSnapshot().context.values).toEqual({ departure_id: '32' });
    run.editMove('99');
    run.submitMove();
    expect(run.moveForm()?.getSnapshot().context.errors).toEqual({
      departure_id: PAYMENT_MESSAGES.departure,
    });
    run.editMove('32');
    run.submitMove();
    expect(run.moves.last().input).toEqual({ reference: REFERENCE, body: { departure_id: 32 } });
    const after = moved(detail());
    await run.moves.resolve(after);
    expect(run.actor.getSnapshot().context.detail).toEqual(after);
    expect(run.effects.at(-1)).toEqual({ type: 'notifyMoved', detail: after });
  });

  it('on 409 (the seats went) reloads the departures; choosing again starts a fresh form', async () => {
    const run = await loadedBooking();
    run.actor.send({ type: 'move.start' });
    run.submitMove();
    await run.moves.reject(apiError(409, ADMIN_BOOKING_MESSAGES.seatsGone));
    expect(run.actor.getSnapshot().context.conflict).toBe(ADMIN_BOOKING_MESSAGES.seatsGone);
    const now = detail({ move_options: [{ id: 33, start_date: '2025-11-01', seats_left: 4 }] });
    await run.loads.resolve(now);
    run.actor.send({ type: 'action.retry' });
    expect(run.moveForm()?.getSnapshot().context.values).toEqual({ departure_id: '33' });
    run.actor.send({ type: 'action.close' });
    expect(run.actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
  });
});

describe('admin booking list machine', () => {
  it('loads the page of its query through the generic loader', async () => {
    const { lists, loader } = startBookingList({ payment: 'overdue', page: 2 });
    expect(loader().getSnapshot().hasTag('loading')).toBe(true);
    expect(lists.last().input).toEqual({ payment: 'overdue', page: 2 });
    const answer = listPage([row()], { page: 2, total: 21, last_page: 2 });
    await lists.resolve(answer);
    expect(loader().getSnapshot().context.data).toEqual(answer);
  });

  it('starts another loader for another query (cancelling the old request), not for the same', async () => {
    const { actor, lists, loader } = startBookingList({ q: 'khan' });
    const first = loader();
    actor.send({ type: 'query.change', query: { q: 'khan' } });
    expect(loader()).toBe(first);
    expect(lists.calls).toHaveLength(1);
    actor.send({ type: 'query.change', query: { q: 'khan', sort: 'name', dir: 'desc' } });
    expect(lists.calls).toHaveLength(2);
    expect(lists.calls[0]!.signal.aborted).toBe(true);
    expect(loader()).not.toBe(first);
    expect(actor.getSnapshot().context.query).toEqual({ q: 'khan', sort: 'name', dir: 'desc' });
  });

  it('keeps a failure in the loader, whose retry loads again', async () => {
    const { lists, loader } = startBookingList();
    await lists.reject(apiError(500, 'Server Error'));
    expect(loader().getSnapshot().hasTag('error')).toBe(true);
    loader().send({ type: 'data.retry' });
    await lists.resolve(listPage());
    expect(loader().getSnapshot().hasTag('loaded')).toBe(true);
  });
});
