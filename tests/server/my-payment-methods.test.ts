import { beforeEach, describe, expect, it } from 'vitest';
import { validationErrorSchema } from '../../contract';
import { CUSTOMER_MESSAGES } from '../../contract/admin-customers';
import {
  MAX_SAVED_CARDS,
  PAYMENT_METHOD_MESSAGES,
  savedCardSchema,
  savedCardsResponseSchema,
  type NewCard,
  type SavedCard,
} from '../../contract/payment-methods';
import { call, type CallResult } from './harness';
import { loginAsAdmin, registerTraveller, useTestServer } from '../support/server-fixtures';

const t = useTestServer();
let userSeq = 0;

beforeEach(() => {
  t.clock.reset();
});

/** A fresh traveller per test, so every test starts without cards. */
async function newTraveller(): Promise<{ token: string; id: number }> {
  userSeq += 1;
  return registerTraveller(t, {
    name: `Card Holder ${userSeq}`,
    email: `cardholder${userSeq}@example.com`,
    password: 'cardholder-password',
  });
}

/** Today is 2025-03-10 (the harness clock): a card expiring 03/25 is still good. */
const visa = (overrides: Partial<NewCard> = {}): NewCard => ({
  brand: 'Visa',
  last4: '4242',
  exp_month: 8,
  exp_year: 2027,
  ...overrides,
});

const list = (token: string) => call(t.app, 'GET', '/api/my/payment-methods', { token });
const add = (token: string, json: unknown) =>
  call(t.app, 'POST', '/api/my/payment-methods', { token, json });
const makeDefault = (token: string, id: number | string) =>
  call(t.app, 'POST', `/api/my/payment-methods/${id}/default`, { token });
const remove = (token: string, id: number | string) =>
  call(t.app, 'DELETE', `/api/my/payment-methods/${id}`, { token });

function expectCards(res: CallResult, status: 200 | 201 = 200): SavedCard[] {
  expect(res.status, res.text).toBe(status);
  return savedCardsResponseSchema.parse(res.json).data;
}

function expect422(res: CallResult) {
  expect(res.status, res.text).toBe(422);
  return validationErrorSchema.parse(res.json);
}

function expect404(res: CallResult) {
  expect(res.status, res.text).toBe(404);
  expect(res.json).toEqual({ message: PAYMENT_METHOD_MESSAGES.notFound });
}

