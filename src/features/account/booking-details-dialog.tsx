import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { MyBooking } from '../../../contract/my-bookings';
import { LEDGER_KIND_LABELS } from '../../../contract/payment-summary';
import type { MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import { DetailsDialog } from '../../components/details-dialog';
import { ItineraryDownload } from '../../components/itinerary/itinerary-download';
import type { ItinerarySource } from '../../components/itinerary/itinerary-download.logic';
import { BankTransferDetails } from '../../components/payments/bank-transfer-details';
import { PaymentStateBadge } from '../../components/payments/payment-state-badge';
import { DataList } from '../../components/ui/data-list';
import { formatLongDate, formatMoney, pluralDays } from '../../lib/format';
import { BookingStatusBadge } from './booking-card';
import {
  ledgerMethodText,
  paymentMethodText,
  refundText,
  travelersText,
  tripDates,
} from './booking-text';
import { useDialogBooking } from './use-dialog-booking';

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2.5">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} alignItems="flex-start">
          <DataList.ItemLabel minW={{ base: '28', sm: '36' }} flexShrink={0}>
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere" minW="0">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3" as="section">
      <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Every payment and refund of the booking, oldest first (the server's ledger). */
function Ledger({ entries }: { entries: MyBooking['payments'] }) {
  return (
    <Stack as="ul" gap="1.5" listStyleType="none" fontSize="sm" aria-label="Payments">
      {entries.map((entry) => (
        <HStack as="li" key={entry.id} justify="space-between" gap="3" wrap="wrap">
          <Text>
            {LEDGER_KIND_LABELS[entry.kind]} · {ledgerMethodText(entry)} ·{' '}
            {formatLongDate(entry.created_at)}
          </Text>
          <Text fontWeight="semibold">
            {entry.kind === 'refund' ? `-${formatMoney(entry.amount)}` : formatMoney(entry.amount)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function addressOf(contact: MyBooking['contact']): string | null {
  const parts = [contact.address, contact.city, contact.zip_code, contact.country].filter(
    (p): p is string => Boolean(p?.trim()),
  );
  return parts.length ? parts.join(', ') : null;
}

function Details({ booking }: { booking: MyBooking }) {
  const address = addressOf(booking.contact);
  const trip: Array<[string, ReactNode]> = [
    [
      'Booking ID',
      <Text as="span" fontFamily="mono" fontWeight="semibold" key="ref">
        {booking.reference}
      </Text>,
    ],
    ['Status', <BookingStatusBadge status={booking.status} key="status" />],
    ['Tour', booking.tour.title],
    ['Location', booking.tour.location],
    ['Dates', `${tripDates(booking)} (${pluralDays(booking.tour.duration)})`],
    ['Travelers', travelersText(booking.travelers)],
    [
      'Add-ons',
      booking.add_ons.length === 0 ? (
        'None'
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" w="full" maxW="xs" key="add-ons">
          {booking.add_ons.map((addOn) => (
            <HStack as="li" key={addOn.id} justify="space-between" gap="3">
              <Text>{addOn.name}</Text>
              <Text>{formatMoney(addOn.price)}</Text>
            </HStack>
          ))}
        </Stack>
      ),
    ],
    ['Special requests', booking.special_requests?.trim() || 'None'],
    ['Booked on', formatLongDate(booking.created_at)],
  ];
  const money = booking.payment;
  const transfer = money.state === 'awaiting_transfer';
  // An awaited transfer: what to send now, and what remains after it (a deposit's balance).
  const later = money.balance - (transfer ? money.due_at_booking : 0);
  const payment: Array<[string, ReactNode]> = [
    [
      'Total',
      <Text as="span" fontWeight="bold" key="total">
        {formatMoney(money.total)}
      </Text>,
    ],
    ['Paid', formatMoney(money.paid)],
  ];
  if (money.refunded > 0) payment.push(['Refunded', formatMoney(money.refunded)]);
  if (transfer) payment.push(['To transfer now', formatMoney(money.due_at_booking)]);
  if (booking.status !== 'Cancelled') {
    if (later > 0) {
      const due = money.state === 'overdue' ? 'was due by' : 'due by';
      payment.push([
        'Balance',
        `${formatMoney(later)}, ${due} ${formatLongDate(money.balance_due_date)}`,
      ]);
    } else if (!transfer) {
      payment.push(['Balance', 'Paid in full']);
    }
  }
  payment.push(
    ['Payment method', paymentMethodText(booking)],
    [
      'Payment status',
      <PaymentStateBadge state={money.state} label={booking.payment_status} key="state" />,
    ],
  );
  if (booking.cancelled_at) payment.push(['Cancelled on', formatLongDate(booking.cancelled_at)]);
  const refund = refundText(booking.refund);
  if (refund) payment.push(['Refund', refund]);
  const contact: Array<[string, ReactNode]> = [
    ['Name', booking.contact.name],
    ['Email', booking.contact.email],
    ['Phone', booking.contact.phone],
  ];
  if (address) contact.push(['Address', address]);

  return (
    <Stack gap="6">
      <Section title="Trip">
        <Rows rows={trip} />
      </Section>
      <Section title="Payment">
        <Rows rows={payment} />
        {booking.bank_details && (
          <BankTransferDetails
            bank={booking.bank_details}
            amount={money.due_at_booking}
            holdExpiresAt={money.hold_expires_at}
            headingLevel="h4"
          />
        )}
        {booking.payments.length > 0 && <Ledger entries={booking.payments} />}
      </Section>
      <Section title="Contact details">
        <Rows rows={contact} />
      </Section>
    </Stack>
  );
}

/**
 * View Details: everything stored for one booking. Escape, the backdrop, the close button and
 * Close send booking.close.
 */
export function BookingDetailsDialog({
  bookings,
  itinerary,
}: {
  bookings: MyBookingsActorRef;
  itinerary: (reference: string) => ItinerarySource;
}) {
  const open = useSelector(bookings, (s) => s.hasTag('viewing'));
  const booking = useDialogBooking(bookings);
  return (
    <DetailsDialog
      open={open}
      onClose={() => bookings.send({ type: 'booking.close' })}
      title="Booking Details"
      description={booking ? `${booking.tour.title} · ${booking.reference}` : ''}
      // Outside: the details are text only, so an inner scroll box could not take keyboard focus.
      scrollBehavior="outside"
      headerPe="12"
    >
      {booking && (
        <Stack gap="6">
          <ItineraryDownload
            key={booking.reference}
            source={itinerary(booking.reference)}
            size="sm"
            width={{ base: 'full', sm: 'auto' }}
          />
          <Details booking={booking} />
        </Stack>
      )}
    </DetailsDialog>
  );
}
