import type { MyBooking, Refund } from '../../../contract/my-bookings';
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

/**
 * What the cancel dialog promises, from the server's quote for today (SPEC 9 policy): a full
 * refund, a partial one, none, or nothing to refund because nothing was charged.
 */
export function refundQuoteText(quote: Refund | null, paymentStatus: string): string {
  if (paymentStatus !== 'Paid') {
    return 'Nothing has been charged for this booking, so there is nothing to refund.';
  }
  if (!quote || quote.percent === 0) return 'No refund is due under our cancellation policy.';
  if (quote.percent === 100) {
    return `You will receive a full refund of ${formatMoney(quote.amount)} (100%).`;
  }
  return `You will receive a refund of ${formatMoney(quote.amount)} (${quote.percent}%).`;
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
