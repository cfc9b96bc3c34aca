import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/bookings';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../contract/settings';
import { DEFAULT_SETTINGS, writeSettings } from '../../server/admin-data/settings';
import { addDays } from '../../server/catalog/dates';
import { sendBalanceReminders } from '../../server/jobs/balance-reminders';
import { mailBookingCreated } from '../../server/mail/messages';
import {
  daysAgo,
  departureOn,
  insertBooking,
  loginAsAdmin,
  registerTraveller,
  useTestServer,
} from '../support/server-fixtures';
import { call, FIXED_NOW, TODAY } from './harness';

/*
 * Each change that causes mail writes it to mail_outbox in its own transaction (issue 15): the
 * right recipient, kind and reference; nothing when the change fails; no operator alert while
 * its Settings switch is off; the balance reminder once per booking, even with two workers.
 */

const t = useTestServer({ config: { publicUrl: 'https://karakoram.example' } });
const OPERATOR = DEFAULT_SETTINGS.general.email;
const SITE = 'https://karakoram.example';

let nadia: { token: string; id: number };
let admin: string;
let k2: { id: number; price_cents: number };

beforeAll(async () => {
  nadia = await registerTraveller(t, {
    name: 'Nadia Shah',
    email: 'nadia@example.com',
    password: 'nadia-password',
  });
  admin = await loginAsAdmin(t.app);
  k2 = await t.db
    .selectFrom('tours')
    .select(['id', 'price_cents'])
    .where('slug', '=', 'k2-base-camp')
    .executeTakeFirstOrThrow();
});

beforeEach(async () => {
  t.clock.reset();
  await t.db.deleteFrom('mail_outbox').execute();
});
afterEach(async () => {
  await t.db.deleteFrom('settings').execute();
});

async function switches(notifications: Partial<NotificationSettings>) {
  await writeSettings(t.db, {
    ...DEFAULT_SETTINGS,
    notifications: { ...DEFAULT_NOTIFICATION_SETTINGS, ...notifications },
  });
}

/** The outbox, oldest first: who gets what about which booking. */
async function outbox() {
  return t.db
    .selectFrom('mail_outbox')
    .select(['kind', 'to_address as to', 'reference', 'subject', 'text_body', 'attachments'])
    .orderBy('id')
    .execute();
}
const sent = async () =>
  (await outbox()).map(({ kind, to, reference }) => ({ kind, to, reference }));

let keyCounter = 0;
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

async function book(
  options: {
    method?: 'card' | 'paypal' | 'bank';
    startIn?: number;
    token?: string;
    email?: string;
  } = {},
) {
  const departureId = await departureOn(t.db, k2.id, addDays(TODAY, options.startIn ?? 90));
  keyCounter += 1;
  return call<{ data: { reference: string } }>(t.app, 'POST', '/api/bookings', {
    token: options.token,
    ip: nextIp(),
    headers: { [IDEMPOTENCY_KEY_HEADER]: `mail-test-key-${String(keyCounter).padStart(8, '0')}` },
    json: {
      tour_id: k2.id,
      departure_id: departureId,
      travelers: 2,
      add_ons: ['insurance'],
      name: 'Nadia Shah',
      email: options.email ?? 'nadia@example.com',
      phone: '+92 300 7654321',
      payment_method: options.method ?? 'card',
      ...(options.method === 'bank' || options.method === 'paypal' ? {} : { card_last4: '4242' }),
    },
  });
}

