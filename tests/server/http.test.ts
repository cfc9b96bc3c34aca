import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessageSchema, NOT_FOUND_MESSAGE } from '../../contract';
import { createApp } from '../../server/app';
import { defaultAppConfig } from '../../server/config';
import { clientIp } from '../../server/http/client-ip';
import { CROSS_ORIGIN_MESSAGE, JSON_ONLY_MESSAGE } from '../../server/http/request-guard';
import {
  call,
  createFreshDatabase,
  createTestServer,
  login,
  TEST_ADMIN,
  type FreshDatabase,
  type TestServer,
} from './harness';

let t: TestServer;
let staticRoot: string;

beforeAll(async () => {
  // A built-SPA stand-in, with a secret beside it that must never be served.
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-static-'));
  const dist = path.join(staticRoot, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'images', 'tours'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, 'images', 'tours', 'x.webp'), 'RIFF....WEBP');
  fs.writeFileSync(path.join(staticRoot, 'secret.txt'), 'TOP-SECRET');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":"BUILD-MANIFEST"}');
  t = await createTestServer({ staticDir: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticRoot, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values.join(' ')]),
  );
  expect(directives).toMatchObject({
    'default-src': "'self'",
    'script-src': "'self'",
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'frame-ancestors': "'none'",
    'form-action': "'self'",
  });
  expect(directives['script-src']).not.toContain('unsafe-inline');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  const permissions = new Map(
    (headers.get('permissions-policy') ?? '')
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );
  for (const feature of [
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
  ]) {
    expect(permissions.get(feature), feature).toBe('()');
  }
  // Sharing and copying a link are used by the site: not denied.
  expect(permissions.has('web-share')).toBe(false);
  expect(permissions.has('clipboard-write')).toBe(false);
}

const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

