import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, enquiryResponseSchema, validationErrorSchema } from '../../contract';
import { ALREADY_SUBSCRIBED_MESSAGE, SUBSCRIBED_MESSAGE } from '../../server/routes/newsletter';
import { call, FIXED_NOW } from './harness';
import { useTestServer } from '../support/server-fixtures';

const t = useTestServer({ seed: false });

function subscribe(email: unknown) {
  return call(t.app, 'POST', '/api/newsletter', { json: { email } });
}

function rowsFor(email: string) {
  return t.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();
}

describe('POST /api/newsletter', () => {
  it.each([
    ['an invalid address', 'not-an-email'],
    ['an empty address', ''],
    ['a missing address', undefined],
  ])('answers 422 in the Laravel shape for %s', async (_label, email) => {
    const res = await subscribe(email);
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.json)).toEqual({
      message: ENQUIRY_MESSAGES.email,
      errors: { email: [ENQUIRY_MESSAGES.email] },
    });
  });

  it('answers 400 with a JSON message for a malformed body', async () => {
    const res = await call(t.app, 'POST', '/api/newsletter', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: expect.any(String) });
  });

  it('stores a new address (lower-cased, trimmed) with 201, then answers 200 for it again', async () => {
    const first = await subscribe('  Nadia.Hussain@Example.com ');
    expect(first.status).toBe(201);
    expect(enquiryResponseSchema.parse(first.json)).toEqual({ message: SUBSCRIBED_MESSAGE });

    const again = await subscribe('nadia.hussain@example.com');
    expect(again.status).toBe(200);
    expect(enquiryResponseSchema.parse(again.json)).toEqual({
      message: ALREADY_SUBSCRIBED_MESSAGE,
    });

    const rows = await rowsFor('nadia.hussain@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.created_at).toBe(FIXED_NOW.toISOString());
  });

  it('treats addresses that differ only in case as the same subscriber', async () => {
    expect((await subscribe('karim@example.org')).status).toBe(201);
    const upper = await subscribe('KARIM@EXAMPLE.ORG');
    expect(upper.status).toBe(200);
    expect(upper.json).toEqual({ message: ALREADY_SUBSCRIBED_MESSAGE });
    expect(await rowsFor('karim@example.org')).toHaveLength(1);
    expect(await rowsFor('KARIM@EXAMPLE.ORG')).toHaveLength(0);
  });

  it('stores one row when two sign-ups for the same address race', async () => {
    const [a, b] = await Promise.all([
      subscribe('race@example.com'),
      subscribe('Race@Example.com'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(await rowsFor('race@example.com')).toHaveLength(1);
  });

  it('uses the server clock for created_at', async () => {
    t.clock.advance(60_000);
    expect((await subscribe('later@example.com')).status).toBe(201);
    const [row] = await rowsFor('later@example.com');
    expect(row!.created_at).toBe(new Date(FIXED_NOW.getTime() + 60_000).toISOString());
    t.clock.reset();
  });

  it('never caches the answer', async () => {
    const res = await subscribe('cache@example.com');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