async function storedCards(userId: number) {
  return t.db
    .selectFrom('payment_methods')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Adds cards one second apart (so "newest" is well defined) and returns the last list. */
async function addCards(token: string, cards: NewCard[]): Promise<SavedCard[]> {
  let saved: SavedCard[] = [];
  for (const card of cards) {
    t.clock.advance(1000);
    saved = expectCards(await add(token, card), 201);
  }
  return saved;
}

const summary = (cards: SavedCard[]) => cards.map((c) => `${c.last4}${c.is_default ? '*' : ''}`);

describe('GET / POST /api/my/payment-methods', () => {
  it('starts empty; the first card becomes the default, later ones follow newest first', async () => {
    const { token, id } = await newTraveller();
    expect(expectCards(await list(token))).toEqual([]);

    const first = await add(token, visa());
    const cards = expectCards(first, 201);
    expect(cards).toEqual([
      {
        id: expect.any(Number),
        brand: 'Visa',
        last4: '4242',
        exp_month: 8,
        exp_year: 2027,
        is_default: true,
      },
    ]);
    const raw = (first.json as { data: Record<string, unknown>[] }).data[0]!;
    expect(Object.keys(raw).sort()).toEqual(Object.keys(savedCardSchema.def.shape).sort());
    expect(raw.is_default).toBe(true);

    await addCards(token, [
      visa({ brand: 'Mastercard', last4: '4444', exp_month: 1, exp_year: 2030 }),
      visa({ brand: 'American Express', last4: '0005', exp_month: 12, exp_year: 2026 }),
    ]);
    const listed = expectCards(await list(token));
    expect(summary(listed)).toEqual(['4242*', '0005', '4444']);
    expect(listed[1]).toMatchObject({ brand: 'American Express', is_default: false });
    expect((await storedCards(id)).filter((c) => c.is_default === 1)).toHaveLength(1);
  });

  it('make_default moves the default to the new card', async () => {
    const { token, id } = await newTraveller();
    await addCards(token, [visa(), visa({ last4: '1111' })]);
    t.clock.advance(1000);
    const cards = expectCards(
      await add(token, visa({ brand: 'Discover', last4: '1117', make_default: true })),
      201,
    );
    expect(summary(cards)).toEqual(['1117*', '1111', '4242']);
    expect((await storedCards(id)).filter((c) => c.is_default === 1)).toHaveLength(1);
  });

  it('refuses a card number, a CVV or any other extra field, and stores nothing', async () => {
    const { token, id } = await newTraveller();
    for (const extra of [
      { card_number: '4242424242424242' },
      { number: '4242424242424242' },
      { cvv: '123' },
      { name_on_card: 'Card Holder' },
      { is_default: true },
    ]) {
      const body = expect422(await add(token, { ...visa(), ...extra }));
      expect(Object.keys(body.errors), JSON.stringify(extra)).toEqual(['_']);
    }
    expect(await storedCards(id)).toEqual([]);
  });

  it('stores only brand, last four and expiry: the table has no place for more', async () => {
    const { token, id } = await newTraveller();
    await add(token, visa());
    const [row] = await storedCards(id);
    expect(Object.keys(row!).sort()).toEqual(
      [
        'brand',
        'created_at',
        'exp_month',
        'exp_year',
        'id',
        'is_default',
        'last4',
        'user_id',
      ].sort(),
    );
  });

  it('names each invalid field with its message', async () => {
    const { token, id } = await newTraveller();
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [visa({ brand: 'Diners' as NewCard['brand'] }), { brand: [PAYMENT_METHOD_MESSAGES.brand] }],
      [visa({ last4: '424' }), { last4: [PAYMENT_METHOD_MESSAGES.last4] }],
      [visa({ last4: '42424' }), { last4: [PAYMENT_METHOD_MESSAGES.last4] }],
      [visa({ last4: '42a2' }), { last4: [PAYMENT_METHOD_MESSAGES.last4] }],
      [{ ...visa(), last4: 4242 }, { last4: [PAYMENT_METHOD_MESSAGES.last4] }],
      [visa({ exp_month: 0 }), { exp_month: [PAYMENT_METHOD_MESSAGES.expiryFormat] }],
      [visa({ exp_month: 13 }), { exp_month: [PAYMENT_METHOD_MESSAGES.expiryFormat] }],
      [visa({ exp_month: 1.5 }), { exp_month: [PAYMENT_METHOD_MESSAGES.expiryFormat] }],
      [visa({ exp_year: 27 }), { exp_year: [PAYMENT_METHOD_MESSAGES.expiryFormat] }],
      [visa({ exp_year: 2100 }), { exp_year: [PAYMENT_METHOD_MESSAGES.expiryFormat] }],
    ];
    for (const [json, errors] of cases) {
      expect(expect422(await add(token, json)).errors, JSON.stringify(json)).toEqual(errors);
    }
    expect(await storedCards(id)).toEqual([]);
  });

  it("refuses a card that expired before today's month; this month's is still good", async () => {
    const { token, id } = await newTraveller();
    for (const expiry of [
      { exp_month: 2, exp_year: 2025 },
      { exp_month: 12, exp_year: 2024 },
    ]) {
      expect(expect422(await add(token, visa(expiry)))).toEqual({
        message: PAYMENT_METHOD_MESSAGES.expired,
        errors: { exp_year: [PAYMENT_METHOD_MESSAGES.expired] },
      });
    }
    expect(await storedCards(id)).toEqual([]);
    expectCards(await add(token, visa({ exp_month: 3, exp_year: 2025 })), 201);
  });

  it('refuses the same card twice; the same last four with another expiry is another card', async () => {
    const { token, id } = await newTraveller();
    await add(token, visa());
    expect(expect422(await add(token, visa({ make_default: true })))).toEqual({
      message: PAYMENT_METHOD_MESSAGES.duplicate,
      errors: { last4: [PAYMENT_METHOD_MESSAGES.duplicate] },
    });
    expectCards(await add(token, visa({ exp_year: 2029 })), 201);
    expectCards(await add(token, visa({ brand: 'Mastercard' })), 201);
    expect(await storedCards(id)).toHaveLength(3);
  });

  it(`keeps at most ${MAX_SAVED_CARDS} cards`, async () => {
    const { token, id } = await newTraveller();
    const cards = Array.from({ length: MAX_SAVED_CARDS }, (_, i) =>
      visa({ last4: String(1000 + i) }),
    );
    expect(await addCards(token, cards)).toHaveLength(MAX_SAVED_CARDS);
    expect(expect422(await add(token, visa({ last4: '9999' })))).toEqual({
      message: PAYMENT_METHOD_MESSAGES.tooMany,
      errors: { card: [PAYMENT_METHOD_MESSAGES.tooMany] },
    });
    expect(await storedCards(id)).toHaveLength(MAX_SAVED_CARDS);
  });

  it('concurrent additions keep exactly one default and the cap', async () => {
    const { token, id } = await newTraveller();
    const firsts = await Promise.all(
      ['1001', '1002', '1003', '1004'].map((last4) => add(token, visa({ last4 }))),
    );
    for (const res of firsts) expect(res.status, res.text).toBe(201);
    expect((await storedCards(id)).filter((c) => c.is_default === 1)).toHaveLength(1);

    const defaults = await Promise.all(
      ['2001', '2002', '2003'].map((last4) => add(token, visa({ last4, make_default: true }))),
    );
    for (const res of defaults) expect(res.status, res.text).toBe(201);
    expect((await storedCards(id)).filter((c) => c.is_default === 1)).toHaveLength(1);

    const rush = await Promise.all(
      ['3001', '3002', '3003', '3004', '3005'].map((last4) => add(token, visa({ last4 }))),
    );
    expect(rush.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422]);
    expect(await storedCards(id)).toHaveLength(MAX_SAVED_CARDS);
  });
});

