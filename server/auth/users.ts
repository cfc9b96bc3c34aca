import type { Kysely } from 'kysely';
import type { ApiUser } from '../../contract';
import type { Database, UserRow } from '../db/types';

/** Role names of a user, admin first so `roles[0]` (the client's "role") is the strongest. */
export async function loadRoleNames(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.name')
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
  const names = rows.map((row) => row.name);
  return [...names.filter((n) => n === 'admin'), ...names.filter((n) => n !== 'admin')];
}

/** The only way a user leaves the server: an explicit allow-list of fields. */
export function toApiUser(
  row: Pick<UserRow, 'id' | 'name' | 'email' | 'created_at'>,
  roles: string[],
): ApiUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: roles.map((name) => ({ name })),
    created_at: row.created_at,
  };
}

export async function loadApiUser(db: Kysely<Database>, row: UserRow): Promise<ApiUser> {
  return toApiUser(row, await loadRoleNames(db, row.id));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
