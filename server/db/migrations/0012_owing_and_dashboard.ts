import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/*
 * Scale, continued (issue 16).
 *
 * 1. The admin bookings list's "Balance due" and "Overdue" filters read the bookings still
 *    owing (Confirmed, paid less than the total): about one in eight at 500,000 bookings. A
 *    partial index holds exactly those, with the columns the filters and the default order
 *    read, so the count and the page read the index rather than every Confirmed booking
 *    (server/admin-data/bookings.ts `paymentStateIs`).
 * 2. tour_stats: per tour, its bookings, its Confirmed bookings, what the operator keeps (paid - refunded)
 *    from them, and from all its bookings. The dashboard's revenue and Popular Tours read these
 *    1,000 rows instead of summing 84,000 departures' aggregates (migration 0010), and so
 *    does the admin bookings list's total when nothing filters it. Kept by
 *    triggers on bookings in the same transaction as every write, like 0010's. The row is
 *    touched only when a booking's contribution changes (insert, delete, a change of status,
 *    money or tour), never by a change of customer or departure within the tour: claiming
 *    guest bookings or deleting a customer (many bookings in one statement) takes no tour
 *    row, so the only new lock is the booked tour's row, taken after its departure's row.
 * 3. An index on departures (start_date, confirmed_count): the dashboard's active bookings sum
 *    the departures not started yet from the index alone. The dashboard's trends and the
 *    customer list's countries get covering indexes too (see below).
 */

const CONTRIBUTES = `old.status is not new.status or old.paid_cents <> new.paid_cents
  or old.refunded_cents <> new.refunded_cents or old.tour_id <> new.tour_id`;

const sqliteAdd = (row: 'new' | 'old', sign: '+' | '-') => {
  const kept = `(${row}.paid_cents - ${row}.refunded_cents)`;
  const confirmed = `(${row}.status = 'Confirmed')`;
  return sql.raw(`insert into tour_stats
        (tour_id, bookings_count, confirmed_count, confirmed_kept_cents, kept_cents)
      values (${row}.tour_id, ${sign}1, ${sign}${confirmed}, ${sign}(${confirmed} * ${kept}), ${sign}${kept})
      on conflict (tour_id) do update set
        bookings_count = bookings_count + excluded.bookings_count,
        confirmed_count = confirmed_count + excluded.confirmed_count,
        confirmed_kept_cents = confirmed_kept_cents + excluded.confirmed_kept_cents,
        kept_cents = kept_cents + excluded.kept_cents;`);
};

const sqliteTriggers = [
  sql`create trigger bookings_tour_stats_insert after insert on bookings begin
    ${sqliteAdd('new', '+')}
  end`,
  sql`create trigger bookings_tour_stats_delete after delete on bookings begin
    ${sqliteAdd('old', '-')}
  end`,
  sql`create trigger bookings_tour_stats_update
    after update of status, paid_cents, refunded_cents, tour_id on bookings
    when ${sql.raw(CONTRIBUTES)} begin
    ${sqliteAdd('old', '-')}
    ${sqliteAdd('new', '+')}
  end`,
];

const SQLITE_TRIGGER_NAMES = ['insert', 'delete', 'update'].map((e) => `bookings_tour_stats_${e}`);

const postgresFunction = sql`create function bookings_tour_stats() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    if old.status is not distinct from new.status and old.paid_cents = new.paid_cents
      and old.refunded_cents = new.refunded_cents and old.tour_id = new.tour_id then
      return null;
    end if;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update tour_stats set
      bookings_count = bookings_count - 1,
      confirmed_count = confirmed_count - (case when old.status = 'Confirmed' then 1 else 0 end),
      confirmed_kept_cents = confirmed_kept_cents - (case when old.status = 'Confirmed'
        then old.paid_cents - old.refunded_cents else 0 end),
      kept_cents = kept_cents - (old.paid_cents - old.refunded_cents)
    where tour_id = old.tour_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into tour_stats (tour_id, bookings_count, confirmed_count, confirmed_kept_cents,
        kept_cents)
      values (
        new.tour_id,
        1,
        case when new.status = 'Confirmed' then 1 else 0 end,
        case when new.status = 'Confirmed' then new.paid_cents - new.refunded_cents else 0 end,
        new.paid_cents - new.refunded_cents)
      on conflict (tour_id) do update set
        bookings_count = tour_stats.bookings_count + excluded.bookings_count,
        confirmed_count = tour_stats.confirmed_count + excluded.confirmed_count,
        confirmed_kept_cents = tour_stats.confirmed_kept_cents + excluded.confirmed_kept_cents,
        kept_cents = tour_stats.kept_cents + excluded.kept_cents;
  end if;
  return null;
end
$$`;

