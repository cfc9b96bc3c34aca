import { Badge } from '@chakra-ui/react';
import {
  PAYMENT_STATE_LABELS,
  PAYMENT_STATE_PALETTE,
  type PaymentState,
} from '../../../../contract/payment-summary';
import { BOOKING_STATUS_PALETTE } from './booking-text';

/** The booking's payment state: Paid, Balance due, Overdue, Awaiting transfer... */
export function PaymentStateBadge({ state }: { state: PaymentState }) {
  return (
    <Badge colorPalette={PAYMENT_STATE_PALETTE[state]} variant="subtle" size="md">
      {PAYMENT_STATE_LABELS[state]}
    </Badge>
  );
}

/** Confirmed, Cancelled or Expired. */
export function BookingStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={BOOKING_STATUS_PALETTE[status] ?? 'gray'} variant="outline" size="md">
      {status}
    </Badge>
  );
}
