import type { LedgerMethod } from '../../../contract/payment-summary';
import type { BookingMailData } from '../booking-data';
import type { MailTemplate } from '../compose';
import { longDay, money } from '../../format';
import { QuoteReference } from './booking-parts';
import { Facts, P } from './layout';

export interface CancellationData extends BookingMailData {
  /** Dollars refunded by this cancellation. */
  refund: number;
  /** The refund as a percent of what was paid. */
  refundPercent: number;
  /** How the refund goes back: the way the traveller paid. */
  refundMethod: LedgerMethod;
  /** Dollars received before the cancellation (nothing for an unpaid transfer). */
  paid: number;
  /** Cancelled by the operator for the traveller (else by the traveller). */
  byOperator: boolean;
  /** yyyy-mm-dd of the cancellation. */
  cancelledOn: string;
}

function refundText(data: CancellationData): string {
  if (data.paid === 0)
    return 'Nothing was charged for this booking, so there is nothing to refund.';
  if (data.refund === 0) {
    return 'Under our cancellation policy no refund is due for a cancellation this close to the start.';
  }
  return `We are refunding ${money(data.refund)} (${data.refundPercent}% of the ${money(data.paid)} you paid) ${REFUND_ROUTES[data.refundMethod]}.`;
}

/** Where the refund goes: back the way the traveller paid. */
const REFUND_ROUTES: Record<LedgerMethod, string> = {
  card: 'to your card',
  paypal: 'to your PayPal account',
  bank: 'by bank transfer',
  cash: 'in cash',
};

/** To the traveller: the booking is cancelled, with the refund. */
export const bookingCancelled: MailTemplate<CancellationData> = {
  kind: 'booking-cancelled',
  subject: ({ booking }) => `Booking ${booking.reference} cancelled`,
  title: () => 'Booking cancelled',
  preview: (data) =>
    data.refund > 0
      ? `Refund of ${money(data.refund)} for ${data.booking.tour.title}.`
      : `${data.booking.tour.title} is cancelled.`,
  body: (data) => {
    const { booking } = data;
    return (
      <>
        <P>
          Dear {booking.contact.name},{' '}
          {data.byOperator
            ? 'our team has cancelled your booking as agreed with you.'
            : 'as you asked, your booking is cancelled.'}
        </P>
        <Facts
          rows={[
            ['Booking reference', booking.reference],
            ['Tour', booking.tour.title],
            ['Start date', longDay(booking.departure.start_date)],
            ['Cancelled on', longDay(data.cancelledOn)],
            ['Paid', money(data.paid)],
            ['Refund', money(data.refund)],
          ]}
        />
        <P>{refundText(data)}</P>
        <P>We hope to welcome you on another trip soon.</P>
        <QuoteReference reference={booking.reference} />
      </>
    );
  },
};