const postgresTrigger = sql`create trigger bookings_tour_stats
  after insert or delete or update of status, paid_cents, refunded_cents, tour_id
  on bookings for each row execute function bookings_tour_stats()`;

export const owingAndDashboard: Migration = {
  async up(db: MigrationDb) {
    const postgres = dialectOf(db) === 'postgres';
    // PostgreSQL refuses to index a table with deferred trigger events pending (an earlier
    // migration in the same transaction changed departures; 0009's catalogue-version triggers
    // fire at commit): they run now, and the triggers are deferred again after.
    if (postgres) await sql`set constraints all immediate`.execute(db);
    await sql`create index bookings_owing_idx
      on bookings (status, created_at, departure_id, payment_method, paid_cents, total_cents)
      where status = 'Confirmed' and paid_cents < total_cents`.execute(db);

    // The dashboard's active bookings: the Confirmed bookings of departures not started yet.
    await db.schema
      .createIndex('departures_start_confirmed_idx')
      .on('departures')
      .columns(['start_date', 'confirmed_count'])
      .execute();

    // The customer list's Country filter: the distinct trimmed countries, from an index.
    await db.schema
      .createIndex('users_country_idx')
      .on('users')
      .expression(sql`trim(country)`)
      .execute();
    // The dashboard's trends read the bookings made in a window with their status and money:
    // the (status, created_at) index of 0010 now carries the money too, so SQLite's skip-scan
    // over the three statuses reads the index alone.
    await db.schema.dropIndex('bookings_status_created_idx').execute();
    await db.schema
      .createIndex('bookings_status_created_idx')
      .on('bookings')
      .columns(['status', 'created_at', 'paid_cents', 'refunded_cents'])
      .execute();

    if (postgres) await sql`set constraints all deferred`.execute(db);

    await db.schema
      .createTable('tour_stats')
      .addColumn('tour_id', 'integer', (col) => col.primaryKey())
      .addColumn('bookings_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('confirmed_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('confirmed_kept_cents', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('kept_cents', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`insert into tour_stats
        (tour_id, bookings_count, confirmed_count, confirmed_kept_cents, kept_cents)
      select tour_id,
        count(*),
        sum(case when status = 'Confirmed' then 1 else 0 end),
        sum(case when status = 'Confirmed' then paid_cents - refunded_cents else 0 end),
        sum(paid_cents - refunded_cents)
      from bookings group by tour_id`.execute(db);
    if (postgres) {
      // The admin list's default order read from the index alone when an offset skips many
      // (SQLite's indexes hold the rowid already).
      await sql`create index bookings_created_id_idx on bookings (created_at, id)`.execute(db);
      await postgresFunction.execute(db);
      await postgresTrigger.execute(db);
      await sql`analyze bookings`.execute(db);
      await sql`analyze departures`.execute(db);
      await sql`analyze users`.execute(db);
      await sql`analyze tour_stats`.execute(db);
    } else {
      for (const trigger of sqliteTriggers) await trigger.execute(db);
      // Statistics for the new index and table only (a full ANALYZE reads every index).
      await sql`analyze bookings_owing_idx`.execute(db);
      await sql`analyze bookings_status_created_idx`.execute(db);
      await sql`analyze users_country_idx`.execute(db);
      await sql`analyze tour_stats`.execute(db);
      await sql`analyze departures_start_confirmed_idx`.execute(db);
    }
  },

  async down(db: MigrationDb) {
    if (dialectOf(db) === 'postgres') {
      await sql`drop index bookings_created_id_idx`.execute(db);
      await sql`drop trigger bookings_tour_stats on bookings`.execute(db);
      await sql`drop function bookings_tour_stats()`.execute(db);
    } else {
      for (const name of SQLITE_TRIGGER_NAMES) await sql`drop trigger ${sql.raw(name)}`.execute(db);
    }
    await db.schema.dropTable('tour_stats').execute();
    await db.schema.dropIndex('bookings_status_created_idx').execute();
    await db.schema
      .createIndex('bookings_status_created_idx')
      .on('bookings')
      .columns(['status', 'created_at'])
      .execute();
    await db.schema.dropIndex('users_country_idx').execute();
    await db.schema.dropIndex('departures_start_confirmed_idx').execute();
    await sql`drop index bookings_owing_idx`.execute(db);
  },
};
