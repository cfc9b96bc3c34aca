import { Badge } from '@chakra-ui/react';
import { PAYMENT_STATE_PALETTE, type PaymentState } from '../../../contract/payment-summary';

/**
 * A booking's payment state (issue 14) in its colour: Paid green, Balance due blue, Overdue red,
 * Awaiting transfer orange, cancelled or expired grey. `label` is the server's word for it (a
 * cancelled booking says what happened to its money: 'Refunded', 'Not charged'...).
 */
export function PaymentStateBadge({ state, label }: { state: PaymentState; label: string }) {
  const palette = PAYMENT_STATE_PALETTE[state];
  return (
    <Badge colorPalette={palette} data-palette={palette} variant="subtle" size="md">
      {label}
    </Badge>
  );
}
