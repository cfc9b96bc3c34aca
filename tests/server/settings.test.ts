import { describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE, validationErrorSchema } from '../../contract';
import {
  publicSettingsResponseSchema,
  SETTINGS_MESSAGES,
  settingsResponseSchema,
  type Settings,
} from '../../contract/settings';
import { DEFAULT_GENERAL_SETTINGS } from '../../server/admin-data/settings';
import { migrations } from '../../server/db/migrate';
import { COMPANY } from '../../src/config/company';
import { call } from './harness';
import { makeSettings } from '../machines/admin-dashboard-fixture';
import { useAdminAndUserTokens, useTestServer } from '../support/server-fixtures';

const t = useTestServer();
const tokens = useAdminAndUserTokens(t);

/** SPEC 3's defaults with the site's company details. */
const SPEC_DEFAULTS: Settings = makeSettings();

const SAVED: Settings = {
  general: {
    companyName: 'Karakoram Trails & Expeditions',
    email: 'hello@karakoram.example',
    phone: '+92 300 7654321',
    address: 'Hussainabad Road, Skardu',
    website: 'https://karakoram.example/trips',
  },
  notifications: {
    emailNotifications: false,
    bookingAlerts: true,
    marketingEmails: true,
    customerReviews: false,
  },
  // Two-factor on needs the saving admin enrolled first (tests/server/two-factor.test.ts).
  security: {
    twoFactorAuth: false,
    passwordExpiry: 0,
    ipRestriction: false,
    ipAllowList: ['203.0.113.0/24'],
  },
  payments: {
    bankName: 'Meezan Bank, Skardu',
    accountName: 'Karakoram Trails & Expeditions',
    accountNumber: 'PK12 MEZN 0001 2345 6789 0123',
    swiftCode: 'MEZNPKKA',
    transferHoldDays: 5,
    balanceReminderDays: 10,
    waitlistOfferHours: 12,
    checkoutHoldMinutes: 20,
  },
};

async function getSettings(): Promise<Settings> {
  const res = await call(t.app, 'GET', '/api/admin/settings', { token: tokens.admin });
  expect(res.status).toBe(200);
  return settingsResponseSchema.parse(res.json).data;
}

async function put(json: unknown) {
  return call<{ message: string; errors: Record<string, string[]> }>(
    t.app,
    'PUT',
    '/api/admin/settings',
    { token: tokens.admin, json },
  );
}

describe('access', () => {
  it('GET and PUT /api/admin/settings are 401 for guests and 403 for users', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const json = method === 'PUT' ? SAVED : undefined;
      const guest = await call(t.app, method, '/api/admin/settings', { json });
      expect(guest.status).toBe(401);
      expect(guest.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
      const user = await call(t.app, method, '/api/admin/settings', { json, token: tokens.user });
      expect(user.status).toBe(403);
      expect(user.json).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    expect(await getSettings()).toEqual(SPEC_DEFAULTS);
  });
});

describe('defaults', () => {
  it("start as SPEC 3's defaults with the site's company details", async () => {
    expect(await getSettings()).toEqual(SPEC_DEFAULTS);
  });

  it('copy src/config/company.ts (the server may not import it)', () => {
    expect(DEFAULT_GENERAL_SETTINGS).toMatchObject({
      companyName: COMPANY.name,
      email: COMPANY.emails[0],
      phone: COMPANY.phones[0],
      address: COMPANY.address,
    });
  });

  it('GET /api/settings/public needs no token and shows only the company details', async () => {
    const res = await call(t.app, 'GET', '/api/settings/public');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ data: SPEC_DEFAULTS.general });
    expect(publicSettingsResponseSchema.parse(res.json).data.companyName).toBe(COMPANY.name);
  });
});

