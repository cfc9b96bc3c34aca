import type { BookingMailData } from '../booking-data';
import { longDay, money, travellersText } from '../../format';
import { Facts, H2, P } from './layout';

/** The trip: reference, tour, dates, travellers, add-ons and special requests. */
export function TripFacts({ data }: { data: BookingMailData }) {
  const { booking } = data;
  return (
    <>
      <H2>Your trip</H2>
      <Facts
        rows={[
          ['Booking reference', booking.reference],
          ['Tour', booking.tour.title],
          [
            'Dates',
            `${longDay(booking.departure.start_date)} to ${longDay(data.endDate)} (${booking.tour.duration} days)`,
          ],
          ['Travelers', travellersText(booking.travelers)],
          [
            'Add-ons',
            booking.add_ons.length
              ? booking.add_ons.map((a) => `${a.name} (${money(a.price)})`).join(', ')
              : 'None',
          ],
          booking.special_requests ? ['Special requests', booking.special_requests] : null,
        ]}
      />
    </>
  );
}

/** Total, paid, and the balance with its due date (or paid in full). */
export function MoneyLines({ data }: { data: BookingMailData }) {
  const { payment } = data.booking;
  return (
    <Facts
      rows={[
        ['Total', money(payment.total)],
        ['Paid so far', money(payment.paid - payment.refunded)],
        payment.balance > 0
          ? [`Balance due by ${longDay(payment.balance_due_date)}`, money(payment.balance)]
          : ['Balance', 'Paid in full'],
      ]}
    />
  );
}

/** The line every booking message ends with. */
export function QuoteReference({ reference }: { reference: string }) {
  return <P>Please quote your booking reference {reference} whenever you contact us.</P>;
}