describe('security headers', () => {
  it('are on API answers of every kind', async () => {
    for (const [method, url] of [
      ['GET', '/api/get-tours'],
      ['GET', '/api/me'],
      ['GET', '/api/nope'],
      ['POST', '/api/login'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' ? { json: {} } : {});
      expectSecurityHeaders(res.headers);
    }
  });

  it('are on SPA pages and static files', async () => {
    expectSecurityHeaders((await call(t.app, 'GET', '/', html)).headers);
    expectSecurityHeaders((await call(t.app, 'GET', '/tours/k2-base-camp', html)).headers);
    expectSecurityHeaders((await call(t.app, 'GET', '/assets/index-abc123.js')).headers);
  });
});

describe('cross-site writes and content types', () => {
  const subscriberCount = async (email: string) =>
    (
      await t.db
        .selectFrom('newsletter_subscribers')
        .select('id')
        .where('email', '=', email)
        .execute()
    ).length;
  const userCount = async (email: string) =>
    (await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).length;
  const registration = (email: string) =>
    JSON.stringify({ name: 'Forged Account', email, password: 'forged-password-1' });

  it('refuses text/plain, urlencoded and multipart bodies on JSON endpoints (415), storing nothing', async () => {
    const email = 'forged.form@example.com';
    const forms: [string, string, string | FormData][] = [
      ['/api/newsletter', 'text/plain;charset=UTF-8', JSON.stringify({ email })],
      ['/api/newsletter', 'application/x-www-form-urlencoded', `email=${email}`],
      ['/api/register', 'text/plain', registration(email)],
      ['/api/register', 'application/json-patch+json', registration(email)],
      ['/api/login', 'application/x-www-form-urlencoded', `email=${email}&password=x`],
    ];
    for (const [url, contentType, body] of forms) {
      const res = await t.app.request(url, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
      expect(res.status, `${url} ${contentType}`).toBe(415);
      expect(await res.json()).toEqual({ message: JSON_ONLY_MESSAGE });
      expectSecurityHeaders(res.headers);
    }
    const form = new FormData();
    form.set('email', email);
    const multipart = await t.app.request('/api/newsletter', { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    // A body with no Content-Type at all is not JSON either (a raw Node request).
    const untyped = new Request('http://localhost/api/newsletter', {
      method: 'POST',
      headers: { 'content-length': '30' },
      body: JSON.stringify({ email }),
    });
    untyped.headers.delete('content-type');
    expect((await t.app.request(untyped)).status).toBe(415);

    expect(await subscriberCount(email)).toBe(0);
    expect(await userCount(email)).toBe(0);
  });

  it('refuses writes from another origin (403), whatever the method, storing nothing', async () => {
    const email = 'forged.origin@example.com';
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost' },
      // A page on our origin cannot be faked by Origin alone while the browser says cross-site.
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const label = JSON.stringify(headers);
      const subscribe = await call(t.app, 'POST', '/api/newsletter', { json: { email }, headers });
      expect(subscribe.status, label).toBe(403);
      expect(subscribe.json).toEqual({ message: CROSS_ORIGIN_MESSAGE });
      expectSecurityHeaders(subscribe.headers);
      const register = await call(t.app, 'POST', '/api/register', {
        body: registration(email),
        headers: { ...headers, 'content-type': 'text/plain' },
      });
      expect(register.status, label).toBe(403);
    }
    for (const [method, url] of [
      ['PUT', '/api/my/profile'],
      ['PATCH', '/api/tours/1'],
      ['DELETE', '/api/tours/1/media/1'],
      ['POST', '/api/tours/1/media'],
    ] as const) {
      const res = await call(t.app, method, url, {
        json: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect(await subscriberCount(email)).toBe(0);
    expect(await userCount(email)).toBe(0);
  });

  it('accepts JSON from the site itself, from PUBLIC_URL, and from clients that send no Origin', async () => {
    const publicOrigin = new URL(t.config.publicUrl).origin;
    const cases: [string, Record<string, string>][] = [
      ['own.host@example.com', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
      ['public.url@example.com', { origin: publicOrigin, 'sec-fetch-site': 'same-origin' }],
      ['no.origin@example.com', {}],
      ['charset@example.com', { 'content-type': 'application/json; charset=utf-8' }],
    ];
    for (const [email, headers] of cases) {
      const res = await t.app.request('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email }),
      });
      expect(res.status, email).toBe(201);
      expect(await subscriberCount(email)).toBe(1);
    }
    // Reads are never refused, whoever links to them.
    const read = await call(t.app, 'GET', '/api/tours/featured', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('a write without a body needs no Content-Type', async () => {
    const token = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await t.app.request('/api/logout', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-length': '0',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect((await call(t.app, 'GET', '/api/me', { token })).status).toBe(401);
  });
});

describe('error answers', () => {
  it('unknown /api routes are 404 JSON, even when HTML is accepted', async () => {
    for (const url of ['/api/nope', '/api', '/api/tours/featured/extra']) {
      const res = await call(t.app, 'GET', url, html);
      expect(res.status, url).toBe(404);
      expect(res.json).toEqual({ message: NOT_FOUND_MESSAGE });
    }
    const post = await call(t.app, 'POST', '/api/get-tours', { json: {} });
    expect(post.status).toBe(404);
  });

  it('bodies over the limit are 413 JSON, with or without Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@b.pk', password: 'x'.repeat(70 * 1024) });
    const withLength = await call(t.app, 'POST', '/api/login', {
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(withLength.status).toBe(413);
    errorMessageSchema.parse(withLength.json);
    expectSecurityHeaders(withLength.headers);

    const streamed = await call(t.app, 'POST', '/api/register', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(streamed.status).toBe(413);
    errorMessageSchema.parse(streamed.json);
  });

  describe('500', () => {
    let broken: FreshDatabase;
    beforeAll(async () => {
      broken = await createFreshDatabase(); // never migrated: every query fails
    });
    afterAll(async () => {
      await broken?.destroy();
    });

    it('answers { message: "Server Error" } with no stack or SQL, and logs the error', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const app = createApp({ db: broken.db, config: defaultAppConfig });
        const res = await call(app, 'GET', '/api/get-tours');
        expect(res.status).toBe(500);
        expect(res.json).toEqual({ message: 'Server Error' });
        expect(res.text).not.toMatch(/tours|select|relation|table|at /i);
        expectSecurityHeaders(res.headers);
        expect(log).toHaveBeenCalled();
      } finally {
        log.mockRestore();
      }
    });
  });
});

describe('the built SPA', () => {
  it('serves index.html for client routes that accept HTML, uncached', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/tours/k2-base-camp',
      '/tour/1',
      '/admin/tours',
      '/no/such/page',
    ]) {
      const res = await call(t.app, 'GET', url, html);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain('<div id="root">SPA</div>');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year, images for a month and other files briefly', async () => {
    const asset = await call(t.app, 'GET', '/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);

    const image = await call(t.app, 'GET', '/images/tours/x.webp');
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe(
      'public, max-age=2592000, stale-while-revalidate=604800',
    );

    const favicon = await call(t.app, 'GET', '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers 404 for missing files that are not page navigations', async () => {
    const res = await call(t.app, 'GET', '/assets/missing.js', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('does not serve build metadata in dot-folders', async () => {
    const res = await call(t.app, 'GET', '/.vite/manifest.json', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('BUILD-MANIFEST');
  });

  it('never serves files outside the static folder', async () => {
    for (const url of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..\\secret.txt',
    ]) {
      const res = await call(t.app, 'GET', url);
      expect(res.text, url).not.toContain('TOP-SECRET');
    }
  });
});

describe('client IP', () => {
  const probe = (trustProxy: boolean) => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientIp(c, trustProxy)));
    return app;
  };
  const socket = { incoming: { socket: { remoteAddress: '10.1.1.1' } } };

  it('uses the socket address and ignores X-Forwarded-For by default', async () => {
    const res = await probe(false).request(
      '/',
      { headers: { 'x-forwarded-for': '1.2.3.4' } },
      socket,
    );
    expect(await res.text()).toBe('10.1.1.1');
    expect(await (await probe(false).request('/')).text()).toBe('unknown');
  });

  it('takes the proxy-appended (right-most) X-Forwarded-For entry when trustProxy is set', async () => {
    const res = await probe(true).request(
      '/',
      { headers: { 'x-forwarded-for': '6.6.6.6, 5.5.5.5' } },
      socket,
    );
    expect(await res.text()).toBe('5.5.5.5');
  });
});
