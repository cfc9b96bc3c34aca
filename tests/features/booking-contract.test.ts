import { describe, expect, it } from 'vitest';
import {
  ADD_ONS,
  bookingTotalCents,
  cancellationTimeline,
  CHECKOUT_MESSAGES,
  createBookingRequestSchema,
  daysBetween,
  EMPTY_CHECKOUT,
  fromCents,
  isBookableDeparture,
  paymentSchedule,
  refundPercent,
  shiftDay,
  toCents,
  validateCheckout,
  type CheckoutValues,
} from '../../contract/bookings';
import { passesLuhn } from '../../contract/cards';

const TODAY = '2026-03-10';

const validCard: CheckoutValues = {
  ...EMPTY_CHECKOUT,
  name: 'Amina Khan',
  email: 'amina@example.com',
  phone: '+92 300 1234567',
  paymentMethod: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
  nameOnCard: 'AMINA KHAN',
  terms: true,
};

const errorsFor = (changes: Partial<CheckoutValues>, today = TODAY) =>
  validateCheckout({ ...validCard, ...changes }, today);

describe('booking total (SPEC 9)', () => {
  it('lists the four SPEC add-ons with their flat prices', () => {
    expect(ADD_ONS.map((a) => [a.id, a.name, a.price])).toEqual([
      ['insurance', 'Travel Insurance', 99],
      ['gear', 'Trekking Gear Rental', 149],
      ['guide', 'Private Guide Upgrade', 299],
      ['photography', 'Professional Photography', 199],
    ]);
  });

  it('is price x travellers plus each add-on once (not per traveller)', () => {
    expect(bookingTotalCents(1299, 1, [])).toBe(129_900);
    expect(bookingTotalCents(1299, 3, [])).toBe(389_700);
    expect(bookingTotalCents(1299, 3, ['insurance'])).toBe(389_700 + 9_900);
    expect(bookingTotalCents(1299, 2, ['insurance', 'gear', 'guide', 'photography'])).toBe(
      259_800 + 9_900 + 14_900 + 29_900 + 19_900,
    );
  });

  it('counts in whole cents, so fractional prices never drift', () => {
    expect(bookingTotalCents(0.1, 3, [])).toBe(30);
    expect(bookingTotalCents(1299.99, 7, ['gear'])).toBe(909_993 + 14_900);
    expect(toCents(19.99)).toBe(1999);
    expect(fromCents(139_800)).toBe(1398);
  });

  it('ignores ids that are not add-ons', () => {
    expect(bookingTotalCents(500, 2, ['spa'])).toBe(100_000);
  });
});

describe('dates', () => {
  it('shifts and counts calendar days across months, leap days and DST', () => {
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-03-28', 3)).toBe('2026-03-31');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-10-20', '2026-11-05')).toBe(16);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
  });
});

describe('cancellation policy (SPEC 9: full refund until D-30, 50% D-29 to D-15, none after)', () => {
  const start = '2026-07-15';

  it.each([
    ['D-60', -60, 100],
    ['D-31', -31, 100],
    ['D-30', -30, 100],
    ['D-29', -29, 50],
    ['D-15', -15, 50],
    ['D-14', -14, 0],
    ['D-1', -1, 0],
    ['the start day', 0, 0],
    ['after the start', 3, 0],
  ] as const)('cancelling on %s refunds %i%%', (_, offset, percent) => {
    expect(refundPercent(start, shiftDay(start, offset))).toBe(percent);
  });

  it('the timeline gives the real boundary dates', () => {
    expect(cancellationTimeline(start)).toEqual({
      fullRefundUntil: '2026-06-15',
      halfRefundFrom: '2026-06-16',
      halfRefundUntil: '2026-06-30',
      noRefundFrom: '2026-07-01',
    });
  });

  it('agrees with refundPercent on each side of every boundary', () => {
    for (const startDate of ['2026-07-15', '2026-03-29', '2028-03-10']) {
      const t = cancellationTimeline(startDate);
      expect(refundPercent(startDate, t.fullRefundUntil)).toBe(100);
      expect(refundPercent(startDate, t.halfRefundFrom)).toBe(50);
      expect(refundPercent(startDate, t.halfRefundUntil)).toBe(50);
      expect(refundPercent(startDate, t.noRefundFrom)).toBe(0);
      expect(shiftDay(t.fullRefundUntil, 1)).toBe(t.halfRefundFrom);
      expect(shiftDay(t.halfRefundUntil, 1)).toBe(t.noRefundFrom);
    }
  });
});

