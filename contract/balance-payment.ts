import { z } from 'zod/mini';
import { CHECKOUT_MESSAGES } from './bookings';
import {
  cardCvvField,
  cardExpiryField,
  cardholderNameField,
  cardNumberField,
  digitsOnly,
} from './cards';
import { firstFieldErrors, rememberLast } from './form-schemas';
import { PAYMENT_MESSAGES, type PayBalanceRequest } from './payments';

/*
 * My Account's Pay balance form (issue 14): the whole balance, by card (simulated like checkout,
 * with checkout's card rules and messages) or PayPal. Card details stay in the browser; the
 * request carries the method, a card's last four digits and the balance the traveller was shown
 * (contract/payments.ts payBalanceRequestSchema).
 */

export const BALANCE_PAYMENT_METHODS = ['card', 'paypal'] as const;
type BalancePaymentMethod = (typeof BALANCE_PAYMENT_METHODS)[number];

export interface BalancePaymentValues {
  paymentMethod: BalancePaymentMethod;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
}
export type BalancePaymentField = keyof BalancePaymentValues;
export type BalancePaymentErrors = Partial<Record<BalancePaymentField, string>>;

export const EMPTY_BALANCE_PAYMENT: BalancePaymentValues = {
  paymentMethod: 'card',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
};

/** Card fields count only when paying by card (as at checkout); PayPal needs nothing typed. */
const balancePaymentSchemas = rememberLast((today: string) => ({
  card: z.object({
    paymentMethod: z.literal('card'),
    cardNumber: cardNumberField({
      required: CHECKOUT_MESSAGES.cardNumber,
      invalid: CHECKOUT_MESSAGES.cardNumberFormat,
    }),
    expiryDate: cardExpiryField(today, {
      required: CHECKOUT_MESSAGES.expiryDate,
      format: CHECKOUT_MESSAGES.expiryFormat,
      expired: CHECKOUT_MESSAGES.expiryPast,
    }),
    cvv: cardCvvField({ required: CHECKOUT_MESSAGES.cvv, format: CHECKOUT_MESSAGES.cvvFormat }),
    nameOnCard: cardholderNameField(CHECKOUT_MESSAGES.nameOnCard),
  }),
  other: z.object({
    paymentMethod: z.enum(BALANCE_PAYMENT_METHODS, { error: PAYMENT_MESSAGES.method }),
  }),
}));

/** The form's errors on `today` ('yyyy-mm-dd'): one message per invalid field. */
export function validateBalancePayment(
  values: BalancePaymentValues,
  today: string,
): BalancePaymentErrors {
  const schemas = balancePaymentSchemas(today);
  return firstFieldErrors<BalancePaymentField>(
    values.paymentMethod === 'card' ? schemas.card : schemas.other,
    values,
  );
}

/** What is sent: the method, the card's last four digits only, and the balance as shown. */
export function toPayBalanceRequest(
  values: BalancePaymentValues,
  balance: number,
): PayBalanceRequest {
  const digits = digitsOnly(values.cardNumber);
  return values.paymentMethod === 'card'
    ? { payment_method: 'card', card_last4: digits.slice(-4), balance }
    : { payment_method: 'paypal', balance };
}
