import { describe, expect, it } from 'vitest';
import type { Booking } from '../../contract/bookings';
import { DEFAULT_PAYMENT_SETTINGS } from '../../contract/settings';
import { DEFAULT_GENERAL_SETTINGS } from '../../server/admin-data/settings';
import type { BookingMailData } from '../../server/mail/booking-data';
import { renderTemplate, type MailContext, type MailTemplate } from '../../server/mail/compose';
import { balanceReminder } from '../../server/mail/templates/balance-reminder';
import { bankTransferInstructions } from '../../server/mail/templates/bank-transfer-instructions';
import {
  bookingCancelled,
  type CancellationData,
} from '../../server/mail/templates/booking-cancelled';
import { bookingConfirmation } from '../../server/mail/templates/booking-confirmation';
import type { EnquiryMailData } from '../../server/mail/templates/enquiry-parts';
import { enquiryReceived } from '../../server/mail/templates/enquiry-received';
import { operatorBookingCancelled } from '../../server/mail/templates/operator-booking-cancelled';
import { operatorNewBooking } from '../../server/mail/templates/operator-new-booking';
import { operatorNewEnquiry } from '../../server/mail/templates/operator-new-enquiry';
import { operatorNewReview } from '../../server/mail/templates/operator-new-review';
import {
  paymentReceived,
  type PaymentReceivedData,
} from '../../server/mail/templates/payment-received';
import { paymentSummary } from '../support/payment-fixture';

/*
 * Every message renders with its data (issue 15): the plain-text part as a snapshot, and the key
 * facts checked one by one (reference in the subject, amounts as '$1,398.00', dates as
 * 'June 15, 2023', bank details, the operator's address from Settings in the footer).
 */

const ctx: MailContext = {
  company: DEFAULT_GENERAL_SETTINGS,
  payments: DEFAULT_PAYMENT_SETTINGS,
  siteUrl: 'https://karakoram.example',
};

/** A deposit paid by card: $2,896.00 for two with insurance, $579.20 paid, balance due May 4. */
function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    reference: 'AB12CD34',
    status: 'Confirmed',
    tour: {
      id: 7,
      title: 'K2 Base Camp Trek',
      duration: 14,
      location: 'Skardu',
      thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    },
    departure: { id: 11, start_date: '2030-06-03' },
    travelers: 2,
    add_ons: [{ id: 'insurance', name: 'Travel Insurance', price: 99 }],
    total: 2896,
    special_requests: 'Vegetarian meals',
    contact: {
      name: 'Amina Khan',
      email: 'amina@example.com',
      phone: '+92 300 1234567',
      address: null,
      city: null,
      country: null,
      zip_code: null,
    },
    payment_method: 'card',
    payment_status: 'Balance due',
    card_last4: '4242',
    created_at: '2030-01-10T09:00:00.000Z',
    payment: paymentSummary(2896, '2030-06-03', {
      state: 'balance_due',
      paid: 579.2,
      balance: 2316.8,
      due_at_booking: 579.2,
    }),
    bank_details: null,
    ...overrides,
  };
}

const deposit: BookingMailData = { booking: booking(), endDate: '2030-06-16', hasAccount: true };

const awaitingTransfer: BookingMailData = {
  booking: booking({
    payment_method: 'bank',
    card_last4: null,
    payment_status: 'Awaiting transfer',
    payment: paymentSummary(2896, '2030-06-03', {
      state: 'awaiting_transfer',
      paid: 0,
      balance: 2896,
      due_at_booking: 579.2,
      hold_expires_at: '2030-01-13T09:00:00.000Z',
    }),
  }),
  endDate: '2030-06-16',
  hasAccount: false,
};

