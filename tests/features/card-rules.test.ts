import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, EMPTY_CHECKOUT, validateCheckout } from '../../contract/bookings';
import {
  cardCvvField,
  cardExpiryField,
  cardNumberField,
  detectCardBrand,
  digitsOnly,
  isCardExpired,
  isCardNumber,
  parseCardExpiry,
  passesLuhn,
} from '../../contract/cards';
import { PAYMENT_METHOD_MESSAGES, validateCardForm } from '../../contract/payment-methods';
import { pickWith, seededRandom } from './seeded-random';

/*
 * The card rules of contract/cards.ts, once, and the two forms that use them: checkout and My
 * Account's add-card form must judge every number and expiry alike, each in its own words.
 */

const TODAY = '2026-03-10';

/** Appends the digit that makes `prefix` pass Luhn. */
function withCheckDigit(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error('unreachable');
}

describe('card rules (contract/cards.ts)', () => {
  it.each([
    ['4242 4242 4242 4242', true],
    ['4242-4242-4242-4242', true],
    [' 4242424242424242 ', true],
    ['4222222222222', true],
    ['6011000000000000001', true],
    ['4242 4242 4242 4241', false],
    ['4242', false],
    ['42424242424242424242', false],
    ['4242.4242.4242.4242', false],
    ['4242 4242 4242 424a', false],
  ])("isCardNumber('%s') -> %s", (value, valid) => {
    expect(isCardNumber(value)).toBe(valid);
  });

  it.each([
    ['4242 4242 4242 4242', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['2221 0000 0000 0009', 'Mastercard'],
    ['2720 9900 0000 0004', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['6011 1111 1111 1117', 'Discover'],
    ['6445 0000 0000 0000', 'Discover'],
    ['3530 1113 3330 0000', null],
    ['2721 0000 0000 0000', null],
    ['', null],
  ])("detectCardBrand('%s') -> %s", (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    [' 01 / 27 ', { month: 1, year: 2027 }],
    ['00/30', null],
    ['13/30', null],
    ['1/30', null],
    ['12/2030', null],
    ['1230', null],
  ])("parseCardExpiry('%s')", (value, expiry) => {
    expect(parseCardExpiry(value)).toEqual(expiry);
  });

  it('a card is good through its month', () => {
    expect(isCardExpired(3, 2026, TODAY)).toBe(false);
    expect(isCardExpired(2, 2026, TODAY)).toBe(true);
    expect(isCardExpired(12, 2025, TODAY)).toBe(true);
    expect(isCardExpired(1, 2027, TODAY)).toBe(false);
  });

  it('the form fields speak in the messages they are given, one per field', () => {
    const number = cardNumberField({ required: 'N?', invalid: 'N!' });
    const expiry = cardExpiryField(TODAY, { required: 'E?', format: 'E!', expired: 'E-' });
    const cvv = cardCvvField({ required: 'C?', format: 'C!' });
    const fields = { number, expiry, cvv };
    const first = (field: keyof typeof fields, value: string) => {
      const result = fields[field].safeParse(value);
      return result.success ? undefined : result.error.issues.map((i) => i.message);
    };
    expect(first('number', ' ')).toEqual(['N?']);
    expect(first('number', '4242')).toEqual(['N!']);
    expect(first('number', '4242 4242 4242 4242')).toBeUndefined();
    expect(first('expiry', '')).toEqual(['E?']);
    expect(first('expiry', '13/30')).toEqual(['E!']);
    expect(first('expiry', '02/26')).toEqual(['E-']);
    expect(first('expiry', '03/26')).toBeUndefined();
    expect(first('cvv', '')).toEqual(['C?']);
    expect(first('cvv', '12')).toEqual(['C!']);
    expect(first('cvv', ' 123 ')).toBeUndefined();
  });
});

describe('checkout and the add-card form judge cards alike', () => {
  /** Checkout message -> the add-card form's message for the same verdict. */
  const SAME_VERDICT = new Map<string | undefined, string | undefined>([
    [undefined, undefined],
    [CHECKOUT_MESSAGES.cardNumber, PAYMENT_METHOD_MESSAGES.cardNumber],
    [CHECKOUT_MESSAGES.cardNumberFormat, PAYMENT_METHOD_MESSAGES.cardNumberInvalid],
    [CHECKOUT_MESSAGES.expiryDate, PAYMENT_METHOD_MESSAGES.expiry],
    [CHECKOUT_MESSAGES.expiryFormat, PAYMENT_METHOD_MESSAGES.expiryFormat],
    [CHECKOUT_MESSAGES.expiryPast, PAYMENT_METHOD_MESSAGES.expired],
  ]);

  const checkoutSays = (cardNumber: string, expiryDate: string) =>
    validateCheckout({ ...EMPTY_CHECKOUT, paymentMethod: 'card', cardNumber, expiryDate }, TODAY);

  function randomNumber(next: () => number): string {
    const length = 11 + Math.floor(next() * 10);
    const prefix = pickWith(next)(['4', '51', '2221', '34', '6011', '35', '9']);
    let digits = prefix;
    while (digits.length < length) digits += String(Math.floor(next() * 10));
    if (next() < 0.6) digits = withCheckDigit(digits);
    const separator = pickWith(next)([' ', '-', '', '.', 'x']);
    const grouped = digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
    return next() < 0.1 ? '' : grouped;
  }

  function randomExpiry(next: () => number): string {
    const month = String(Math.floor(next() * 14)).padStart(next() < 0.9 ? 2 : 1, '0');
    const year = String(20 + Math.floor(next() * 15));
    const slash = pickWith(next)(['/', ' / ', '', '-']);
    return next() < 0.1 ? '' : `${month}${slash}${year}`;
  }

  it('the same verdict on 2,000 generated numbers and expiry dates', () => {
    const next = seededRandom(13);
    const seen = new Set<string | undefined>();
    for (let i = 0; i < 2000; i++) {
      const cardNumber = randomNumber(next);
      const expiryDate = randomExpiry(next);
      const checkout = checkoutSays(cardNumber, expiryDate);
      const account = validateCardForm({ cardNumber, expiryDate, makeDefault: false }, TODAY);
      // The add-card form also wants a brand we take, once the number itself is good.
      const brandRefused =
        checkout.cardNumber === undefined && detectCardBrand(digitsOnly(cardNumber)) === null;
      expect(account, `${JSON.stringify(cardNumber)} ${JSON.stringify(expiryDate)}`).toEqual({
        cardNumber: brandRefused
          ? PAYMENT_METHOD_MESSAGES.brandUnsupported
          : SAME_VERDICT.get(checkout.cardNumber),
        expiryDate: SAME_VERDICT.get(checkout.expiryDate),
      });
      seen.add(checkout.cardNumber).add(checkout.expiryDate);
      if (brandRefused) seen.add('brand');
    }
    // Every verdict came up, so the loop proved something.
    expect(seen.size).toBe(SAME_VERDICT.size + 1);
  });
});
