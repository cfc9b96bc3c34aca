import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  errorMessageSchema,
  FORBIDDEN_MESSAGE,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  registerResponseSchema,
  UNAUTHENTICATED_MESSAGE,
  validationErrorSchema,
} from '../../contract';
import { LOG2_N, PRODUCTION_LOG2_N } from '../../server/auth/password';
import { hashToken } from '../../server/auth/tokens';
import { call, login, registerAndLogin, seenBodies, TEST_ADMIN } from './harness';
import { useTestServer } from '../support/server-fixtures';

const t = useTestServer();

const ALICE = { name: 'Alice Baltistani', email: 'Alice@Example.com', password: 'secret-pass-1' };

/** The kinds of the messages queued to `to`, oldest first. */
async function mailKinds(to: string) {
  const rows = await t.db
    .selectFrom('mail_outbox')
    .select('kind')
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.kind);
}

async function setRoles(email: string, roles: string[]) {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await t.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
  for (const name of roles) {
    const role = await t.db
      .selectFrom('roles')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  }
}

describe('POST /api/register', () => {
  it('creates a user with role user and answers 201 in the contract shape', async () => {
    const res = await call(t.app, 'POST', '/api/register', { json: ALICE });
    expect(res.status).toBe(201);
    expect(registerResponseSchema.parse(res.json)).toEqual({ message: 'Registration successful.' });

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe(ALICE.name);
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${LOG2_N}\\$8\\$1\\$[^$]+\\$[^$]+$`));
    expect(row.password_hash).not.toContain(ALICE.password);
    const roles = await t.db
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select('roles.name')
      .where('user_roles.user_id', '=', row.id)
      .execute();
    expect(roles.map((r) => r.name)).toEqual(['user']);
    expect(await mailKinds('alice@example.com')).toEqual(['welcome-verify']);
  });

  it('answers a taken e-mail (any case) exactly like a new one; only the owner is mailed', async () => {
    const fresh = await call(t.app, 'POST', '/api/register', {
      json: { ...ALICE, email: 'brand-new@example.com' },
    });
    const before = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    const taken = await call(t.app, 'POST', '/api/register', {
      json: { name: 'Mallory', email: '  ALICE@example.COM ', password: 'other-pass-9' },
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.text).toBe(fresh.text);
    expect(taken.headers.get('content-type')).toBe(fresh.headers.get('content-type'));

    // Nothing about the account changed, and no second account exists.
    const after = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'alice@example.com')
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    await login(t.app, ALICE.email, ALICE.password);
    const mallory = await call(t.app, 'POST', '/api/login', {
      json: { email: 'alice@example.com', password: 'other-pass-9' },
    });
    expect(mallory.status).toBe(401);

    // The owner hears of it (by their own name), once an hour however often it is tried.
    expect(await mailKinds('alice@example.com')).toEqual(['welcome-verify', 'account-exists']);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'account-exists')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Hello Alice Baltistani');
    expect(mail.text_body).toContain('no new account was created');
    expect(mail.text_body).not.toContain('Mallory');
    const again = await call(t.app, 'POST', '/api/register', {
      json: { name: 'Mallory', email: 'alice@example.com', password: 'other-pass-9' },
    });
    expect(again.text).toBe(fresh.text);
    expect(await mailKinds('alice@example.com')).toEqual(['welcome-verify', 'account-exists']);
  });

  it('two registrations racing for one address: one account, both answered alike', async () => {
    const json = { name: 'Racer', email: 'racer@example.com', password: 'racing-pass-1' };
    const answers = await Promise.all([
      call(t.app, 'POST', '/api/register', { json }),
      call(t.app, 'POST', '/api/register', { json }),
    ]);
    expect(answers.map((a) => [a.status, a.text])).toEqual([
      [201, answers[0]!.text],
      [201, answers[0]!.text],
    ]);
    const rows = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'racer@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers every validation rule with its SPEC message in the Laravel shape', async () => {
    const empty = await call(t.app, 'POST', '/api/register', { json: {} });
    expect(empty.status).toBe(422);
    const body = validationErrorSchema.parse(empty.json);
    expect(body.errors).toEqual({
      name: [AUTH_MESSAGES.name],
      email: [AUTH_MESSAGES.email],
      password: [AUTH_MESSAGES.password],
    });
    expect(body.message).toBe(AUTH_MESSAGES.name);

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ALICE, name: 'A' }, 'name', AUTH_MESSAGES.name],
      [{ ...ALICE, name: '  A ' }, 'name', AUTH_MESSAGES.name],
      [{ ...ALICE, email: 'not-an-email' }, 'email', AUTH_MESSAGES.email],
      [{ ...ALICE, password: '12345' }, 'password', AUTH_MESSAGES.password],
      [{ ...ALICE, password: 12345678 }, 'password', AUTH_MESSAGES.password],
      // Among the 10,000 most common passwords (any case): refused before any hashing.
      [{ ...ALICE, password: 'Password1' }, 'password', AUTH_MESSAGES.commonPassword],
      [{ ...ALICE, password: 'qwertyuiop' }, 'password', AUTH_MESSAGES.commonPassword],
    ];
    for (const [json, field, message] of cases) {
      const res = await call(t.app, 'POST', '/api/register', { json });
      expect(res.status).toBe(422);
      expect(validationErrorSchema.parse(res.json)).toEqual({
        message,
        errors: { [field]: [message] },
      });
    }
  });

  it('answers malformed JSON with a 400 JSON message, not a stack', async () => {
    const res = await call(t.app, 'POST', '/api/register', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(errorMessageSchema.parse(res.json).message).toMatch(/valid JSON/);
    expect(res.text).not.toMatch(/SyntaxError|at .*\.ts/);
  });
});

describe('POST /api/login', () => {
  it('signs in the admin with roles [admin]', async () => {
    const res = await call(t.app, 'POST', '/api/login', {
      json: { email: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password },
    });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.json);
    expect(body.user.roles).toEqual([{ name: 'admin' }]);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .where('token_hash', '=', hashToken(body.token))
      .executeTakeFirst();
    expect(stored).toBeDefined();
    // Only the digest is stored.
    const raw = await t.db
      .selectFrom('access_tokens')
      .select('id')
      .where('token_hash', '=', body.token)
      .executeTakeFirst();
    expect(raw).toBeUndefined();
  });

  it('signs in a user with roles [user]', async () => {
    const res = await call(t.app, 'POST', '/api/login', {
      json: { email: ALICE.email, password: ALICE.password },
    });
    expect(res.status).toBe(200);
    expect(loginResponseSchema.parse(res.json).user).toMatchObject({
      email: 'alice@example.com',
      roles: [{ name: 'user' }],
    });
  });

  it('answers a wrong password and an unknown e-mail identically with 401', async () => {
    const wrong = await call(t.app, 'POST', '/api/login', {
      json: { email: ALICE.email, password: 'wrong-password' },
      ip: '10.0.0.1',
    });
    const unknown = await call(t.app, 'POST', '/api/login', {
      json: { email: 'nobody@example.com', password: 'wrong-password' },
      ip: '10.0.0.1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.json).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(wrong.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
  });

  it('validates the body with the contract messages', async () => {
    const res = await call(t.app, 'POST', '/api/login', { json: { email: 'x', password: '1' } });
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.json).errors).toEqual({
      email: [AUTH_MESSAGES.email],
      password: [AUTH_MESSAGES.password],
    });
  });
});

describe('GET /api/me and POST /api/logout', () => {
  it('returns the signed-in user, and 401 without or with a bad token', async () => {
    const token = await login(t.app, ALICE.email, ALICE.password);
    const me = await call(t.app, 'GET', '/api/me', { token });
    expect(me.status).toBe(200);
    expect(meResponseSchema.parse(me.json).data).toMatchObject({
      email: 'alice@example.com',
      roles: [{ name: 'user' }],
    });

    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer nope' },
      { authorization: `Bearer ${'a'.repeat(43)}` },
      { authorization: token },
    ]) {
      const res = await call(t.app, 'GET', '/api/me', { headers });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    }
  });

  it('logout revokes the presented token only', async () => {
    const first = await login(t.app, ALICE.email, ALICE.password);
    const second = await login(t.app, ALICE.email, ALICE.password);
    const out = await call(t.app, 'POST', '/api/logout', { token: first });
    expect(out.status).toBe(200);
    expect(logoutResponseSchema.parse(out.json)).toEqual({ message: 'Logged out.' });

    expect((await call(t.app, 'GET', '/api/me', { token: first })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/logout', { token: first })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/me', { token: second })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/logout')).json).toEqual({
      message: UNAUTHENTICATED_MESSAGE,
    });
  });

  it('tokens expire after the configured lifetime', async () => {
    const token = await login(t.app, ALICE.email, ALICE.password);
    t.clock.advance(t.config.tokenLifetimeMs + 1000);
    try {
      expect((await call(t.app, 'GET', '/api/me', { token })).status).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('an inactive account loses access at once and cannot sign in', async () => {
    const bob = { name: 'Bob', email: 'bob@example.com', password: 'bob-password' };
    const token = await registerAndLogin(t.app, bob);
    await t.db
      .updateTable('users')
      .set({ status: 'Inactive' })
      .where('email', '=', bob.email)
      .execute();
    expect((await call(t.app, 'GET', '/api/me', { token })).status).toBe(401);
    const res = await call(t.app, 'POST', '/api/login', {
      json: { email: bob.email, password: bob.password },
    });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });
});

describe('roles are read from the database on every request', () => {
  it('reflects role changes on the next request and guards GET /api/tours', async () => {
    const carol = { name: 'Carol', email: 'carol@example.com', password: 'carol-password' };
    const token = await registerAndLogin(t.app, carol);

    const asUser = await call(t.app, 'GET', '/api/tours', { token });
    expect(asUser.status).toBe(403);
    expect(asUser.json).toEqual({ message: FORBIDDEN_MESSAGE });

    await setRoles(carol.email, ['user', 'admin']);
    const me = meResponseSchema.parse((await call(t.app, 'GET', '/api/me', { token })).json);
    expect(me.data.roles).toEqual([{ name: 'admin' }, { name: 'user' }]);
    expect((await call(t.app, 'GET', '/api/tours', { token })).status).toBe(200);

    await setRoles(carol.email, []);
    const none = meResponseSchema.parse((await call(t.app, 'GET', '/api/me', { token })).json);
    expect(none.data.roles).toEqual([]);
    expect((await call(t.app, 'GET', '/api/tours', { token })).status).toBe(403);
  });
});

describe('secrets never leave the server', () => {
  it('no response body contains a password hash, a token hash or a password', async () => {
    const users = await t.db.selectFrom('users').select('password_hash').execute();
    const tokens = await t.db.selectFrom('access_tokens').select('token_hash').execute();
    expect(seenBodies.length).toBeGreaterThan(20);
    expect(tokens.length).toBeGreaterThan(3);
    for (const text of seenBodies) {
      expect(text).not.toContain('scrypt$');
      expect(text).not.toContain('password_hash');
      expect(text).not.toContain('token_hash');
      expect(text).not.toContain(TEST_ADMIN.password);
      expect(text).not.toContain(ALICE.password);
      for (const u of users) expect(text).not.toContain(u.password_hash.split('$')[5]);
      for (const tok of tokens) expect(text).not.toContain(tok.token_hash);
    }
  });
});

describe('password hashing cost', () => {
  it('is OWASP strength (N=2^17, r=8, p=1) in a real server process; only Vitest uses a cheaper one', () => {
    expect(PRODUCTION_LOG2_N).toBe(17);
    const env = { ...process.env };
    delete env.VITEST;
    const script =
      "import('./server/auth/password.ts').then(async (m) => console.log((await m.hashPassword('x-secret-1')).split('$').slice(0, 4).join('$')))";
    const printed = execFileSync('npx', ['tsx', '-e', script], { env, encoding: 'utf8' });
    expect(printed.trim()).toBe('scrypt$17$8$1');
    expect(LOG2_N).toBeLessThan(PRODUCTION_LOG2_N);
  });
});