describe('a booking', () => {
  it('by card: the confirmation with the itinerary to the traveller, the alert to the operator', async () => {
    const res = await book({ token: nadia.token });
    expect(res.status).toBe(201);
    const { reference } = res.json.data;
    expect(await sent()).toEqual([
      { kind: 'booking-confirmation', to: 'nadia@example.com', reference },
      { kind: 'operator-new-booking', to: OPERATOR, reference },
    ]);
    const [confirmation] = await outbox();
    expect(confirmation!.subject).toContain(reference);
    expect(JSON.parse(confirmation!.attachments!)).toEqual([{ kind: 'itinerary', reference }]);
    expect(confirmation!.text_body).toContain(`${SITE}/dashboard?tab=bookings`);
  });

  it('by bank transfer as a guest: the transfer instructions with the itinerary', async () => {
    const res = await book({ method: 'bank', email: 'Guest.Traveller@Example.com' });
    expect(res.status).toBe(201);
    const { reference } = res.json.data;
    expect(await sent()).toEqual([
      { kind: 'bank-transfer-instructions', to: 'guest.traveller@example.com', reference },
      { kind: 'operator-new-booking', to: OPERATOR, reference },
    ]);
    const [instructions] = await outbox();
    expect(instructions!.text_body).toContain(DEFAULT_SETTINGS.payments.accountNumber);
    expect(instructions!.text_body).toContain(`${SITE}/manage-booking`);
    expect(JSON.parse(instructions!.attachments!)).toEqual([{ kind: 'itinerary', reference }]);
  });

  it('with Booking Alerts off: the traveller still gets the confirmation, the operator nothing', async () => {
    await switches({ bookingAlerts: false });
    const res = await book({ method: 'paypal' });
    expect((await sent()).map((m) => m.kind)).toEqual(['booking-confirmation']);
    expect(res.status).toBe(201);
  });

  it('that fails (seats gone, replayed key) writes no mail', async () => {
    const departureId = await departureOn(t.db, k2.id, addDays(TODAY, 95));
    const { capacity } = await t.db
      .selectFrom('departures')
      .select('capacity')
      .where('id', '=', departureId)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('departures')
      .set({ seats_booked: capacity - 1 })
      .where('id', '=', departureId)
      .execute();
    const res = await book({ startIn: 95 });
    expect(res.status).toBe(409);
    expect(await sent()).toEqual([]);
  });

  it('a message rolls back with its change: the outbox row belongs to the transaction', async () => {
    const res = await book();
    await t.db.deleteFrom('mail_outbox').execute();
    const { id } = await t.db
      .selectFrom('bookings')
      .select('id')
      .where('reference', '=', res.json.data.reference)
      .executeTakeFirstOrThrow();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await mailBookingCreated(trx, id, { siteUrl: SITE, now: t.clock() });
        expect(await trx.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
        throw new Error('the change failed after its mail was queued');
      }),
    ).rejects.toThrow('the change failed');
    expect(await sent()).toEqual([]);
  });
});

