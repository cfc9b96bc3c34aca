import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ACCOUNT_MESSAGES, RESET_LINK_HOURS } from '../../contract/account';
import { profileResponseSchema } from '../../contract/profile';
import { hashToken } from '../../server/auth/tokens';
import { RESEND_LIMIT, RESET_LIMITS } from '../../server/routes/account-recovery';
import { call, FIXED_NOW, login, seenBodies } from './harness';
import {
  departureOn,
  insertBooking,
  registerTraveller,
  tourBySlug,
  useTestServer,
  userIdOf,
} from '../support/server-fixtures';

const t = useTestServer();

const HOUR_MS = 60 * 60 * 1000;
let ipCounter = 0;
/** A fresh client address per test, so the per-IP limit of one test does not touch another. */
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

const forgot = (email: string, ip = nextIp()) =>
  call<{ message: string }>(t.app, 'POST', '/api/forgot-password', { json: { email }, ip });

const resetPassword = (token: string, password: string, confirmation = password) =>
  call<{ message: string; errors?: Record<string, string[]> }>(
    t.app,
    'POST',
    '/api/reset-password',
    { json: { token, password, password_confirmation: confirmation } },
  );

const verify = (token: string) =>
  call<{ message: string; data?: { email: string; claimed_bookings: number } }>(
    t.app,
    'POST',
    '/api/verify-email',
    { json: { token } },
  );

