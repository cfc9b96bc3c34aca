import { beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  errorMessageSchema,
  meResponseSchema,
  UNAUTHENTICATED_MESSAGE,
  validationErrorSchema,
} from '../../contract';
import {
  DEFAULT_PREFERENCES,
  PROFILE_MESSAGES,
  profileResponseSchema,
  profileSchema,
  type Preferences,
  type Profile,
  type ProfileUpdate,
} from '../../contract/profile';
import {
  PASSWORD_CHANGE_LIMIT,
  PASSWORD_THROTTLED_MESSAGE,
} from '../../server/account/password-limit';
import { addDays } from '../../server/catalog/dates';
import { call, login, TODAY, type CallResult } from './harness';
import { registerTraveller, useTestServer } from '../support/server-fixtures';

const t = useTestServer();
let userSeq = 0;

beforeEach(() => {
  t.clock.reset();
});

interface Traveller {
  token: string;
  id: number;
  email: string;
  password: string;
  registeredAt: string;
}

async function newTraveller(name = 'Sana Javed'): Promise<Traveller> {
  userSeq += 1;
  const email = `sana${userSeq}@example.com`;
  const password = `sana-password-${userSeq}`;
  const registeredAt = t.clock().toISOString();
  const { token, id } = await registerTraveller(t, { name, email, password });
  return { token, id, email, password, registeredAt };
}

const getProfile = (token: string) => call(t.app, 'GET', '/api/my/profile', { token });
const putProfile = (token: string, json: unknown) =>
  call(t.app, 'PUT', '/api/my/profile', { token, json });
const putPreferences = (token: string, json: unknown) =>
  call(t.app, 'PUT', '/api/my/preferences', { token, json });
const putPassword = (token: string, json: unknown) =>
  call(t.app, 'PUT', '/api/my/password', { token, json });

function expectProfile(res: CallResult): Profile {
  expect(res.status, res.text).toBe(200);
  return profileResponseSchema.parse(res.json).data;
}

function expect422(res: CallResult) {
  expect(res.status, res.text).toBe(422);
  return validationErrorSchema.parse(res.json);
}