describe('payments and cancellations', () => {
  it('paying the balance in My Account sends a receipt with the new balance', async () => {
    const { reference } = (await book({ token: nadia.token })).json.data;
    const mine = await call<{ data: { payment: { balance: number } } }>(
      t.app,
      'GET',
      `/api/my/bookings/${reference}`,
      { token: nadia.token },
    );
    await t.db.deleteFrom('mail_outbox').execute();
    const res = await call(t.app, 'POST', `/api/my/bookings/${reference}/pay-balance`, {
      token: nadia.token,
      json: {
        payment_method: 'card',
        card_last4: '1111',
        balance: mine.json.data.payment.balance,
      },
    });
    expect(res.status).toBe(200);
    expect(await sent()).toEqual([
      { kind: 'payment-received', to: 'nadia@example.com', reference },
    ]);
    const [receipt] = await outbox();
    expect(receipt!.text_body).toContain('Payment: Balance');
    expect(receipt!.text_body).toContain('Your booking is now paid in full.');

    // Paying again changes nothing and writes nothing.
    await t.db.deleteFrom('mail_outbox').execute();
    const again = await call(t.app, 'POST', `/api/my/bookings/${reference}/pay-balance`, {
      token: nadia.token,
      json: { payment_method: 'card', card_last4: '1111', balance: mine.json.data.payment.balance },
    });
    expect(again.status).toBe(422);
    expect(await sent()).toEqual([]);
  });

  it('a transfer the operator records: a receipt saying it was the deposit, the new balance', async () => {
    const { reference } = (await book({ method: 'bank', email: 'sara@example.com' })).json.data;
    await t.db.deleteFrom('mail_outbox').execute();
    const detail = await call<{ data: { booking: { payment: { due_at_booking: number } } } }>(
      t.app,
      'GET',
      `/api/admin/bookings/${reference}`,
      { token: admin },
    );
    const res = await call(t.app, 'POST', `/api/admin/bookings/${reference}/payments`, {
      token: admin,
      json: { amount: detail.json.data.booking.payment.due_at_booking, method: 'bank' },
    });
    expect(res.status).toBe(201);
    expect(await sent()).toEqual([{ kind: 'payment-received', to: 'sara@example.com', reference }]);
    const [receipt] = await outbox();
    expect(receipt!.text_body).toContain('Payment: Deposit');
    expect(receipt!.text_body).toContain('Method: Bank transfer');
    expect(receipt!.text_body).toMatch(/Your new balance is \$[\d,]+\.\d\d, due by/);

    // More than the balance is refused: no mail.
    await t.db.deleteFrom('mail_outbox').execute();
    const over = await call(t.app, 'POST', `/api/admin/bookings/${reference}/payments`, {
      token: admin,
      json: { amount: 999_999, method: 'cash' },
    });
    expect(over.status).toBe(422);
    expect(await sent()).toEqual([]);
  });

  it('the traveller cancels: the refund to them, the alert to the operator', async () => {
    const { reference } = (await book({ token: nadia.token })).json.data;
    await t.db.deleteFrom('mail_outbox').execute();
    // A stale quote is refused (409) with nothing written.
    const stale = await call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, {
      token: nadia.token,
      json: { refund_percent: 50 },
    });
    expect(stale.status).toBe(409);
    expect(await sent()).toEqual([]);

    const res = await call(t.app, 'POST', `/api/my/bookings/${reference}/cancel`, {
      token: nadia.token,
      json: { refund_percent: 100 },
    });
    expect(res.status).toBe(200);
    expect(await sent()).toEqual([
      { kind: 'booking-cancelled', to: 'nadia@example.com', reference },
      { kind: 'operator-booking-cancelled', to: OPERATOR, reference },
    ]);
    const [notice] = await outbox();
    expect(notice!.text_body).toMatch(/We are refunding \$[\d,]+\.\d\d \(100% of/);
  });

  it('a guest cancels on Manage my booking with Booking Alerts off: only their notice', async () => {
    await switches({ bookingAlerts: false });
    const { reference } = (await book({ email: 'guest@example.com' })).json.data;
    await t.db.deleteFrom('mail_outbox').execute();
    const res = await call(t.app, 'POST', '/api/manage-booking/cancel', {
      ip: nextIp(),
      json: { reference, email: 'guest@example.com', refund_percent: 100 },
    });
    expect(res.status).toBe(200);
    expect(await sent()).toEqual([
      { kind: 'booking-cancelled', to: 'guest@example.com', reference },
    ]);
  });

  it('the operator cancels for the customer: the traveller is told, no alert to the operator', async () => {
    const { reference } = (await book({ email: 'omar@example.com' })).json.data;
    await t.db.deleteFrom('mail_outbox').execute();
    const res = await call(t.app, 'POST', `/api/admin/bookings/${reference}/cancel`, {
      token: admin,
      json: { refund_amount: 10, reason: 'Agreed by phone' },
    });
    expect(res.status).toBe(200);
    expect(await sent()).toEqual([
      { kind: 'booking-cancelled', to: 'omar@example.com', reference },
    ]);
    const [notice] = await outbox();
    expect(notice!.text_body).toContain('our team has cancelled your booking');
    expect(notice!.text_body).toContain('Refund: $10.00');
  });
});

