import fs from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { MANAGE_BOOKING_MESSAGES } from '../../contract/manage-booking';
import { MY_BOOKING_MESSAGES } from '../../contract/my-bookings';
import { DEFAULT_SETTINGS, writeSettings } from '../../server/admin-data/settings';
import { addDays } from '../../server/catalog/dates';
import { renderItineraryPdf } from '../../server/documents/itinerary-pdf';
import { itineraryAttachment } from '../../server/documents/itinerary-response';
import { createAttachmentResolver } from '../../server/mail/attachments';
import { pdfText } from '../support/pdf-text';
import { departureOn, loginAsAdmin, useTestServer } from '../support/server-fixtures';
import { call, registerAndLogin, TODAY, usingPostgres, type CallResult } from './harness';

/*
 * The itinerary PDF (issue 15): what the document says, read back with pdfjs, and who may
 * fetch it (the owner, the manage-my-booking pair, an admin).
 */

const t = useTestServer();
let k2: { id: number; title: string; duration: number };
let ownerToken: string;
let otherToken: string;
let adminToken: string;

const START_IN = 60;
const START = addDays(TODAY, START_IN);
let ipCounter = 0;
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

const COMPANY = {
  companyName: 'Karakoram Trails Skardu',
  email: 'trips@karakoram.example',
  phone: '+92 5815 000 111',
  address: 'Hussaini Chowk, Skardu 16100, Pakistan',
  website: 'https://karakoram.example',
};

let keys = 0;
async function book(options: { token?: string; email: string; addOns?: string[] }) {
  const departureId = await departureOn(t.db, k2.id, START);
  keys += 1;
  const res = await call<{ data: { reference: string; total: number } }>(
    t.app,
    'POST',
    '/api/bookings',
    {
      ip: nextIp(),
      token: options.token,
      headers: { [IDEMPOTENCY_KEY_HEADER]: `itinerary-pdf-key-${String(keys).padStart(6, '0')}` },
      json: {
        tour_id: k2.id,
        departure_id: departureId,
        travelers: 3,
        add_ons: options.addOns ?? [],
        special_requests: 'Vegetarian meals, please.',
        name: 'Ayesha Khan',
        email: options.email,
        phone: '+44 7700 900123',
        payment_method: 'card',
        card_last4: '4242',
      },
    },
  );
  expect(res.status, res.text).toBe(201);
  return res.json.data;
}

function expectPdf(res: CallResult, reference: string) {
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toBe(
    `attachment; filename="itinerary-${reference}.pdf"`,
  );
  expect(res.headers.get('cache-control')).toBe('no-store');
}

