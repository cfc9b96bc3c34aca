import type { LedgerMethod } from '../../../contract/payment-summary';
import { bookingPageUrl, ledgerMethodLabel, type BookingMailData } from '../booking-data';
import type { MailTemplate } from '../compose';
import { longDay, money } from '../../format';
import { MoneyLines, QuoteReference } from './booking-parts';
import { ActionLink, Facts, P } from './layout';

/** What the payment was, as the traveller reads it. */
export type PaymentCovers = 'deposit' | 'full' | 'balance' | 'part';

export interface PaymentReceivedData extends BookingMailData {
  /** Dollars received by this payment. */
  amount: number;
  method: LedgerMethod;
  covers: PaymentCovers;
  /** yyyy-mm-dd the payment was received. */
  receivedOn: string;
}

const COVERS_LABELS: Record<PaymentCovers, string> = {
  deposit: 'Deposit',
  full: 'Payment in full',
  balance: 'Balance',
  part: 'Part payment',
};

/** To the traveller: a receipt for money received after checkout (a transfer, the balance). */
export const paymentReceived: MailTemplate<PaymentReceivedData> = {
  kind: 'payment-received',
  subject: ({ booking, amount }) =>
    `Payment of ${money(amount)} received for booking ${booking.reference}`,
  title: () => 'Payment received',
  preview: ({ booking, amount }) =>
    `We received ${money(amount)} for ${booking.tour.title}. Thank you.`,
  body: (data, ctx) => {
    const { booking } = data;
    const { payment } = booking;
    return (
      <>
        <P>
          Dear {booking.contact.name}, thank you: we have received your payment for{' '}
          {booking.tour.title} starting {longDay(booking.departure.start_date)}.
        </P>
        <Facts
          rows={[
            ['Booking reference', booking.reference],
            ['Payment', COVERS_LABELS[data.covers]],
            ['Amount', money(data.amount)],
            ['Method', ledgerMethodLabel(data.method)],
            ['Received on', longDay(data.receivedOn)],
          ]}
        />
        <MoneyLines data={data} />
        {payment.balance > 0 ? (
          <P>
            Your new balance is {money(payment.balance)}, due by {longDay(payment.balance_due_date)}
            .
          </P>
        ) : (
          <P>Your booking is now paid in full. Nothing more is due.</P>
        )}
        <ActionLink href={bookingPageUrl(ctx.siteUrl, data)}>
          {data.hasAccount ? 'View your booking in My Account' : 'Manage your booking'}
        </ActionLink>
        <QuoteReference reference={booking.reference} />
      </>
    );
  },
};
