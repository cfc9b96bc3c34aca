import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/*
 * Scale, continued (issue 16): the admin bookings list's "Balance due" and "Overdue" filters.
 *
 * Both select the bookings still owing that are not waiting for a first bank transfer
 * (Confirmed, paid less than the total, and paid something or paying by another method); the
 * departure's start decides which (overdue when its balance, due 30 days before the start, is
 * late). At 500,000 bookings that is some 60,000 bookings on 22,000 upcoming departures, and
 * testing each booking's departure against those departures took 40 ms or more on SQLite (whose
 * synchronous driver blocks the event loop all along).
 *
 * departures.owing_count counts those bookings per departure, kept by triggers on bookings in
 * the same transaction as every write (like 0010's sums on the same row, which a booking write
 * already locks: no new lock order). The filters' counts sum it over the departures on one
 * side of the due day, from a partial index on the departures with any such booking; and the
 * filters' pages test a booking's departure against the few departures with an overdue
 * balance instead of every upcoming one (server/admin-data/bookings.ts `paymentStateIs`).
 */

/** The booking row (`old` or `new`) is owing and not awaiting a transfer: 1, else 0. */
const owing = (row: 'old' | 'new') =>
  `(case when ${row}.status = 'Confirmed' and ${row}.paid_cents < ${row}.total_cents
    and (${row}.paid_cents > 0 or ${row}.payment_method <> 'bank') then 1 else 0 end)`;

const sqliteTriggers = [
  sql`create trigger bookings_owing_insert after insert on bookings
    when ${sql.raw(owing('new'))} = 1 begin
    update departures set owing_count = owing_count + 1 where id = new.departure_id;
  end`,
  sql`create trigger bookings_owing_delete after delete on bookings
    when ${sql.raw(owing('old'))} = 1 begin
    update departures set owing_count = owing_count - 1 where id = old.departure_id;
  end`,
  sql`create trigger bookings_owing_update
    after update of status, paid_cents, total_cents, payment_method, departure_id on bookings
    when ${sql.raw(owing('old'))} <> ${sql.raw(owing('new'))}
      or (${sql.raw(owing('old'))} = 1 and old.departure_id <> new.departure_id) begin
    update departures set owing_count = owing_count - ${sql.raw(owing('old'))}
      where id = old.departure_id;
    update departures set owing_count = owing_count + ${sql.raw(owing('new'))}
      where id = new.departure_id;
  end`,
];

const SQLITE_TRIGGER_NAMES = ['insert', 'delete', 'update'].map((e) => `bookings_owing_${e}`);

const postgresFunction = sql`create function bookings_owing() returns trigger
language plpgsql as $$
declare
  was integer := 0;
  now_owing integer := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    was := ${sql.raw(owing('old'))};
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    now_owing := ${sql.raw(owing('new'))};
  end if;
  if tg_op = 'UPDATE' and was = now_owing
      and (was = 0 or old.departure_id = new.departure_id) then
    return null;
  end if;
  if was = 1 then
    update departures set owing_count = owing_count - 1 where id = old.departure_id;
  end if;
  if now_owing = 1 then
    update departures set owing_count = owing_count + 1 where id = new.departure_id;
  end if;
  return null;
end
$$`;

const postgresTrigger = sql`create trigger bookings_owing
  after insert or delete or update of status, paid_cents, total_cents, payment_method, departure_id
  on bookings for each row execute function bookings_owing()`;

export const departureOwing: Migration = {
  async up(db: MigrationDb) {
    const postgres = dialectOf(db) === 'postgres';
    // PostgreSQL refuses to alter or index a table with deferred trigger events pending (0009's
    // catalogue-version triggers on departures fire at commit): they run at each statement
    // here, and are deferred again after.
    if (postgres) await sql`set constraints all immediate`.execute(db);
    await db.schema
      .alterTable('departures')
      .addColumn('owing_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update departures set owing_count = owing.n
      from (
        select departure_id, count(*) as n from bookings
        where status = 'Confirmed' and paid_cents < total_cents
          and (paid_cents > 0 or payment_method <> 'bank')
        group by departure_id
      ) as owing
      where owing.departure_id = departures.id`.execute(db);
    await sql`create index departures_owing_idx on departures (start_date, owing_count)
      where owing_count > 0`.execute(db);
    if (postgres) {
      await sql`set constraints all deferred`.execute(db);
      await postgresFunction.execute(db);
      await postgresTrigger.execute(db);
      await sql`analyze departures`.execute(db);
    } else {
      for (const trigger of sqliteTriggers) await trigger.execute(db);
      await sql`analyze departures_owing_idx`.execute(db);
    }
  },

  async down(db: MigrationDb) {
    const postgres = dialectOf(db) === 'postgres';
    if (postgres) {
      await sql`drop trigger bookings_owing on bookings`.execute(db);
      await sql`drop function bookings_owing()`.execute(db);
      await sql`set constraints all immediate`.execute(db);
    } else {
      for (const name of SQLITE_TRIGGER_NAMES) await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
    await sql`drop index departures_owing_idx`.execute(db);
    await db.schema.alterTable('departures').dropColumn('owing_count').execute();
    if (postgres) await sql`set constraints all deferred`.execute(db);
  },
};