describe('payment schedule (SPEC 9: 20% deposit, balance due 30 days before)', () => {
  it('splits the total into deposit and balance, due at D-30', () => {
    expect(paymentSchedule(299_600, '2026-07-15', TODAY)).toEqual({
      depositCents: 59_920,
      balanceCents: 239_680,
      balanceDueDate: '2026-06-15',
      fullPaymentNow: false,
    });
  });

  it('rounds the deposit to a cent and the two parts always add up to the total', () => {
    for (const total of [1, 1001, 129_999, 389_997]) {
      const { depositCents, balanceCents } = paymentSchedule(total, '2026-07-15', TODAY);
      expect(Number.isInteger(depositCents)).toBe(true);
      expect(depositCents + balanceCents).toBe(total);
      expect(Math.abs(depositCents - total * 0.2)).toBeLessThanOrEqual(0.5);
    }
  });

  it('within 30 days of the start the balance is already due: everything now', () => {
    const start = '2026-04-01';
    expect(paymentSchedule(100_000, start, shiftDay(start, -31)).fullPaymentNow).toBe(false);
    expect(paymentSchedule(100_000, start, shiftDay(start, -30)).fullPaymentNow).toBe(true);
    expect(paymentSchedule(100_000, start, shiftDay(start, -10)).fullPaymentNow).toBe(true);
  });
});

describe('isBookableDeparture', () => {
  it.each([
    ['a future date with seats', { start_date: '2026-06-03', seats_left: 8 }, true],
    ['tomorrow with the last seat', { start_date: '2026-03-11', seats_left: 1 }, true],
    ['today', { start_date: TODAY, seats_left: 8 }, false],
    ['a past date', { start_date: '2026-02-01', seats_left: 8 }, false],
    ['a sold-out date', { start_date: '2026-06-03', seats_left: 0 }, false],
  ])('%s -> %s', (_, departure, bookable) => {
    expect(isBookableDeparture(departure, TODAY)).toBe(bookable);
  });
});

