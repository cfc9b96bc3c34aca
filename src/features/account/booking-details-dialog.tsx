import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { MyBooking } from '../../../contract/my-bookings';
import type { MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import { DetailsDialog } from '../../components/details-dialog';
import { DataList } from '../../components/ui/data-list';
import { formatLongDate, formatMoney, pluralDays } from '../../lib/format';
import { BookingStatusBadge } from './booking-card';
import { paymentMethodText, refundText, travelersText, tripDates } from './booking-text';
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
  const payment: Array<[string, ReactNode]> = [
    [
      'Total',
      <Text as="span" fontWeight="bold" key="total">
        {formatMoney(booking.total)}
      </Text>,
    ],
    ['Payment method', paymentMethodText(booking)],
    ['Payment status', booking.payment_status],
  ];
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
export function BookingDetailsDialog({ bookings }: { bookings: MyBookingsActorRef }) {
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
      {booking && <Details booking={booking} />}
    </DetailsDialog>
  );
}
