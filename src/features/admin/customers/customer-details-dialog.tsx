import { InlineLoadFailed } from '../../../components/admin/load-failed-alert';
import { Badge, Box, Heading, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { CustomerBooking } from '../../../../contract/admin-customers';
import type { AdminCustomersActorRef } from '../../../../machines/admin-customers-machine';
import { DetailsDialog } from '../../../components/details-dialog';
import { DataList } from '../../../components/ui/data-list';
import { formatLongDate, formatMoney } from '../../../lib/format';
import { CustomerStatusBadge, lastBookingText } from './customers-results';

function BookingItem({ booking }: { booking: CustomerBooking }) {
  const paymentPalette =
    booking.paymentStatus === 'Paid'
      ? 'green'
      : booking.paymentStatus === 'Pending'
        ? 'orange'
        : 'gray';
  return (
    <Stack as="li" gap="2" p="3" borderWidth="1px" rounded="md" data-testid="customer-booking">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box minW="0">
          <Text fontWeight="semibold">{booking.tourTitle}</Text>
          <Text fontSize="sm" color="fg.muted">
            Booking{' '}
            <Text as="span" fontFamily="mono">
              {booking.reference}
            </Text>
          </Text>
        </Box>
        <HStack gap="1.5">
          <Badge colorPalette={booking.status === 'Cancelled' ? 'red' : 'blue'} variant="subtle">
            {booking.status}
          </Badge>
          <Badge colorPalette={paymentPalette} variant="subtle">
            {booking.paymentStatus}
          </Badge>
        </HStack>
      </HStack>
      <HStack gap="4" fontSize="sm" wrap="wrap" color="fg.muted">
        <Text>{formatLongDate(booking.startDate)}</Text>
        <Text>
          {booking.travelers} {booking.travelers === 1 ? 'traveler' : 'travelers'}
        </Text>
        <Text fontWeight="semibold" color="fg">
          {formatMoney(booking.total)}
        </Text>
      </HStack>
    </Stack>
  );
}

/** The bookings part: loading, failed with a retry, none, or the list (newest first). */
function CustomerBookings({ customers }: { customers: AdminCustomersActorRef }) {
  const loading = useSelector(customers, (s) => s.hasTag('detailsLoading'));
  const failed = useSelector(customers, (s) => s.hasTag('detailsError'));
  const error = useSelector(customers, (s) => s.context.detailsError);
  const bookings = useSelector(customers, (s) => s.context.details?.bookings);
  const bookingCount = useSelector(customers, (s) => s.context.details?.bookingCount ?? 0);
  const email = useSelector(customers, (s) => s.context.details?.customer.email ?? '');

  if (loading) {
    return (
      <HStack role="status" gap="3" py="4" color="fg.muted">
        <Spinner size="sm" color="brand.solid" />
        <Text>Loading bookings...</Text>
      </HStack>
    );
  }
  if (failed) {
    return (
      <InlineLoadFailed error={error} onRetry={() => customers.send({ type: 'details.retry' })} />
    );
  }
  if (!bookings?.length) return <Text color="fg.muted">No bookings yet.</Text>;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Bookings">
        {bookings.map((booking) => (
          <BookingItem key={booking.id} booking={booking} />
        ))}
      </Stack>
      {bookingCount > bookings.length && (
        <Text fontSize="sm" color="fg.muted">
          The latest {bookings.length} of {bookingCount} bookings.{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/admin/bookings" search={{ q: email }}>
              See all in Bookings
            </RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}

/**
 * View Details: the customer (from the list at once, as the server has them once loaded) and
 * their bookings from GET /api/admin/customers/{id}. Escape, the backdrop, the close button and
 * Close send details.close.
 */
export function CustomerDetailsDialog({ customers }: { customers: AdminCustomersActorRef }) {
  const open = useSelector(customers, (s) => s.hasTag('viewing'));
  const customer = useSelector(customers, (s) => s.context.details?.customer ?? s.context.selected);

  return (
    <DetailsDialog
      open={open}
      onClose={() => customers.send({ type: 'details.close' })}
      title={customer?.name ?? 'Customer'}
      description="Customer details and bookings"
      scrollBehavior="inside"
    >
      {customer && (
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="sm" gap="2.5">
            {[
              ['Email', customer.email],
              ['Phone', customer.phone ?? '—'],
              ['Country', customer.country ?? '—'],
              ['Member since', formatLongDate(customer.joinedAt)],
              ['Bookings', String(customer.bookings)],
              ['Last Booking', lastBookingText(customer)],
              ['Total Spent', formatMoney(customer.totalSpent)],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
                <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
            <DataList.Item>
              <DataList.ItemLabel minW="32">Status</DataList.ItemLabel>
              <DataList.ItemValue>
                <CustomerStatusBadge status={customer.status} />
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="3">
            <Heading as="h3" size="md">
              Bookings
            </Heading>
            <CustomerBookings customers={customers} />
          </Stack>
        </Stack>
      )}
    </DetailsDialog>
  );
}
