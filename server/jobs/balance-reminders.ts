import type { Kysely } from 'kysely';
import { BALANCE_DUE_DAYS_BEFORE } from '../../contract/bookings';
import { parsePreferences } from '../account/profile';
import { readSettings } from '../admin-data/settings';
import { addDays, isoDate } from '../catalog/dates';
import type { Database } from '../db/types';
import { loadBookingMail } from '../mail/booking-data';
import { queueTemplate } from '../mail/compose';
import { balanceReminder } from '../mail/templates/balance-reminder';
import type { JobEnv } from './scheduler';

/** Reminders sent per run at most; the next run takes the rest. */
const BATCH = 100;

/**
 * E-mails the balance reminder for bookings whose balance falls due within Settings > Payments
 * `balanceReminderDays` (due 30 days before the start, SPEC 9): Confirmed, something paid (an
 * unpaid transfer is not a balance), not paid in full, not reminded yet. Travellers whose
 * profile turned Email Notifications off are skipped (guests have no such switch).
 *
 * Sent once per booking with any number of workers: the reminder is queued in the transaction
 * of a conditional UPDATE that stamps balance_reminder_sent_at only while it is still empty, so
 * a second worker updates nothing and queues nothing. Returns how many reminders were queued.
 */
export async function sendBalanceReminders(
  db: Kysely<Database>,
  now: Date,
  env: JobEnv,
): Promise<number> {
  const today = isoDate(now);
  const { payments } = await readSettings(db);
  // Due today .. due in N days  <=>  starts in 30 .. 30 + N days.
  const firstStart = addDays(today, BALANCE_DUE_DAYS_BEFORE);
  const lastStart = addDays(today, BALANCE_DUE_DAYS_BEFORE + payments.balanceReminderDays);
  const due = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departure_id')
    .leftJoin('users', 'users.id', 'bookings.user_id')
    .select(['bookings.id', 'users.preferences'])
    .where('bookings.status', '=', 'Confirmed')
    .where('bookings.balance_reminder_sent_at', 'is', null)
    .where('bookings.paid_cents', '>', 0)
    .where((eb) => eb('bookings.paid_cents', '<', eb.ref('bookings.total_cents')))
    .where('departures.start_date', '>=', firstStart)
    .where('departures.start_date', '<=', lastStart)
    .orderBy('departures.start_date')
    .orderBy('bookings.id')
    .limit(BATCH)
    .execute();
  const timestamp = now.toISOString();
  let sent = 0;
  for (const row of due) {
    if (row.preferences !== null && !parsePreferences(row.preferences).notifications) continue;
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('bookings')
        .set({ balance_reminder_sent_at: timestamp })
        .where('id', '=', row.id)
        .where('balance_reminder_sent_at', 'is', null)
        .where('status', '=', 'Confirmed')
        .where((eb) => eb('paid_cents', '<', eb.ref('total_cents')))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const data = await loadBookingMail(trx, row.id, now);
      await queueTemplate(trx, balanceReminder, data, {
        to: data.booking.contact.email,
        siteUrl: env.siteUrl,
        now,
        reference: data.booking.reference,
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
