import { z } from 'zod/mini';
import { digitsOnly, passesLuhn } from './bookings';

/*
 * My Account: saved cards (issue 6). The server keeps only the brand, the last four digits and
 * the expiry; the full number and any CVV stay in the browser, where the number is checked with
 * the Luhn rule before the four fields below are sent.
 *
 * GET    /api/my/payment-methods               -> { data: SavedCard[] }   (default first)
 * POST   /api/my/payment-methods  NewCard       -> 201 { data: SavedCard[] }
 * POST   /api/my/payment-methods/{id}/default  -> { data: SavedCard[] }
 * DELETE /api/my/payment-methods/{id}          -> { data: SavedCard[] }
 * Another user's card is 404, like one that does not exist.
 */

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** At most this many saved cards per account. */
export const MAX_SAVED_CARDS = 10;

export const PAYMENT_METHOD_MESSAGES = {
  cardNumber: 'Card number is required',
  cardNumberInvalid: 'Please enter a valid card number',
  brandUnsupported: 'We accept Visa, Mastercard, American Express and Discover',
  expiry: 'Expiry date is required',
  expiryFormat: 'Use the format MM/YY',
  expired: 'This card has expired',
  brand: 'Please choose a card brand.',
  last4: 'Only the last four digits of a card may be sent.',
  tooMany: `You can save up to ${MAX_SAVED_CARDS} cards.`,
  duplicate: 'This card is already saved.',
  notFound: 'Payment method not found.',
} as const;

/** The brand from the number's first digits (IIN ranges), or null when we do not take it. */
export function detectCardBrand(number: string): CardBrand | null {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(d)) return 'Discover';
  return null;
}

/** POST /api/my/payment-methods. Strict: a number or a CVV in the body is refused. */
export const newCardSchema = z.strictObject({
  brand: z.enum(CARD_BRANDS, { error: PAYMENT_METHOD_MESSAGES.brand }),
  last4: z
    .string({ error: PAYMENT_METHOD_MESSAGES.last4 })
    .check(z.regex(/^\d{4}$/, { error: PAYMENT_METHOD_MESSAGES.last4 })),
  exp_month: z
    .number({ error: PAYMENT_METHOD_MESSAGES.expiryFormat })
    .check(
      z.int({ error: PAYMENT_METHOD_MESSAGES.expiryFormat }),
      z.gte(1, { error: PAYMENT_METHOD_MESSAGES.expiryFormat }),
      z.lte(12, { error: PAYMENT_METHOD_MESSAGES.expiryFormat }),
    ),
  exp_year: z
    .number({ error: PAYMENT_METHOD_MESSAGES.expiryFormat })
    .check(
      z.int({ error: PAYMENT_METHOD_MESSAGES.expiryFormat }),
      z.gte(2000, { error: PAYMENT_METHOD_MESSAGES.expiryFormat }),
      z.lte(2099, { error: PAYMENT_METHOD_MESSAGES.expiryFormat }),
    ),
  make_default: z.optional(z.boolean()),
});
export type NewCard = z.infer<typeof newCardSchema>;

/** Expired when the card's month lies before today's month (a card is good through its month). */
export function isCardExpired(expMonth: number, expYear: number, today: string): boolean {
  const expiry = `${expYear}-${String(expMonth).padStart(2, '0')}`;
  return expiry < today.slice(0, 7);
}

export const savedCardSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  is_default: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardsResponseSchema = z.object({ data: z.array(savedCardSchema) });
export type SavedCardsResponse = z.infer<typeof savedCardsResponseSchema>;

/** The add-card form as typed. Held in memory only; never stored, never sent as is. */
export interface CardFormValues {
  cardNumber: string;
  expiryDate: string;
  makeDefault: boolean;
}
export const EMPTY_CARD_FORM: CardFormValues = {
  cardNumber: '',
  expiryDate: '',
  makeDefault: false,
};
export type CardFormField = 'cardNumber' | 'expiryDate';
export type CardFormErrors = Partial<Record<CardFormField, string>>;

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** The add-card form's errors: required, Luhn, a brand we take, MM/YY not in the past. */
export function validateCardForm(values: CardFormValues, today: string): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = digitsOnly(values.cardNumber);
  if (!values.cardNumber.trim()) errors.cardNumber = PAYMENT_METHOD_MESSAGES.cardNumber;
  else if (
    /[^\d\s-]/.test(values.cardNumber) ||
    digits.length < 13 ||
    digits.length > 19 ||
    !passesLuhn(digits)
  )
    errors.cardNumber = PAYMENT_METHOD_MESSAGES.cardNumberInvalid;
  else if (!detectCardBrand(digits)) errors.cardNumber = PAYMENT_METHOD_MESSAGES.brandUnsupported;
  if (!values.expiryDate.trim()) errors.expiryDate = PAYMENT_METHOD_MESSAGES.expiry;
  else {
    const expiry = parseExpiry(values.expiryDate);
    if (!expiry) errors.expiryDate = PAYMENT_METHOD_MESSAGES.expiryFormat;
    else if (isCardExpired(expiry.month, expiry.year, today))
      errors.expiryDate = PAYMENT_METHOD_MESSAGES.expired;
  }
  return errors;
}

/**
 * What leaves the browser for a valid form: brand, last four digits and expiry, nothing else.
 * Call only when validateCardForm found no errors.
 */
export function toNewCard(values: CardFormValues): NewCard {
  const digits = digitsOnly(values.cardNumber);
  const expiry = parseExpiry(values.expiryDate);
  const brand = detectCardBrand(digits);
  if (!expiry || !brand) throw new Error('toNewCard: validate the form first');
  return {
    brand,
    last4: digits.slice(-4),
    exp_month: expiry.month,
    exp_year: expiry.year,
    make_default: values.makeDefault,
  };
}

/** '08/27' for a card's expiry. */
export function formatCardExpiry(card: Pick<SavedCard, 'exp_month' | 'exp_year'>): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
