import { z } from 'zod/mini';
import { requestObject } from './input';
import {
  CARD_BRANDS,
  CARD_LAST4_MESSAGE,
  cardExpiryField,
  cardLast4Schema,
  cardNumberField,
  detectCardBrand,
  digitsOnly,
  parseCardExpiry,
} from './cards';
import { firstFieldErrors, rememberLast } from './form-schemas';

/*
 * My Account: saved cards (issue 6). The server keeps only the brand, the last four digits and
 * the expiry; the full number and any CVV stay in the browser, where the number is checked with
 * the card rules of contract/cards.ts before the four fields below are sent.
 *
 * GET    /api/my/payment-methods               -> { data: SavedCard[] }   (default first)
 * POST   /api/my/payment-methods  NewCard       -> 201 { data: SavedCard[] }
 * POST   /api/my/payment-methods/{id}/default  -> { data: SavedCard[] }
 * DELETE /api/my/payment-methods/{id}          -> { data: SavedCard[] }
 * Another user's card is 404, like one that does not exist.
 */

/* The add-card form's readers use the shared card rules through this contract too. */
export { isCardExpired } from './cards';

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
  last4: CARD_LAST4_MESSAGE,
  tooMany: `You can save up to ${MAX_SAVED_CARDS} cards.`,
  duplicate: 'This card is already saved.',
  notFound: 'Payment method not found.',
} as const;

/** POST /api/my/payment-methods. Strict: a number or a CVV in the body is refused. */
export const newCardSchema = requestObject({
  brand: z.enum(CARD_BRANDS, { error: PAYMENT_METHOD_MESSAGES.brand }),
  last4: cardLast4Schema,
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

/** The add-card form: the shared card rules with this form's messages, and a brand we take. */
const cardFormSchema = rememberLast((today: string) =>
  z.object({
    cardNumber: cardNumberField({
      required: PAYMENT_METHOD_MESSAGES.cardNumber,
      invalid: PAYMENT_METHOD_MESSAGES.cardNumberInvalid,
    }).check(
      z.refine((number) => detectCardBrand(number) !== null, {
        error: PAYMENT_METHOD_MESSAGES.brandUnsupported,
      }),
    ),
    expiryDate: cardExpiryField(today, {
      required: PAYMENT_METHOD_MESSAGES.expiry,
      format: PAYMENT_METHOD_MESSAGES.expiryFormat,
      expired: PAYMENT_METHOD_MESSAGES.expired,
    }),
  } satisfies Record<CardFormField, z.ZodMiniType>),
);

/** The add-card form's errors (empty when it can be sent). */
export function validateCardForm(values: CardFormValues, today: string): CardFormErrors {
  return firstFieldErrors<CardFormField>(cardFormSchema(today), values);
}

/**
 * What leaves the browser for a valid form: brand, last four digits and expiry, nothing else.
 * Call only when validateCardForm found no errors.
 */
export function toNewCard(values: CardFormValues): NewCard {
  const digits = digitsOnly(values.cardNumber);
  const expiry = parseCardExpiry(values.expiryDate);
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
