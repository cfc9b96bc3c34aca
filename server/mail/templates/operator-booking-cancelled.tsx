import { adminBookingUrl } from '../booking-data';
import type { MailTemplate } from '../compose';
import { longDay, money, travellersText } from '../../format';
import type { CancellationData } from './booking-cancelled';
import { ActionLink, Facts, P } from './layout';

/** To the operator (Booking Alerts): a traveller cancelled their booking. */
export const operatorBookingCancelled: MailTemplate<CancellationData> = {
  kind: 'operator-booking-cancelled',
  subject: ({ booking }) =>
    `Booking ${booking.reference} cancelled: ${booking.tour.title}, ${longDay(booking.departure.start_date)}`,
  title: () => 'Booking cancelled',
  preview: (data) =>
    `${data.booking.contact.name} cancelled; refund ${money(data.refund)}, ${travellersText(data.booking.travelers)} released.`,
  body: (data, ctx) => {
    const { booking } = data;
    return (
      <>
        <P>
          {booking.contact.name} cancelled their booking. The seats are back on sale and the refund
          is recorded in the booking's ledger.
        </P>
        <Facts
          rows={[
            ['Booking reference', booking.reference],
            ['Tour', booking.tour.title],
            ['Start date', longDay(booking.departure.start_date)],
            ['Seats released', String(booking.travelers)],
            ['Customer', `${booking.contact.name} (${booking.contact.email})`],
            ['Paid', money(data.paid)],
            ['Refund due', `${money(data.refund)} (${data.refundPercent}%)`],
          ]}
        />
        <ActionLink href={adminBookingUrl(ctx.siteUrl, booking.reference)}>
          Open the booking
        </ActionLink>
      </>
    );
  },
};
