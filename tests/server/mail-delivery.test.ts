import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAttachmentResolver } from '../../server/mail/attachments';
import { enqueueMail, type OutgoingMail } from '../../server/mail/outbox';
import { keepTransport, smtpTransport, type MailTransport } from '../../server/mail/transport';
import {
  claimDueMail,
  CLAIM_LEASE_MS,
  deliverClaimed,
  deliverDueMail,
  MAX_ATTEMPTS,
  retryDelayMs,
  retryMail,
  startMailWorker,
  type DeliveryOptions,
} from '../../server/mail/worker';
import { useTestServer } from '../support/server-fixtures';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { usingPostgres } from './harness';

const t = useTestServer();
let sink: SmtpSink;
let smtp: MailTransport;

/** A tiny PDF-looking attachment, so the test checks the bytes that arrive. */
const itineraryBytes = (reference: string) => Buffer.from(`%PDF-1.4 itinerary ${reference}`);

const options = (overrides: Partial<DeliveryOptions> = {}): DeliveryOptions => ({
  db: t.db,
  transport: smtp,
  resolveAttachment: createAttachmentResolver({
    itinerary: async (_db, reference) => itineraryBytes(reference),
  }),
  from: '"Karakoram Trails" <bookings@test.pk>',
  messageIdHost: 'test.pk',
  ...overrides,
});

function mail(n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return {
    kind: 'test',
    to: `Traveller${n}@Example.com`,
    subject: `Message ${n}`,
    html: `<p>Hello ${n}</p>`,
    text: `Hello ${n}`,
    ...extra,
  };
}

const rows = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

beforeAll(async () => {
  sink = await startSmtpSink();
  smtp = smtpTransport(sink.url);
});
afterAll(async () => {
  smtp.close();
  await sink.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('mail_outbox').execute();
  sink.received.length = 0;
  sink.failNext(0);
  t.clock.reset();
});

