import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../database';
import type { MigrationDb } from './helpers';

/*
 * Scale (issue 16): at 1,000 tours, 50,000 customers and 500,000 bookings the admin pages must
 * answer in under 100 ms. Two things:
 *
 * 1. Indexes for the orders and filters the admin lists and the dashboard use.
 * 2. Aggregates kept by the database itself, in the same transaction as every write that
 *    changes them (triggers on bookings, so the application, migrations, fixtures and hand
 *    edits all keep them exact):
 *    - on each departure: its bookings (any status), Confirmed bookings, and what the operator
 *      keeps (paid - refunded) from all of them and from the Confirmed ones;
 *    - customer_stats per user: bookings, the last booking's time, and what was kept.
 *    The per-departure sums sit on the row a booking already locks to take or return its
 *    seats, so no new lock order appears (PostgreSQL); customer_stats has no foreign key, so
 *    deleting a customer never waits on it (the row of a deleted customer is left at zero).
 */

const STAT_COLUMNS = [
  'bookings_count',
  'confirmed_count',
  'kept_cents',
  'confirmed_kept_cents',
] as const;

/**
 * The departure's share of one booking row (`old` or `new`), taken away (-) or added (+). The
 * same statement on both databases: SQLite runs it in its triggers, PostgreSQL in its function.
 */
const departureDelta = (row: 'old' | 'new', sign: '+' | '-') =>
  sql.raw(`update departures set
      bookings_count = bookings_count ${sign} 1,
      confirmed_count = confirmed_count ${sign} (case when ${row}.status = 'Confirmed' then 1 else 0 end),
      kept_cents = kept_cents ${sign} (${row}.paid_cents - ${row}.refunded_cents),
      confirmed_kept_cents = confirmed_kept_cents ${sign}
        (case when ${row}.status = 'Confirmed' then ${row}.paid_cents - ${row}.refunded_cents else 0 end)
    where id = ${row}.departure_id;`);

/** SQLite: counts the `new` booking for its customer, when `condition` holds. */
const sqliteCustomerAdd = (condition: string) =>
  sql.raw(`insert into customer_stats (user_id, bookings, last_booking, spent_cents)
      select new.user_id, 1, new.created_at, new.paid_cents - new.refunded_cents
      where ${condition}
      on conflict (user_id) do update set
        bookings = bookings + 1,
        last_booking = max(coalesce(last_booking, ''), excluded.last_booking),
        spent_cents = spent_cents + excluded.spent_cents;`);

/** SQLite: takes the `old` booking away from its customer, when `condition` holds. */
const sqliteCustomerRemove = (condition: string) =>
  sql.raw(`update customer_stats set
      bookings = bookings - 1,
      spent_cents = spent_cents - (old.paid_cents - old.refunded_cents),
      last_booking = (select max(created_at) from bookings where user_id = old.user_id)
    where ${condition};`);

/** SQLite: one trigger per event. */
const sqliteTriggers = [
  sql`create trigger bookings_stats_insert after insert on bookings begin
    ${departureDelta('new', '+')}
    ${sqliteCustomerAdd('new.user_id is not null')}
  end`,
  sql`create trigger bookings_stats_delete after delete on bookings begin
    ${departureDelta('old', '-')}
    ${sqliteCustomerRemove('user_id = old.user_id')}
  end`,
  sql`create trigger bookings_stats_update
    after update of status, paid_cents, refunded_cents, departure_id, user_id, created_at
    on bookings begin
    ${departureDelta('old', '-')}
    ${departureDelta('new', '+')}
    ${sqliteCustomerRemove('user_id = old.user_id and old.user_id is not new.user_id')}
    ${sqliteCustomerAdd('new.user_id is not null and old.user_id is not new.user_id')}
    update customer_stats set
      spent_cents = spent_cents
        + (new.paid_cents - new.refunded_cents) - (old.paid_cents - old.refunded_cents),
      last_booking = (select max(created_at) from bookings where user_id = new.user_id)
    where user_id = new.user_id and old.user_id = new.user_id;
  end`,
];

/** PostgreSQL: one row trigger function for the three events. */
const postgresFunction = sql`create function bookings_stats() returns trigger
language plpgsql as $$
declare
  old_kept integer := 0;
  new_kept integer := 0;
begin
  if tg_op in ('UPDATE', 'DELETE') then
    old_kept := old.paid_cents - old.refunded_cents;
    ${departureDelta('old', '-')}
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    new_kept := new.paid_cents - new.refunded_cents;
    ${departureDelta('new', '+')}
  end if;
  if tg_op = 'UPDATE' then
    if old.user_id is not distinct from new.user_id then
      if new.user_id is not null then
        update customer_stats set
          spent_cents = spent_cents + new_kept - old_kept,
          last_booking = (select max(created_at) from bookings where user_id = new.user_id)
        where user_id = new.user_id;
      end if;
      return null;
    end if;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    if old.user_id is not null then
      update customer_stats set
        bookings = bookings - 1,
        spent_cents = spent_cents - old_kept,
        last_booking = (select max(created_at) from bookings where user_id = old.user_id)
      where user_id = old.user_id;
    end if;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    if new.user_id is not null then
      insert into customer_stats (user_id, bookings, last_booking, spent_cents)
        values (new.user_id, 1, new.created_at, new_kept)
        on conflict (user_id) do update set
          bookings = customer_stats.bookings + 1,
          last_booking = greatest(customer_stats.last_booking, excluded.last_booking),
          spent_cents = customer_stats.spent_cents + excluded.spent_cents;
    end if;
  end if;
  return null;
end
$$`;

