import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { withId, type MigrationDb } from './helpers';

export const usersAndAuth: Migration = {
  async up(db: MigrationDb) {
    await withId(db, db.schema.createTable('users'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('phone', 'text')
      .addColumn('country', 'text')
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('Active'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('users_status_check', sql`status in ('Active', 'Inactive')`)
      .execute();

    await withId(db, db.schema.createTable('roles'))
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('role_id', 'integer', (col) =>
        col.notNull().references('roles.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute();
    await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role_id').execute();

    await withId(db, db.schema.createTable('access_tokens'))
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema
      .createIndex('access_tokens_user_idx')
      .on('access_tokens')
      .column('user_id')
      .execute();
  },

  async down(db: MigrationDb) {
    await db.schema.dropTable('access_tokens').execute();
    await db.schema.dropTable('user_roles').execute();
    await db.schema.dropTable('roles').execute();
    await db.schema.dropTable('users').execute();
  },
};
