import { describe, expect, it } from 'vitest';
import {
  BOOKING_FIELD_TO_CHECKOUT,
  BOOKING_MESSAGES,
  CARD_FIELDS,
  CHECKOUT_MESSAGES,
  createBookingRequestSchema,
  EMPTY_CHECKOUT,
  PAYMENT_METHODS,
  specialRequestsSchema,
  SPECIAL_REQUESTS_MAX,
  toBookingContact,
  validateCheckout,
  type CheckoutField,
  type CheckoutValues,
} from '../../contract/bookings';
import { digitsOnly } from '../../contract/cards';
import { toFieldErrors } from '../../contract/common';
import { pickWith, seededRandom } from './seeded-random';

/*
 * The checkout form schema and the request schema the server parses are built from the same
 * field rules. Generated forms check that they agree: a form the checkout accepts becomes a
 * request the server accepts, and on every field both have, both say the same thing.
 */

const TODAY = '2026-03-10';
const RUNS = 2000;

const valid: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  name: 'Amina Khan',
  email: 'amina@example.com',
  phone: '+92 300 1234567',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
  nameOnCard: 'AMINA KHAN',
  terms: true,
};

const x = (n: number) => 'x'.repeat(n);
const optional = { ok: ['', '  ', 'Skardu', x(200), `  ${x(200)}  `], bad: [x(201), ` ${x(250)}`] };

/** Values each field accepts or refuses, by the rules SPEC 5 and the contract give. */
const POOLS: Record<
  Exclude<CheckoutField, 'paymentMethod' | 'terms' | 'savedCard'>,
  typeof optional
> = {
  name: { ok: ['Amina Khan', '  Amina  ', x(100), ` ${x(100)} `], bad: ['', '   ', x(101)] },
  email: {
    ok: ['amina@example.com', '  a.b@mail.example.pk ', `${x(248)}@b.co`],
    bad: ['', ' ', 'amina@example', 'ami na@example.com', 'a@b@c.d', `${x(250)}@b.co`],
  },
  phone: {
    ok: ['+92 300 1234567', '1'.repeat(40), ` ${'1'.repeat(40)} `],
    bad: ['', ' ', '1'.repeat(41)],
  },
  address: optional,
  city: optional,
  country: optional,
  zipCode: optional,
  cardNumber: {
    ok: ['4242 4242 4242 4242', '4242-4242-4242-4242', '3782 822463 10005', '3530111333300000'],
    bad: ['', ' ', '4242 4242 4242 4241', '4242', '4242 4242 4242 424a'],
  },
  expiryDate: { ok: ['12/30', ' 03 / 26 '], bad: ['', '02/26', '13/30', '1/30', 'soon'] },
  cvv: { ok: ['123', ' 1234 '], bad: ['', '12', '12a', '12345'] },
  nameOnCard: { ok: ['AMINA KHAN'], bad: ['', '  '] },
};
const CARD_ONLY = new Set<CheckoutField>(CARD_FIELDS);

/** A generated form and the fields drawn from the refused values (those the form must name). */
function generate(next: () => number): { values: CheckoutValues; refused: Set<CheckoutField> } {
  const pick = pickWith(next);
  const paymentMethod = pick(PAYMENT_METHODS);
  const values: CheckoutValues = { ...EMPTY_CHECKOUT, paymentMethod, terms: next() < 0.9 };
  const refused = new Set<CheckoutField>(values.terms ? [] : ['terms']);
  for (const [field, pool] of Object.entries(POOLS) as Array<
    [keyof typeof POOLS, typeof optional]
  >) {
    const bad = next() < 0.08;
    values[field] = pick(bad ? pool.bad : pool.ok);
    if (bad && (paymentMethod === 'card' || !CARD_ONLY.has(field))) refused.add(field);
  }
  return { values, refused };
}

const SELECTION = { tour_id: 7, departure_id: 21, travelers: 2, add_ons: ['insurance'] };

function serverErrors(body: unknown): Record<string, string[]> {
  const result = createBookingRequestSchema.safeParse(body);
  return result.success ? {} : toFieldErrors(result.error.issues);
}

