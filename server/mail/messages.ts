import type { Kysely, Transaction } from 'kysely';
import type { LedgerMethod } from '../../contract/payment-summary';
import { isoDate } from '../catalog/dates';
import type { Database } from '../db/types';
import { loadBookingMail } from './booking-data';
import { queueOperatorAlert, queueTemplate } from './compose';
import { bankTransferInstructions } from './templates/bank-transfer-instructions';
import { bookingCancelled } from './templates/booking-cancelled';
import { bookingConfirmation } from './templates/booking-confirmation';
import type { EnquiryMailData } from './templates/enquiry-parts';
import { enquiryReceived } from './templates/enquiry-received';
import { operatorBookingCancelled } from './templates/operator-booking-cancelled';
import { operatorNewBooking } from './templates/operator-new-booking';
import { operatorNewEnquiry } from './templates/operator-new-enquiry';
import { operatorNewReview, type ReviewMailData } from './templates/operator-new-review';
import { paymentReceived, type PaymentCovers } from './templates/payment-received';

/*
 * The messages each change causes. Every function takes the transaction of the change: the
 * booking is read inside it (so the message shows the change) and the messages are written to
 * the outbox inside it (so they commit with the change or not at all).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Where links point and when the change happened. */
export interface MailEnv {
  /** The site's absolute address (config.publicUrl). */
  siteUrl: string;
  now: Date;
}

/**
 * A booking was made: the confirmation (card, PayPal) or the bank transfer instructions to the
 * traveller, both with the itinerary attached, and the operator's Booking Alert.
 */
export async function mailBookingCreated(db: Db, bookingId: number, env: MailEnv): Promise<void> {
  const data = await loadBookingMail(db, bookingId, env.now);
  const { reference } = data.booking;
  const options = { siteUrl: env.siteUrl, now: env.now, reference };
  const template =
    data.booking.payment.state === 'awaiting_transfer'
      ? bankTransferInstructions
      : bookingConfirmation;
  await queueTemplate(db, template, data, {
    ...options,
    to: data.booking.contact.email,
    attachments: [{ kind: 'itinerary', reference }],
  });
  await queueOperatorAlert(db, 'bookingAlerts', operatorNewBooking, data, options);
}

/** What a payment was, from what had been received before it. */
function paymentCovers(paidBeforeCents: number, amountCents: number, totalCents: number) {
  const settles = paidBeforeCents + amountCents >= totalCents;
  const covers: PaymentCovers =
    paidBeforeCents === 0 ? (settles ? 'full' : 'deposit') : settles ? 'balance' : 'part';
  return covers;
}

/**
 * Money arrived after checkout (the balance paid online, a payment the operator recorded):
 * a receipt to the traveller with the new balance.
 */
export async function mailPaymentReceived(
  db: Db,
  bookingId: number,
  payment: { amountCents: number; method: LedgerMethod; paidBeforeCents: number },
  env: MailEnv,
): Promise<void> {
  const data = await loadBookingMail(db, bookingId, env.now);
  const totalCents = Math.round(data.booking.payment.total * 100);
  await queueTemplate(
    db,
    paymentReceived,
    {
      ...data,
      amount: payment.amountCents / 100,
      method: payment.method,
      covers: paymentCovers(payment.paidBeforeCents, payment.amountCents, totalCents),
      receivedOn: isoDate(env.now),
    },
    {
      to: data.booking.contact.email,
      siteUrl: env.siteUrl,
      now: env.now,
      reference: data.booking.reference,
    },
  );
}

/**
 * A booking was cancelled: the traveller's notice with the refund and, when the traveller did it
 * (the operator knows when they did it themselves), the operator's Booking Alert.
 */
export async function mailBookingCancelled(
  db: Db,
  bookingId: number,
  cancel: {
    refundCents: number;
    percent: number;
    paidCents: number;
    refundMethod: LedgerMethod;
    byOperator: boolean;
  },
  env: MailEnv,
): Promise<void> {
  const data = await loadBookingMail(db, bookingId, env.now);
  const message = {
    ...data,
    refund: cancel.refundCents / 100,
    refundPercent: cancel.percent,
    refundMethod: cancel.refundMethod,
    paid: cancel.paidCents / 100,
    byOperator: cancel.byOperator,
    cancelledOn: isoDate(env.now),
  };
  const options = { siteUrl: env.siteUrl, now: env.now, reference: data.booking.reference };
  await queueTemplate(db, bookingCancelled, message, {
    ...options,
    to: data.booking.contact.email,
  });
  if (!cancel.byOperator) {
    await queueOperatorAlert(db, 'bookingAlerts', operatorBookingCancelled, message, options);
  }
}

/** A contact message or custom tour request: the sender's acknowledgement and the operator's alert. */
export async function mailEnquiry(db: Db, enquiry: EnquiryMailData, env: MailEnv): Promise<void> {
  const options = { siteUrl: env.siteUrl, now: env.now };
  await queueTemplate(db, enquiryReceived, enquiry, { ...options, to: enquiry.request.email });
  await queueOperatorAlert(db, 'emailNotifications', operatorNewEnquiry, enquiry, options);
}

/** A traveller reviewed their trip: the operator's Customer Reviews alert. */
export async function mailNewReview(db: Db, review: ReviewMailData, env: MailEnv): Promise<void> {
  await queueOperatorAlert(db, 'customerReviews', operatorNewReview, review, {
    siteUrl: env.siteUrl,
    now: env.now,
    reference: review.reference,
  });
}
