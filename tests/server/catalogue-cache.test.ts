import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tourDetailResponseSchema, tourListResponseSchema, type TourDetail } from '../../contract';
import { IDEMPOTENCY_KEY_HEADER, type CreateBookingRequest } from '../../contract/bookings';
import { createApp } from '../../server/app';
import { batchReads, etagMatches, isCatalogueRead } from '../../server/catalog/response-cache';
import { addDays } from '../../server/catalog/dates';
import { call, TODAY } from './harness';
import { loginAsAdmin, tourBySlug, useTestServer } from '../support/server-fixtures';

/**
 * Issue 16: the public catalogue reads are answered from memory while the catalogue is
 * unchanged (server/catalog/response-cache.ts, migration 0009). Every write that changes what
 * they show must show in the very next read, on this server and on another one sharing the
 * database; a 304 only when nothing changed; an admin's preview never cached.
 */
const t = useTestServer();

const br = { 'accept-encoding': 'br, gzip' };

async function tourDetail(id: number): Promise<{ etag: string; data: TourDetail }> {
  const res = await call(t.app, 'GET', `/api/tour-details/${id}`);
  expect(res.status, res.text).toBe(200);
  return {
    etag: res.headers.get('etag') ?? '',
    data: tourDetailResponseSchema.parse(res.json).data,
  };
}

async function titles(app = t.app): Promise<string[]> {
  const res = await call(app, 'GET', '/api/get-tours');
  expect(res.status).toBe(200);
  return tourListResponseSchema.parse(res.json).data.map((tour) => tour.title);
}

let dayCounter = 0;
async function newDeparture(tourId: number, capacity = 10) {
  return t.db
    .insertInto('departures')
    .values({
      tour_id: tourId,
      start_date: addDays('2029-01-01', dayCounter++),
      capacity,
      seats_booked: 0,
    })
    .returning(['id', 'start_date'])
    .executeTakeFirstOrThrow();
}

