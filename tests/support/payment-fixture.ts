import type { PaymentSummary } from '../../contract/payment-summary';
import { balanceDueDate } from '../../contract/payments';

/** A booking's payment summary as the server sends it: paid in full unless overridden. */
export function paymentSummary(
  total: number,
  startDate: string,
  overrides: Partial<PaymentSummary> = {},
): PaymentSummary {
  return {
    state: 'paid_in_full',
    total,
    paid: total,
    refunded: 0,
    balance: 0,
    balance_due_date: balanceDueDate(startDate),
    due_at_booking: total,
    hold_expires_at: null,
    ...overrides,
  };
}