/** The body of a PDF response as bytes (`call` reads bodies as text). */
async function fetchBytes(url: string, init: RequestInit): Promise<Uint8Array> {
  const res = await t.app.request(url, init);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

beforeAll(async () => {
  k2 = await t.db
    .selectFrom('tours')
    .select(['id', 'title', 'duration'])
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
  ownerToken = await registerAndLogin(t.app, {
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    password: 'ayesha-password',
  });
  otherToken = await registerAndLogin(t.app, {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    password: 'bilal-password',
  });
  adminToken = await loginAsAdmin(t.app);
  await writeSettings(t.db, { ...DEFAULT_SETTINGS, general: COMPANY });
});
beforeEach(() => {
  t.clock.reset();
});

describe('renderItineraryPdf', () => {
  it('holds the booking, the trip, the money, the policy dates and the contacts', async () => {
    const booking = await book({
      token: ownerToken,
      email: 'ayesha@example.com',
      addOns: ['insurance', 'gear'],
    });
    const pdf = await renderItineraryPdf(t.db, booking.reference, t.clock());
    expect(pdf).not.toBeNull();
    const bytes = new Uint8Array(pdf!);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    if (!usingPostgres) {
      fs.mkdirSync('.tmp', { recursive: true });
      fs.writeFileSync('.tmp/itinerary-sample.pdf', bytes);
    }
    const text = await pdfText(bytes);

    // Booking, tour, dates (a 2025-05-09 start; K2 is 14 days, so it ends 2025-05-22).
    expect(START).toBe('2025-05-09');
    expect(text).toContain(booking.reference);
    expect(text).toContain(k2.title);
    expect(text).toContain('May 9, 2025');
    expect(text).toContain(`${k2.duration} days`);
    expect(text).toContain('May 22, 2025');

    // Travellers and add-ons (flat priced, SPEC 9).
    expect(text).toContain('Ayesha Khan');
    expect(text).toContain('3 travellers');
    expect(text).toContain('Travel Insurance $99.00');
    expect(text).toContain('Trekking Gear Rental $149.00');
    expect(text).toContain('Vegetarian meals, please.');

    // Every day of the itinerary and every inclusion of the tour.
    const days = await t.db
      .selectFrom('itinerary_days')
      .select(['day', 'title'])
      .where('tour_id', '=', k2.id)
      .execute();
    expect(days.length).toBeGreaterThan(3);
    for (const d of days) expect(text).toContain(`Day ${d.day} ${d.title}`);
    const inclusions = await t.db
      .selectFrom('tour_inclusions')
      .select(['kind', 'text'])
      .where('tour_id', '=', k2.id)
      .execute();
    expect(inclusions.some((i) => i.kind === 'include')).toBe(true);
    expect(inclusions.some((i) => i.kind === 'exclude')).toBe(true);
    for (const item of inclusions) expect(text).toContain(item.text);

    // Money: the 20% deposit was paid by card; the balance is due 30 days before the start.
    const total = booking.total;
    const deposit = Math.round(total * 100 * 0.2) / 100;
    const usd = (n: number) =>
      `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toContain(`Total ${usd(total)}`);
    expect(text).toContain(`Paid ${usd(deposit)}`);
    expect(text).toContain(`Balance ${usd(total - deposit)}`);
    expect(text).toContain('Balance due date April 9, 2025');

    // SPEC 9's tiers with the departure's real dates.
    expect(text).toContain('On or before April 9, 2025 Full refund (100%)');
    expect(text).toContain('April 10, 2025 to April 24, 2025 50% refund');
    expect(text).toContain('From April 25, 2025 No refund');

    // The operator's contacts as the admin set them in Settings.
    for (const value of Object.values(COMPANY)) expect(text).toContain(value);
  });

  it('shows a later payment from the ledger and a balance of zero', async () => {
    const booking = await book({ email: 'guest.paid@example.com' });
    const res = await call(t.app, 'POST', `/api/admin/bookings/${booking.reference}/payments`, {
      token: adminToken,
      json: {
        amount: Math.round(booking.total * 80) / 100,
        method: 'cash',
        note: 'Paid at the office',
      },
    });
    expect(res.status, res.text).toBe(201);
    const text = await pdfText(
      new Uint8Array((await renderItineraryPdf(t.db, booking.reference))!),
    );
    expect(text).toContain('Payment recorded (Cash)');
    expect(text).toContain('Balance $0.00');
    expect(text).toContain('Nothing more is due for this booking.');
  });

  it('answers null for a reference that does not exist or is malformed', async () => {
    expect(await renderItineraryPdf(t.db, 'ZZZZ9999')).toBeNull();
    expect(await renderItineraryPdf(t.db, "x' or 1=1")).toBeNull();
  });
});

describe('the confirmation mail attachment', () => {
  it('is the PDF of the booking, rendered at send time; a missing booking fails the send', async () => {
    const { reference } = await book({ email: 'attached@example.com' });
    const resolve = createAttachmentResolver({
      itinerary: (db, ref) => itineraryAttachment(db, ref, t.clock()),
    });
    const attachment = await resolve(t.db, { kind: 'itinerary', reference });
    expect(attachment).toMatchObject({
      filename: `itinerary-${reference}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(new Uint8Array(attachment.content))).toContain(reference);
    await expect(resolve(t.db, { kind: 'itinerary', reference: 'ZZZZ9999' })).rejects.toThrow(
      'No booking ZZZZ9999',
    );
  });
});

