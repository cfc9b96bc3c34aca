import type { MyBooking, Refund } from '../../../contract/my-bookings';
import { LEDGER_METHOD_LABELS, type LedgerEntry } from '../../../contract/payment-summary';
import { formatLongDate, formatMoney } from '../../lib/format';

/** 'June 15, 2027 - June 28, 2027': the first and last day of the trip. */
export function tripDates(booking: Pick<MyBooking, 'start_date' | 'end_date'>): string {
  return `${formatLongDate(booking.start_date)} - ${formatLongDate(booking.end_date)}`;
}

export function travelersText(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** 'Member since March 2025' from the account's ISO timestamp; null when unknown or invalid. */
export function memberSince(createdAt: string | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : `Member since ${monthYear.format(date)}`;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

const PAYMENT_METHOD_LABELS: Record<MyBooking['payment_method'], string> = {
  card: 'Credit card',
  paypal: 'PayPal',
  bank: 'Bank transfer',
};

/** 'Credit card ending in 4242', 'PayPal', 'Bank transfer'. */
export function paymentMethodText(booking: Pick<MyBooking, 'payment_method' | 'card_last4'>) {
  const label = PAYMENT_METHOD_LABELS[booking.payment_method];
  return booking.payment_method === 'card' && booking.card_last4
    ? `${label} ending in ${booking.card_last4}`
    : label;
}

/** A ledger entry's method, worded like the booking's: 'Credit card ending in 4242', 'Cash'. */
export function ledgerMethodText(entry: Pick<LedgerEntry, 'method' | 'card_last4'>): string {
  if (entry.method === 'cash') return LEDGER_METHOD_LABELS.cash;
  return paymentMethodText({ payment_method: entry.method, card_last4: entry.card_last4 });
}

/**
 * What the cancel dialog promises, from the server's quote for today: SPEC 9's tiers applied to
 * what was actually paid (a deposit refunds its tier of the deposit), or nothing to refund when
 * nothing was paid (a transfer still awaited).
 */
export function refundQuoteText(
  booking: Pick<MyBooking, 'cancellation_quote' | 'payment'>,
): string {
  const quote = booking.cancellation_quote;
  const kept = booking.payment.paid - booking.payment.refunded;
  if (kept <= 0) return 'Nothing has been charged for this booking, so there is nothing to refund.';
  if (!quote || quote.percent === 0 || quote.amount === 0) {
    return 'No refund is due under our cancellation policy.';
  }
  // Part paid (a deposit): say what the percentage is of.
  const of = kept < booking.payment.total ? ` of the ${formatMoney(kept)} paid` : '';
  if (quote.percent === 100) {
    return `You will receive a full refund of ${formatMoney(quote.amount)} (100%${of}).`;
  }
  return `You will receive a refund of ${formatMoney(quote.amount)} (${quote.percent}%${of}).`;
}

/**
 * The booking's money in a line: 'Paid $569.20 of $2,846.00', with what is still owed and by
 * when ('Balance $2,276.80 due by May 16, 2027'; 'was due' once overdue).
 */
export function balanceText(payment: MyBooking['payment']): string | null {
  if (payment.balance <= 0) return null;
  const by = formatLongDate(payment.balance_due_date);
  return payment.state === 'overdue'
    ? `Balance ${formatMoney(payment.balance)} was due by ${by}`
    : `Balance ${formatMoney(payment.balance)} due by ${by}`;
}

/** The 'Balance paid' toast's description. */
export function balancePaidToastText(booking: MyBooking): string {
  return `Booking ${booking.reference} is paid in full. Thank you!`;
}

/** 'Refunded $2,797.00 (100%)' for a cancelled booking's card and details. */
export function refundText(refund: Refund | null): string | null {
  if (!refund) return null;
  return refund.amount > 0
    ? `Refunded ${formatMoney(refund.amount)} (${refund.percent}%)`
    : 'No refund';
}

/** The 'Booking Cancelled' toast's description: the refund the server granted. */
export function cancelledToastText(booking: MyBooking): string {
  const start = `Booking ${booking.reference} has been cancelled.`;
  const { refund } = booking;
  if (refund && refund.amount > 0) {
    const full = refund.percent === 100 ? 'A full refund' : 'A refund';
    return `${start} ${full} of ${formatMoney(refund.amount)} (${refund.percent}%) is on its way to you.`;
  }
  if (booking.payment_status === 'Not charged') {
    return `${start} Nothing was charged, so there is nothing to refund.`;
  }
  return `${start} No refund is due under our cancellation policy.`;
}

export const REVIEW_SUBMITTED = {
  title: 'Review Submitted',
  description: 'Thank you! Your review now appears on the tour page.',
} as const;
