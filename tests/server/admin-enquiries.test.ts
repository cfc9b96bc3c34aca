import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ENQUIRY_MESSAGES,
  enquiryDetailResponseSchema,
  enquiryListResponseSchema,
  subscriberListResponseSchema,
  unreadCountResponseSchema,
  type EnquiryKind,
} from '../../contract/admin-enquiries';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE, validationErrorSchema } from '../../contract';
import { DANA, daysAgo, loginAsAdmin, userIdOf, useTestServer } from '../support/server-fixtures';
import { call, registerAndLogin, TEST_ADMIN } from './harness';

const t = useTestServer();
let adminToken: string;
let adminId: number;
let userToken: string;
/** Row ids by name: contact messages c1..c3, custom-tour requests r1..r2, subscribers s1..s3. */
const ids: Record<string, number> = {};

async function insertContact(key: string, createdAt: string, subject: string | null = 'booking') {
  const { id } = await t.db
    .insertInto('contact_messages')
    .values({
      name: `Sender ${key}`,
      email: `${key}@example.com`,
      phone: key === 'c1' ? '+92 300 1111111' : null,
      subject,
      message: `Message ${key}: do you have places in July?`,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = id;
}

async function insertRequest(key: string, createdAt: string) {
  const { id } = await t.db
    .insertInto('custom_tour_requests')
    .values({
      name: `Traveller ${key}`,
      email: `${key}@example.com`,
      phone: null,
      groups_size: '4 adults',
      destination: 'Hunza and Deosai',
      duration: '10 days',
      preferred_date: '2025-07-01',
      activities: 'Easy hikes, photography',
      special_requirements: null,
      budget: '$1,500 per person',
      accommodation_type: 'luxury',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = id;
}

async function insertSubscriber(key: string, email: string, createdAt: string) {
  const { id } = await t.db
    .insertInto('newsletter_subscribers')
    .values({ email, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = id;
}

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  adminId = await userIdOf(t.db, TEST_ADMIN.email);
  userToken = await registerAndLogin(t.app, DANA);
  // Newest first: r2 (1 day ago), c3 (2), c2 (3), r1 (4), c1 (5).
  await insertContact('c1', daysAgo(5));
  await insertRequest('r1', daysAgo(4));
  await insertContact('c2', daysAgo(3), null);
  await insertContact('c3', daysAgo(2), 'general');
  await insertRequest('r2', daysAgo(1));
  await insertSubscriber('s1', 'first@example.com', daysAgo(9));
  await insertSubscriber('s2', '=cmd|calc@example.com', daysAgo(8));
  await insertSubscriber('s3', 'third@example.com', daysAgo(7));
});

const admin = (method: string, path: string, json?: unknown) =>
  call(t.app, method, path, { token: adminToken, json });

async function list(query = '') {
  const res = await admin('GET', `/api/admin/enquiries${query}`);
  expect(res.status).toBe(200);
  return enquiryListResponseSchema.parse(res.json);
}

const keys = (rows: ReadonlyArray<{ kind: EnquiryKind; id: number }>) =>
  rows.map((row) => `${row.kind}:${row.id}`);
const key = (name: string) => `${name.startsWith('c') ? 'contact' : 'custom-tour'}:${ids[name]}`;

async function statusOf(table: 'contact_messages' | 'custom_tour_requests', id: number) {
  const row = await t.db
    .selectFrom(table)
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

const auditRows = () => t.db.selectFrom('admin_audit').selectAll().orderBy('id').execute();

function expect422(res: { status: number; json: unknown; text: string }) {
  expect(res.status).toBe(422);
  expect(res.text).not.toMatch(/at .+\.ts|stack|sqlite|postgres/i);
  return validationErrorSchema.parse(res.json);
}

describe('access', () => {
  const endpoints = () =>
    [
      ['GET', '/api/admin/enquiries'],
      ['GET', '/api/admin/enquiries/unread'],
      ['GET', `/api/admin/enquiries/contact/${ids.c1}`],
      ['PUT', `/api/admin/enquiries/contact/${ids.c1}/status`, { status: 'Closed' }],
      ['POST', `/api/admin/enquiries/contact/${ids.c1}/notes`, { body: 'Hacked' }],
      ['GET', '/api/admin/newsletter-subscribers'],
      ['GET', '/api/admin/newsletter-subscribers/export'],
      ['DELETE', `/api/admin/newsletter-subscribers/${ids.s1}`],
    ] as const;

  it('is 401 for guests and 403 for users on every route, and changes nothing', async () => {
    for (const [method, path, json] of endpoints()) {
      const guest = await call(t.app, method, path, { json });
      expect(guest.status, `${method} ${path}`).toBe(401);
      expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      const user = await call(t.app, method, path, { json, token: userToken });
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    expect(await statusOf('contact_messages', ids.c1!)).toBe('New');
    expect(await t.db.selectFrom('enquiry_notes').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('newsletter_subscribers').selectAll().execute()).toHaveLength(3);
    expect(await auditRows()).toEqual([]);
  });

  it('is 200 for an admin on every reading route', async () => {
    for (const [method, path] of endpoints().filter(([method]) => method === 'GET')) {
      expect((await admin(method, path)).status, path).toBe(200);
    }
  });
});

describe('GET /api/admin/enquiries', () => {
  it('lists both kinds together, newest first, every one New, with what the inbox shows', async () => {
    const { data, meta } = await list();
    expect(keys(data)).toEqual(['r2', 'c3', 'c2', 'r1', 'c1'].map(key));
    expect(meta).toEqual({ page: 1, perPage: 20, total: 5, lastPage: 1 });
    expect(new Set(data.map((row) => row.status))).toEqual(new Set(['New']));
    expect(data[0]).toEqual({
      kind: 'custom-tour',
      id: ids.r2,
      name: 'Traveller r2',
      email: 'r2@example.com',
      subject: 'Hunza and Deosai',
      preview: 'Easy hikes, photography',
      status: 'New',
      createdAt: daysAgo(1),
    });
    expect(data.find((row) => row.id === ids.c3 && row.kind === 'contact')?.subject).toBe(
      'General Inquiry',
    );
    expect(data.find((row) => row.id === ids.c2 && row.kind === 'contact')?.subject).toBe(
      'Contact message',
    );
  });

  it('filters by kind and by status', async () => {
    expect(keys((await list('?kind=contact')).data)).toEqual(['c3', 'c2', 'c1'].map(key));
    expect(keys((await list('?kind=custom-tour')).data)).toEqual(['r2', 'r1'].map(key));
    const closed = await list('?status=Closed');
    expect(closed.data).toEqual([]);
    expect(closed.meta).toEqual({ page: 1, perPage: 20, total: 0, lastPage: 1 });
  });

  it('pages on the server', async () => {
    const first = await list('?perPage=2');
    expect(keys(first.data)).toEqual(['r2', 'c3'].map(key));
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: 5, lastPage: 3 });
    expect(keys((await list('?perPage=2&page=3')).data)).toEqual([key('c1')]);
    expect((await list('?perPage=2&page=4')).data).toEqual([]);
  });

  it('refuses a bad query with 422 and the field messages', async () => {
    const res = await admin('GET', '/api/admin/enquiries?status=Spam&kind=fax&page=0&perPage=500');
    expect(expect422(res).errors).toEqual({
      status: [ADMIN_ENQUIRY_MESSAGES.status],
      kind: [ADMIN_ENQUIRY_MESSAGES.kind],
      page: [ADMIN_ENQUIRY_MESSAGES.page],
      perPage: [ADMIN_ENQUIRY_MESSAGES.perPage],
    });
    expect422(await admin('GET', '/api/admin/enquiries?page=two'));
  });
});

describe('an enquiry', () => {
  it('shows everything the sender sent', async () => {
    const res = await admin('GET', `/api/admin/enquiries/custom-tour/${ids.r1}`);
    expect(res.status).toBe(200);
    const { data } = enquiryDetailResponseSchema.parse(res.json);
    expect(data).toMatchObject({ kind: 'custom-tour', id: ids.r1, status: 'New', phone: null });
    expect(data.fields).toEqual([
      { label: 'Group size', value: '4 adults' },
      { label: 'Destination', value: 'Hunza and Deosai' },
      { label: 'Duration', value: '10 days' },
      { label: 'Preferred date', value: '2025-07-01' },
      { label: 'Activities', value: 'Easy hikes, photography' },
      { label: 'Budget', value: '$1,500 per person' },
      { label: 'Accommodation type', value: 'luxury' },
    ]);
    expect(data.notes).toEqual([]);
    expect(data.history).toEqual([]);

    const contact = enquiryDetailResponseSchema.parse(
      (await admin('GET', `/api/admin/enquiries/contact/${ids.c1}`)).json,
    ).data;
    expect(contact.phone).toBe('+92 300 1111111');
    expect(contact.fields).toEqual([
      { label: 'Subject', value: 'Tour Booking' },
      { label: 'Phone', value: '+92 300 1111111' },
      { label: 'Message', value: 'Message c1: do you have places in July?' },
    ]);
  });

  it('is 404 for an unknown id or kind, without a stack trace', async () => {
    for (const path of [
      '/api/admin/enquiries/contact/999999',
      '/api/admin/enquiries/custom-tour/abc',
      `/api/admin/enquiries/letter/${ids.c1}`,
    ]) {
      const res = await admin('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ message: ADMIN_ENQUIRY_MESSAGES.notFound });
    }
    const put = await admin('PUT', '/api/admin/enquiries/contact/999999/status', {
      status: 'Closed',
    });
    expect(put.status).toBe(404);
    const note = await admin('POST', '/api/admin/enquiries/custom-tour/999999/notes', {
      body: 'Lost',
    });
    expect(note.status).toBe(404);
    expect(await auditRows()).toEqual([]);
  });

  it('counts unread (New) enquiries', async () => {
    const res = await admin('GET', '/api/admin/enquiries/unread');
    expect(unreadCountResponseSchema.parse(res.json)).toEqual({ data: { count: 5 } });
  });
});

describe('status changes and notes', () => {
  it('changes the status, records who did it and when, and the unread count drops', async () => {
    t.clock.advance(60_000);
    const at = t.clock().toISOString();
    const res = await admin('PUT', `/api/admin/enquiries/contact/${ids.c2}/status`, {
      status: 'Answered',
    });
    expect(res.status).toBe(200);
    const { data } = enquiryDetailResponseSchema.parse(res.json);
    expect(data.status).toBe('Answered');
    expect(data.history).toEqual([
      {
        id: expect.any(Number),
        action: 'enquiry.status',
        summary: 'Status changed from New to Answered',
        actor: TEST_ADMIN.name,
        createdAt: at,
      },
    ]);
    expect(await statusOf('contact_messages', ids.c2!)).toBe('Answered');
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actor_id: adminId,
      action: 'enquiry.status',
      subject_type: 'contact',
      subject_id: ids.c2,
      created_at: at,
    });
    expect(JSON.parse(row!.detail)).toEqual({ from: 'New', to: 'Answered' });

    const unread = await admin('GET', '/api/admin/enquiries/unread');
    expect(unreadCountResponseSchema.parse(unread.json).data.count).toBe(4);
    expect(keys((await list('?status=Answered')).data)).toEqual([key('c2')]);
    // The same id of the other kind is untouched.
    if (ids.r1 === ids.c2) expect(await statusOf('custom_tour_requests', ids.r1!)).toBe('New');
  });

  it('records nothing when the status is already the one sent', async () => {
    const before = (await auditRows()).length;
    const res = await admin('PUT', `/api/admin/enquiries/contact/${ids.c2}/status`, {
      status: 'Answered',
    });
    expect(res.status).toBe(200);
    expect(await auditRows()).toHaveLength(before);
  });

  it('refuses a bad status with 422 and changes nothing', async () => {
    const before = await auditRows();
    for (const json of [{ status: 'Spam' }, {}, { status: 3 }]) {
      const res = await admin('PUT', `/api/admin/enquiries/custom-tour/${ids.r1}/status`, json);
      expect(expect422(res).errors).toEqual({ status: [ADMIN_ENQUIRY_MESSAGES.status] });
    }
    expect(await statusOf('custom_tour_requests', ids.r1!)).toBe('New');
    expect(await auditRows()).toEqual(before);
  });

  it('adds notes with their author and time, several per enquiry, each in the history', async () => {
    const first = await admin('POST', `/api/admin/enquiries/custom-tour/${ids.r1}/notes`, {
      body: '  Called back, wants a quote.  ',
    });
    expect(first.status).toBe(201);
    t.clock.advance(1000);
    const second = await admin('POST', `/api/admin/enquiries/custom-tour/${ids.r1}/notes`, {
      body: 'Quote sent.',
    });
    const { data } = enquiryDetailResponseSchema.parse(second.json);
    expect(data.notes.map((note) => [note.body, note.author])).toEqual([
      ['Called back, wants a quote.', TEST_ADMIN.name],
      ['Quote sent.', TEST_ADMIN.name],
    ]);
    expect(data.notes[1]!.createdAt).toBe(t.clock().toISOString());
    expect(data.history.map((entry) => entry.summary)).toEqual(['Note added', 'Note added']);
    const audit = (await auditRows()).filter((row) => row.action === 'enquiry.note');
    expect(audit.map((row) => [row.actor_id, row.subject_type, row.subject_id])).toEqual([
      [adminId, 'custom-tour', ids.r1],
      [adminId, 'custom-tour', ids.r1],
    ]);
    expect(JSON.parse(audit[1]!.detail)).toEqual({ noteId: data.notes[1]!.id });
    // A note does not change the status.
    expect(data.status).toBe('New');
  });

  it('refuses an empty or too long note with 422 and writes nothing', async () => {
    const notes = () => t.db.selectFrom('enquiry_notes').selectAll().execute();
    const before = { notes: await notes(), audit: await auditRows() };
    for (const [json, message] of [
      [{ body: '   ' }, ADMIN_ENQUIRY_MESSAGES.note],
      [{}, ADMIN_ENQUIRY_MESSAGES.note],
      [{ body: 'x'.repeat(2001) }, ADMIN_ENQUIRY_MESSAGES.noteTooLong],
    ] as const) {
      const res = await admin('POST', `/api/admin/enquiries/contact/${ids.c3}/notes`, json);
      expect(expect422(res).errors).toEqual({ body: [message] });
    }
    expect(await notes()).toEqual(before.notes);
    expect(await auditRows()).toEqual(before.audit);
  });
});

describe('newsletter subscribers', () => {
  it('lists them newest first, one page at a time', async () => {
    const res = await admin('GET', '/api/admin/newsletter-subscribers');
    const all = subscriberListResponseSchema.parse(res.json);
    expect(all.data).toEqual([
      { id: ids.s3, email: 'third@example.com', createdAt: daysAgo(7) },
      { id: ids.s2, email: '=cmd|calc@example.com', createdAt: daysAgo(8) },
      { id: ids.s1, email: 'first@example.com', createdAt: daysAgo(9) },
    ]);
    expect(all.meta).toEqual({ page: 1, perPage: 25, total: 3, lastPage: 1 });

    const second = subscriberListResponseSchema.parse(
      (await admin('GET', '/api/admin/newsletter-subscribers?perPage=2&page=2')).json,
    );
    expect(second.data.map((row) => row.id)).toEqual([ids.s1]);
    expect(second.meta).toEqual({ page: 2, perPage: 2, total: 3, lastPage: 2 });
  });

  it('refuses a bad page with 422 and the field messages', async () => {
    const res = await admin('GET', '/api/admin/newsletter-subscribers?page=0&perPage=500');
    expect(expect422(res).errors).toEqual({
      page: [ADMIN_ENQUIRY_MESSAGES.page],
      perPage: [ADMIN_ENQUIRY_MESSAGES.perPage],
    });
  });

  it('exports them as a CSV attachment, escaped against formula injection', async () => {
    const res = await admin('GET', '/api/admin/newsletter-subscribers/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="newsletter-subscribers-${t.clock().toISOString().slice(0, 10)}.csv"`,
    );
    // Response#text() drops the BOM the file starts with (so spreadsheets read UTF-8).
    expect(res.text).toBe(
      'Email,Subscribed\r\n' +
        `third@example.com,${daysAgo(7)}\r\n` +
        `'=cmd|calc@example.com,${daysAgo(8)}\r\n` +
        `first@example.com,${daysAgo(9)}\r\n`,
    );
    const raw = await t.app.request('/api/admin/newsletter-subscribers/export', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('removes one, records who removed which address, and 404s the second time', async () => {
    const res = await admin('DELETE', `/api/admin/newsletter-subscribers/${ids.s1}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ message: ADMIN_ENQUIRY_MESSAGES.subscriberRemoved });
    const left = await t.db.selectFrom('newsletter_subscribers').select('email').execute();
    expect(left.map((row) => row.email).sort()).toEqual([
      '=cmd|calc@example.com',
      'third@example.com',
    ]);
    const audit = (await auditRows()).filter((row) => row.action === 'subscriber.remove');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: adminId,
      subject_type: 'newsletter_subscriber',
      subject_id: ids.s1,
    });
    expect(JSON.parse(audit[0]!.detail)).toEqual({ email: 'first@example.com' });

    const recorded = (await auditRows()).length;
    for (const id of [String(ids.s1), 'x1']) {
      const again = await admin('DELETE', `/api/admin/newsletter-subscribers/${id}`);
      expect(again.status).toBe(404);
      expect(again.json).toEqual({ message: ADMIN_ENQUIRY_MESSAGES.subscriberNotFound });
    }
    expect(await auditRows()).toHaveLength(recorded);
  });

  it('a new contact message through the public form starts New', async () => {
    const res = await call(t.app, 'POST', '/api/contact', {
      json: { name: 'Nadia', email: 'nadia@example.com', message: 'Hello there' },
      ip: '203.0.113.50',
    });
    expect(res.status).toBe(201);
    const { data } = await list('?kind=contact&perPage=1');
    expect(data[0]).toMatchObject({ name: 'Nadia', status: 'New', subject: 'Contact message' });
  });
});