describe('checkout form schema and request schema agree', () => {
  it(`${RUNS} generated forms: the form names exactly the refused fields`, () => {
    const next = seededRandom(7);
    for (let i = 0; i < RUNS; i++) {
      const { values, refused } = generate(next);
      const errors = validateCheckout(values, TODAY);
      expect(new Set(Object.keys(errors)), JSON.stringify(values).slice(0, 300)).toEqual(refused);
    }
  });

  it(`${RUNS} generated forms: a form the checkout accepts is a request the server accepts`, () => {
    const next = seededRandom(11);
    let accepted = 0;
    for (let i = 0; i < RUNS; i++) {
      const { values } = generate(next);
      if (Object.keys(validateCheckout(values, TODAY)).length > 0) continue;
      accepted += 1;
      const request = { ...SELECTION, ...toBookingContact(values) };
      const at = JSON.stringify(values).slice(0, 300);
      expect(serverErrors(request), at).toEqual({});
      // Card data never leaves: at most the last four digits, and only for a card.
      const sent = JSON.stringify(request);
      if (digitsOnly(values.cardNumber).length > 4) {
        expect(sent, at).not.toContain(digitsOnly(values.cardNumber));
      }
      expect(request.card_last4, at).toBe(
        values.paymentMethod === 'card' ? digitsOnly(values.cardNumber).slice(-4) : undefined,
      );
    }
    expect(accepted).toBeGreaterThan(RUNS / 10);
  });

  it(`${RUNS} generated forms: on every field both have, the server says what the form says`, () => {
    const next = seededRandom(23);
    const shared = Object.entries(BOOKING_FIELD_TO_CHECKOUT) as Array<[string, CheckoutField]>;
    for (let i = 0; i < RUNS; i++) {
      const { values } = generate(next);
      const form = validateCheckout(values, TODAY);
      const server = serverErrors({ ...SELECTION, ...toBookingContact(values) });
      const said = (messages: (key: string, field: CheckoutField) => string | undefined) =>
        Object.fromEntries(shared.map(([key, field]) => [key, messages(key, field)]));
      expect(
        said((key) => server[key]?.[0]),
        JSON.stringify(values).slice(0, 300),
      ).toEqual(said((_, field) => form[field]));
    }
  });

  it('special requests: the booking page and the server share one limit', () => {
    const next = seededRandom(5);
    for (let i = 0; i < 500; i++) {
      const pad = ' '.repeat(Math.floor(next() * 3));
      const text = `${pad}${x(SPECIAL_REQUESTS_MAX - 2 + Math.floor(next() * 5))}${pad}`;
      const trimmed = text.trim() || undefined;
      const server = serverErrors({
        ...SELECTION,
        ...toBookingContact(valid),
        special_requests: trimmed,
      });
      expect(specialRequestsSchema.safeParse(text).success).toBe(
        server.special_requests === undefined,
      );
    }
  });

  it('the request stays strict and keeps its server messages', () => {
    const request = { ...SELECTION, ...toBookingContact(valid) };
    expect(serverErrors(request)).toEqual({});
    expect(serverErrors({ ...request, card_number: '4242424242424242' })).toEqual({
      _: [expect.any(String)],
    });
    expect(serverErrors({ ...request, payment_method: 'paypal' })).toEqual({
      card_last4: [BOOKING_MESSAGES.cardLast4],
    });
    expect(serverErrors({ ...request, name: ' ', zip_code: x(201) })).toEqual({
      name: [CHECKOUT_MESSAGES.name],
      zip_code: [BOOKING_MESSAGES.tooLong],
    });
  });

  it('a saved card stands for the card fields and is sent by id alone (issue 17)', () => {
    const noCard = { ...valid, cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' };
    expect(validateCheckout({ ...noCard, savedCard: '5' }, TODAY)).toEqual({});
    const request = { ...SELECTION, ...toBookingContact({ ...valid, savedCard: '5' }) };
    expect(request).toMatchObject({ payment_method: 'card', saved_card_id: 5 });
    expect(request.card_last4).toBeUndefined();
    expect(JSON.stringify(request)).not.toContain('4242');
    expect(serverErrors(request)).toEqual({});
    // Another method: the saved card is not sent.
    const byBank = toBookingContact({ ...valid, savedCard: '5', paymentMethod: 'bank' });
    expect(byBank.saved_card_id).toBeUndefined();
    // A new card again: the card fields are required again.
    expect(Object.keys(validateCheckout({ ...noCard, savedCard: '' }, TODAY)).sort()).toEqual(
      [...CARD_FIELDS].sort(),
    );
    expect(validateCheckout({ ...noCard, savedCard: 'x' }, TODAY)).toEqual({
      savedCard: CHECKOUT_MESSAGES.savedCard,
    });
  });
});
