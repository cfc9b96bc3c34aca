import { sql, type Kysely } from 'kysely';
import { BOOKING_REFERENCE_PATTERN } from '../../contract/bookings';
import {
  balanceCents,
  cancelledMoneyLabel,
  policyRefund,
  type MoneyFacts,
} from '../../contract/payments';
import type { LedgerMethod } from '../../contract/payment-summary';
import type { Database } from '../db/types';
import { receivePayment, refundPayment } from './ledger';

type Db = Kysely<Database>;

/** The booking columns the money actions work from (read inside their transaction). */
export interface MoneyRow {
  id: number;
  reference: string;
  status: string;
  payment_method: string;
  total_cents: number;
  paid_cents: number;
  refunded_cents: number;
  departure_id: number;
  travelers: number;
  start_date: string;
}

export function factsOf(row: MoneyRow): MoneyFacts {
  return {
    status: row.status,
    paymentMethod: row.payment_method,
    totalCents: row.total_cents,
    paidCents: row.paid_cents,
    refundedCents: row.refunded_cents,
    startDate: row.start_date,
  };
}

/** The booking's money columns by reference, or null (a malformed reference is simply absent). */
export async function moneyRowByReference(db: Db, reference: string): Promise<MoneyRow | null> {
  if (!BOOKING_REFERENCE_PATTERN.test(reference)) return null;
  const row = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id')
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.status',
      'bookings.payment_method',
      'bookings.total_cents',
      'bookings.paid_cents',
      'bookings.refunded_cents',
      'bookings.departure_id',
      'bookings.travelers',
      'departures.start_date',
    ])
    .where('bookings.reference', '=', reference)
    .executeTakeFirst();
  return row ?? null;
}

/** Gives seats back to a departure, never below zero (even after a hand edit). */
export async function returnSeats(trx: Db, departureId: number, travelers: number): Promise<void> {
  const booked = sql.ref<number>('seats_booked');
  await trx
    .updateTable('departures')
    .set({
      seats_booked: sql<number>`case when ${booked} >= ${travelers} then ${booked} - ${travelers} else 0 end`,
    })
    .where('id', '=', departureId)
    .execute();
}

/** The method a refund goes back by: the way the traveller paid. */
export function refundMethod(row: MoneyRow): LedgerMethod {
  return row.payment_method === 'paypal' || row.payment_method === 'bank'
    ? row.payment_method
    : 'card';
}

export type CancelResult =
  | { kind: 'cancelled'; refundCents: number; percent: number }
  | { kind: 'notCancellable' }
  | { kind: 'refundChanged'; percent: number }
  | { kind: 'refundTooLarge' };

export interface CancelOptions {
  now: Date;
  today: string;
  /** The policy percent the caller was shown; refused (refundChanged) when it differs now. */
  expectedPercent?: number;
  /** An operator's refund instead of the policy's (admin only), in cents; needs a reason. */
  overrideRefundCents?: number;
  reason?: string | null;
  /** The admin acting for the customer; null when the traveller cancels. */
  recordedBy?: number | null;
}

/**
 * Cancels a Confirmed booking that has not started, refunding SPEC 9's tier of what was paid
 * (or the operator's override, never more than was paid), and gives the seats back. Runs in the
 * caller's transaction: the status flips by a conditional UPDATE that also checks nothing was
 * paid meanwhile, so of two racing cancels (or a cancel racing a payment) one wins and the
 * other is refused with nothing changed.
 */
export async function cancelWithRefund(
  trx: Db,
  row: MoneyRow,
  options: CancelOptions,
): Promise<CancelResult> {
  const { now, today } = options;
  if (row.status !== 'Confirmed' || row.start_date <= today) return { kind: 'notCancellable' };
  const policy = policyRefund(factsOf(row), today);
  if (options.expectedPercent !== undefined && options.expectedPercent !== policy.percent) {
    return { kind: 'refundChanged', percent: policy.percent };
  }
  const refundCents = options.overrideRefundCents ?? policy.amountCents;
  if (refundCents > row.paid_cents - row.refunded_cents) return { kind: 'refundTooLarge' };
  const percent =
    options.overrideRefundCents === undefined
      ? policy.percent
      : row.paid_cents > 0
        ? Math.round((refundCents * 100) / row.paid_cents)
        : 0;

  const timestamp = now.toISOString();
  const flipped = await trx
    .updateTable('bookings')
    .set({
      status: 'Cancelled',
      cancelled_at: timestamp,
      refund_percent: percent,
      refund_cents: refundCents,
      hold_expires_at: null,
      payment_status: cancelledMoneyLabel({
        paidCents: row.paid_cents,
        refundedCents: row.refunded_cents + refundCents,
      }),
      updated_at: timestamp,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'Confirmed')
    .where('paid_cents', '=', row.paid_cents)
    .where('refunded_cents', '=', row.refunded_cents)
    .executeTakeFirst();
  if (Number(flipped.numUpdatedRows) !== 1) return { kind: 'notCancellable' };

  if (refundCents > 0) {
    const refunded = await refundPayment(trx, {
      bookingId: row.id,
      method: refundMethod(row),
      amountCents: refundCents,
      note: options.reason ?? null,
      recordedBy: options.recordedBy ?? null,
      now,
    });
    if (!refunded) throw new Error(`The refund of booking ${row.reference} was not recorded.`);
  }
  await returnSeats(trx, row.departure_id, row.travelers);
  return { kind: 'cancelled', refundCents, percent };
}

export type PayBalanceResult =
  | { kind: 'paid'; amountCents: number }
  | { kind: 'notPayable' }
  | { kind: 'nothingDue' }
  | { kind: 'changed' };

/**
 * The traveller pays the whole balance (simulated like checkout) before the trip starts. The
 * amount they were shown must still be the balance, and the payment only lands if nothing was
 * paid meanwhile (receivePayment's expectPaidCents): a double submit pays once.
 */
export async function payBalance(
  trx: Db,
  row: MoneyRow,
  payment: {
    method: 'card' | 'paypal';
    cardLast4: string | null;
    shownCents: number;
    now: Date;
    today: string;
  },
): Promise<PayBalanceResult> {
  if (row.status !== 'Confirmed' || row.start_date <= payment.today) return { kind: 'notPayable' };
  const due = balanceCents(factsOf(row));
  if (due === 0) return { kind: 'nothingDue' };
  if (due !== payment.shownCents) return { kind: 'changed' };
  const paid = await receivePayment(trx, {
    bookingId: row.id,
    kind: 'balance',
    method: payment.method,
    amountCents: due,
    cardLast4: payment.method === 'card' ? payment.cardLast4 : null,
    expectPaidCents: row.paid_cents,
    now: payment.now,
  });
  if (!paid) return { kind: 'changed' };
  await trx
    .updateTable('bookings')
    .set({ payment_status: 'Paid' })
    .where('id', '=', row.id)
    .execute();
  return { kind: 'paid', amountCents: due };
}
