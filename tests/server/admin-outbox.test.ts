import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_OUTBOX_MESSAGES,
  outboxListResponseSchema,
  outboxMessageResponseSchema,
} from '../../contract/admin-outbox';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE, validationErrorSchema } from '../../contract';
import { loadServerConfig } from '../../server/config';
import type { OutboxStatus } from '../../server/db/types';
import { enqueueMail } from '../../server/mail/outbox';
import { DANA, loginAsAdmin, userIdOf, useTestServer } from '../support/server-fixtures';
import { call, FIXED_NOW, registerAndLogin, TEST_ADMIN } from './harness';

const t = useTestServer();
let adminToken: string;
let adminId: number;
let userToken: string;
/** Outbox ids by name: m1 (oldest) .. m6 (newest). */
const ids: Record<string, number> = {};

const hoursAgo = (hours: number) => new Date(FIXED_NOW.getTime() - hours * 3_600_000);

async function insertMessage(
  key: string,
  hours: number,
  fields: { to: string; subject: string; reference?: string; status: OutboxStatus },
) {
  const id = await enqueueMail(
    t.db,
    {
      kind: fields.reference ? 'booking-confirmation' : 'enquiry-acknowledgement',
      to: fields.to,
      subject: fields.subject,
      html: `<p style="color: #0b5">Hello from ${key}</p>`,
      text: `Hello from ${key}`,
      reference: fields.reference,
      attachments: fields.reference ? [{ kind: 'itinerary', reference: fields.reference }] : [],
    },
    hoursAgo(hours),
  );
  await t.db
    .updateTable('mail_outbox')
    .set({
      status: fields.status,
      attempts: fields.status === 'failed' ? 6 : fields.status === 'pending' ? 0 : 1,
      last_error: fields.status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
      sent_at:
        fields.status === 'sent' || fields.status === 'kept' ? hoursAgo(hours).toISOString() : null,
    })
    .where('id', '=', id)
    .execute();
  ids[key] = id;
}

beforeAll(async () => {
  adminToken = await loginAsAdmin(t.app);
  adminId = await userIdOf(t.db, TEST_ADMIN.email);
  userToken = await registerAndLogin(t.app, DANA);
  // Registration's welcome mail (issue 15) is not one of the messages this file lists.
  await t.db.deleteFrom('mail_outbox').execute();
  await insertMessage('m1', 6, {
    to: 'amna@example.com',
    subject: 'Welcome to Karakoram Trails',
    status: 'kept',
  });
  await insertMessage('m2', 5, {
    to: 'Bilal@Example.com',
    subject: 'Booking confirmed: KT-AAA111',
    reference: 'KT-AAA111',
    status: 'failed',
  });
  await insertMessage('m3', 4, {
    to: 'amna@example.com',
    subject: 'We received your enquiry',
    status: 'kept',
  });
  await insertMessage('m4', 3, {
    to: 'chen@example.com',
    subject: 'Payment received: KT-BBB222',
    reference: 'KT-BBB222',
    status: 'sent',
  });
  await insertMessage('m5', 2, {
    to: 'dana@example.com',
    subject: '100% off_ nothing',
    status: 'pending',
  });
  await insertMessage('m6', 1, {
    to: 'erin@example.com',
    subject: 'Booking confirmed: KT-CCC333',
    reference: 'KT-CCC333',
    status: 'failed',
  });
});

const admin = (method: string, path: string) => call(t.app, method, path, { token: adminToken });

async function list(query = '') {
  const res = await admin('GET', `/api/admin/outbox${query}`);
  expect(res.status).toBe(200);
  return outboxListResponseSchema.parse(res.json);
}

const names = (rows: ReadonlyArray<{ id: number }>) =>
  rows.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

