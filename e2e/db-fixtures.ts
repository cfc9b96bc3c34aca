// Direct writes to the e2e server's SQLite database, for what the API rightly refuses to create:
// a trip that already happened (departures and bookings can only be made in the future).
import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { E2E_DATA_DIR } from './fixtures';

/** server/db/database.ts keeps the embedded database in DATA_DIR/app.db. */
const DB_FILE = path.resolve(E2E_DATA_DIR, 'app.db');

function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_FILE, { fileMustExist: true });
  try {
    // The server holds the same file open (WAL): wait for its writes instead of failing.
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    // BEGIN IMMEDIATE takes the write lock first, through the busy timeout. A deferred
    // transaction reads first, and when the server commits before its first write that write
    // fails at once with "database is locked" (a stale WAL snapshot is not retried).
    return db.transaction(() => work(db)).immediate();
  } finally {
    db.close();
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 8 uppercase alphanumerics, like the server's references (prefixed so they never collide). */
function pastReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(7);
  return `P${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export interface PastBooking {
  reference: string;
  /** yyyy-mm-dd */
  startDate: string;
  totalCents: number;
}

/**
 * A completed trip of `tourId` for the account with `email`: a departure `daysAgo` days ago
 * (long enough ago that the whole trip is over) and a paid card booking of it, as the server
 * would have stored it then.
 */
export function insertCompletedBooking(options: {
  email: string;
  tourId: number;
  daysAgo?: number;
  travelers?: number;
}): PastBooking {
  const { email, tourId, daysAgo = 90, travelers = 1 } = options;
  return withDatabase((db) => {
    const user = db
      .prepare('select id, name, email from users where email = ?')
      .get(email.trim().toLowerCase()) as { id: number; name: string; email: string } | undefined;
    if (!user) throw new Error(`No account for ${email}`);
    const tour = db.prepare('select price_cents, duration from tours where id = ?').get(tourId) as
      { price_cents: number; duration: number } | undefined;
    if (!tour) throw new Error(`No tour ${tourId}`);
    if (tour.duration >= daysAgo) throw new Error(`Tour ${tourId} would not be over yet`);

    const start = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
    const startDate = isoDay(start);
    const bookedAt = new Date(start.getTime() - 60 * 24 * 60 * 60 * 1000).toISOString();
    // One past departure per tour and day; reuse it when another test made it already.
    db.prepare(
      `insert into departures (tour_id, start_date, capacity, seats_booked) values (?, ?, 12, 0)
       on conflict (tour_id, start_date) do nothing`,
    ).run(tourId, startDate);
    const departure = db
      .prepare('select id from departures where tour_id = ? and start_date = ?')
      .get(tourId, startDate) as { id: number };
    db.prepare('update departures set seats_booked = seats_booked + ? where id = ?').run(
      travelers,
      departure.id,
    );

    const reference = pastReference();
    const totalCents = tour.price_cents * travelers;
    db.prepare(
      `insert into bookings (reference, user_id, tour_id, departure_id, travelers, add_ons,
         total_cents, paid_cents, due_at_booking_cents, status, payment_method, payment_status,
         card_last4, contact_name, contact_email, contact_phone, created_at, updated_at)
       values (?, ?, ?, ?, ?, '[]', ?, ?, ?, 'Confirmed', 'card', 'Paid', '4242', ?, ?, '+92 300 1234567', ?, ?)`,
    ).run(
      reference,
      user.id,
      tourId,
      departure.id,
      travelers,
      totalCents,
      totalCents,
      totalCents,
      user.name,
      user.email,
      bookedAt,
      bookedAt,
    );
    // Paid in full at booking: the ledger the running sum stands for.
    db.prepare(
      `insert into booking_payments (booking_id, kind, method, amount_cents, card_last4, created_at)
       select id, 'full', 'card', total_cents, '4242', created_at from bookings where reference = ?`,
    ).run(reference);
    return { reference, startDate, totalCents };
  });
}

/**
 * A message in the mail outbox, written by the server's own `enqueueMail` (server/mail/outbox.ts)
 * on the e2e database; `failed` then marks it as one that kept failing (only Retry sends it
 * again). Until the transactional mails are on main, nothing in the UI writes one.
 */
export async function insertOutboxMail(mail: {
  to: string;
  subject: string;
  html: string;
  text: string;
  failed?: boolean;
}): Promise<number> {
  const { createDatabase } = await import('../server/db/database');
  const { enqueueMail } = await import('../server/mail/outbox');
  const db = createDatabase({ kind: 'sqlite', filename: DB_FILE });
  try {
    const id = await enqueueMail(db, { kind: 'e2e', ...mail }, new Date());
    if (mail.failed) {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts: 6, last_error: 'connect ECONNREFUSED 10.0.0.9:587' })
        .where('id', '=', id)
        .execute();
    }
    return id;
  } finally {
    await db.destroy();
  }
}

/** Makes an account an admin (no API grants the role): a second admin of the two-factor journey. */
export function grantAdminRole(email: string): void {
  withDatabase((db) => {
    db.prepare(
      `insert into user_roles (user_id, role_id)
       select users.id, roles.id from users, roles where users.email = ? and roles.name = 'admin'`,
    ).run(email);
  });
}

/** Makes the account's password `days` old (Password Expiry counts from when it was set). */
export function agePassword(email: string, days: number): void {
  const setAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
  withDatabase((db) => {
    db.prepare('update users set password_changed_at = ? where email = ?').run(setAt, email);
  });
}

/**
 * Turns Settings > Security > Two-Factor Authentication on or off in the stored row. The API
 * rightly refuses to turn it on for an admin without two-factor, which the seeded admin is;
 * a journey that turns it on turns it off again, or every later admin sign-in is sent to enrol.
 */
export function requireTwoFactor(on: boolean): void {
  withDatabase((db) => {
    const row = db.prepare(`select value from settings where key = 'security'`).get() as
      { value: string } | undefined;
    const security = { ...(row ? (JSON.parse(row.value) as object) : {}), twoFactorAuth: on };
    db.prepare(
      `insert into settings (key, value) values ('security', ?)
       on conflict (key) do update set value = excluded.value`,
    ).run(JSON.stringify(security));
  });
}
