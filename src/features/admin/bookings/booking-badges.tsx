import { Badge } from '@chakra-ui/react';
import { PAYMENT_STATE_PALETTE, type PaymentState } from '../../../../contract/payment-summary';
import { BOOKING_STATUS_PALETTE } from './booking-text';

/**
 * The booking's payment state in the server's words (`label`: Paid, Balance due, Overdue,
 * Awaiting transfer...; for a cancelled booking what became of its money, such as 'Refunded').
 */
export function PaymentStateBadge({ state, label }: { state: PaymentState; label: string }) {
  return (
    <Badge colorPalette={PAYMENT_STATE_PALETTE[state]} variant="subtle" size="md">
      {label}
    </Badge>
  );
}

/** Confirmed, Cancelled or Expired; nothing when the payment badge already says it (Expired). */
export function BookingStatusBadge({
  status,
  paymentLabel,
}: {
  status: string;
  paymentLabel?: string;
}) {
  if (status === paymentLabel) return null;
  return (
    <Badge colorPalette={BOOKING_STATUS_PALETTE[status] ?? 'gray'} variant="outline" size="md">
      {status}
    </Badge>
  );
}
