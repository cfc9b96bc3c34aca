import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerListResponseSchema } from '../../contract/admin-customers';
import { IDEMPOTENCY_KEY_HEADER, type CreateBookingRequest } from '../../contract/bookings';
import { addDays } from '../../server/catalog/dates';
import { call, TODAY } from './harness';
import {
  departureOn,
  loginAsAdmin,
  registerTraveller,
  tourBySlug,
  useTestServer,
} from '../support/server-fixtures';

/**
 * Issue 14: checkout's country is stored on the customer (users.country) when a signed-in
 * traveller books and their account has no country yet, so the admin customer list shows it.
 * A country the account already has is never overwritten.
 */

const t = useTestServer();
let adminToken: string;
let departureId: number;
let tourId: number;
let ipCounter = 0;

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  tourId = (await tourBySlug(t.db, 'k2-base-camp')).id;
  departureId = await departureOn(t.db, tourId, addDays(TODAY, 90));
});

async function book(country: string | undefined, token?: string) {
  const request: CreateBookingRequest = {
    tour_id: tourId,
    departure_id: departureId,
    travelers: 1,
    add_ons: [],
    name: 'Sara Ahmed',
    email: 'sara@example.com',
    phone: '+92 300 1234567',
    payment_method: 'card',
    card_last4: '4242',
    ...(country === undefined ? {} : { country }),
  };
  ipCounter += 1;
  const res = await call(t.app, 'POST', '/api/bookings', {
    json: request,
    token,
    ip: `198.51.100.${ipCounter}`,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') },
  });
  expect(res.status, res.text).toBe(201);
}

async function storedCountry(userId: number) {
  const row = await t.db
    .selectFrom('users')
    .select('country')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.country;
}

async function listedCountry(email: string) {
  const res = await call(t.app, 'GET', '/api/admin/customers', { token: adminToken });
  const customers = customerListResponseSchema.parse(res.json).data;
  return customers.find((customer) => customer.email === email)?.country;
}

const traveller = (name: string) => ({
  name,
  email: `${name.toLowerCase()}@example.com`,
  password: `${name.toLowerCase()}-password`,
});

describe("POST /api/bookings stores checkout's country on the customer", () => {
  it('fills in an account without a country, and the admin customer list shows it', async () => {
    const amina = traveller('Amina');
    const { token, id } = await registerTraveller(t, amina);
    expect(await storedCountry(id)).toBeNull();

    await book('  Pakistan  ', token);
    expect(await storedCountry(id)).toBe('Pakistan');
    expect(await listedCountry(amina.email)).toBe('Pakistan');
  });

  it('never overwrites a country the account already has', async () => {
    const { token, id } = await registerTraveller(t, traveller('Bilal'));
    await t.db.updateTable('users').set({ country: 'Norway' }).where('id', '=', id).execute();

    await book('Pakistan', token);
    expect(await storedCountry(id)).toBe('Norway');
  });

  it('keeps the first country when later bookings name another', async () => {
    const { token, id } = await registerTraveller(t, traveller('Chen'));
    await book('China', token);
    await book('Pakistan', token);
    expect(await storedCountry(id)).toBe('China');
  });

  it('leaves the account alone without a usable country, and guests change no account', async () => {
    const { token, id } = await registerTraveller(t, traveller('Dina'));
    await book(undefined, token);
    await book('   ', token);
    // Longer than a customer record holds (the admin's edit would refuse it).
    await book('X'.repeat(101), token);
    expect(await storedCountry(id)).toBeNull();

    await book('Pakistan');
    expect(await storedCountry(id)).toBeNull();
  });
});
