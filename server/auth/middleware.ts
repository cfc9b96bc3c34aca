import type { Context, MiddlewareHandler } from 'hono';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../contract';
import { TWO_FACTOR_MESSAGES } from '../../contract/two-factor';
import type { AppEnv, AuthContext } from '../http/env';
import { bearerToken, hashToken } from './tokens';
import { readSettings } from '../admin-data/settings';
import { PASSWORD_EXPIRED_MESSAGE } from '../../contract/settings';
import { ipAllowed, ipRefusal } from './ip-restriction';
import { passwordExpired } from './password-expiry';
import { hasTwoFactor } from './two-factor';
import { toApiUser, loadRoleNames } from './users';

/** last_used_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

/** Resolves the bearer token to a user, reading the user and roles from the database. */
export async function authenticate(c: Context<AppEnv>): Promise<AuthContext | null> {
  const token = bearerToken(c.req.header('authorization'));
  if (!token) return null;
  const { db, clock, config } = c.var.services;
  const now = clock();
  const issuedAfter = new Date(now.getTime() - config.tokenLifetimeMs).toISOString();
  const usedAfter = new Date(now.getTime() - config.sessionIdleMs).toISOString();

  const row = await db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.last_used_at',
      'users.id',
      'users.name',
      'users.email',
      'users.status',
      'users.created_at',
    ])
    .where('access_tokens.token_hash', '=', hashToken(token))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.created_at', '>', issuedAfter)
    // Idle too long: last used (refreshed at most once a minute) or, never used, issued before.
    .where(
      (eb) => eb.fn.coalesce('access_tokens.last_used_at', 'access_tokens.created_at'),
      '>',
      usedAfter,
    )
    .executeTakeFirst();
  if (!row || row.status !== 'Active') return null;

  const lastUsed = row.last_used_at ? Date.parse(row.last_used_at) : 0;
  if (now.getTime() - lastUsed > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('access_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('id', '=', row.token_id)
      .execute();
  }

  const roles = await loadRoleNames(db, row.id);
  return { user: toApiUser(row, roles), tokenId: row.token_id };
}

function unauthenticated(c: Context) {
  return c.json({ message: UNAUTHENTICATED_MESSAGE }, 401);
}

/** 401 { message: 'Unauthenticated.' } unless a valid, unrevoked token is presented. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const auth = await authenticate(c);
  if (!auth) return unauthenticated(c);
  c.set('auth', auth);
  await next();
};

const hasRole = (auth: AuthContext, role: string) => auth.user.roles.some((r) => r.name === role);

/**
 * Optional auth for a public endpoint that shows admins more: true when the request carries a
 * valid admin token. Never answers 401/403; a missing or stale token is simply a guest.
 */
export async function isAdminRequest(c: Context<AppEnv>): Promise<boolean> {
  const auth = await authenticate(c);
  if (auth === null || !hasRole(auth, 'admin')) return false;
  // Outside the IP allow-list an admin sees the public site as a guest does.
  return ipAllowed(c, (await readSettings(c.var.services.db)).security);
}

/**
 * requireAuth, then 403 { message: 'This action is unauthorized.' } unless the user is an admin.
 * While the Security tab requires two-factor sign-in, an admin who has not set it up is refused
 * too (403 with `two_factor_setup_required`), except on the enrolment endpoints
 * (`enrolling: true`). An admin whose password has expired is refused (403 with
 * `password_change_required`) until they change it (PUT /api/my/password). While IP restriction is on, an address outside the allow-list is refused
 * (403 with `ip_restricted`) on every admin endpoint, enrolment included.
 */
function requireAdminRole(options: { enrolling: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = await authenticate(c);
    if (!auth) return unauthenticated(c);
    if (!hasRole(auth, 'admin')) {
      return c.json({ message: FORBIDDEN_MESSAGE }, 403);
    }
    const { db } = c.var.services;
    const { security } = await readSettings(db);
    if (!ipAllowed(c, security)) return ipRefusal(c);
    if (await passwordExpired(db, auth.user.id, security.passwordExpiry, c.var.services.clock())) {
      return c.json({ message: PASSWORD_EXPIRED_MESSAGE, password_change_required: true }, 403);
    }
    if (!options.enrolling && security.twoFactorAuth && !(await hasTwoFactor(db, auth.user.id))) {
      return c.json(
        { message: TWO_FACTOR_MESSAGES.setupRequired, two_factor_setup_required: true },
        403,
      );
    }
    c.set('auth', auth);
    await next();
  };
}

export const requireAdmin = requireAdminRole({ enrolling: false });
/** An admin on the way to setting up two-factor sign-in (allowed before the setting is met). */
export const requireAdminEnrolling = requireAdminRole({ enrolling: true });
