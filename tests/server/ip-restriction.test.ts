import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentIpResponseSchema,
  IP_RESTRICTION_MESSAGES,
  settingsResponseSchema,
  type Settings,
} from '../../contract/settings';
import { readSettings, writeSettings } from '../../server/admin-data/settings';
import { call, createTestServer, registerAndLogin, type TestServer } from './harness';
import { DANA, loginAsAdmin } from '../support/server-fixtures';

/** Settings > Security > IP restriction (issue 18): /admin and the admin API, allow-list only. */

const HOME = '198.51.100.7';
const OUTSIDE = '203.0.113.5';

let staticRoot: string;
let t: TestServer;
let proxied: TestServer;
let admin = '';
let traveller = '';
let proxiedAdmin = '';

beforeAll(async () => {
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-ip-'));
  fs.writeFileSync(path.join(staticRoot, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  t = await createTestServer({ staticDir: staticRoot });
  proxied = await createTestServer({ config: { trustProxy: true } });
  admin = await loginAsAdmin(t.app);
  traveller = await registerAndLogin(t.app, DANA);
  proxiedAdmin = await loginAsAdmin(proxied.app);
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

/** Stores the security section directly (the PUT's guard is tested on its own below). */
async function restrict(server: TestServer, ipRestriction: boolean, ipAllowList: string[]) {
  const settings = await readSettings(server.db);
  await writeSettings(server.db, {
    ...settings,
    security: { ...settings.security, ipRestriction, ipAllowList },
  });
}

const getSettings = (ip: string, token = admin) =>
  call<{ message: string; ip_restricted?: boolean }>(t.app, 'GET', '/api/admin/settings', {
    token,
    ip,
  });

async function putSecurity(security: Partial<Settings['security']>, ip: string) {
  const current = await readSettings(t.db);
  return call<{ message: string; errors: Record<string, string[]> }>(
    t.app,
    'PUT',
    '/api/admin/settings',
    { token: admin, ip, json: { ...current, security: { ...current.security, ...security } } },
  );
}

describe('the current address', () => {
  it('GET /api/admin/ip answers the address the server sees, for admins only', async () => {
    const res = await call(t.app, 'GET', '/api/admin/ip', { token: admin, ip: HOME });
    expect(res.status).toBe(200);
    expect(currentIpResponseSchema.parse(res.json).data.ip).toBe(HOME);
    expect((await call(t.app, 'GET', '/api/admin/ip', { token: traveller, ip: HOME })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/admin/ip', { ip: HOME })).status).toBe(401);
  });
});

describe('saving the allow-list (lock-out guard)', () => {
  it('refuses the switch on with an empty list', async () => {
    const res = await putSecurity({ ipRestriction: true, ipAllowList: [] }, HOME);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({ 'security.ipAllowList': [IP_RESTRICTION_MESSAGES.empty] });
    expect((await readSettings(t.db)).security.ipRestriction).toBe(false);
  });

  it('refuses entries that are not addresses or CIDR ranges, switch on or off', async () => {
    for (const ipRestriction of [true, false]) {
      const res = await putSecurity(
        { ipRestriction, ipAllowList: [HOME, 'not-an-ip', '10.0.0.0/33', '2001:db8::/129'] },
        HOME,
      );
      expect(res.status).toBe(422);
      expect(res.json.errors['security.ipAllowList']).toEqual([
        IP_RESTRICTION_MESSAGES.invalidEntry('not-an-ip'),
        IP_RESTRICTION_MESSAGES.invalidEntry('10.0.0.0/33'),
        IP_RESTRICTION_MESSAGES.invalidEntry('2001:db8::/129'),
      ]);
    }
    expect((await readSettings(t.db)).security.ipAllowList).toEqual([]);
  });

  it('refuses a list that excludes the saving admin, naming their address', async () => {
    const res = await putSecurity({ ipRestriction: true, ipAllowList: ['10.0.0.0/8'] }, HOME);
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      'security.ipAllowList': [IP_RESTRICTION_MESSAGES.lockOut(HOME)],
    });
    expect(res.json.errors['security.ipAllowList']?.[0]).toContain(HOME);
    expect((await readSettings(t.db)).security).toMatchObject({
      ipRestriction: false,
      ipAllowList: [],
    });
  });

  it('stores a list that includes the saving admin (trimmed), and a list with the switch off', async () => {
    const res = await putSecurity(
      { ipRestriction: true, ipAllowList: [' 198.51.100.0/24 ', '2001:db8::/32'] },
      HOME,
    );
    expect(res.status).toBe(200);
    expect(settingsResponseSchema.parse(res.json).data.security).toMatchObject({
      ipRestriction: true,
      ipAllowList: ['198.51.100.0/24', '2001:db8::/32'],
    });
    // Off, a list that would exclude the admin is kept for later.
    const off = await putSecurity({ ipRestriction: false, ipAllowList: ['10.0.0.0/8'] }, HOME);
    expect(off.status).toBe(200);
    expect((await readSettings(t.db)).security.ipAllowList).toEqual(['10.0.0.0/8']);
  });
});

describe('enforcement', () => {
  beforeAll(() => restrict(t, true, ['198.51.100.0/24', '192.0.2.44', '2001:db8::/32']));

  it('lets addresses inside the list and its CIDR ranges (IPv4, IPv6, IPv4-mapped) through', async () => {
    for (const ip of [
      '198.51.100.1',
      '198.51.100.254',
      '192.0.2.44',
      '2001:db8::1',
      '2001:db8:ffff::9',
      '::ffff:198.51.100.8',
    ]) {
      expect((await getSettings(ip)).status, ip).toBe(200);
    }
  });

  it('refuses every other address with 403 and a clear message', async () => {
    for (const ip of [OUTSIDE, '198.51.101.1', '192.0.2.45', '2001:db9::1', '::1']) {
      const res = await getSettings(ip);
      expect(res.status, ip).toBe(403);
      expect(res.json).toEqual({ message: IP_RESTRICTION_MESSAGES.refused, ip_restricted: true });
    }
  });

  it('covers every admin API, the two-factor enrolment included', async () => {
    for (const route of [
      '/api/admin/dashboard',
      '/api/admin/bookings',
      '/api/admin/two-factor',
      '/api/admin/ip',
    ]) {
      const res = await call(t.app, 'GET', route, { token: admin, ip: OUTSIDE });
      expect(res.status, route).toBe(403);
      expect(res.json).toMatchObject({ message: IP_RESTRICTION_MESSAGES.refused });
      expect((await call(t.app, 'GET', route, { token: admin, ip: HOME })).status, route).toBe(200);
    }
    const write = await putSecurity({ ipRestriction: false }, OUTSIDE);
    expect(write.status).toBe(403);
    expect((await readSettings(t.db)).security.ipRestriction).toBe(true);
  });

  it('keeps /admin pages to the list and leaves the public site alone', async () => {
    for (const page of ['/admin', '/admin/settings']) {
      const refused = await call(t.app, 'GET', page, { ip: OUTSIDE });
      expect(refused.status, page).toBe(403);
      expect(refused.text).toContain(IP_RESTRICTION_MESSAGES.refused);
      expect(refused.text).not.toContain('id="root"');
      const allowed = await call(t.app, 'GET', page, { ip: HOME });
      expect(allowed.status, page).toBe(200);
      expect(allowed.text).toContain('id="root"');
    }
    expect((await call(t.app, 'GET', '/api/settings/public', { ip: OUTSIDE })).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/me', { token: traveller, ip: OUTSIDE })).status).toBe(
      200,
    );
    // An admin outside the list signs in and uses the site as a traveller would.
    expect((await call(t.app, 'GET', '/api/me', { token: admin, ip: OUTSIDE })).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const spoofed = await call(t.app, 'GET', '/api/admin/settings', {
      token: admin,
      ip: OUTSIDE,
      headers: { 'x-forwarded-for': HOME },
    });
    expect(spoofed.status).toBe(403);
    const real = await call(t.app, 'GET', '/api/admin/settings', {
      token: admin,
      ip: HOME,
      headers: { 'x-forwarded-for': OUTSIDE },
    });
    expect(real.status).toBe(200);
  });

  it('restricts nothing for a stored switch-on row without a list (saved before the list existed)', async () => {
    await restrict(t, true, []);
    expect((await getSettings(OUTSIDE)).status).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const PROXY = '10.0.0.2';
  const viaProxy = (method: string, url: string, client: string, json?: unknown) =>
    call<{ errors?: Record<string, string[]> }>(proxied.app, method, url, {
      token: proxiedAdmin,
      ip: PROXY,
      headers: { 'x-forwarded-for': `${OUTSIDE}, ${client}` },
      json,
    });

  it("reads the client's address from X-Forwarded-For for the list, the guard and the shown address", async () => {
    const shown = await viaProxy('GET', '/api/admin/ip', '192.0.2.10');
    expect(currentIpResponseSchema.parse(shown.json).data.ip).toBe('192.0.2.10');

    const current = await readSettings(proxied.db);
    const lockedOut = await viaProxy('PUT', '/api/admin/settings', '192.0.2.10', {
      ...current,
      security: { ...current.security, ipRestriction: true, ipAllowList: [PROXY] },
    });
    expect(lockedOut.status).toBe(422);
    expect(lockedOut.json.errors).toEqual({
      'security.ipAllowList': [IP_RESTRICTION_MESSAGES.lockOut('192.0.2.10')],
    });

    const saved = await viaProxy('PUT', '/api/admin/settings', '192.0.2.10', {
      ...current,
      security: { ...current.security, ipRestriction: true, ipAllowList: ['192.0.2.0/28'] },
    });
    expect(saved.status).toBe(200);
    expect((await viaProxy('GET', '/api/admin/settings', '192.0.2.15')).status).toBe(200);
    expect((await viaProxy('GET', '/api/admin/settings', '192.0.2.16')).status).toBe(403);
  });
});