describe('POST /api/my/payment-methods/{id}/default and DELETE /api/my/payment-methods/{id}', () => {
  it('makes another card the default', async () => {
    const { token, id } = await newTraveller();
    const cards = await addCards(token, [visa(), visa({ last4: '1111' }), visa({ last4: '2222' })]);
    const oldest = cards.find((c) => c.last4 === '4242')!;
    const middle = cards.find((c) => c.last4 === '1111')!;
    expect(summary(expectCards(await makeDefault(token, middle.id)))).toEqual([
      '1111*',
      '2222',
      '4242',
    ]);
    // Making the default the default again changes nothing.
    expect(summary(expectCards(await makeDefault(token, middle.id)))).toEqual([
      '1111*',
      '2222',
      '4242',
    ]);
    expect(summary(expectCards(await makeDefault(token, oldest.id)))[0]).toBe('4242*');
    expect((await storedCards(id)).filter((c) => c.is_default === 1)).toHaveLength(1);
  });

  it('deletes a card; deleting the default promotes the newest card left', async () => {
    const { token, id } = await newTraveller();
    const cards = await addCards(token, [
      visa(),
      visa({ last4: '1111' }),
      visa({ last4: '2222' }),
      visa({ last4: '3333' }),
    ]);
    const byLast4 = (last4: string) => cards.find((c) => c.last4 === last4)!.id;

    expect(summary(expectCards(await remove(token, byLast4('2222'))))).toEqual([
      '4242*',
      '3333',
      '1111',
    ]);
    expect(summary(expectCards(await remove(token, byLast4('4242'))))).toEqual(['3333*', '1111']);
    expect(summary(expectCards(await remove(token, byLast4('1111'))))).toEqual(['3333*']);
    expect(expectCards(await remove(token, byLast4('3333')))).toEqual([]);
    expect(await storedCards(id)).toEqual([]);
    expect404(await remove(token, byLast4('3333')));

    // The next card saved is the default again.
    expect(summary(expectCards(await add(token, visa({ last4: '5555' })), 201))).toEqual(['5555*']);
  });

  it('is 404 for a card that does not exist or an id that is not one', async () => {
    const { token } = await newTraveller();
    for (const cardId of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      expect404(await makeDefault(token, cardId));
      expect404(await remove(token, cardId));
    }
  });

  it("another user's card is 404 on default and delete, and stays as it was", async () => {
    const ayesha = await newTraveller();
    const bilal = await newTraveller();
    const cards = await addCards(ayesha.token, [visa(), visa({ last4: '1111' })]);
    await addCards(bilal.token, [visa({ last4: '7777' })]);
    const before = await storedCards(ayesha.id);

    for (const card of cards) {
      expect404(await makeDefault(bilal.token, card.id));
      expect404(await remove(bilal.token, card.id));
    }
    expect(await storedCards(ayesha.id)).toEqual(before);
    expect(expectCards(await list(ayesha.token))).toEqual(cards);
    expect(summary(expectCards(await list(bilal.token)))).toEqual(['7777*']);
  });
});

describe('deleting the account (admin)', () => {
  it('takes its saved cards and wishlist with it', async () => {
    const { token, id } = await newTraveller();
    await addCards(token, [visa(), visa({ last4: '1111' })]);
    const tour = await t.db
      .selectFrom('tours')
      .select('id')
      .where('status', '=', 'Active')
      .executeTakeFirstOrThrow();
    expect((await call(t.app, 'PUT', `/api/my/wishlist/${tour.id}`, { token })).status).toBe(200);

    const adminToken = await loginAsAdmin(t.app);
    const res = await call(t.app, 'DELETE', `/api/admin/customers/${id}`, { token: adminToken });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: CUSTOMER_MESSAGES.deleted });
    expect(await storedCards(id)).toEqual([]);
    const wishlist = await t.db
      .selectFrom('wishlist_items')
      .select('tour_id')
      .where('user_id', '=', id)
      .execute();
    expect(wishlist).toEqual([]);
  });
});
