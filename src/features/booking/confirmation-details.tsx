import { Badge, Box, Heading, HStack } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Booking } from '../../../contract/bookings';
import { Card } from '../../components/ui/card';
import { formatLongDate } from '../../lib/format';

/** One titled card of the confirmation page. */
export function ConfirmationCard({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card.Root
      as="section"
      aria-labelledby={id}
      rounded="2xl"
      shadow="sm"
      borderWidth="1px"
      borderColor="border.muted"
      h="full"
    >
      <Card.Header pb="0">
        <HStack gap="3">
          <Box bg="brand.subtle" color="brand.fg" rounded="full" p="2" display="flex" aria-hidden>
            <Icon size={18} />
          </Box>
          <Heading as="h2" id={id} size="lg" color="brand.fg">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** A label/value pair inside a <dl>. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack
      justify="space-between"
      align="baseline"
      gap="4"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      <Box as="dt" color="fg.muted" flexShrink={0}>
        {label}
      </Box>
      <Box as="dd" fontWeight="medium" textAlign="right" minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

/** SPEC 2: date in US long format, or N/A when the booking carries none. */
export function bookingDate(booking: Booking): string {
  const day = booking.departure.start_date;
  return day ? formatLongDate(day) : 'N/A';
}

const METHOD_LABELS: Record<Booking['payment_method'], string> = {
  card: 'Credit / Debit Card',
  paypal: 'PayPal',
  bank: 'Bank Transfer',
};

export function paymentMethodLabel(booking: Booking): string {
  const label = METHOD_LABELS[booking.payment_method];
  return booking.payment_method === 'card' && booking.card_last4
    ? `Card ending in ${booking.card_last4}`
    : label;
}

/** The server's payment status as a badge: Paid green, Pending orange, anything else grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const palette = status === 'Paid' ? 'green' : status === 'Pending' ? 'orange' : 'gray';
  return (
    <Badge colorPalette={palette} variant="subtle" size="md">
      {status}
    </Badge>
  );
}

export function travelersText(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}
