import { adminBookingUrl, checkoutMethodLabel, type BookingMailData } from '../booking-data';
import type { MailTemplate } from '../compose';
import { longDay, money, travellersText } from '../../format';
import { MoneyLines } from './booking-parts';
import { ActionLink, Facts, P } from './layout';

/** To the operator (Settings > Notifications > Booking Alerts): a booking was made. */
export const operatorNewBooking: MailTemplate<BookingMailData> = {
  kind: 'operator-new-booking',
  subject: ({ booking }) =>
    `New booking ${booking.reference}: ${booking.tour.title}, ${longDay(booking.departure.start_date)}`,
  title: () => 'New booking',
  preview: ({ booking }) =>
    `${booking.contact.name}, ${travellersText(booking.travelers)}, ${money(booking.payment.total)}.`,
  body: (data, ctx) => {
    const { booking } = data;
    const awaiting = booking.payment.state === 'awaiting_transfer';
    return (
      <>
        <P>
          {booking.contact.name} booked {booking.tour.title}
          {awaiting ? ' and will pay by bank transfer (nothing received yet).' : '.'}
        </P>
        <Facts
          rows={[
            ['Booking reference', booking.reference],
            ['Tour', booking.tour.title],
            ['Start date', longDay(booking.departure.start_date)],
            ['Travelers', travellersText(booking.travelers)],
            [
              'Add-ons',
              booking.add_ons.length ? booking.add_ons.map((a) => a.name).join(', ') : 'None',
            ],
            booking.special_requests ? ['Special requests', booking.special_requests] : null,
            ['Customer', booking.contact.name],
            ['E-mail', booking.contact.email],
            ['Phone', booking.contact.phone],
            ['Account', data.hasAccount ? 'Signed in' : 'Guest'],
            ['Payment method', checkoutMethodLabel(booking)],
          ]}
        />
        <MoneyLines data={data} />
        {awaiting && booking.payment.hold_expires_at && (
          <P>
            {money(booking.payment.due_at_booking)} is expected by transfer; the seats are held
            until {longDay(booking.payment.hold_expires_at)}.
          </P>
        )}
        <ActionLink href={adminBookingUrl(ctx.siteUrl, booking.reference)}>
          Open the booking
        </ActionLink>
      </>
    );
  },
};
