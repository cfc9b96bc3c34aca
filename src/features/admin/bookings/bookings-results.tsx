import { Box, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { AdminBookingRow, AdminBookingSort } from '../../../../contract/admin-bookings';
import { Table } from '../../../components/ui/table';
import { formatLongDate, formatMoney } from '../../../lib/format';
import { BookingStatusBadge, PaymentStateBadge } from './booking-badges';
import { formatDateTime, travellersText } from './booking-text';

/** The booking's reference as the link that opens it. */
function ReferenceLink({ booking }: { booking: AdminBookingRow }) {
  return (
    <Link asChild fontFamily="mono" fontWeight="semibold" color="brand.fg" variant="underline">
      <RouterLink
        to="/admin/bookings/$reference"
        params={{ reference: booking.reference }}
        aria-label={`Booking ${booking.reference}, ${booking.contact.name}`}
      >
        {booking.reference}
      </RouterLink>
    </Link>
  );
}

/** An address that may wrap before its '@' rather than mid-word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

const COLUMNS: ReadonlyArray<{ label: string; sort?: AdminBookingSort; numeric?: boolean }> = [
  { label: 'Reference', sort: 'created' },
  { label: 'Customer', sort: 'name' },
  { label: 'Tour', sort: 'start' },
  { label: 'Travellers', numeric: true },
  { label: 'Total', sort: 'total', numeric: true },
  { label: 'Balance', numeric: true },
  { label: 'Status' },
];

/** Wide screens (xl and up): one row per booking. */
export function BookingsTable({
  rows,
  sort,
  dir,
}: {
  rows: readonly AdminBookingRow[];
  sort: AdminBookingSort;
  dir: 'asc' | 'desc';
}) {
  return (
    <Table.ScrollArea hideBelow="xl" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="Bookings">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column.label}
                textAlign={column.numeric ? 'end' : 'start'}
                aria-sort={
                  column.sort === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                }
                whiteSpace="nowrap"
                py="3"
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((booking) => (
            <Table.Row key={booking.reference} data-testid="booking-row">
              <Table.Cell>
                <ReferenceLink booking={booking} />
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {formatDateTime(booking.created_at)}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                <Box minW="36" maxW="48">
                  <Text fontWeight="semibold">{booking.contact.name}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    <Email address={booking.contact.email} />
                  </Text>
                </Box>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">
                <Box minW="40" maxW="56">
                  <Text fontWeight="medium">{booking.tour.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatLongDate(booking.departure.start_date)}
                  </Text>
                </Box>
              </Table.Cell>
              <Table.Cell textAlign="end">{booking.travelers}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(booking.payment.total)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(booking.payment.balance)}
              </Table.Cell>
              <Table.Cell>
                {/* Where the money stands, then the booking's own status. */}
                <Stack gap="1" align="flex-start">
                  <PaymentStateBadge state={booking.payment.state} label={booking.payment_status} />
                  <BookingStatusBadge
                    status={booking.status}
                    paymentLabel={booking.payment_status}
                  />
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" textAlign="end" overflowWrap="anywhere">
        {value}
      </Text>
    </>
  );
}

/** Phones and tablets (below xl): one card per booking. */
export function BookingCards({ rows }: { rows: readonly AdminBookingRow[] }) {
  return (
    <Grid
      as="ul"
      aria-label="Bookings"
      hideFrom="xl"
      listStyleType="none"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
    >
      {rows.map((booking) => (
        <Stack
          as="li"
          key={booking.reference}
          data-testid="booking-card"
          gap="3"
          p="4"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
        >
          <HStack justify="space-between" align="flex-start" gap="3">
            <Box minW="0">
              <ReferenceLink booking={booking} />
              <Text fontWeight="semibold" lineHeight="short" mt="1">
                {booking.contact.name}
              </Text>
              <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                <Email address={booking.contact.email} />
              </Text>
            </Box>
            <Stack gap="1" align="flex-end" flexShrink={0}>
              <PaymentStateBadge state={booking.payment.state} label={booking.payment_status} />
              <BookingStatusBadge status={booking.status} paymentLabel={booking.payment_status} />
            </Stack>
          </HStack>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5">
            <Fact label="Tour" value={booking.tour.title} />
            <Fact label="Starts" value={formatLongDate(booking.departure.start_date)} />
            <Fact label="Travellers" value={travellersText(booking.travelers)} />
            <Fact label="Total" value={formatMoney(booking.payment.total)} />
            <Fact label="Balance" value={formatMoney(booking.payment.balance)} />
            <Fact label="Booked" value={formatDateTime(booking.created_at)} />
          </Grid>
        </Stack>
      ))}
    </Grid>
  );
}