describe('mail delivery', () => {
  it('delivers each message by SMTP once, with a stable Message-ID and its attachment', async () => {
    const id = await enqueueMail(
      t.db,
      mail(1, {
        reference: 'AB12CD34',
        attachments: [{ kind: 'itinerary', reference: 'AB12CD34' }],
      }),
      t.clock(),
    );
    await enqueueMail(t.db, mail(2), t.clock());

    expect(await deliverDueMail(options(), t.clock)).toBe(2);
    expect(await deliverDueMail(options(), t.clock)).toBe(0);

    expect(sink.received.map((m) => m.subject).sort()).toEqual(['Message 1', 'Message 2']);
    const first = sink.received.find((m) => m.subject === 'Message 1')!;
    expect(first.to).toEqual(['traveller1@example.com']);
    expect(first.from).toBe('"Karakoram Trails" <bookings@test.pk>');
    expect(first.messageId).toBe(`<outbox-${id}@test.pk>`);
    expect(first.text.trim()).toBe('Hello 1');
    expect(first.attachments).toHaveLength(1);
    expect(first.attachments[0]!.filename).toBe('itinerary-AB12CD34.pdf');
    expect(first.attachments[0]!.contentType).toBe('application/pdf');
    expect(first.attachments[0]!.content.toString()).toBe('%PDF-1.4 itinerary AB12CD34');

    const stored = await rows();
    expect(stored.map((r) => [r.status, r.attempts, r.sent_at])).toEqual([
      ['sent', 1, t.clock().toISOString()],
      ['sent', 1, t.clock().toISOString()],
    ]);
  });

  it('sends from the company in Settings when MAIL_FROM is not set', async () => {
    await enqueueMail(t.db, mail(3), t.clock());
    await deliverDueMail(options({ from: undefined }), t.clock);
    expect(sink.received[0]!.from).toBe('"Karakoram Trails" <info@karakoramtrails.pk>');
  });

  it('retries a refused message after the back-off, then delivers it once', async () => {
    await enqueueMail(t.db, mail(4), t.clock());
    sink.failNext(1);
    await deliverDueMail(options(), t.clock);

    let [row] = await rows();
    expect(row!.status).toBe('pending');
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toContain('451');
    expect(row!.next_attempt_at).toBe(
      new Date(t.clock().getTime() + retryDelayMs(1)).toISOString(),
    );

    // Not before its time...
    t.clock.advance(retryDelayMs(1) - 1000);
    expect(await deliverDueMail(options(), t.clock)).toBe(0);
    // ...then once.
    t.clock.advance(1000);
    expect(await deliverDueMail(options(), t.clock)).toBe(1);
    [row] = await rows();
    expect(row!.status).toBe('sent');
    expect(row!.attempts).toBe(2);
    expect(row!.last_error).toBeNull();
    expect(sink.received.map((m) => m.subject)).toEqual(['Message 4']);
  });

  it('marks a message failed after the last attempt, and Retry sends it again', async () => {
    await enqueueMail(t.db, mail(5), t.clock());
    sink.failNext(MAX_ATTEMPTS);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDueMail(options(), t.clock)).toBe(1);
      t.clock.advance(retryDelayMs(attempt));
    }
    let [row] = await rows();
    expect(row!.status).toBe('failed');
    expect(row!.attempts).toBe(MAX_ATTEMPTS);
    expect(await deliverDueMail(options(), t.clock)).toBe(0);
    expect(sink.received).toHaveLength(0);

    expect(await retryMail(t.db, row!.id, t.clock())).toBe(true);
    // Only a failed message can be retried.
    expect(await retryMail(t.db, row!.id, t.clock())).toBe(false);
    expect(await deliverDueMail(options(), t.clock)).toBe(1);
    [row] = await rows();
    expect(row!.status).toBe('sent');
    expect(sink.received.map((m) => m.subject)).toEqual(['Message 5']);
  });

  it('records a broken attachment as a failed attempt instead of sending without it', async () => {
    await enqueueMail(
      t.db,
      mail(6, { attachments: [{ kind: 'itinerary', reference: 'NOPE0000' }] }),
      t.clock(),
    );
    await deliverDueMail(
      options({
        resolveAttachment: createAttachmentResolver({
          itinerary: async () => {
            throw new Error('Booking NOPE0000 not found');
          },
        }),
      }),
      t.clock,
    );
    const [row] = await rows();
    expect(row!.status).toBe('pending');
    expect(row!.last_error).toBe('Booking NOPE0000 not found');
    expect(sink.received).toHaveLength(0);
  });

  it('keeps messages in the outbox when no SMTP server is configured', async () => {
    await enqueueMail(t.db, mail(7), t.clock());
    const keep = keepTransport('http://localhost/admin/outbox');
    expect(await deliverDueMail(options({ transport: keep }), t.clock)).toBe(1);
    const [row] = await rows();
    expect(row!.status).toBe('kept');
    expect(row!.html).toBe('<p>Hello 7</p>');
    expect(sink.received).toHaveLength(0);
  });

  it('writes no message when the change that causes it rolls back', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail(8), t.clock());
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await rows()).toHaveLength(0);
  });

  it('takes over a claim whose worker crashed before sending, after the lease', async () => {
    await enqueueMail(t.db, mail(9), t.clock());
    // A worker claims the message and dies before sending it.
    const claimed = await claimDueMail(t.db, t.clock());
    expect(claimed).toHaveLength(1);

    t.clock.advance(CLAIM_LEASE_MS - 1000);
    expect(await deliverDueMail(options(), t.clock)).toBe(0);
    t.clock.advance(1000);
    expect(await deliverDueMail(options(), t.clock)).toBe(1);
    expect(sink.received.map((m) => m.subject)).toEqual(['Message 9']);
    const [row] = await rows();
    expect(row!.status).toBe('sent');
    expect(row!.attempts).toBe(2);
  });

  it('ignores the late outcome of a worker whose claim was taken over', async () => {
    await enqueueMail(t.db, mail(10), t.clock());
    const [stale] = await claimDueMail(t.db, t.clock());
    t.clock.advance(CLAIM_LEASE_MS);
    await deliverDueMail(options(), t.clock);
    // The first worker wakes up and fails to send: its outcome no longer counts.
    const broken: MailTransport = {
      mode: 'smtp',
      description: 'broken',
      send: () => Promise.reject(new Error('late failure')),
      close() {},
    };
    await deliverClaimed(stale!, options({ transport: broken }), t.clock);
    const [row] = await rows();
    expect(row!.status).toBe('sent');
    expect(row!.last_error).toBeNull();
  });

  it(`delivers every message exactly once with several workers${usingPostgres ? ' on PostgreSQL' : ''}`, async () => {
    const count = 45;
    for (let n = 0; n < count; n += 1) await enqueueMail(t.db, mail(100 + n), t.clock());
    const workers = [options(), options(), options()];
    const claimed = await Promise.all(workers.map((w) => deliverDueMail(w, t.clock)));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(count);
    const ids = sink.received.map((m) => m.messageId);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    const stored = await rows();
    expect(stored.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('the running worker picks up new messages on its own and stops cleanly', async () => {
    const worker = startMailWorker({
      ...options({ transport: smtpTransport(sink.url) }),
      clock: t.clock,
      intervalMs: 50,
    });
    try {
      await enqueueMail(t.db, mail(11), t.clock());
      await sink.waitFor((m) => m.subject === 'Message 11');
    } finally {
      await worker.stop();
    }
    const [row] = await rows();
    expect(row!.status).toBe('sent');
  });
});