describe('enquiries and reviews', () => {
  const contact = {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    subject: 'booking',
    message: 'Is the Hunza tour open in October?',
  };
  const customTour = {
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    groups_size: '4',
    destination: 'Deosai Plains',
    duration: '6 days',
    activities: 'Camping',
  };

  it('a contact message and a custom tour request: acknowledgement and operator alert', async () => {
    expect(
      (await call(t.app, 'POST', '/api/contact', { ip: nextIp(), json: contact })).status,
    ).toBe(201);
    expect(
      (await call(t.app, 'POST', '/api/custom-tour-request', { ip: nextIp(), json: customTour }))
        .status,
    ).toBe(201);
    expect(await sent()).toEqual([
      { kind: 'enquiry-received', to: 'bilal@example.com', reference: null },
      { kind: 'operator-new-enquiry', to: OPERATOR, reference: null },
      { kind: 'enquiry-received', to: 'bilal@example.com', reference: null },
      { kind: 'operator-new-enquiry', to: OPERATOR, reference: null },
    ]);
    const subjects = (await outbox()).map((m) => m.subject);
    expect(subjects[2]).toBe('We received your custom tour request – Karakoram Trails');
    expect(subjects[3]).toBe('New custom tour request from Bilal Ahmed: Deosai Plains');
  });

  it('with Email Notifications off the sender is still acknowledged; a refused one writes nothing', async () => {
    await switches({ emailNotifications: false });
    await call(t.app, 'POST', '/api/contact', { ip: nextIp(), json: contact });
    expect((await sent()).map((m) => m.kind)).toEqual(['enquiry-received']);

    await t.db.deleteFrom('mail_outbox').execute();
    const refused = await call(t.app, 'POST', '/api/contact', {
      ip: nextIp(),
      json: { ...contact, message: '' },
    });
    expect(refused.status).toBe(422);
    expect(await sent()).toEqual([]);
  });

  it('a review of a completed trip alerts the operator, unless Customer Reviews is off', async () => {
    const past = await departureOn(t.db, k2.id, addDays(TODAY, -40));
    const first = await insertBooking(t.db, {
      userId: nadia.id,
      tourId: k2.id,
      departureId: past,
      totalCents: 100_000,
      createdAt: daysAgo(90),
    });
    const second = await insertBooking(t.db, {
      userId: nadia.id,
      tourId: k2.id,
      departureId: past,
      totalCents: 100_000,
      createdAt: daysAgo(90),
    });
    const review = (reference: string) =>
      call(t.app, 'POST', `/api/my/bookings/${reference}/review`, {
        token: nadia.token,
        json: { rating: 5, comment: 'Unforgettable days under K2, superbly organised.' },
      });
    expect((await review(first.reference)).status).toBe(201);
    expect(await sent()).toEqual([
      { kind: 'operator-new-review', to: OPERATOR, reference: first.reference },
    ]);
    expect((await outbox())[0]!.subject).toContain(first.reference);

    await t.db.deleteFrom('mail_outbox').execute();
    expect((await review(first.reference)).status).toBe(409);
    await switches({ customerReviews: false });
    expect((await review(second.reference)).status).toBe(201);
    expect(await sent()).toEqual([]);
  });
});