/** The newest message of that kind to that address (the outbox the worker delivers from). */
async function lastMail(to: string, kind: string) {
  return t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

async function mailCount(to: string, kind: string) {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', to)
    .where('kind', '=', kind)
    .execute();
  return rows.length;
}

/** The token of the link `${publicUrl}/<path>?token=...` in the message's text part. */
function tokenFrom(text: string, path: string): string {
  const escaped = t.config.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}/${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

async function resetTokenFor(email: string) {
  expect((await forgot(email)).status).toBe(200);
  const mail = await lastMail(email, 'password-reset');
  return tokenFrom(mail?.text_body ?? '', 'reset-password');
}

describe('POST /api/forgot-password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    await registerTraveller(t, {
      name: 'Nadia',
      email: 'nadia@example.com',
      password: 'nadia-pw-1',
    });
    const known = await forgot('Nadia@Example.com');
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    expect(known.json.message).toBe(ACCOUNT_MESSAGES.resetRequested);
    expect(await mailCount('nadia@example.com', 'password-reset')).toBe(1);
    expect(await mailCount('nobody@example.com', 'password-reset')).toBe(0);
  });

  it('mails a link to /reset-password whose token only exists hashed, expiring in 1 hour', async () => {
    await registerTraveller(t, { name: 'Omar', email: 'omar@example.com', password: 'omar-pw-11' });
    const token = await resetTokenFor('omar@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = await lastMail('omar@example.com', 'password-reset');
    expect(mail?.subject).toBe('Reset your Karakoram Trails password');
    expect(mail?.text_body).toContain(`expires in ${RESET_LINK_HOURS} hour`);
    expect(mail?.text_body).toContain('If you did not ask for this, ignore this e-mail');
    expect(mail?.html).toContain(`${t.config.publicUrl}/reset-password?token=${token}`);

    const rows = await t.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('user_id', '=', await userIdOf(t.db, 'omar@example.com'))
      .where('purpose', '=', 'password-reset')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expires_at).toBe(new Date(FIXED_NOW.getTime() + HOUR_MS).toISOString());
    expect(seenBodies.join('\n')).not.toContain(token);
  });

  it('a newer request makes the older link stop working', async () => {
    await registerTraveller(t, { name: 'Pari', email: 'pari@example.com', password: 'pari-pw-11' });
    const first = await resetTokenFor('pari@example.com');
    const second = await resetTokenFor('pari@example.com');
    expect((await resetPassword(first, 'new-pari-pw')).status).toBe(422);
    expect((await resetPassword(second, 'new-pari-pw')).status).toBe(200);
  });

  it('limits requests per address (any IP) and per IP (any address) with a 429', async () => {
    for (let i = 0; i < RESET_LIMITS.perAddress.maxPerWindow; i += 1) {
      expect((await forgot('target@example.com')).status).toBe(200);
    }
    const limited = await forgot('TARGET@example.com');
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(ACCOUNT_MESSAGES.resetThrottled);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = nextIp();
    for (let i = 0; i < RESET_LIMITS.perIp.maxPerWindow; i += 1) {
      expect((await forgot(`probe${i}@example.com`, ip)).status).toBe(200);
    }
    expect((await forgot('another@example.com', ip)).status).toBe(429);
    expect((await forgot('another@example.com')).status).toBe(200);

    t.clock.advance(RESET_LIMITS.perAddress.windowMs);
    expect((await forgot('target@example.com')).status).toBe(200);
    t.clock.reset();
  });

  it('refuses a malformed address with the registration message', async () => {
    const res = await call<{ errors: Record<string, string[]> }>(
      t.app,
      'POST',
      '/api/forgot-password',
      { json: { email: 'not-an-address' }, ip: nextIp() },
    );
    expect(res.status).toBe(422);
    expect(res.json.errors.email).toEqual(['Please enter a valid email address']);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session, and the link works once', async () => {
    const user = { name: 'Qasim', email: 'qasim@example.com', password: 'qasim-old-pw' };
    const { token: session1 } = await registerTraveller(t, user);
    const session2 = await login(t.app, user.email, user.password);
    const token = await resetTokenFor(user.email);

    const res = await resetPassword(token, 'qasim-new-pw');
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(ACCOUNT_MESSAGES.passwordReset);

    for (const session of [session1, session2]) {
      expect((await call(t.app, 'GET', '/api/me', { token: session })).status).toBe(401);
    }
    const oldLogin = await call(t.app, 'POST', '/api/login', {
      json: { email: user.email, password: user.password },
      ip: nextIp(),
    });
    expect(oldLogin.status).toBe(401);
    await expect(login(t.app, user.email, 'qasim-new-pw')).resolves.toBeTruthy();

    const again = await resetPassword(token, 'qasim-third-pw');
    expect(again.status).toBe(422);
    expect(again.json.errors?.token).toEqual([ACCOUNT_MESSAGES.resetLinkInvalid]);
  });

  it('refuses a link after its hour', async () => {
    const user = { name: 'Rukhsana', email: 'rukhsana@example.com', password: 'ruk-old-pw' };
    await registerTraveller(t, user);
    const token = await resetTokenFor(user.email);
    t.clock.advance(HOUR_MS);
    try {
      expect((await resetPassword(token, 'ruk-new-pw')).status).toBe(422);
    } finally {
      t.clock.reset();
    }
    await expect(login(t.app, user.email, user.password)).resolves.toBeTruthy();
  });

  it('works a minute before the hour is up', async () => {
    const user = { name: 'Saad', email: 'saad@example.com', password: 'saad-old-pw' };
    await registerTraveller(t, user);
    const token = await resetTokenFor(user.email);
    t.clock.advance(HOUR_MS - 60_000);
    try {
      expect((await resetPassword(token, 'saad-new-pw')).status).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses forged, malformed and verify-email tokens', async () => {
    const user = { name: 'Tahir', email: 'tahir@example.com', password: 'tahir-old-pw' };
    await registerTraveller(t, user);
    const welcome = await lastMail(user.email, 'welcome-verify');
    const verifyToken = tokenFrom(welcome?.text_body ?? '', 'verify-email');
    for (const forged of [
      verifyToken,
      'A'.repeat(43),
      'not a token',
      `${verifyToken}x`,
      'x'.repeat(201),
    ]) {
      const res = await resetPassword(forged, 'tahir-new-pw');
      expect(res.status).toBe(422);
      expect(res.json.errors?.token).toEqual([ACCOUNT_MESSAGES.resetLinkInvalid]);
    }
    await expect(login(t.app, user.email, user.password)).resolves.toBeTruthy();
  });

  it('applies the registration rules to the new password', async () => {
    const user = { name: 'Uzma', email: 'uzma@example.com', password: 'uzma-old-pw' };
    await registerTraveller(t, user);
    const token = await resetTokenFor(user.email);
    const short = await resetPassword(token, '12345');
    expect(short.status).toBe(422);
    expect(short.json.errors?.password).toEqual(['Password must be at least 6 characters']);
    const mismatch = await resetPassword(token, 'uzma-new-pw', 'uzma-other-pw');
    expect(mismatch.json.errors?.password_confirmation).toEqual(['Passwords do not match']);
    const common = await resetPassword(token, 'iloveyou');
    expect(common.status).toBe(422);
    expect(common.json.errors?.password).toEqual([AUTH_MESSAGES.commonPassword]);
    // Refused bodies do not spend the link.
    expect((await resetPassword(token, 'uzma-new-pw')).status).toBe(200);
  });

  it('lets exactly one of two concurrent uses of a link through', async () => {
    const user = { name: 'Waqar', email: 'waqar@example.com', password: 'waqar-old-pw' };
    await registerTraveller(t, user);
    const token = await resetTokenFor(user.email);
    const results = await Promise.all([
      resetPassword(token, 'waqar-first-pw'),
      resetPassword(token, 'waqar-second-pw'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const winner = results[0]?.status === 200 ? 'waqar-first-pw' : 'waqar-second-pw';
    await expect(login(t.app, user.email, winner)).resolves.toBeTruthy();
  });
});

describe('e-mail verification', () => {
  it('registration queues the welcome mail with a 7-day verification link', async () => {
    const user = { name: 'Yasmin', email: 'yasmin@example.com', password: 'yasmin-pw-1' };
    const { token: session } = await registerTraveller(t, user);
    const mail = await lastMail(user.email, 'welcome-verify');
    expect(mail?.subject).toBe('Welcome to Karakoram Trails: please verify your e-mail');
    expect(mail?.text_body).toContain('expires in 7 days');
    const token = tokenFrom(mail?.text_body ?? '', 'verify-email');
    const row = await t.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('verify-email');
    expect(row.expires_at).toBe(new Date(FIXED_NOW.getTime() + 7 * 24 * HOUR_MS).toISOString());

    const profile = await call(t.app, 'GET', '/api/my/profile', { token: session });
    expect(profileResponseSchema.parse(profile.json).data.email_verified).toBe(false);
  });

  it('verifies once and claims only the guest bookings made with that address', async () => {
    const user = { name: 'Zara', email: 'zara@example.com', password: 'zara-pw-11' };
    const other = await registerTraveller(t, {
      name: 'Other',
      email: 'other@example.com',
      password: 'other-pw-1',
    });
    const tour = await tourBySlug(t.db, 'k2-base-camp');
    const departureId = await departureOn(t.db, tour.id, '2025-06-01');
    const base = {
      tourId: tour.id,
      departureId,
      totalCents: 100_000,
      createdAt: FIXED_NOW.toISOString(),
    };
    const guest1 = await insertBooking(t.db, {
      ...base,
      userId: null,
      contactEmail: 'Zara@Example.com',
    });
    const guest2 = await insertBooking(t.db, {
      ...base,
      userId: null,
      contactEmail: 'zara@example.com',
    });
    const someoneElses = await insertBooking(t.db, {
      ...base,
      userId: null,
      contactEmail: 'x@example.com',
    });
    const othersOwn = await insertBooking(t.db, {
      ...base,
      userId: other.id,
      contactEmail: 'zara@example.com',
    });

    const { token: session, id } = await registerTraveller(t, user);
    const mail = await lastMail(user.email, 'welcome-verify');
    const token = tokenFrom(mail?.text_body ?? '', 'verify-email');
    const res = await verify(token);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: ACCOUNT_MESSAGES.emailVerified,
      data: { email: user.email, claimed_bookings: 2 },
    });

    const owners = await t.db
      .selectFrom('bookings')
      .select(['reference', 'user_id'])
      .where('reference', 'in', [
        guest1.reference,
        guest2.reference,
        someoneElses.reference,
        othersOwn.reference,
      ])
      .execute();
    const ownerOf = Object.fromEntries(owners.map((b) => [b.reference, b.user_id]));
    expect(ownerOf[guest1.reference]).toBe(id);
    expect(ownerOf[guest2.reference]).toBe(id);
    expect(ownerOf[someoneElses.reference]).toBeNull();
    expect(ownerOf[othersOwn.reference]).toBe(other.id);

    const mine = await call<{ data: Array<{ reference: string }> }>(
      t.app,
      'GET',
      '/api/my/bookings',
      {
        token: session,
      },
    );
    expect(mine.json.data.map((b) => b.reference).sort()).toEqual(
      [guest1.reference, guest2.reference].sort(),
    );
    const profile = await call(t.app, 'GET', '/api/my/profile', { token: session });
    expect(profileResponseSchema.parse(profile.json).data.email_verified).toBe(true);

    const again = await verify(token);
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ errors: { token: [ACCOUNT_MESSAGES.verifyLinkInvalid] } });
    expect((await verify('A'.repeat(43))).status).toBe(422);
  });

  it('a changed address loses the mark and gets a new link; the old link stops working', async () => {
    const user = { name: 'Bilal', email: 'bilal@example.com', password: 'bilal-pw-1' };
    const { token: session } = await registerTraveller(t, user);
    const oldToken = tokenFrom(
      (await lastMail(user.email, 'welcome-verify'))?.text_body ?? '',
      'verify-email',
    );
    const put = await call(t.app, 'PUT', '/api/my/profile', {
      token: session,
      json: { name: 'Bilal', email: 'bilal.new@example.com', phone: null, date_of_birth: null },
    });
    expect(put.status).toBe(200);
    expect(profileResponseSchema.parse(put.json).data.email_verified).toBe(false);
    const changed = await lastMail('bilal.new@example.com', 'welcome-verify');
    expect(changed?.subject).toBe('Verify your e-mail address for Karakoram Trails');
    expect((await verify(oldToken)).status).toBe(422);
    expect((await verify(tokenFrom(changed?.text_body ?? '', 'verify-email'))).status).toBe(200);

    // Saving the profile again with the same address keeps the mark and sends nothing.
    const same = await call(t.app, 'PUT', '/api/my/profile', {
      token: session,
      json: { name: 'Bilal B', email: 'bilal.new@example.com', phone: null, date_of_birth: null },
    });
    expect(profileResponseSchema.parse(same.json).data.email_verified).toBe(true);
    expect(await mailCount('bilal.new@example.com', 'welcome-verify')).toBe(1);
  });

  it('resend: signed in only, a new link replaces the old, limited, refused once verified', async () => {
    const user = { name: 'Danish', email: 'danish@example.com', password: 'danish-pw-1' };
    const { token: session } = await registerTraveller(t, user);
    const resend = () =>
      call<{ message: string }>(t.app, 'POST', '/api/my/verify-email/resend', { token: session });
    expect((await call(t.app, 'POST', '/api/my/verify-email/resend')).status).toBe(401);

    const first = tokenFrom(
      (await lastMail(user.email, 'welcome-verify'))?.text_body ?? '',
      'verify-email',
    );
    const res = await resend();
    expect(res.status).toBe(200);
    expect(res.json.message).toBe(ACCOUNT_MESSAGES.verificationSent);
    expect((await verify(first)).status).toBe(422);

    for (let i = 1; i < RESEND_LIMIT.maxPerWindow; i += 1)
      expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(ACCOUNT_MESSAGES.resendThrottled);
    expect(await mailCount(user.email, 'welcome-verify')).toBe(1 + RESEND_LIMIT.maxPerWindow);

    const latest = tokenFrom(
      (await lastMail(user.email, 'welcome-verify'))?.text_body ?? '',
      'verify-email',
    );
    expect((await verify(latest)).status).toBe(200);
    const done = await resend();
    expect(done.status).toBe(409);
    expect(done.json.message).toBe(ACCOUNT_MESSAGES.alreadyVerified);
  });
});