async function rendered<D>(template: MailTemplate<D>, data: D) {
  const mail = await renderTemplate(template, data, ctx);
  // The operator's details from Settings close every message, in both parts.
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain(DEFAULT_GENERAL_SETTINGS.address);
    expect(part).toContain(DEFAULT_GENERAL_SETTINGS.phone);
    expect(part).toContain(DEFAULT_GENERAL_SETTINGS.email);
  }
  return mail;
}

describe('traveller messages', () => {
  it('booking confirmation: what was paid, the balance and its due date, trip, link', async () => {
    const mail = await rendered(bookingConfirmation, deposit);
    expect(mail.subject).toBe('Booking confirmed: AB12CD34 – K2 Base Camp Trek');
    expect(mail.text).toContain('Paid so far: $579.20');
    expect(mail.text).toContain('Balance due by May 4, 2030: $2,316.80');
    expect(mail.text).toContain('Dates: June 3, 2030 to June 16, 2030 (14 days)');
    expect(mail.text).toContain('Add-ons: Travel Insurance ($99.00)');
    expect(mail.text).toContain('Paid with: Card ending in 4242');
    expect(mail.html).toContain('href="https://karakoram.example/dashboard?tab=bookings"');
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      BOOKING CONFIRMED!

      Dear Amina Khan, thank you for booking with Karakoram Trails. Your booking is confirmed and we have received your deposit of $579.20.


      YOUR TRIP

      Booking reference: AB12CD34

      Tour: K2 Base Camp Trek

      Dates: June 3, 2030 to June 16, 2030 (14 days)

      Travelers: 2 travelers

      Add-ons: Travel Insurance ($99.00)

      Special requests: Vegetarian meals


      PAYMENT

      Paid with: Card ending in 4242

      Total: $2,896.00

      Paid so far: $579.20

      Balance due by May 4, 2030: $2,316.80

      You can pay the balance online at any time before the due date; we will remind you before it is due.

      Your itinerary is attached to this e-mail as a PDF.

      View your booking in My Account https://karakoram.example/dashboard?tab=bookings

      Please quote your booking reference AB12CD34 whenever you contact us.

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);
  });

  it('booking confirmation paid in full, for a guest: links to Manage my booking', async () => {
    const full = booking({
      payment_status: 'Paid',
      payment: paymentSummary(2896, '2030-06-03'),
    });
    const mail = await rendered(bookingConfirmation, {
      booking: full,
      endDate: '2030-06-16',
      hasAccount: false,
    });
    expect(mail.text).toContain('we have received full payment of $2,896.00');
    expect(mail.text).toContain('Balance: Paid in full');
    expect(mail.html).toContain('href="https://karakoram.example/manage-booking"');
  });

  it('bank transfer instructions: bank details, amount, reference, hold end', async () => {
    const mail = await rendered(bankTransferInstructions, awaitingTransfer);
    expect(mail.subject).toBe('Bank transfer details for booking AB12CD34');
    expect(mail.text).toContain('Amount to send: $579.20');
    expect(mail.text).toContain('Reference to quote: AB12CD34');
    expect(mail.text).toContain(`Bank: ${DEFAULT_PAYMENT_SETTINGS.bankName}`);
    expect(mail.text).toContain(`Account name: ${DEFAULT_PAYMENT_SETTINGS.accountName}`);
    expect(mail.text).toContain(`Account number / IBAN: ${DEFAULT_PAYMENT_SETTINGS.accountNumber}`);
    expect(mail.text).toContain(`SWIFT/BIC: ${DEFAULT_PAYMENT_SETTINGS.swiftCode}`);
    expect(mail.text).toContain('Seats held until: January 13, 2030 at 9:00 AM UTC');
    expect(mail.text).toContain('The balance of $2,316.80 is due by May 4, 2030.');
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      YOUR SEATS ARE HELD

      Dear Amina Khan, thank you for booking with Karakoram Trails. We have received your booking and hold your seats while we wait for your bank transfer.


      PLEASE TRANSFER

      Amount to send: $579.20

      Reference to quote: AB12CD34

      Bank: Habib Bank Limited, Skardu Branch

      Account name: Karakoram Trails (Pvt) Ltd

      Account number / IBAN: PK36 HABB 0000 1234 5678 9012

      SWIFT/BIC: HABBPKKA

      Seats held until: January 13, 2030 at 9:00 AM UTC

      If your transfer has not reached us by January 13, 2030, the booking expires and the seats are released. We will e-mail you as soon as it arrives.

      The balance of $2,316.80 is due by May 4, 2030.


      YOUR TRIP

      Booking reference: AB12CD34

      Tour: K2 Base Camp Trek

      Dates: June 3, 2030 to June 16, 2030 (14 days)

      Travelers: 2 travelers

      Add-ons: Travel Insurance ($99.00)

      Special requests: Vegetarian meals

      Total: $2,896.00

      Your itinerary is attached to this e-mail as a PDF.

      Manage your booking https://karakoram.example/manage-booking

      Please quote your booking reference AB12CD34 whenever you contact us.

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);
  });

  it('payment received: amount, method, new balance', async () => {
    const data: PaymentReceivedData = {
      ...awaitingTransfer,
      booking: booking({
        payment_method: 'bank',
        card_last4: null,
        payment: paymentSummary(2896, '2030-06-03', {
          state: 'balance_due',
          paid: 579.2,
          balance: 2316.8,
          due_at_booking: 579.2,
        }),
      }),
      amount: 579.2,
      method: 'bank',
      covers: 'deposit',
      receivedOn: '2030-01-12',
    };
    const mail = await rendered(paymentReceived, data);
    expect(mail.subject).toBe('Payment of $579.20 received for booking AB12CD34');
    expect(mail.text).toContain('Payment: Deposit');
    expect(mail.text).toContain('Method: Bank transfer');
    expect(mail.text).toContain('Received on: January 12, 2030');
    expect(mail.text).toContain('Your new balance is $2,316.80, due by May 4, 2030.');
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      PAYMENT RECEIVED

      Dear Amina Khan, thank you: we have received your payment for K2 Base Camp Trek starting June 3, 2030.

      Booking reference: AB12CD34

      Payment: Deposit

      Amount: $579.20

      Method: Bank transfer

      Received on: January 12, 2030

      Total: $2,896.00

      Paid so far: $579.20

      Balance due by May 4, 2030: $2,316.80

      Your new balance is $2,316.80, due by May 4, 2030.

      Manage your booking https://karakoram.example/manage-booking

      Please quote your booking reference AB12CD34 whenever you contact us.

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);

    const settled = await rendered(paymentReceived, {
      ...data,
      booking: booking({ payment: paymentSummary(2896, '2030-06-03') }),
      amount: 2316.8,
      method: 'card',
      covers: 'balance',
    });
    expect(settled.subject).toBe('Payment of $2,316.80 received for booking AB12CD34');
    expect(settled.text).toContain('Payment: Balance');
    expect(settled.text).toContain('Your booking is now paid in full. Nothing more is due.');
  });

  it('balance reminder: the balance, its due date, how to pay', async () => {
    const mail = await rendered(balanceReminder, deposit);
    expect(mail.subject).toBe('Balance of $2,316.80 due May 4, 2030 – booking AB12CD34');
    expect(mail.text).toContain('The balance of $2,316.80 is due by May 4, 2030.');
    expect(mail.text).toContain('Reference to quote: AB12CD34');
    expect(mail.text).toContain(`Account number / IBAN: ${DEFAULT_PAYMENT_SETTINGS.accountNumber}`);
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      YOUR BALANCE IS DUE SOON

      Dear Amina Khan, your trip K2 Base Camp Trek starts on June 3, 2030. The balance of $2,316.80 is due by May 4, 2030.

      Total: $2,896.00

      Paid so far: $579.20

      Balance due by May 4, 2030: $2,316.80

      You can pay it online by card or PayPal:

      Pay the balance in My Account https://karakoram.example/dashboard?tab=bookings


      OR BY BANK TRANSFER

      Amount to send: $2,316.80

      Reference to quote: AB12CD34

      Bank: Habib Bank Limited, Skardu Branch

      Account name: Karakoram Trails (Pvt) Ltd

      Account number / IBAN: PK36 HABB 0000 1234 5678 9012

      SWIFT/BIC: HABBPKKA

      If you have paid in the last few days, thank you, and please ignore this reminder.

      Please quote your booking reference AB12CD34 whenever you contact us.

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);
  });

  it('cancellation: the refund, by the traveller or by the operator', async () => {
    const data: CancellationData = {
      ...deposit,
      booking: booking({ status: 'Cancelled' }),
      refund: 579.2,
      refundPercent: 100,
      refundMethod: 'card',
      paid: 579.2,
      byOperator: false,
      cancelledOn: '2030-02-01',
    };
    const mail = await rendered(bookingCancelled, data);
    expect(mail.subject).toBe('Booking AB12CD34 cancelled');
    expect(mail.text).toContain('Refund: $579.20');
    expect(mail.text).toContain('Cancelled on: February 1, 2030');
    expect(mail.text).toContain(
      'We are refunding $579.20 (100% of the $579.20 you paid) to your card.',
    );
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      BOOKING CANCELLED

      Dear Amina Khan, as you asked, your booking is cancelled.

      Booking reference: AB12CD34

      Tour: K2 Base Camp Trek

      Start date: June 3, 2030

      Cancelled on: February 1, 2030

      Paid: $579.20

      Refund: $579.20

      We are refunding $579.20 (100% of the $579.20 you paid) to your card.

      We hope to welcome you on another trip soon.

      Please quote your booking reference AB12CD34 whenever you contact us.

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);

    const byOperator = await rendered(bookingCancelled, {
      ...data,
      refund: 0,
      refundPercent: 0,
      byOperator: true,
    });
    expect(byOperator.text).toContain('our team has cancelled your booking');
    expect(byOperator.text).toContain('no refund is due');
    const unpaid = await rendered(bookingCancelled, { ...data, refund: 0, paid: 0 });
    expect(unpaid.text).toContain('Nothing was charged for this booking');
  });

  it('enquiry acknowledgement: contact message and custom tour request', async () => {
    const contact: EnquiryMailData = {
      kind: 'contact',
      request: {
        name: 'Bilal Ahmed',
        email: 'bilal@example.com',
        subject: 'booking',
        message: 'Is the Hunza tour open in October?',
      },
    };
    const mail = await rendered(enquiryReceived, contact);
    expect(mail.subject).toBe('We received your message – Karakoram Trails');
    expect(mail.text).toContain("we've received your message and will get back to you soon");
    expect(mail.text).toContain('Subject: Tour Booking');
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      THANK YOU FOR YOUR MESSAGE

      Dear Bilal Ahmed, we've received your message and will get back to you soon. If it is urgent, call us on +92 5815 455 320.


      WHAT YOU SENT

      Subject: Tour Booking

      Message: Is the Hunza tour open in October?

      To add anything, write to info@karakoramtrails.pk.

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);

    const custom = await rendered(enquiryReceived, {
      kind: 'customTour',
      request: {
        name: 'Bilal Ahmed',
        email: 'bilal@example.com',
        groups_size: '4 adults',
        destination: 'Deosai Plains',
        duration: '6 days',
        preferred_date: '2030-07-15',
        activities: 'Camping, photography',
        accommodation_type: 'camping',
      },
    });
    expect(custom.subject).toBe('We received your custom tour request – Karakoram Trails');
    expect(custom.text).toContain('Destination: Deosai Plains');
    expect(custom.text).toContain('Preferred date: July 15, 2030');
  });
});

