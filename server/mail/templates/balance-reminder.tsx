import { bookingPageUrl, type BookingMailData } from '../booking-data';
import type { MailTemplate } from '../compose';
import { longDay, money } from '../../format';
import { MoneyLines, QuoteReference } from './booking-parts';
import { ActionLink, Facts, H2, P } from './layout';

/** To the traveller, some days before the balance is due (server/jobs/balance-reminders.ts). */
export const balanceReminder: MailTemplate<BookingMailData> = {
  kind: 'balance-reminder',
  subject: ({ booking }) =>
    `Balance of ${money(booking.payment.balance)} due ${longDay(booking.payment.balance_due_date)} – booking ${booking.reference}`,
  title: () => 'Your balance is due soon',
  preview: ({ booking }) =>
    `${booking.tour.title} starts ${longDay(booking.departure.start_date)}: ${money(booking.payment.balance)} to pay by ${longDay(booking.payment.balance_due_date)}.`,
  body: (data, ctx) => {
    const { booking } = data;
    const { payment } = booking;
    return (
      <>
        <P>
          Dear {booking.contact.name}, your trip {booking.tour.title} starts on{' '}
          {longDay(booking.departure.start_date)}. The balance of {money(payment.balance)} is due by{' '}
          {longDay(payment.balance_due_date)}.
        </P>
        <MoneyLines data={data} />
        <P>You can pay it online by card or PayPal:</P>
        <ActionLink href={bookingPageUrl(ctx.siteUrl, data)}>
          {data.hasAccount ? 'Pay the balance in My Account' : 'Pay the balance'}
        </ActionLink>
        <H2>Or by bank transfer</H2>
        <Facts
          rows={[
            ['Amount to send', money(payment.balance)],
            ['Reference to quote', booking.reference],
            ['Bank', ctx.payments.bankName],
            ['Account name', ctx.payments.accountName],
            ['Account number / IBAN', ctx.payments.accountNumber],
            ctx.payments.swiftCode ? ['SWIFT/BIC', ctx.payments.swiftCode] : null,
          ]}
        />
        <P>If you have paid in the last few days, thank you, and please ignore this reminder.</P>
        <QuoteReference reference={booking.reference} />
      </>
    );
  },
};