async function userRow(id: number) {
  return t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

const validUpdate = (overrides: Partial<ProfileUpdate> = {}): ProfileUpdate => ({
  name: 'Sana Javed',
  email: 'sana.javed@example.com',
  phone: '+92 300 7654321',
  date_of_birth: '1990-04-21',
  ...overrides,
});

describe('GET /api/my/profile', () => {
  it('answers the profile with member since and the default preferences', async () => {
    const sana = await newTraveller();
    const res = await getProfile(sana.token);
    expect(Object.keys((res.json as { data: object }).data).sort()).toEqual(
      Object.keys(profileSchema.def.shape).sort(),
    );
    expect(expectProfile(res)).toEqual({
      id: sana.id,
      name: 'Sana Javed',
      email: sana.email,
      phone: null,
      date_of_birth: null,
      member_since: sana.registeredAt,
      email_verified: false,
      preferences: DEFAULT_PREFERENCES,
    } satisfies Profile);
    expect(res.text).not.toMatch(/password|scrypt/i);
  });

  it('falls back to the defaults when the stored preferences are not valid', async () => {
    const sana = await newTraveller();
    for (const stored of ['not json', '[]', '42', '{"tour_type":"space"}', '{"extra":1}']) {
      await t.db
        .updateTable('users')
        .set({ preferences: stored })
        .where('id', '=', sana.id)
        .execute();
      expect(expectProfile(await getProfile(sana.token)).preferences, stored).toEqual(
        DEFAULT_PREFERENCES,
      );
    }
    // A stored value missing a key that was added later keeps what it has.
    await t.db
      .updateTable('users')
      .set({ preferences: '{"tour_type":"trek","notifications":false,"newsletter":true}' })
      .where('id', '=', sana.id)
      .execute();
    expect(expectProfile(await getProfile(sana.token)).preferences).toEqual({
      tour_type: 'trek',
      notifications: false,
      newsletter: true,
      language: 'en',
    });
  });
});

describe('PUT /api/my/profile', () => {
  it('saves the profile, normalises the e-mail like registration, and the account follows', async () => {
    const sana = await newTraveller();
    t.clock.advance(60_000);
    const profile = expectProfile(
      await putProfile(
        sana.token,
        validUpdate({
          name: '  Sana J. Malik  ',
          email: '  Sana.Malik@Example.COM ',
          phone: ' +92 (300) 765-4321 ',
        }),
      ),
    );
    expect(profile).toEqual({
      id: sana.id,
      name: 'Sana J. Malik',
      email: 'sana.malik@example.com',
      phone: '+92 (300) 765-4321',
      date_of_birth: '1990-04-21',
      member_since: sana.registeredAt,
      email_verified: false,
      preferences: DEFAULT_PREFERENCES,
    });
    expect(expectProfile(await getProfile(sana.token))).toEqual(profile);
    expect(await userRow(sana.id)).toMatchObject({
      email: 'sana.malik@example.com',
      updated_at: t.clock().toISOString(),
      created_at: sana.registeredAt,
    });

    const me = await call(t.app, 'GET', '/api/me', { token: sana.token });
    expect(meResponseSchema.parse(me.json).data).toMatchObject({
      name: 'Sana J. Malik',
      email: 'sana.malik@example.com',
    });
    // Signing in uses the new address.
    await expect(login(t.app, 'SANA.MALIK@example.com', sana.password)).resolves.toBeTruthy();

    // Phone and date of birth can be cleared.
    expect(
      expectProfile(
        await putProfile(
          sana.token,
          validUpdate({ email: 'sana.malik@example.com', phone: null, date_of_birth: null }),
        ),
      ),
    ).toMatchObject({ phone: null, date_of_birth: null });
  });

  it('names each invalid field with its message and stores nothing', async () => {
    const sana = await newTraveller();
    const before = await userRow(sana.id);
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [validUpdate({ name: ' A ' }), { name: [AUTH_MESSAGES.name] }],
      [validUpdate({ email: 'not-an-email' }), { email: [AUTH_MESSAGES.email] }],
      [validUpdate({ phone: 'call me' }), { phone: [PROFILE_MESSAGES.phone] }],
      [
        validUpdate({ date_of_birth: '2023-02-30' }),
        { date_of_birth: [PROFILE_MESSAGES.dateOfBirth] },
      ],
      [
        validUpdate({ date_of_birth: '21/04/1990' }),
        { date_of_birth: [PROFILE_MESSAGES.dateOfBirth] },
      ],
      [
        validUpdate({ date_of_birth: '1899-12-31' }),
        { date_of_birth: [PROFILE_MESSAGES.dateOfBirth] },
      ],
      // "Today" is the server's: tomorrow is in the future, today is not.
      [
        validUpdate({ date_of_birth: addDays(TODAY, 1) }),
        { date_of_birth: [PROFILE_MESSAGES.dateOfBirthFuture] },
      ],
    ];
    for (const [json, errors] of cases) {
      const body = expect422(await putProfile(sana.token, json));
      expect(body.errors, JSON.stringify(json)).toEqual(errors);
      expect(body.message).toBe(Object.values(errors)[0]![0]);
    }
    const { phone: _phone, ...withoutPhone } = validUpdate();
    expect(Object.keys(expect422(await putProfile(sana.token, withoutPhone)).errors)).toEqual([
      'phone',
    ]);
    expect(
      Object.keys(
        expect422(await putProfile(sana.token, { ...validUpdate(), role: 'admin' })).errors,
      ),
    ).toEqual(['_']);
    expect(await userRow(sana.id)).toEqual(before);

    expect(
      expectProfile(
        await putProfile(sana.token, validUpdate({ date_of_birth: TODAY, email: sana.email })),
      ).date_of_birth,
    ).toBe(TODAY);
  });

  it("refuses another account's e-mail in any case, and keeps one's own", async () => {
    const sana = await newTraveller();
    const other = await newTraveller('Other Person');
    const taken = expect422(
      await putProfile(sana.token, validUpdate({ email: `  ${other.email.toUpperCase()} ` })),
    );
    expect(taken).toEqual({
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: [AUTH_MESSAGES.emailTaken] },
    });
    expect((await userRow(sana.id)).email).toBe(sana.email);
    expect(
      expectProfile(await putProfile(sana.token, validUpdate({ email: sana.email.toUpperCase() })))
        .email,
    ).toBe(sana.email);
  });

  it('two accounts racing for one new address: one gets it, the other is told it is taken', async () => {
    const first = await newTraveller();
    const second = await newTraveller();
    const address = `raced.${userSeq}@example.com`;
    const results = await Promise.all(
      [first, second].map((who) => putProfile(who.token, validUpdate({ email: address }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = results.find((r) => r.status === 422)!;
    expect(validationErrorSchema.parse(refused.json).errors).toEqual({
      email: [AUTH_MESSAGES.emailTaken],
    });
    expect(refused.text).not.toMatch(/unique|constraint|sqlite|postgres|stack/i);
    const owners = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', address)
      .execute();
    expect(owners).toHaveLength(1);
  });
});

describe('PUT /api/my/preferences', () => {
  const preferences: Preferences = {
    tour_type: 'expedition',
    notifications: false,
    newsletter: true,
    language: 'en',
  };

  it('saves the preferences and answers the profile', async () => {
    const sana = await newTraveller();
    const profile = expectProfile(await putPreferences(sana.token, preferences));
    expect(profile.preferences).toEqual(preferences);
    expect(profile.email).toBe(sana.email);
    expect(expectProfile(await getProfile(sana.token)).preferences).toEqual(preferences);
    expect(JSON.parse((await userRow(sana.id)).preferences!)).toEqual(preferences);
  });

  it('validates with the contract schema', async () => {
    const sana = await newTraveller();
    const cases: Array<[unknown, Record<string, string[]>]> = [
      [{ ...preferences, tour_type: 'space' }, { tour_type: [PROFILE_MESSAGES.tourType] }],
      [{ ...preferences, language: 'xx' }, { language: [PROFILE_MESSAGES.language] }],
    ];
    for (const [json, errors] of cases) {
      expect(expect422(await putPreferences(sana.token, json)).errors).toEqual(errors);
    }
    for (const json of [
      { ...preferences, notifications: 'yes' },
      { tour_type: 'trek' },
      { ...preferences, theme: 'dark' },
      [],
    ]) {
      expect422(await putPreferences(sana.token, json));
    }
    expect((await userRow(sana.id)).preferences).toBeNull();
  });

  it('refuses a language the site cannot honour; a profile stored with one still loads', async () => {
    const sana = await newTraveller();
    for (const language of ['ur', 'de', 'fr', 'it', 'zh']) {
      expect(expect422(await putPreferences(sana.token, { ...preferences, language }))).toEqual({
        message: PROFILE_MESSAGES.language,
        errors: { language: [PROFILE_MESSAGES.language] },
      });
    }
    expect((await userRow(sana.id)).preferences).toBeNull();

    // Saved before issue 17: reads as English with the other choices kept (notifications off
    // must stay off); the row is left as it is until the next save.
    const legacy = JSON.stringify({ ...preferences, language: 'de' });
    await t.db
      .updateTable('users')
      .set({ preferences: legacy })
      .where('id', '=', sana.id)
      .execute();
    expect(expectProfile(await getProfile(sana.token)).preferences).toEqual(preferences);
    expect((await userRow(sana.id)).preferences).toBe(legacy);
    expect(expectProfile(await putPreferences(sana.token, preferences)).preferences).toEqual(
      preferences,
    );
  });
});

describe('PUT /api/my/password', () => {
  it('changes the password, signs out every other session and keeps this one', async () => {
    const sana = await newTraveller();
    const otherSession = await login(t.app, sana.email, sana.password);
    const bystander = await newTraveller('Bystander');

    const res = await putPassword(sana.token, {
      current_password: sana.password,
      password: 'a-brand-new-password',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: PROFILE_MESSAGES.passwordChanged });

    expect((await call(t.app, 'GET', '/api/me', { token: sana.token })).status).toBe(200);
    const signedOut = await call(t.app, 'GET', '/api/my/profile', { token: otherSession });
    expect(signedOut.status).toBe(401);
    expect(signedOut.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    expect((await call(t.app, 'GET', '/api/me', { token: bystander.token })).status).toBe(200);

    await expect(login(t.app, sana.email, sana.password)).rejects.toThrow(/401/);
    await expect(login(t.app, sana.email, 'a-brand-new-password')).resolves.toBeTruthy();
    const row = await userRow(sana.id);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('a-brand-new-password');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const sana = await newTraveller();
    const otherSession = await login(t.app, sana.email, sana.password);
    const before = await userRow(sana.id);
    const body = expect422(
      await putPassword(sana.token, {
        current_password: 'not-the-password',
        password: 'a-brand-new-password',
      }),
    );
    expect(body).toEqual({
      message: PROFILE_MESSAGES.currentPassword,
      errors: { current_password: [PROFILE_MESSAGES.currentPassword] },
    });
    expect(await userRow(sana.id)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/me', { token: otherSession })).status).toBe(200);
  });

  it('validates the request with the contract schema', async () => {
    const sana = await newTraveller();
    const cases: Array<[unknown, string]> = [
      [{ current_password: sana.password, password: 'short' }, 'password'],
      [{ current_password: sana.password, password: sana.password }, 'password'],
      [{ current_password: '', password: 'a-brand-new-password' }, 'current_password'],
      [{ password: 'a-brand-new-password' }, 'current_password'],
      [{ current_password: sana.password, password: 'a-brand-new-password', confirm: 'x' }, '_'],
    ];
    for (const [json, field] of cases) {
      expect(Object.keys(expect422(await putPassword(sana.token, json)).errors)).toEqual([field]);
    }
    const same = expect422(
      await putPassword(sana.token, { current_password: sana.password, password: sana.password }),
    );
    expect(same.errors.password).toEqual([PROFILE_MESSAGES.newPasswordSame]);
    const before = await userRow(sana.id);
    const common = expect422(
      await putPassword(sana.token, { current_password: sana.password, password: 'Sunshine1' }),
    );
    expect(common.errors).toEqual({ password: [AUTH_MESSAGES.commonPassword] });
    expect(await userRow(sana.id)).toEqual(before);
  });

  it(`allows ${PASSWORD_CHANGE_LIMIT.maxAttempts} wrong guesses per account, then 429 even for the right one`, async () => {
    const sana = await newTraveller();
    const bystander = await newTraveller('Bystander');
    const guess = (token: string, current: string) =>
      putPassword(token, { current_password: current, password: 'a-brand-new-password' });

    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.maxAttempts; i++) {
      expect((await guess(sana.token, `wrong-guess-${i}`)).status).toBe(422);
    }
    const blocked = await guess(sana.token, sana.password);
    expect(blocked.status).toBe(429);
    expect(errorMessageSchema.parse(blocked.json)).toEqual({
      message: PASSWORD_THROTTLED_MESSAGE,
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The limit is the account's, wherever the guesses come from: a new session is blocked too.
    const otherSession = await login(t.app, sana.email, sana.password);
    expect((await guess(otherSession, sana.password)).status).toBe(429);
    // Someone else is not affected.
    expect((await guess(bystander.token, 'wrong-guess')).status).toBe(422);

    t.clock.advance(PASSWORD_CHANGE_LIMIT.windowMs + 1000);
    const changed = await guess(sana.token, sana.password);
    expect(changed.status, changed.text).toBe(200);
  });
});