describe('validateCheckout (SPEC 5, first reading, plus the terms checkbox)', () => {
  it('accepts a complete card form', () => {
    expect(validateCheckout(validCard, TODAY)).toEqual({});
  });

  it('an empty card form: the SPEC messages, address/city/country/zip not validated', () => {
    expect(validateCheckout(EMPTY_CHECKOUT, TODAY)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      nameOnCard: 'Name on card is required',
      terms: 'You must agree to the terms and conditions',
    });
  });

  it.each(['paypal', 'bank'] as const)('card rules apply only to card: %s', (paymentMethod) => {
    expect(validateCheckout({ ...EMPTY_CHECKOUT, paymentMethod }, TODAY)).toEqual({
      name: CHECKOUT_MESSAGES.name,
      email: CHECKOUT_MESSAGES.email,
      phone: CHECKOUT_MESSAGES.phone,
      terms: CHECKOUT_MESSAGES.terms,
    });
    // Leftovers typed into the card fields before switching do not matter.
    expect(errorsFor({ paymentMethod, cardNumber: '1234', expiryDate: 'soon', cvv: 'x' })).toEqual(
      {},
    );
  });

  it('whitespace is not a value', () => {
    expect(errorsFor({ name: '   ', email: '  ', phone: ' ', nameOnCard: ' ' })).toEqual({
      name: CHECKOUT_MESSAGES.name,
      email: CHECKOUT_MESSAGES.email,
      phone: CHECKOUT_MESSAGES.phone,
      nameOnCard: CHECKOUT_MESSAGES.nameOnCard,
    });
  });

  it.each([
    ['plain', 'amina@example.com', true],
    ['padded', '  amina@example.com  ', true],
    ['subdomain', 'a.b@mail.example.pk', true],
    ['no domain dot', 'amina@example', false],
    ['no at', 'amina.example.com', false],
    ['a space inside', 'ami na@example.com', false],
    ['two ats', 'a@b@c.d', false],
    ['nothing before @', '@example.com', false],
  ])("email pattern x@y.z: %s '%s' -> valid %s", (_, email, valid) => {
    expect(errorsFor({ email }).email).toBe(valid ? undefined : 'Invalid email format');
  });

  it('the terms checkbox is required', () => {
    expect(errorsFor({ terms: false })).toEqual({ terms: CHECKOUT_MESSAGES.terms });
  });

  it.each([
    ['spaces', '4242 4242 4242 4242', true],
    ['dashes', '4242-4242-4242-4242', true],
    ['digits only', '4111111111111111', true],
    ['13 digits (Visa)', '4222222222222', true],
    ['19 digits', '6011000000000000001', true],
    ['Luhn fails', '4242 4242 4242 4241', false],
    ['too short though Luhn passes', '4242', false],
    ['20 digits', '42424242424242424242', false],
    ['letters', '4242 4242 4242 424a', false],
    ['all zeros of 12', '000000000000', false],
  ])("card number with %s '%s' -> valid %s", (_, cardNumber, valid) => {
    expect(errorsFor({ cardNumber }).cardNumber).toBe(
      valid ? undefined : CHECKOUT_MESSAGES.cardNumberFormat,
    );
  });

  it('passesLuhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('0')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });

  it.each([
    ['12/30', undefined],
    ['12 / 30', undefined],
    ['03/26', undefined], // the current month still counts
    ['04/26', undefined],
    ['02/26', CHECKOUT_MESSAGES.expiryPast],
    ['12/25', CHECKOUT_MESSAGES.expiryPast],
    ['13/30', CHECKOUT_MESSAGES.expiryFormat],
    ['00/30', CHECKOUT_MESSAGES.expiryFormat],
    ['1/30', CHECKOUT_MESSAGES.expiryFormat],
    ['12/2030', CHECKOUT_MESSAGES.expiryFormat],
    ['1230', CHECKOUT_MESSAGES.expiryFormat],
  ])("expiry '%s' on 2026-03-10 -> %s", (expiryDate, message) => {
    expect(errorsFor({ expiryDate }).expiryDate).toBe(message);
  });

  it.each([
    ['123', undefined],
    ['1234', undefined],
    [' 123 ', undefined],
    ['12', CHECKOUT_MESSAGES.cvvFormat],
    ['12345', CHECKOUT_MESSAGES.cvvFormat],
    ['12a', CHECKOUT_MESSAGES.cvvFormat],
  ])("CVV '%s' -> %s", (cvv, message) => {
    expect(errorsFor({ cvv }).cvv).toBe(message);
  });

  it('keeps stored texts to a sane length', () => {
    expect(errorsFor({ name: 'x'.repeat(100) })).toEqual({});
    expect(errorsFor({ name: 'x'.repeat(101) })).toEqual({ name: CHECKOUT_MESSAGES.tooLong });
    expect(errorsFor({ phone: '1'.repeat(41) })).toEqual({ phone: CHECKOUT_MESSAGES.tooLong });
    expect(errorsFor({ city: 'x'.repeat(201) })).toEqual({ city: CHECKOUT_MESSAGES.tooLong });
    expect(errorsFor({ email: `${'a'.repeat(250)}@b.co` })).toEqual({
      email: CHECKOUT_MESSAGES.emailFormat,
    });
  });
});

describe('createBookingRequestSchema (what may reach the server)', () => {
  const request = {
    tour_id: 7,
    departure_id: 21,
    travelers: 2,
    add_ons: ['insurance'],
    name: 'Amina Khan',
    email: 'amina@example.com',
    phone: '+92 300 1234567',
    payment_method: 'card',
    card_last4: '4242',
  };

  it('accepts a request with at most the last four digits', () => {
    expect(createBookingRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each([
    ['a card number', { card_number: '4242424242424242' }],
    ['a CVV', { cvv: '123' }],
    ['a client total', { total: 1 }],
    ['more than four digits', { card_last4: '424242' }],
    ['a duplicated add-on', { add_ons: ['gear', 'gear'] }],
    ['nine travellers', { travelers: 9 }],
  ])('refuses %s', (_, change) => {
    expect(createBookingRequestSchema.safeParse({ ...request, ...change }).success).toBe(false);
  });
});