describe('GET /api/my/bookings/{reference}/itinerary.pdf', () => {
  it('gives the owner the PDF and everyone else the answer of a missing booking', async () => {
    const { reference } = await book({ token: ownerToken, email: 'ayesha@example.com' });
    const url = `/api/my/bookings/${reference}/itinerary.pdf`;

    expectPdf(await call(t.app, 'GET', url, { token: ownerToken }), reference);
    const bytes = await fetchBytes(url, { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(await pdfText(bytes)).toContain(reference);

    const other = await call(t.app, 'GET', url, { token: otherToken });
    const missing = await call(t.app, 'GET', '/api/my/bookings/ZZZZ9999/itinerary.pdf', {
      token: otherToken,
    });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ message: MY_BOOKING_MESSAGES.notFound });
    expect(other.json).toEqual(missing.json);

    const guest = await call(t.app, 'GET', url);
    expect(guest.status).toBe(401);
  });
});

describe('POST /api/manage-booking/itinerary', () => {
  it('gives the PDF for the reference and e-mail, as typed on the manage page', async () => {
    const { reference } = await book({ email: 'Guest.Traveller@Example.com' });
    const res = await call(t.app, 'POST', '/api/manage-booking/itinerary', {
      ip: nextIp(),
      json: { reference: ` ${reference.toLowerCase()} `, email: 'guest.traveller@example.COM' },
    });
    expectPdf(res, reference);
    const bytes = await fetchBytes('/api/manage-booking/itinerary', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, email: 'guest.traveller@example.com' }),
    });
    expect(await pdfText(bytes)).toContain(reference);
  });

  it('answers the generic 404 for a wrong e-mail and 422 for a malformed pair', async () => {
    const { reference } = await book({ email: 'pair.owner@example.com' });
    const wrong = await call(t.app, 'POST', '/api/manage-booking/itinerary', {
      ip: nextIp(),
      json: { reference, email: 'someone.else@example.com' },
    });
    expect(wrong.status).toBe(404);
    expect(wrong.json).toEqual({ message: MANAGE_BOOKING_MESSAGES.notFound });

    const malformed = await call(t.app, 'POST', '/api/manage-booking/itinerary', {
      ip: nextIp(),
      json: { reference: 'nope', email: 'not-an-email' },
    });
    expect(malformed.status).toBe(422);
  });

  it('shares the wrong-pair limit of POST /api/manage-booking', async () => {
    const { reference } = await book({ email: 'limited@example.com' });
    const ip = nextIp();
    let last: CallResult | undefined;
    for (let i = 0; i < 30 && last?.status !== 429; i += 1) {
      last = await call(t.app, 'POST', '/api/manage-booking', {
        ip,
        json: { reference, email: `wrong${i}@example.com` },
      });
    }
    expect(last?.status).toBe(429);
    const pdf = await call(t.app, 'POST', '/api/manage-booking/itinerary', {
      ip,
      json: { reference, email: 'limited@example.com' },
    });
    expect(pdf.status).toBe(429);
  });
});

describe('GET /api/admin/bookings/{reference}/itinerary.pdf', () => {
  it('gives an admin any booking, refuses other roles and answers 404 for none', async () => {
    const { reference } = await book({ email: 'someone@example.com' });
    const url = `/api/admin/bookings/${reference}/itinerary.pdf`;
    expectPdf(await call(t.app, 'GET', url, { token: adminToken }), reference);
    expect((await call(t.app, 'GET', url, { token: ownerToken })).status).toBe(403);
    expect((await call(t.app, 'GET', url)).status).toBe(401);
    const missing = await call(t.app, 'GET', '/api/admin/bookings/ZZZZ9999/itinerary.pdf', {
      token: adminToken,
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toHaveProperty('message');
  });
});