const postgresTrigger = sql`create trigger bookings_stats
  after insert or delete or update of status, paid_cents, refunded_cents, departure_id, user_id, created_at
  on bookings for each row execute function bookings_stats()`;

export const scale: Migration = {
  async up(db: MigrationDb) {
    const postgres = dialectOf(db) === 'postgres';

    // Orders and filters of the admin lists, the dashboard and My Account.
    await db.schema.dropIndex('bookings_user_idx').execute();
    await db.schema
      .createIndex('bookings_user_created_idx')
      .on('bookings')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('bookings_created_idx')
      .on('bookings')
      .columns(['created_at', 'status', 'paid_cents', 'refunded_cents'])
      .execute();
    await db.schema
      .createIndex('bookings_status_created_idx')
      .on('bookings')
      .columns(['status', 'created_at'])
      .execute();
    // The admin list's sorts (total, name) and payment-state filters (count and page).
    await db.schema
      .createIndex('bookings_total_idx')
      .on('bookings')
      .column('total_cents')
      .execute();
    await db.schema
      .createIndex('bookings_name_idx')
      .on('bookings')
      .expression(sql`lower(contact_name)`)
      .execute();
    await db.schema
      .createIndex('bookings_payment_idx')
      .on('bookings')
      .columns(['status', 'payment_method', 'paid_cents', 'total_cents'])
      .execute();
    // Claiming guest bookings when an address is verified looks them up by this expression.
    await db.schema
      .createIndex('bookings_contact_email_idx')
      .on('bookings')
      .expression(sql`lower(trim(contact_email))`)
      .execute();
    await db.schema.dropIndex('reviews_tour_idx').execute();
    await db.schema
      .createIndex('reviews_tour_date_idx')
      .on('reviews')
      .columns(['tour_id', 'date', 'id'])
      .execute();
    await db.schema.createIndex('reviews_date_idx').on('reviews').columns(['date', 'id']).execute();
    await db.schema
      .createIndex('users_created_idx')
      .on('users')
      .columns(['created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('departures_start_idx')
      .on('departures')
      .column('start_date')
      .execute();

    // The aggregates, then their values for the bookings already stored.
    for (const column of STAT_COLUMNS) {
      await db.schema
        .alterTable('departures')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .createTable('customer_stats')
      .addColumn('user_id', 'integer', (col) => col.primaryKey())
      .addColumn('bookings', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_booking', 'text')
      .addColumn('spent_cents', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update departures set
      bookings_count = coalesce(totals.bookings_count, 0),
      confirmed_count = coalesce(totals.confirmed_count, 0),
      kept_cents = coalesce(totals.kept_cents, 0),
      confirmed_kept_cents = coalesce(totals.confirmed_kept_cents, 0)
      from (
        select departure_id,
          count(*) as bookings_count,
          sum(case when status = 'Confirmed' then 1 else 0 end) as confirmed_count,
          sum(paid_cents - refunded_cents) as kept_cents,
          sum(case when status = 'Confirmed' then paid_cents - refunded_cents else 0 end)
            as confirmed_kept_cents
        from bookings group by departure_id
      ) as totals
      where totals.departure_id = departures.id`.execute(db);
    await sql`insert into customer_stats (user_id, bookings, last_booking, spent_cents)
      select user_id, count(*), max(created_at), sum(paid_cents - refunded_cents)
      from bookings where user_id is not null group by user_id`.execute(db);

    if (postgres) {
      await postgresFunction.execute(db);
      await postgresTrigger.execute(db);
    } else {
      for (const trigger of sqliteTriggers) await trigger.execute(db);
    }
    // Fresh planner statistics for the new indexes.
    await sql`analyze`.execute(db);
  },

  async down(db: MigrationDb) {
    if (dialectOf(db) === 'postgres') {
      await sql`drop trigger bookings_stats on bookings`.execute(db);
      await sql`drop function bookings_stats()`.execute(db);
    } else {
      for (const name of ['insert', 'delete', 'update']) {
        await sql`drop trigger ${sql.raw(`bookings_stats_${name}`)}`.execute(db);
      }
    }
    await db.schema.dropTable('customer_stats').execute();
    for (const column of STAT_COLUMNS) {
      await db.schema.alterTable('departures').dropColumn(column).execute();
    }
    for (const index of [
      'departures_start_idx',
      'users_created_idx',
      'reviews_date_idx',
      'reviews_tour_date_idx',
      'bookings_contact_email_idx',
      'bookings_payment_idx',
      'bookings_name_idx',
      'bookings_total_idx',
      'bookings_status_created_idx',
      'bookings_created_idx',
      'bookings_user_created_idx',
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    await db.schema.createIndex('reviews_tour_idx').on('reviews').column('tour_id').execute();
    await db.schema.createIndex('bookings_user_idx').on('bookings').column('user_id').execute();
  },
};
