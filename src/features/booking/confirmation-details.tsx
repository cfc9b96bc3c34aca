import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Booking } from '../../../contract/bookings';
import { formatLongDate } from '../../lib/format';

/**
 * A label/value pair inside a <dl>. `figure`: the value is an amount that must not break (the
 * label wraps instead).
 */
export function DetailRow({
  label,
  children,
  figure,
}: {
  label: string;
  children: ReactNode;
  figure?: boolean;
}) {
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
      <Box as="dt" color="fg.muted" flexShrink={figure ? 1 : 0}>
        {label}
      </Box>
      <Box
        as="dd"
        fontWeight="medium"
        textAlign="right"
        minW="0"
        overflowWrap="anywhere"
        whiteSpace={figure ? 'nowrap' : undefined}
      >
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

/** A bank transfer not yet received: the booking holds its seats but nothing is paid. */
export function awaitingTransfer(booking: Booking): boolean {
  return booking.payment.state === 'awaiting_transfer';
}

export function travelersText(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}
