import { z } from 'zod/mini';

/*
 * The shapes of a booking's money that the booking itself carries (issue 14). The arithmetic and
 * the requests are in ./payments.ts; this leaf module only depends on zod, so contract/bookings.ts
 * can use it without an import cycle.
 */

/** Ledger entry kinds: money in (deposit, full, balance, manual) and money out (refund). */
export const LEDGER_KINDS = ['deposit', 'full', 'balance', 'manual', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How money moved: the checkout's methods plus cash, which only the operator records. */
export const LEDGER_METHODS = ['card', 'paypal', 'bank', 'cash'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/** Methods the operator records a received payment with (admin Record payment). */
export const RECORD_PAYMENT_METHODS = ['bank', 'cash', 'card'] as const;
export type RecordPaymentMethod = (typeof RECORD_PAYMENT_METHODS)[number];

export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  card: 'Card',
  paypal: 'PayPal',
  bank: 'Bank transfer',
  cash: 'Cash',
};

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  deposit: 'Deposit',
  full: 'Payment in full',
  balance: 'Balance',
  manual: 'Payment recorded',
  refund: 'Refund',
};

/** The booking's payment state on a given day (the admin filter and every badge use these). */
export const PAYMENT_STATES = [
  'paid_in_full',
  'balance_due',
  'overdue',
  'awaiting_transfer',
  'cancelled',
  'expired',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid_in_full: 'Paid',
  balance_due: 'Balance due',
  overdue: 'Overdue',
  awaiting_transfer: 'Awaiting transfer',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Chakra palettes for the payment state badge. */
export const PAYMENT_STATE_PALETTE: Record<
  PaymentState,
  'green' | 'blue' | 'red' | 'orange' | 'gray'
> = {
  paid_in_full: 'green',
  balance_due: 'blue',
  overdue: 'red',
  awaiting_transfer: 'orange',
  cancelled: 'gray',
  expired: 'gray',
};

export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  method: z.enum(LEDGER_METHODS),
  /** Dollars, always positive; a refund is money out. */
  amount: z.number(),
  card_last4: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** ISO timestamp. */
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A booking's money at a glance, worked out by the server on its own date. */
export const paymentSummarySchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** Dollars. */
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  balance: z.number(),
  /** yyyy-mm-dd: 30 days before the start. */
  balance_due_date: z.string(),
  /** What checkout asked for at booking (deposit or full), in dollars. */
  due_at_booking: z.number(),
  /** ISO timestamp until which an unpaid bank transfer holds its seats; null otherwise. */
  hold_expires_at: z.nullable(z.string()),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  swiftCode: z.string(),
  /** Put on the transfer so the operator can match it. */
  reference: z.string(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;
