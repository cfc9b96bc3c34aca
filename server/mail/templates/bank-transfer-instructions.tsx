import { bookingPageUrl, type BookingMailData } from '../booking-data';
import type { MailTemplate } from '../compose';
import { longDateTime, longDay, money } from '../../format';
import { QuoteReference, TripFacts } from './booking-parts';
import { ActionLink, Facts, H2, P } from './layout';

/** To the traveller who chose a bank transfer: what to send, where, and until when the seats are held. */
export const bankTransferInstructions: MailTemplate<BookingMailData> = {
  kind: 'bank-transfer-instructions',
  subject: ({ booking }) => `Bank transfer details for booking ${booking.reference}`,
  title: () => 'Your seats are held',
  preview: ({ booking }) =>
    `Transfer ${money(booking.payment.due_at_booking)} quoting ${booking.reference}.`,
  body: (data, ctx) => {
    const { booking } = data;
    const { payment } = booking;
    const later = payment.total - payment.due_at_booking;
    const holdEnd = payment.hold_expires_at;
    return (
      <>
        <P>
          Dear {booking.contact.name}, thank you for booking with {ctx.company.companyName}. We have
          received your booking and hold your seats while we wait for your bank transfer.
        </P>
        <H2>Please transfer</H2>
        <Facts
          rows={[
            ['Amount to send', money(payment.due_at_booking)],
            ['Reference to quote', booking.reference],
            ['Bank', ctx.payments.bankName],
            ['Account name', ctx.payments.accountName],
            ['Account number / IBAN', ctx.payments.accountNumber],
            ctx.payments.swiftCode ? ['SWIFT/BIC', ctx.payments.swiftCode] : null,
            holdEnd ? ['Seats held until', longDateTime(holdEnd)] : null,
          ]}
        />
        <P>
          {holdEnd
            ? `If your transfer has not reached us by ${longDay(holdEnd)}, the booking expires and the seats are released.`
            : 'If your transfer does not reach us in time, the booking expires and the seats are released.'}{' '}
          We will e-mail you as soon as it arrives.
        </P>
        {later > 0 && (
          <P>
            The balance of {money(later)} is due by {longDay(payment.balance_due_date)}.
          </P>
        )}
        <TripFacts data={data} />
        <Facts rows={[['Total', money(payment.total)]]} />
        <P>Your itinerary is attached to this e-mail as a PDF.</P>
        <ActionLink href={bookingPageUrl(ctx.siteUrl, data)}>
          {data.hasAccount ? 'View your booking in My Account' : 'Manage your booking'}
        </ActionLink>
        <QuoteReference reference={booking.reference} />
      </>
    );
  },
};
