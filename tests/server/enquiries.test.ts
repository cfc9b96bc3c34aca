import { beforeEach, describe, expect, it } from 'vitest';
import {
  ENQUIRY_MESSAGES,
  enquiryResponseSchema,
  errorMessageSchema,
  validationErrorSchema,
} from '../../contract';
import { INPUT_MESSAGES } from '../../contract/input';
import {
  CONTACT_STORED_MESSAGE,
  CUSTOM_TOUR_STORED_MESSAGE,
  ENQUIRY_LIMIT,
  ENQUIRY_THROTTLED_MESSAGE,
} from '../../server/routes/enquiries';
import { call, FIXED_NOW, TODAY } from './harness';
import { useTestServer } from '../support/server-fixtures';

const t = useTestServer({ seed: false });

beforeEach(async () => {
  // A fresh throttle window per test: every test starts a minute after the previous one.
  t.clock.advance(ENQUIRY_LIMIT.windowMs);
  await t.db.deleteFrom('contact_messages').execute();
  await t.db.deleteFrom('custom_tour_requests').execute();
});

/** Each test gets its own peer address unless it says otherwise, so limits never leak. */
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

const contact = {
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '+92 300 1234567',
  subject: 'booking',
  message: 'Do you have places on the K2 trek in July?',
};

const customTour = {
  name: 'Omar Farooq',
  email: 'omar@example.com',
  phone: '',
  groups_size: '4 adults, 2 children',
  destination: 'Hunza and Deosai',
  duration: '10 days',
  preferred_date: '2025-07-01',
  activities: 'Easy hikes, photography, jeep safari',
  special_requirements: 'One vegetarian',
  budget: '$1,500 per person',
  accommodation_type: 'luxury',
};

function expect422(res: { status: number; json: unknown; text: string }) {
  expect(res.status).toBe(422);
  expect(res.text).not.toMatch(/at .+\.ts|stack|sqlite|postgres/i);
  return validationErrorSchema.parse(res.json);
}

describe('POST /api/contact', () => {
  it('stores the message and answers 201 { message }', async () => {
    const res = await call(t.app, 'POST', '/api/contact', { json: contact, ip: nextIp() });
    expect(res.status).toBe(201);
    expect(enquiryResponseSchema.parse(res.json)).toEqual({ message: CONTACT_STORED_MESSAGE });
    const rows = await t.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...contact,
      created_at: t.clock().toISOString(),
    });
  });

  it('trims the text and stores empty or missing optional fields as null', async () => {
    const res = await call(t.app, 'POST', '/api/contact', {
      json: { name: '  Ali  ', email: ' ali@example.com ', phone: '   ', message: ' Hi ' },
      ip: nextIp(),
    });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('contact_messages').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Ali',
      email: 'ali@example.com',
      phone: null,
      subject: null,
      message: 'Hi',
    });
  });

  it('names every missing required field with its message', async () => {
    const res = await call(t.app, 'POST', '/api/contact', { json: {}, ip: nextIp() });
    const body = expect422(res);
    expect(body.errors).toEqual({
      name: [ENQUIRY_MESSAGES.name],
      email: [ENQUIRY_MESSAGES.email],
      message: [ENQUIRY_MESSAGES.message],
    });
    expect(body.message).toBe(ENQUIRY_MESSAGES.name);
    expect(await t.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(0);
  });

  it.each([
    ['name', { name: '   ' }, ENQUIRY_MESSAGES.name],
    ['email', { email: 'not-an-address' }, ENQUIRY_MESSAGES.email],
    ['message', { message: '' }, ENQUIRY_MESSAGES.message],
    ['subject', { subject: 'complaint' }, ENQUIRY_MESSAGES.subject],
    ['subject', { subject: '' }, ENQUIRY_MESSAGES.subject],
  ])('rejects a bad %s', async (field, patch, message) => {
    const res = await call(t.app, 'POST', '/api/contact', {
      json: { ...contact, ...patch },
      ip: nextIp(),
    });
    expect(expect422(res).errors).toEqual({ [field]: [message] });
  });

  it.each(['general', 'booking', 'custom', 'feedback', 'other'])(
    'accepts the SPEC subject %s',
    async (subject) => {
      const res = await call(t.app, 'POST', '/api/contact', {
        json: { ...contact, subject },
        ip: nextIp(),
      });
      expect(res.status).toBe(201);
    },
  );

  it('rejects over-long text without storing it', async () => {
    const res = await call(t.app, 'POST', '/api/contact', {
      json: { ...contact, message: 'x'.repeat(5001) },
      ip: nextIp(),
    });
    expect(expect422(res).errors.message).toEqual(['Please keep this under 5000 characters']);
  });

  it('answers malformed JSON with a 400 message, not a stack trace', async () => {
    const res = await call(t.app, 'POST', '/api/contact', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
      ip: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(errorMessageSchema.parse(res.json).message).toBe('The request body must be valid JSON.');
  });
});

