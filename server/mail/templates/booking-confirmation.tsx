import { bookingPageUrl, checkoutMethodLabel, type BookingMailData } from '../booking-data';
import type { MailTemplate } from '../compose';
import { money } from '../../format';
import { MoneyLines, QuoteReference, TripFacts } from './booking-parts';
import { ActionLink, Facts, H2, P } from './layout';

/** To the traveller, for a booking paid by card or PayPal (deposit or in full); itinerary attached. */
export const bookingConfirmation: MailTemplate<BookingMailData> = {
  kind: 'booking-confirmation',
  subject: ({ booking }) => `Booking confirmed: ${booking.reference} – ${booking.tour.title}`,
  title: () => 'Booking Confirmed!',
  preview: ({ booking }) =>
    `${booking.tour.title}: ${money(booking.payment.paid)} received, reference ${booking.reference}.`,
  body: (data, ctx) => {
    const { booking } = data;
    const paidInFull = booking.payment.balance === 0;
    return (
      <>
        <P>
          Dear {booking.contact.name}, thank you for booking with {ctx.company.companyName}. Your
          booking is confirmed and we have received {paidInFull ? 'full payment' : 'your deposit'}{' '}
          of {money(booking.payment.paid)}.
        </P>
        <TripFacts data={data} />
        <H2>Payment</H2>
        <Facts rows={[['Paid with', checkoutMethodLabel(booking)]]} />
        <MoneyLines data={data} />
        {!paidInFull && (
          <P>
            You can pay the balance online at any time before the due date; we will remind you
            before it is due.
          </P>
        )}
        <P>Your itinerary is attached to this e-mail as a PDF.</P>
        <ActionLink href={bookingPageUrl(ctx.siteUrl, data)}>
          {data.hasAccount ? 'View your booking in My Account' : 'Manage your booking'}
        </ActionLink>
        {!data.hasAccount && (
          <P>To manage your booking, enter your reference and this e-mail address.</P>
        )}
        <QuoteReference reference={booking.reference} />
      </>
    );
  },
};
