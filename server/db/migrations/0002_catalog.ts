import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

export const catalog: Migration = {
  async up(db: MigrationDb) {
    await withId(db, db.schema.createTable('categories'))
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('image', 'text')
      .addColumn('icon', 'text')
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await withId(db, db.schema.createTable('tours'))
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('price_cents', 'integer', (col) => col.notNull())
      .addColumn('duration', 'integer', (col) => col.notNull())
      .addColumn('difficulty', 'text', (col) => col.notNull())
      .addColumn('location', 'text', (col) => col.notNull())
      .addColumn('group_size', 'text')
      .addColumn('altitude', 'text')
      .addColumn('season', 'text')
      .addColumn('important_notes', 'text')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Draft'))
      .addColumn('category_id', 'integer', (col) =>
        col.references('categories.id').onDelete('set null'),
      )
      .addColumn('thumbnail', 'text')
      .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('tours_status_check', sql`status in ('Active', 'Draft', 'Inactive')`)
      .addCheckConstraint('tours_featured_check', sql`featured in (0, 1)`)
      .addCheckConstraint('tours_price_check', sql`price_cents >= 0`)
      .addCheckConstraint('tours_duration_check', sql`duration >= 1`)
      .execute();
    await db.schema.createIndex('tours_status_idx').on('tours').column('status').execute();
    await db.schema.createIndex('tours_category_idx').on('tours').column('category_id').execute();

    await withId(db, db.schema.createTable('tour_media'))
      .addColumn('tour_id', 'integer', (col) =>
        col.notNull().references('tours.id').onDelete('cascade'),
      )
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('alt', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('tour_media_tour_idx').on('tour_media').column('tour_id').execute();

    await withId(db, db.schema.createTable('itinerary_days'))
      .addColumn('tour_id', 'integer', (col) =>
        col.notNull().references('tours.id').onDelete('cascade'),
      )
      .addColumn('day', 'integer', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addUniqueConstraint('itinerary_days_tour_day_unique', ['tour_id', 'day'])
      .addCheckConstraint('itinerary_days_day_check', sql`day >= 1`)
      .execute();

    await withId(db, db.schema.createTable('tour_inclusions'))
      .addColumn('tour_id', 'integer', (col) =>
        col.notNull().references('tours.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
      .addCheckConstraint('tour_inclusions_kind_check', sql`kind in ('include', 'exclude')`)
      .execute();
    await db.schema
      .createIndex('tour_inclusions_tour_idx')
      .on('tour_inclusions')
      .column('tour_id')
      .execute();

    await withId(db, db.schema.createTable('departures'))
      .addColumn('tour_id', 'integer', (col) =>
        col.notNull().references('tours.id').onDelete('cascade'),
      )
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('capacity', 'integer', (col) => col.notNull())
      .addColumn('seats_booked', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('departures_tour_date_unique', ['tour_id', 'start_date'])
      .addCheckConstraint(
        'departures_seats_check',
        sql`seats_booked >= 0 and capacity >= 1 and seats_booked <= capacity`,
      )
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('departures').execute();
    await db.schema.dropTable('tour_inclusions').execute();
    await db.schema.dropTable('itinerary_days').execute();
    await db.schema.dropTable('tour_media').execute();
    await db.schema.dropTable('tours').execute();
    await db.schema.dropTable('categories').execute();
  },
};
