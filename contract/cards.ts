import { z } from 'zod/mini';

/*
 * The card rules, written once for every form that takes a card: checkout (contract/bookings.ts)
 * and My Account's add-card form (contract/payment-methods.ts). They run in the browser: a card
 * number, expiry or CVV never reaches the server, which receives at most the brand, the last
 * four digits and the expiry month and year. Each form passes its own messages to the fields.
 */

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The one thing about a card a request may carry besides its brand and expiry. */
export const CARD_LAST4_MESSAGE = 'Only the last four digits of a card may be sent.';

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Digits, optionally grouped with spaces or dashes: 13 to 19 of them, passing Luhn. */
export function isCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return (
    !/[^\d\s-]/.test(value) && digits.length >= 13 && digits.length <= 19 && passesLuhn(digits)
  );
}

/** The brand from the number's first digits (IIN ranges), or null when we do not take it. */
export function detectCardBrand(number: string): CardBrand | null {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(d)) return 'Mastercard';
  if (/^3[47]/.test(d)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(d)) return 'Discover';
  return null;
}

/** How a number is grouped as typed: American Express 4-6-5, every other card in fours. */
function cardNumberGroups(number: string): readonly number[] {
  return detectCardBrand(number) === 'American Express' ? [4, 6, 5] : [4, 4, 4, 4, 3];
}

/**
 * The number as a traveller reads it off the card: its digits in groups separated by one space
 * ('4242 4242 4242 4242', '3782 822463 10005'). Anything but digits is dropped, and digits past
 * the longest number the brand issues (15 for American Express, otherwise 19) are cut off.
 */
export function formatCardNumber(value: string): string {
  const groups = cardNumberGroups(value);
  let digits = digitsOnly(value).slice(
    0,
    groups.reduce((sum, size) => sum + size, 0),
  );
  const parts: string[] = [];
  for (const size of groups) {
    if (digits.length === 0) break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return parts.join(' ');
}

/** 'MM/YY' (spaces around the slash allowed) as month and four-digit year, or null. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Expired when the card's month lies before today's month (a card is good through its month). */
export function isCardExpired(expMonth: number, expYear: number, today: string): boolean {
  const expiry = `${expYear}-${String(expMonth).padStart(2, '0')}`;
  return expiry < today.slice(0, 7);
}

/* Form fields. Each check stops the field at its first failure, so a form shows one message. */

const filled = (error: string) =>
  z.string({ error }).check(z.trim(), z.minLength(1, { error, abort: true }));

export function cardNumberField(messages: { required: string; invalid: string }) {
  return filled(messages.required).check(
    z.refine(isCardNumber, { error: messages.invalid, abort: true }),
  );
}

/** `today` ('yyyy-mm-dd') decides whether the card has expired. */
export function cardExpiryField(
  today: string,
  messages: { required: string; format: string; expired: string },
) {
  return filled(messages.required).check(
    z.refine((value) => parseCardExpiry(value) !== null, { error: messages.format, abort: true }),
    z.refine(
      (value) => {
        const expiry = parseCardExpiry(value);
        return expiry !== null && !isCardExpired(expiry.month, expiry.year, today);
      },
      { error: messages.expired },
    ),
  );
}

export function cardCvvField(messages: { required: string; format: string }) {
  return filled(messages.required).check(z.regex(/^\d{3,4}$/, { error: messages.format }));
}

export const cardholderNameField = (required: string) => filled(required);

/** All a request may say about a card's number: its last four digits. */
export const cardLast4Schema = z
  .string({ error: CARD_LAST4_MESSAGE })
  .check(z.regex(/^\d{4}$/, { error: CARD_LAST4_MESSAGE }));