describe('revalidation', () => {
  it('answers 304 to a matching If-None-Match while nothing changed, 200 after a change', async () => {
    const first = await call(t.app, 'GET', '/api/get-tours');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');

    const again = await call(t.app, 'GET', '/api/get-tours', {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const other = await call(t.app, 'GET', '/api/get-tours', {
      headers: { 'if-none-match': 'W/"something-else"' },
    });
    expect(other.status).toBe(200);

    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    await t.db.updateTable('tours').set({ price_cents: 470_000 }).where('id', '=', k2.id).execute();
    const changed = await call(t.app, 'GET', '/api/get-tours', {
      headers: { 'if-none-match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const card = tourListResponseSchema.parse(changed.json).data.find((c) => c.id === k2.id);
    expect(card?.price).toBe(4700);
  });

  it('a write elsewhere in the catalogue that leaves this answer as it was still gets a 304', async () => {
    const { etag } = await tourDetail((await tourBySlug(t.db, 'fairy-meadows')).id);
    // Bumps the catalogue version, but the Fairy Meadows page shows nothing of it.
    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    await t.db.updateTable('tours').set({ altitude: '5,150 m' }).where('id', '=', k2.id).execute();
    const res = await call(t.app, 'GET', `/api/tour-details/fairy-meadows`, {
      headers: { 'if-none-match': etag },
    });
    // Same tour by slug: same content, same ETag.
    expect(res.status).toBe(304);
  });
});

describe('writes show in the next read', () => {
  it('a write that rolls back changes nothing, not even the ETag', async () => {
    const etag = (await call(t.app, 'GET', '/api/get-tours')).headers.get('etag')!;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('tours').set({ title: 'Never Published' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const res = await call(t.app, 'GET', '/api/get-tours', { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(await titles()).not.toContain('Never Published');
  });

  it('a booking lowers the seats left, and a cancellation gives them back', async () => {
    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    const departure = await newDeparture(k2.id, 10);
    const seatsLeft = async () =>
      (await tourDetail(k2.id)).data.departures.find((d) => d.id === departure.id)?.seats_left;
    expect(await seatsLeft()).toBe(10);
    expect(await seatsLeft()).toBe(10); // now from the cache

    const booking: CreateBookingRequest = {
      tour_id: k2.id,
      departure_id: departure.id,
      travelers: 3,
      add_ons: [],
      name: 'Sara Ahmed',
      email: 'sara@example.com',
      phone: '+92 300 1234567',
      payment_method: 'card',
      card_last4: '4242',
    };
    const res = await call(t.app, 'POST', '/api/bookings', {
      json: booking,
      ip: '198.51.100.20',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') },
    });
    expect(res.status, res.text).toBe(201);
    expect(await seatsLeft()).toBe(7);

    const reference = (res.json as { data: { reference: string } }).data.reference;
    const admin = await loginAsAdmin(t.app);
    const cancel = await call(t.app, 'POST', `/api/admin/bookings/${reference}/cancel`, {
      token: admin,
      json: {},
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await seatsLeft()).toBe(10);
  });

  it("an admin's edit through the API shows at once", async () => {
    expect(await titles()).not.toContain('Deosai Plains by Jeep');
    const admin = await loginAsAdmin(t.app);
    const deosai = await tourBySlug(t.db, 'deosai-plains');
    const edit = await call<{ data: Record<string, unknown> }>(
      t.app,
      'GET',
      `/api/tours/${deosai.id}/edit`,
      { token: admin },
    );
    const form = edit.json.data;
    const fields = [
      'description',
      'important_notes',
      'price',
      'duration',
      'group_size',
      'location',
      'altitude',
      'season',
      'difficulty',
      'status',
      'category_id',
    ];
    const res = await call(t.app, 'PUT', `/api/tours/${deosai.id}`, {
      token: admin,
      json: {
        ...Object.fromEntries(fields.map((field) => [field, form[field]])),
        title: 'Deosai Plains by Jeep',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await titles()).toContain('Deosai Plains by Jeep');
  });

  it('another server on the same database sees a write it did not make', async () => {
    const other = createApp({ db: t.db, config: t.config, clock: t.clock });
    expect(await titles(other)).not.toContain('Fairy Meadows Camp');
    // Written past both apps, as a second instance or a manual fix would.
    const fairy = await tourBySlug(t.db, 'fairy-meadows');
    await t.db
      .updateTable('tours')
      .set({ title: 'Fairy Meadows Camp' })
      .where('id', '=', fairy.id)
      .execute();
    expect(await titles(other)).toContain('Fairy Meadows Camp');
    expect(await titles()).toContain('Fairy Meadows Camp');
  });

  it('reviews, media, categories and featured flags all change the cached answers', async () => {
    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    const before = await tourDetail(k2.id);
    await t.db
      .insertInto('reviews')
      .values({
        tour_id: k2.id,
        name: 'Cache Tester',
        rating: 5,
        comment: 'Fresh every time.',
        date: TODAY,
      })
      .execute();
    const after = await tourDetail(k2.id);
    expect(after.data.reviews.map((r) => r.name)).toContain('Cache Tester');
    expect(after.etag).not.toBe(before.etag);

    await t.db
      .insertInto('tour_media')
      .values({
        tour_id: k2.id,
        path: '/images/tours/k2-base-camp/gallery-9-1280.webp',
        alt: 'A new view',
        sort_order: 99,
      })
      .execute();
    expect((await tourDetail(k2.id)).data.media.map((m) => m.alt)).toContain('A new view');

    const byCategory = async () =>
      (
        await call<{ categories: { title: string }[] }>(t.app, 'GET', '/api/get-tours-by-category')
      ).json.categories.map((c) => c.title);
    expect(await byCategory()).not.toContain('Cached Category');
    await t.db
      .updateTable('categories')
      .set({ title: 'Cached Category' })
      .where('slug', '=', 'treks')
      .execute();
    expect(await byCategory()).toContain('Cached Category');

    const featured = async () =>
      (await call<{ data: { id: number }[] }>(t.app, 'GET', '/api/tours/featured')).json.data.map(
        (tour) => tour.id,
      );
    const first = (await featured())[0]!;
    await t.db.updateTable('tours').set({ featured: 0 }).where('id', '=', first).execute();
    expect(await featured()).not.toContain(first);
  });

  it('a departure drops out once its day has passed, cached or not', async () => {
    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    const departure = await newDeparture(k2.id);
    t.clock.set(new Date(`${departure.start_date}T08:00:00.000Z`));
    try {
      const on = await tourDetail(k2.id);
      expect(on.data.departures.map((d) => d.id)).toContain(departure.id);
      t.clock.set(new Date(`${addDays(departure.start_date, 1)}T08:00:00.000Z`));
      const after = await tourDetail(k2.id);
      expect(after.data.departures.map((d) => d.id)).not.toContain(departure.id);
    } finally {
      t.clock.reset();
    }
  });
});

describe("an admin's preview", () => {
  it('is never stored for the public, nor answered from the public cache', async () => {
    const admin = await loginAsAdmin(t.app);
    const draft = await tourBySlug(t.db, 'k2-base-camp');
    await t.db.updateTable('tours').set({ status: 'Draft' }).where('id', '=', draft.id).execute();
    try {
      const publicFirst = await call(t.app, 'GET', `/api/tour-details/${draft.id}`);
      expect(publicFirst.status).toBe(404);

      const preview = await call(t.app, 'GET', `/api/tour-details/${draft.id}?preview=1`, {
        token: admin,
      });
      expect(preview.status).toBe(200);
      expect(preview.headers.get('cache-control')).toBe('no-store');
      expect(preview.headers.get('etag')).toBeNull();

      const publicAfter = await call(t.app, 'GET', `/api/tour-details/${draft.id}`);
      expect(publicAfter.status).toBe(404);
      // The preview address without an admin token is the public 404 too.
      const anonymous = await call(t.app, 'GET', `/api/tour-details/${draft.id}?preview=1`);
      expect(anonymous.status).toBe(404);
    } finally {
      await t.db
        .updateTable('tours')
        .set({ status: 'Active' })
        .where('id', '=', draft.id)
        .execute();
    }
  });
});

describe('compression of cached answers', () => {
  it('sends brotli or gzip by Accept-Encoding, the same JSON as uncompressed', async () => {
    const plain = await call(t.app, 'GET', '/api/get-tours-by-category');
    const res = await t.app.request('/api/get-tours-by-category', { headers: br });
    expect(res.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(plain.text.length / 2);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(plain.text);

    const gz = await t.app.request('/api/get-tours-by-category', {
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain.text);
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.request('/api/get-tours', { method: 'HEAD', headers: br });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\//);
    expect(await res.text()).toBe('');
  });

  it('keeps the security headers of the full pipeline', async () => {
    await call(t.app, 'GET', '/api/tours/featured');
    const cached = await call(t.app, 'GET', '/api/tours/featured');
    expect(cached.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(cached.headers.get('x-frame-options')).toBe('DENY');
    expect(cached.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('helpers', () => {
  it('recognises the public catalogue reads, never a preview or a write', () => {
    expect(isCatalogueRead('GET', '/api/get-tours', 'http://x/api/get-tours')).toBe(true);
    expect(isCatalogueRead('HEAD', '/api/tour-details/3', 'http://x/api/tour-details/3')).toBe(
      true,
    );
    expect(
      isCatalogueRead('GET', '/api/tour-details/3', 'http://x/api/tour-details/3?preview=1'),
    ).toBe(false);
    expect(
      isCatalogueRead('GET', '/api/tour-details/3', 'http://x/api/tour-details/3?a=1&preview'),
    ).toBe(false);
    expect(isCatalogueRead('POST', '/api/get-tours', 'http://x/api/get-tours')).toBe(false);
    expect(isCatalogueRead('GET', '/api/tours', 'http://x/api/tours')).toBe(false);
  });

  it('compares ETags weakly, in lists and with *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abcd"', 'W/"abc"')).toBe(false);
  });

  it('a version read asked for during another one waits for a fresh read', async () => {
    let version = 1;
    const releases: Array<() => void> = [];
    let started = 0;
    const read = batchReads(() => {
      started += 1;
      const seen = version; // what the database answers is fixed when the query starts
      return new Promise<number>((resolve) => releases.push(() => resolve(seen)));
    });
    const a = read();
    version = 2; // a write commits while the first read is running
    const b = read();
    const c = read(); // shares b's read
    expect(started).toBe(1);
    releases.shift()!();
    expect(await a).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toBe(2);
    releases.shift()!();
    expect(await b).toBe(2);
    expect(await c).toBe(2);
  });
});
