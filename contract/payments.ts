import { z } from 'zod/mini';
import { requestObject } from './input';
import { cardLast4Schema } from './cards';
import {
  PAYMENT_STATE_LABELS,
  RECORD_PAYMENT_METHODS,
  type LedgerKind,
  type PaymentState,
  type PaymentSummary,
} from './payment-summary';
import {
  BALANCE_DUE_DAYS_BEFORE,
  DEPOSIT_RATE,
  fromCents,
  refundPercent,
  shiftDay,
} from './bookings';

/*
 * A booking's money (issue 14). Every amount is whole cents; the ledger is the record and the
 * booking row keeps its running sums (paid_cents, refunded_cents), changed only together with a
 * ledger row, in one transaction, by a conditional UPDATE. So for every booking:
 *
 *   0 <= refunded <= paid <= total,   kept = paid - refunded,   balance = total - paid
 *
 * (balance is 0 once the booking is cancelled or expired: nothing more is owed).
 */

/** Booking statuses as stored: a booking is Confirmed until cancelled or, unpaid, expired. */
export const BOOKING_STATUSES = ['Confirmed', 'Cancelled', 'Expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/* ------------------------------------------------------------------------------------------
 * Arithmetic (pure, cents)
 * ---------------------------------------------------------------------------------------- */

export interface LedgerLine {
  kind: LedgerKind;
  amount_cents: number;
}

export interface LedgerSums {
  paidCents: number;
  refundedCents: number;
}

/** What a ledger adds up to: money received and money refunded. */
export function ledgerSums(lines: readonly LedgerLine[]): LedgerSums {
  let paidCents = 0;
  let refundedCents = 0;
  for (const line of lines) {
    if (line.kind === 'refund') refundedCents += line.amount_cents;
    else paidCents += line.amount_cents;
  }
  return { paidCents, refundedCents };
}

/** The day the balance is due: 30 days before the start (SPEC 9). */
export function balanceDueDate(startDate: string): string {
  return shiftDay(startDate, -BALANCE_DUE_DAYS_BEFORE);
}

/**
 * What checkout charges now: the 20% deposit when the balance is due later than today (the
 * trip starts more than 30 days ahead), else the full amount; the traveller may pay in full.
 */
export function amountDueNowCents(
  totalCents: number,
  startDate: string,
  today: string,
  payInFull: boolean,
): { kind: 'deposit' | 'full'; amountCents: number } {
  if (payInFull || balanceDueDate(startDate) <= today) {
    return { kind: 'full', amountCents: totalCents };
  }
  return { kind: 'deposit', amountCents: Math.round(totalCents * DEPOSIT_RATE) };
}

/** Whether the traveller may choose between the deposit and paying in full. */
export function depositAvailable(startDate: string, today: string): boolean {
  return balanceDueDate(startDate) > today;
}

export interface MoneyFacts {
  status: string;
  paymentMethod: string;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  startDate: string;
}

/** The payment state on `today` (yyyy-mm-dd). */
export function paymentState(facts: MoneyFacts, today: string): PaymentState {
  if (facts.status === 'Cancelled') return 'cancelled';
  if (facts.status === 'Expired') return 'expired';
  if (facts.paidCents >= facts.totalCents) return 'paid_in_full';
  if (facts.paidCents === 0 && facts.paymentMethod === 'bank') return 'awaiting_transfer';
  return balanceDueDate(facts.startDate) < today ? 'overdue' : 'balance_due';
}

/** What is still owed (0 once cancelled or expired). */
export function balanceCents(facts: MoneyFacts): number {
  if (facts.status !== 'Confirmed') return 0;
  return Math.max(0, facts.totalCents - facts.paidCents);
}

/**
 * SPEC 9's refund tiers applied to what the traveller has actually paid and not yet had back:
 * cancelling on `today` refunds this much.
 */
export function policyRefund(
  facts: Pick<MoneyFacts, 'paidCents' | 'refundedCents' | 'startDate'>,
  today: string,
): { percent: 100 | 50 | 0; amountCents: number } {
  const keptCents = facts.paidCents - facts.refundedCents;
  // Nothing paid (a transfer still awaited): nothing to refund, whatever the tier.
  if (keptCents <= 0) return { percent: 0, amountCents: 0 };
  const percent = refundPercent(facts.startDate, today);
  return { percent, amountCents: Math.round((keptCents * percent) / 100) };
}

/** A short word for what happened to the money of a cancelled booking. */
export function cancelledMoneyLabel(
  facts: Pick<MoneyFacts, 'paidCents' | 'refundedCents'>,
): string {
  if (facts.paidCents === 0) return 'Not charged';
  if (facts.refundedCents >= facts.paidCents) return 'Refunded';
  if (facts.refundedCents > 0) return 'Partially refunded';
  return 'Paid';
}

/**
 * The traveller-facing payment status word for a booking: the state's label, except that a
 * cancelled booking says what happened to its money.
 */
export function paymentStatusLabel(facts: MoneyFacts, today: string): string {
  const state = paymentState(facts, today);
  if (state === 'cancelled') return cancelledMoneyLabel(facts);
  return PAYMENT_STATE_LABELS[state];
}

/* ------------------------------------------------------------------------------------------
 * What the API answers with
 * ---------------------------------------------------------------------------------------- */

export function toPaymentSummary(
  facts: MoneyFacts & { dueAtBookingCents: number; holdExpiresAt: string | null },
  today: string,
): PaymentSummary {
  const state = paymentState(facts, today);
  return {
    state,
    total: fromCents(facts.totalCents),
    paid: fromCents(facts.paidCents),
    refunded: fromCents(facts.refundedCents),
    balance: fromCents(balanceCents(facts)),
    balance_due_date: balanceDueDate(facts.startDate),
    due_at_booking: fromCents(facts.dueAtBookingCents),
    hold_expires_at: state === 'awaiting_transfer' ? facts.holdExpiresAt : null,
  };
}

/* ------------------------------------------------------------------------------------------
 * Requests
 * ---------------------------------------------------------------------------------------- */

export const PAYMENT_MESSAGES = {
  method: 'Please choose a payment method.',
  amount: 'Please enter an amount greater than zero.',
  amountCents: 'Please enter an amount in dollars and cents.',
  overBalance: 'The amount is more than the balance.',
  nothingDue: 'This booking has no balance to pay.',
  notPayable: 'Only upcoming, confirmed bookings can be paid.',
  changed: 'This booking changed meanwhile. Please check it and try again.',
  reason: 'Please give a reason for a refund other than the policy.',
  reasonLong: 'Please keep the reason under 500 characters.',
  note: 'Please keep the note under 500 characters.',
  refundOverPaid: 'A refund cannot be more than what was paid.',
  departure: 'Please choose another departure of the same tour.',
} as const;

const NOTE_MAX = 500;

/**
 * POST /api/my/bookings/{reference}/pay-balance (and the guest's manage-booking twin): pays the
 * whole balance, simulated like checkout. Only the method and a card's last four digits are
 * sent; `balance` is the amount the traveller was shown, so a changed balance is refused (409)
 * rather than charged.
 */
export const payBalanceRequestSchema = requestObject({
  payment_method: z.enum(['card', 'paypal'], { error: PAYMENT_MESSAGES.method }),
  card_last4: z.optional(cardLast4Schema),
  /** Dollars, as shown. */
  balance: z.number({ error: PAYMENT_MESSAGES.amount }).check(z.positive()),
}).check(
  z.refine((r) => r.card_last4 === undefined || r.payment_method === 'card', {
    error: PAYMENT_MESSAGES.method,
    path: ['card_last4'],
  }),
);
export type PayBalanceRequest = z.infer<typeof payBalanceRequestSchema>;

/** Whole cents from dollars, refusing fractions of a cent. */
export function dollarsToWholeCents(dollars: number): number | null {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : null;
}

const amountField = z.number({ error: PAYMENT_MESSAGES.amount }).check(
  z.positive({ error: PAYMENT_MESSAGES.amount }),
  z.lte(10_000_000, { error: PAYMENT_MESSAGES.overBalance }),
  z.refine((value) => dollarsToWholeCents(value) !== null, {
    error: PAYMENT_MESSAGES.amountCents,
  }),
);

/** POST /api/admin/bookings/{reference}/payments: the operator received money. */
export const recordPaymentRequestSchema = requestObject(
  {
    /** Dollars. Never more than the balance (checked atomically by the server). */
    amount: amountField,
    method: z.enum(RECORD_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
    note: z.optional(
      z.string().check(z.trim(), z.maxLength(NOTE_MAX, { error: PAYMENT_MESSAGES.note })),
    ),
  },
  ['note'],
);
export type RecordPaymentRequest = z.infer<typeof recordPaymentRequestSchema>;