async function rowOf(id: number) {
  return t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const auditRows = () =>
  t.db
    .selectFrom('admin_audit')
    .selectAll()
    .where('subject_type', '=', 'outbox')
    .orderBy('id')
    .execute();

describe('access', () => {
  const endpoints = () =>
    [
      ['GET', '/api/admin/outbox'],
      ['GET', `/api/admin/outbox/${ids.m2}`],
      ['POST', `/api/admin/outbox/${ids.m2}/retry`],
    ] as const;

  it('is 401 for guests and 403 for travellers on every route, and changes nothing', async () => {
    for (const [method, path] of endpoints()) {
      const guest = await call(t.app, method, path);
      expect(guest.status, `${method} ${path}`).toBe(401);
      expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      const user = await call(t.app, method, path, { token: userToken });
      expect(user.status, `${method} ${path}`).toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    expect((await rowOf(ids.m2!)).status).toBe('failed');
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists every message newest first, with the counts per status and the mail mode', async () => {
    const body = await list();
    expect(names(body.data)).toEqual(['m6', 'm5', 'm4', 'm3', 'm2', 'm1']);
    expect(body.meta).toEqual({
      page: 1,
      perPage: 20,
      total: 6,
      lastPage: 1,
      counts: { pending: 1, sending: 0, sent: 1, kept: 2, failed: 2 },
      mailMode: 'keep',
    });
    const failed = body.data.find((row) => row.id === ids.m2)!;
    expect(failed).toEqual({
      id: ids.m2,
      to: 'bilal@example.com',
      subject: 'Booking confirmed: KT-AAA111',
      kind: 'booking-confirmation',
      reference: 'KT-AAA111',
      status: 'failed',
      attempts: 6,
      created_at: hoursAgo(5).toISOString(),
      sent_at: null,
      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(body.data[0]).not.toHaveProperty('html');
  });

  it('pages on the server', async () => {
    const first = await list('?perPage=4');
    expect(names(first.data)).toEqual(['m6', 'm5', 'm4', 'm3']);
    expect(first.meta).toMatchObject({ page: 1, perPage: 4, total: 6, lastPage: 2 });
    const second = await list('?perPage=4&page=2');
    expect(names(second.data)).toEqual(['m2', 'm1']);
    const past = await list('?perPage=4&page=3');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 3, lastPage: 2, total: 6 });
  });

  it('filters by status; the counts stay those of every status', async () => {
    const body = await list('?status=failed');
    expect(names(body.data)).toEqual(['m6', 'm2']);
    expect(body.meta.total).toBe(2);
    expect(body.meta.counts).toEqual({ pending: 1, sending: 0, sent: 1, kept: 2, failed: 2 });
    expect((await list('?status=sending')).data).toEqual([]);
  });

  it('searches recipient, subject and reference, case-insensitively; the counts follow', async () => {
    const byRecipient = await list('?q=AMNA@');
    expect(names(byRecipient.data)).toEqual(['m3', 'm1']);
    expect(byRecipient.meta.counts).toEqual({
      pending: 0,
      sending: 0,
      sent: 0,
      kept: 2,
      failed: 0,
    });
    expect(names((await list('?q=enquiry')).data)).toEqual(['m3']);
    expect(names((await list('?q=kt-bbb')).data)).toEqual(['m4']);
    expect(names((await list('?q=confirmed&status=failed')).data)).toEqual(['m6', 'm2']);
    // LIKE's wildcards are matched literally.
    expect(names((await list(`?q=${encodeURIComponent('100%')}`)).data)).toEqual(['m5']);
    expect(names((await list('?q=f_')).data)).toEqual(['m5']);
    expect((await list('?q=nobody')).meta.total).toBe(0);
  });

  it('refuses a bad query with 422', async () => {
    for (const query of ['?status=lost', '?page=0', '?perPage=500', `?q=${'x'.repeat(101)}`]) {
      const res = await admin('GET', `/api/admin/outbox${query}`);
      expect(res.status, query).toBe(422);
      validationErrorSchema.parse(res.json);
    }
  });
});

describe('GET /api/admin/outbox/{id}', () => {
  it('answers the message with its HTML, text and attachments', async () => {
    const res = await admin('GET', `/api/admin/outbox/${ids.m4}`);
    expect(res.status).toBe(200);
    const { data } = outboxMessageResponseSchema.parse(res.json);
    expect(data).toMatchObject({
      id: ids.m4,
      to: 'chen@example.com',
      subject: 'Payment received: KT-BBB222',
      status: 'sent',
      html: '<p style="color: #0b5">Hello from m4</p>',
      text: 'Hello from m4',
      attachments: [
        { kind: 'itinerary', fileName: 'itinerary-KT-BBB222.pdf', reference: 'KT-BBB222' },
      ],
    });
    const plain = outboxMessageResponseSchema.parse(
      (await admin('GET', `/api/admin/outbox/${ids.m1}`)).json,
    );
    expect(plain.data.attachments).toEqual([]);
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1.5']) {
      const res = await admin('GET', `/api/admin/outbox/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ message: ADMIN_OUTBOX_MESSAGES.notFound });
    }
  });
});

describe('POST /api/admin/outbox/{id}/retry', () => {
  it('refuses a message that is not failed with 409, and records nothing', async () => {
    for (const key of ['m1', 'm4', 'm5']) {
      const before = await rowOf(ids[key]!);
      const res = await admin('POST', `/api/admin/outbox/${ids[key]}/retry`);
      expect(res.status, key).toBe(409);
      expect(res.json).toEqual({ message: ADMIN_OUTBOX_MESSAGES.notFailed });
      expect(await rowOf(ids[key]!)).toEqual(before);
    }
    expect(await auditRows()).toEqual([]);
    expect((await admin('POST', '/api/admin/outbox/999999/retry')).status).toBe(404);
  });

  it('puts a failed message back in the queue, attempts reset, and records who retried', async () => {
    t.clock.set(new Date('2025-03-10T10:30:00.000Z'));
    const res = await admin('POST', `/api/admin/outbox/${ids.m2}/retry`);
    expect(res.status).toBe(200);
    const { data } = outboxMessageResponseSchema.parse(res.json);
    expect(data).toMatchObject({ id: ids.m2, status: 'pending', attempts: 0, last_error: null });
    const row = await rowOf(ids.m2!);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 0,
      last_error: null,
      next_attempt_at: '2025-03-10T10:30:00.000Z',
    });
    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: adminId,
      action: 'outbox.retry',
      subject_type: 'outbox',
      subject_id: ids.m2,
      created_at: '2025-03-10T10:30:00.000Z',
    });
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      attempts: 6,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    // Once pending, a second Retry is refused.
    expect((await admin('POST', `/api/admin/outbox/${ids.m2}/retry`)).status).toBe(409);
    expect((await list()).meta.counts).toMatchObject({ pending: 2, failed: 1 });
    t.clock.reset();
  });
});

describe('mail mode', () => {
  it('is smtp when SMTP_URL is set, keep otherwise', () => {
    expect(loadServerConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' }).mailMode).toBe(
      'smtp',
    );
    expect(loadServerConfig({}).mailMode).toBe('keep');
    expect(loadServerConfig({ SMTP_URL: ' ' }).mailMode).toBe('keep');
  });

  const smtp = useTestServer({ config: { mailMode: 'smtp' } });
  it('says smtp when SMTP_URL is configured', async () => {
    const token = await loginAsAdmin(smtp.app);
    const res = await call(smtp.app, 'GET', '/api/admin/outbox', { token });
    expect(outboxListResponseSchema.parse(res.json).meta).toMatchObject({
      mailMode: 'smtp',
      total: 0,
    });
  });
});