describe('POST /api/custom-tour-request', () => {
  it('stores every field and answers 201 { message }', async () => {
    const res = await call(t.app, 'POST', '/api/custom-tour-request', {
      json: customTour,
      ip: nextIp(),
    });
    expect(res.status).toBe(201);
    expect(enquiryResponseSchema.parse(res.json)).toEqual({
      message: CUSTOM_TOUR_STORED_MESSAGE,
    });
    const rows = await t.db.selectFrom('custom_tour_requests').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...customTour, phone: null });
    expect(rows[0]!.created_at).toBe(t.clock().toISOString());
    expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThan(FIXED_NOW.getTime());
  });

  it('needs only the required fields; the optional ones are stored as null', async () => {
    const { name, email, groups_size, destination, duration, activities } = customTour;
    const res = await call(t.app, 'POST', '/api/custom-tour-request', {
      json: {
        name,
        email,
        groups_size,
        destination,
        duration,
        activities,
        preferred_date: '',
        budget: '',
      },
      ip: nextIp(),
    });
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('custom_tour_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      phone: null,
      preferred_date: null,
      special_requirements: null,
      budget: null,
      accommodation_type: null,
    });
  });

  it('names every missing required field with its message', async () => {
    const res = await call(t.app, 'POST', '/api/custom-tour-request', { json: {}, ip: nextIp() });
    expect(expect422(res).errors).toEqual({
      name: [ENQUIRY_MESSAGES.name],
      email: [ENQUIRY_MESSAGES.email],
      groups_size: [ENQUIRY_MESSAGES.groupsSize],
      destination: [ENQUIRY_MESSAGES.destination],
      duration: [ENQUIRY_MESSAGES.duration],
      activities: [ENQUIRY_MESSAGES.activities],
    });
    expect(await t.db.selectFrom('custom_tour_requests').selectAll().execute()).toHaveLength(0);
  });

  it.each([
    ['name', { name: '' }, ENQUIRY_MESSAGES.name],
    ['email', { email: 'omar@' }, ENQUIRY_MESSAGES.email],
    ['groups_size', { groups_size: ' ' }, ENQUIRY_MESSAGES.groupsSize],
    ['destination', { destination: '' }, ENQUIRY_MESSAGES.destination],
    ['duration', { duration: '' }, ENQUIRY_MESSAGES.duration],
    ['activities', { activities: '' }, ENQUIRY_MESSAGES.activities],
    ['accommodation_type', { accommodation_type: 'palace' }, ENQUIRY_MESSAGES.accommodationType],
    ['preferred_date', { preferred_date: '01/07/2025' }, ENQUIRY_MESSAGES.preferredDate],
    ['preferred_date', { preferred_date: '2025-02-30' }, ENQUIRY_MESSAGES.preferredDate],
    ['preferred_date', { preferred_date: '2025-13-01' }, ENQUIRY_MESSAGES.preferredDate],
    // Issue 18: the server's today is 2025-03-10 (FIXED_NOW).
    ['preferred_date', { preferred_date: '2025-03-09' }, ENQUIRY_MESSAGES.preferredDatePast],
    ['preferred_date', { preferred_date: '1999-01-01' }, ENQUIRY_MESSAGES.preferredDatePast],
    ['email', { email: '<script>@example.com' }, ENQUIRY_MESSAGES.email],
    ['destination', { destination: 'Hun\u0000za' }, INPUT_MESSAGES.characters],
  ])('rejects a bad %s', async (field, patch, message) => {
    const res = await call(t.app, 'POST', '/api/custom-tour-request', {
      json: { ...customTour, ...patch },
      ip: nextIp(),
    });
    expect(expect422(res).errors).toEqual({ [field]: [message] });
  });

  it('accepts today as the preferred start date', async () => {
    const res = await call(t.app, 'POST', '/api/custom-tour-request', {
      json: { ...customTour, preferred_date: TODAY },
      ip: nextIp(),
    });
    expect(res.status).toBe(201);
  });

  it('refuses an unknown key instead of dropping it (issue 18), and stores nothing', async () => {
    const before = await t.db.selectFrom('custom_tour_requests').selectAll().execute();
    const res = await call(t.app, 'POST', '/api/custom-tour-request', {
      json: { ...customTour, status: 'Answered' },
      ip: nextIp(),
    });
    expect(expect422(res).errors).toEqual({ _: ['Unknown field: status'] });
    expect(await t.db.selectFrom('custom_tour_requests').selectAll().execute()).toEqual(before);
  });

  it.each(['budget', 'standard', 'luxury', 'camping', 'mixed'])(
    'accepts the SPEC accommodation type %s',
    async (accommodation_type) => {
      const res = await call(t.app, 'POST', '/api/custom-tour-request', {
        json: { ...customTour, accommodation_type },
        ip: nextIp(),
      });
      expect(res.status).toBe(201);
    },
  );
});

describe('enquiry rate limit', () => {
  it(`accepts ${ENQUIRY_LIMIT.maxPerWindow} enquiries per IP per minute, then 429 until the window ends`, async () => {
    const ip = nextIp();
    for (let i = 0; i < ENQUIRY_LIMIT.maxPerWindow; i++) {
      const path = i % 2 ? '/api/contact' : '/api/custom-tour-request';
      const res = await call(t.app, 'POST', path, { json: i % 2 ? contact : customTour, ip });
      expect(res.status).toBe(201);
    }
    const limited = await call(t.app, 'POST', '/api/contact', { json: contact, ip });
    expect(limited.status).toBe(429);
    expect(errorMessageSchema.parse(limited.json).message).toBe(ENQUIRY_THROTTLED_MESSAGE);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    // Someone else is not affected, and the same IP may send again once the window is over.
    const other = await call(t.app, 'POST', '/api/contact', { json: contact, ip: nextIp() });
    expect(other.status).toBe(201);
    t.clock.advance(ENQUIRY_LIMIT.windowMs);
    const later = await call(t.app, 'POST', '/api/contact', { json: contact, ip });
    expect(later.status).toBe(201);
  });

  it('does not count requests that fail validation', async () => {
    const ip = nextIp();
    for (let i = 0; i < ENQUIRY_LIMIT.maxPerWindow + 2; i++) {
      const res = await call(t.app, 'POST', '/api/contact', { json: {}, ip });
      expect(res.status).toBe(422);
    }
    const res = await call(t.app, 'POST', '/api/contact', { json: contact, ip });
    expect(res.status).toBe(201);
  });
});