describe('the balance reminder job', () => {
  const env = { siteUrl: SITE };

  /** A booking starting `startIn` days after FIXED_NOW with `paidCents` of $1,000.00 paid. */
  async function booking(
    startIn: number,
    paidCents: number,
    extra: { status?: 'Confirmed' | 'Cancelled'; userId?: number | null; email?: string } = {},
  ) {
    const departureId = await departureOn(t.db, k2.id, addDays(TODAY, startIn));
    return insertBooking(t.db, {
      userId: extra.userId ?? null,
      tourId: k2.id,
      departureId,
      totalCents: 100_000,
      paidCents,
      paymentMethod: paidCents === 0 ? 'bank' : 'card',
      status: extra.status,
      contactEmail: extra.email ?? 'reminded@example.com',
      createdAt: daysAgo(20),
    });
  }

  // Earlier tests booked trips 90+ days ahead or in the past: outside every window here.
  it('sends once per booking within N days of the due date, even with two workers', async () => {
    // Due (start - 30) in 7 days: inside the default window; in 8 days: outside it.
    const inside = await booking(37, 20_000);
    const dueToday = await booking(30, 20_000);
    const later = await booking(38, 20_000);
    await booking(36, 0); // an unpaid transfer: nothing to balance yet
    await booking(35, 100_000); // paid in full
    await booking(34, 20_000, { status: 'Cancelled' });
    const optedOut = await registerTraveller(t, {
      name: 'Quiet Traveller',
      email: 'quiet@example.com',
      password: 'quiet-password',
    });
    const optOut = await call(t.app, 'PUT', '/api/my/preferences', {
      token: optedOut.token,
      json: { tour_type: 'any', notifications: false, newsletter: false, language: 'en' },
    });
    expect(optOut.status).toBe(200);
    // Registration's welcome mail (issue 15) is not what this test counts.
    await t.db.deleteFrom('mail_outbox').execute();
    await booking(33, 20_000, { userId: optedOut.id, email: 'quiet@example.com' });
    // A traveller with the default preferences (on) is reminded.
    const withAccount = await booking(32, 20_000, { userId: nadia.id, email: 'nadia@example.com' });

    const [a, b] = await Promise.all([
      sendBalanceReminders(t.db, FIXED_NOW, env),
      sendBalanceReminders(t.db, FIXED_NOW, env),
    ]);
    expect(a + b).toBe(3);
    const reminders = await sent();
    expect(reminders.map((m) => m.reference).sort()).toEqual(
      [inside.reference, dueToday.reference, withAccount.reference].sort(),
    );
    expect(reminders.every((m) => m.kind === 'balance-reminder')).toBe(true);
    expect(reminders.find((m) => m.reference === withAccount.reference)!.to).toBe(
      'nadia@example.com',
    );
    const stamped = await t.db
      .selectFrom('bookings')
      .select('reference')
      .where('balance_reminder_sent_at', 'is not', null)
      .execute();
    expect(stamped.map((r) => r.reference).sort()).toEqual(
      reminders.map((m) => m.reference).sort(),
    );

    // The next runs send nothing more; a wider window (Settings) takes the later one, once.
    expect(await sendBalanceReminders(t.db, FIXED_NOW, env)).toBe(0);
    await writeSettings(t.db, {
      ...DEFAULT_SETTINGS,
      payments: { ...DEFAULT_SETTINGS.payments, balanceReminderDays: 8 },
    });
    expect(await sendBalanceReminders(t.db, FIXED_NOW, env)).toBe(1);
    expect((await sent()).at(-1)).toEqual({
      kind: 'balance-reminder',
      to: 'reminded@example.com',
      reference: later.reference,
    });
    expect(await sendBalanceReminders(t.db, FIXED_NOW, env)).toBe(0);
  });

  it('runs as a scheduler job and names the balance and due date in the message', async () => {
    const due = await booking(36, 20_000);
    const { startScheduler } = await import('../../server/jobs/scheduler');
    const scheduler = startScheduler({
      db: t.db,
      clock: t.clock,
      intervalMs: 3_600_000,
      siteUrl: () => SITE,
      log: (line) => {
        throw new Error(line);
      },
    });
    await scheduler.tick();
    await scheduler.stop();
    const [reminder] = await outbox();
    expect(reminder).toMatchObject({ kind: 'balance-reminder', reference: due.reference });
    expect(reminder!.subject).toBe(
      // Starts April 15, 2025: the balance is due 30 days before.
      `Balance of $800.00 due March 16, 2025 – booking ${due.reference}`,
    );
    expect(reminder!.text_body).toContain(`${SITE}/manage-booking`);
  });
});