describe('PUT /api/admin/settings', () => {
  it('stores every section and answers with it; GET and the public endpoint follow', async () => {
    const res = await put(SAVED);
    expect(res.status).toBe(200);
    expect(settingsResponseSchema.parse(res.json).data).toEqual(SAVED);
    expect(await getSettings()).toEqual(SAVED);
    const pub = await call(t.app, 'GET', '/api/settings/public');
    expect(pub.json).toEqual({ data: SAVED.general });
  });

  it('trims text and allows empty phone, address and website', async () => {
    const res = await put({
      ...SAVED,
      general: {
        companyName: '  Karakoram Trails  ',
        email: ' info@karakoramtrails.pk ',
        phone: '',
        address: '',
        website: '',
      },
      security: { ...SAVED.security, passwordExpiry: 365 },
    });
    expect(res.status).toBe(200);
    const stored = await getSettings();
    expect(stored.general).toEqual({
      companyName: 'Karakoram Trails',
      email: 'info@karakoramtrails.pk',
      phone: '',
      address: '',
      website: '',
    });
    expect(stored.security).toEqual({ ...SAVED.security, passwordExpiry: 365 });
    await put(SAVED);
  });

  it('refuses unknown keys (issue 18), at the top and in a section, and stores nothing', async () => {
    const before = await getSettings();
    for (const body of [
      { ...SAVED, general: { ...SAVED.general, logo: 'https://evil.example/x.svg' } },
      { ...SAVED, security: { ...SAVED.security, admin: true } },
      { ...SAVED, extra: 1 },
    ]) {
      const res = await put(body);
      expect(res.status).toBe(422);
      expect(validationErrorSchema.parse(res.json).message).toMatch(
        /^Unknown field: (logo|admin|extra)$/,
      );
    }
    expect(await getSettings()).toEqual(before);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'general')
      .executeTakeFirst();
    expect(row?.value ?? '').not.toContain('evil');
  });

  it('refuses invalid values per dotted field and keeps what was stored', async () => {
    const withGeneral = (general: Partial<Settings['general']>) => ({
      ...SAVED,
      general: { ...SAVED.general, ...general },
    });
    const withSecurity = (security: Record<string, unknown>) => ({
      ...SAVED,
      security: { ...SAVED.security, ...security },
    });
    const withPayments = (payments: Record<string, unknown>) => ({
      ...SAVED,
      payments: { ...SAVED.payments, ...payments },
    });
    const cases: Array<[unknown, string, string]> = [
      [withGeneral({ companyName: '   ' }), 'general.companyName', SETTINGS_MESSAGES.companyName],
      [
        withGeneral({ companyName: 'x'.repeat(101) }),
        'general.companyName',
        SETTINGS_MESSAGES.companyNameTooLong,
      ],
      [withGeneral({ email: 'not-an-email' }), 'general.email', SETTINGS_MESSAGES.email],
      [withGeneral({ email: '' }), 'general.email', SETTINGS_MESSAGES.email],
      [withGeneral({ phone: '1'.repeat(41) }), 'general.phone', SETTINGS_MESSAGES.phone],
      [withGeneral({ address: 'a'.repeat(301) }), 'general.address', SETTINGS_MESSAGES.address],
      [withGeneral({ website: 'karakoram' }), 'general.website', SETTINGS_MESSAGES.website],
      // Issue 18: URL reads http://1 as 0.0.0.1; a website needs a real dotted host name.
      [withGeneral({ website: 'http://1' }), 'general.website', SETTINGS_MESSAGES.website],
      [withGeneral({ website: 'http://10.0.0.1' }), 'general.website', SETTINGS_MESSAGES.website],
      [withGeneral({ website: 'https://localhost' }), 'general.website', SETTINGS_MESSAGES.website],
      [withGeneral({ email: '<script>@example.com' }), 'general.email', SETTINGS_MESSAGES.email],
      [
        withGeneral({ website: 'javascript:alert(1)' }),
        'general.website',
        SETTINGS_MESSAGES.website,
      ],
      [
        withGeneral({ website: 'ftp://files.example.com' }),
        'general.website',
        SETTINGS_MESSAGES.website,
      ],
      [
        withGeneral({ website: `https://${'a'.repeat(200)}.com` }),
        'general.website',
        SETTINGS_MESSAGES.website,
      ],
      [
        { ...SAVED, notifications: { ...SAVED.notifications, bookingAlerts: 'yes' } },
        'notifications.bookingAlerts',
        SETTINGS_MESSAGES.toggle,
      ],
      [
        withSecurity({ passwordExpiry: -1 }),
        'security.passwordExpiry',
        SETTINGS_MESSAGES.passwordExpiry,
      ],
      [
        withSecurity({ passwordExpiry: 1.5 }),
        'security.passwordExpiry',
        SETTINGS_MESSAGES.passwordExpiryWhole,
      ],
      [
        withSecurity({ passwordExpiry: '90' }),
        'security.passwordExpiry',
        SETTINGS_MESSAGES.passwordExpiry,
      ],
      [
        withSecurity({ passwordExpiry: 3651 }),
        'security.passwordExpiry',
        SETTINGS_MESSAGES.passwordExpiryTooLong,
      ],
      [withSecurity({ twoFactorAuth: null }), 'security.twoFactorAuth', SETTINGS_MESSAGES.toggle],
      [
        { general: SAVED.general, security: SAVED.security, payments: SAVED.payments },
        'notifications',
        SETTINGS_MESSAGES.section,
      ],
      [withPayments({ swiftCode: 'ABC' }), 'payments.swiftCode', SETTINGS_MESSAGES.swiftCode],
      [
        withPayments({ transferHoldDays: 0 }),
        'payments.transferHoldDays',
        SETTINGS_MESSAGES.transferHoldDays,
      ],
      [
        withPayments({ transferHoldDays: 2.5 }),
        'payments.transferHoldDays',
        SETTINGS_MESSAGES.transferHoldDays,
      ],
      [
        withPayments({ balanceReminderDays: 0 }),
        'payments.balanceReminderDays',
        SETTINGS_MESSAGES.balanceReminderDays,
      ],
      [
        withPayments({ balanceReminderDays: 31 }),
        'payments.balanceReminderDays',
        SETTINGS_MESSAGES.balanceReminderDays,
      ],
      [
        withPayments({ checkoutHoldMinutes: 0 }),
        'payments.checkoutHoldMinutes',
        SETTINGS_MESSAGES.checkoutHoldMinutes,
      ],
      [
        withPayments({ checkoutHoldMinutes: 61 }),
        'payments.checkoutHoldMinutes',
        SETTINGS_MESSAGES.checkoutHoldMinutes,
      ],
      [
        withPayments({ balanceReminderDays: 1.5 }),
        'payments.balanceReminderDays',
        SETTINGS_MESSAGES.balanceReminderDays,
      ],
      [
        withPayments({ accountNumber: 'x'.repeat(65) }),
        'payments.accountNumber',
        SETTINGS_MESSAGES.accountNumber,
      ],
    ];
    for (const [json, field, message] of cases) {
      const res = await put(json);
      expect(res.status, `${field} ${JSON.stringify(json)}`).toBe(422);
      expect(res.json.errors).toEqual({ [field]: [message] });
      expect(res.json.message).toBe(message);
    }

    const malformed = await call(t.app, 'PUT', '/api/admin/settings', {
      token: tokens.admin,
      body: '{"general":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await getSettings()).toEqual(SAVED);
  });

  it('gives the balance reminder 7 days when a PUT from an older page omits it', async () => {
    const { balanceReminderDays: _omitted, ...olderPayments } = SAVED.payments;
    const res = await put({ ...SAVED, payments: olderPayments });
    expect(res.status).toBe(200);
    expect((await getSettings()).payments.balanceReminderDays).toBe(7);
  });

  it('reports every invalid field at once', async () => {
    const res = await put({
      general: { ...SAVED.general, email: 'nope', website: 'nope' },
      notifications: SAVED.notifications,
      security: { ...SAVED.security, passwordExpiry: -5 },
      payments: SAVED.payments,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual([
      'general.email',
      'general.website',
      'security.passwordExpiry',
    ]);
  });
});

describe('storage', () => {
  it('fills fields missing from a stored row with their defaults and ignores a broken row', async () => {
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify({ ipRestriction: true }) })
      .where('key', '=', 'security')
      .execute();
    await t.db
      .updateTable('settings')
      .set({ value: '{not json' })
      .where('key', '=', 'notifications')
      .execute();
    const settings = await getSettings();
    expect(settings.security).toEqual({
      twoFactorAuth: false,
      passwordExpiry: 90,
      ipRestriction: true,
      ipAllowList: [],
    });
    expect(settings.notifications).toEqual(SPEC_DEFAULTS.notifications);
    expect(settings.general).toEqual(SAVED.general);
    await put(SAVED);
  });

  it('migration 0004 never overwrites saved settings', async () => {
    await migrations['0004_settings']!.up(t.db);
    expect(await getSettings()).toEqual(SAVED);
  });
});