describe('operator messages', () => {
  it('new booking: who, what, money, link to the admin booking', async () => {
    const mail = await rendered(operatorNewBooking, awaitingTransfer);
    expect(mail.subject).toBe('New booking AB12CD34: K2 Base Camp Trek, June 3, 2030');
    expect(mail.text).toContain('Customer: Amina Khan');
    expect(mail.text).toContain('Account: Guest');
    expect(mail.text).toContain('Total: $2,896.00');
    expect(mail.text).toContain(
      '$579.20 is expected by transfer; the seats are held until January 13, 2030.',
    );
    expect(mail.html).toContain('href="https://karakoram.example/admin/bookings/AB12CD34"');
    expect(mail.text).toMatchInlineSnapshot(`
      "Karakoram Trails


      NEW BOOKING

      Amina Khan booked K2 Base Camp Trek and will pay by bank transfer (nothing received yet).

      Booking reference: AB12CD34

      Tour: K2 Base Camp Trek

      Start date: June 3, 2030

      Travelers: 2 travelers

      Add-ons: Travel Insurance

      Special requests: Vegetarian meals

      Customer: Amina Khan

      E-mail: amina@example.com

      Phone: +92 300 1234567

      Account: Guest

      Payment method: Bank Transfer

      Total: $2,896.00

      Paid so far: $0.00

      Balance due by May 4, 2030: $2,896.00

      $579.20 is expected by transfer; the seats are held until January 13, 2030.

      Open the booking https://karakoram.example/admin/bookings/AB12CD34

      ----------------------------------------

      Karakoram Trails · College Road, Skardu, Gilgit-Baltistan 16100, Pakistan
      Phone +92 5815 455 320 · info@karakoramtrails.pk · https://www.karakoramtrails.pk"
    `);
  });

  it('booking cancelled by the traveller: refund due and seats released', async () => {
    const mail = await rendered(operatorBookingCancelled, {
      ...deposit,
      refund: 289.6,
      refundPercent: 50,
      refundMethod: 'card',
      paid: 579.2,
      byOperator: false,
      cancelledOn: '2030-05-10',
    });
    expect(mail.subject).toBe('Booking AB12CD34 cancelled: K2 Base Camp Trek, June 3, 2030');
    expect(mail.text).toContain('Refund due: $289.60 (50%)');
    expect(mail.text).toContain('Seats released: 2');
  });

  it('new enquiry and new review', async () => {
    const enquiry = await rendered(operatorNewEnquiry, {
      kind: 'customTour',
      request: {
        name: 'Bilal Ahmed',
        email: 'bilal@example.com',
        groups_size: '4 adults',
        destination: 'Deosai Plains',
        duration: '6 days',
        activities: 'Camping',
      },
    });
    expect(enquiry.subject).toBe('New custom tour request from Bilal Ahmed: Deosai Plains');
    // A typed line break never reaches a header.
    const twoLines = await renderTemplate(
      operatorNewEnquiry,
      {
        kind: 'contact',
        request: { name: 'Bilal\nBcc: x@example.com', email: 'b@example.com', message: 'Hi' },
      },
      ctx,
    );
    expect(twoLines.subject).toBe('New contact message from Bilal Bcc: x@example.com');
    expect(enquiry.text).toContain('E-mail: bilal@example.com');
    expect(enquiry.text).toContain('Group size: 4 adults');

    const review = await rendered(operatorNewReview, {
      reference: 'AB12CD34',
      tourTitle: 'K2 Base Camp Trek',
      tourSlug: 'k2-base-camp',
      reviewer: 'Amina Khan',
      rating: 5,
      comment: 'Unforgettable.',
    });
    expect(review.subject).toBe('New 5-star review of K2 Base Camp Trek (booking AB12CD34)');
    expect(review.text).toContain('Rating: 5 of 5');
    expect(review.html).toContain('href="https://karakoram.example/tours/k2-base-camp"');
  });
});
