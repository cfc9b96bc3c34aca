import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compress, selectEncoding } from '../../server/http/compress';
import type { AppEnv } from '../../server/http/env';
import { call, createTestServer, type TestServer } from './harness';
import { loginAsAdmin } from '../support/server-fixtures';

/**
 * Issue 16: every text answer compressed by Accept-Encoding (server/http/compress.ts), static
 * files sent as their build-time .br/.gz twins (scripts/vite-precompress.ts,
 * server/http/static.ts), never images, HEAD bodies or `no-transform` answers.
 */

let t: TestServer;
let dist: string;
const bigScript = `console.log(${JSON.stringify('karakoram '.repeat(400))});`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-compress-'));
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'images'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><p>${'x'.repeat(2000)}</p>`);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js'), bigScript);
  // Twins as the build writes them; the marker proves which file was sent.
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.br'), zlib.brotliCompressSync(bigScript));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc.js.gz'), zlib.gzipSync(bigScript));
  fs.writeFileSync(path.join(dist, 'assets', 'plain-def.css'), `a{color:red}${' '.repeat(3000)}`);
  fs.writeFileSync(path.join(dist, 'images', 'big.webp'), Buffer.alloc(5000, 1));
  t = await createTestServer({ staticDir: dist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.app.request(url, { method, headers: { accept: 'application/json', ...headers } });

describe('Accept-Encoding', () => {
  it('prefers brotli, honours q-values and refusals', () => {
    expect(selectEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(selectEncoding('gzip, deflate')).toBe('gzip');
    expect(selectEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(selectEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(selectEncoding('*')).toBe('br');
    expect(selectEncoding('identity')).toBeUndefined();
    expect(selectEncoding(undefined)).toBeUndefined();
  });
});

describe('dynamic answers', () => {
  it('compresses a large JSON answer with brotli or gzip, and says Vary', async () => {
    const admin = await loginAsAdmin(t.app);
    const auth = { authorization: `Bearer ${admin}` };
    const plain = await get('/api/tours', auth);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);

    const br = await get('/api/tours', { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await get('/api/tours', { ...auth, 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('leaves HEAD alone', async () => {
    const admin = await loginAsAdmin(t.app);
    const head = await get(
      '/api/tours',
      { authorization: `Bearer ${admin}`, 'accept-encoding': 'br' },
      'HEAD',
    );
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
    expect(await head.text()).toBe('');
  });

  it('never touches small answers, no-transform, images or answers already encoded', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', compress());
    const text = 'y'.repeat(5000);
    app.get('/no-transform', (c) =>
      c.text(text, 200, { 'Cache-Control': 'private, no-transform' }),
    );
    app.get('/image', (c) => c.body(new Uint8Array(5000), 200, { 'Content-Type': 'image/webp' }));
    app.get('/encoded', (c) =>
      c.body(zlib.gzipSync(text), 200, {
        'Content-Type': 'text/plain',
        'Content-Encoding': 'gzip',
      }),
    );
    app.get('/text', (c) => c.text(text));
    app.get('/small', (c) => c.json({ message: 'short' }));
    const headers = { 'accept-encoding': 'br, gzip' };
    for (const url of ['/no-transform', '/image']) {
      const res = await app.request(url, { headers });
      expect(res.headers.get('content-encoding'), url).toBeNull();
      expect((await res.arrayBuffer()).byteLength, url).toBe(5000);
    }
    const small = await app.request('/small', { headers });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ message: 'short' });
    const encoded = await app.request('/encoded', { headers });
    expect(encoded.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await encoded.arrayBuffer())).toString()).toBe(text);
    const plain = await app.request('/text', { headers });
    expect(plain.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await plain.arrayBuffer())).toString()).toBe(text);
  });
});

describe('static files', () => {
  it('sends the precompressed twin the client accepts, with the original type', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await get('/assets/app-abc.js', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(bigScript);
    }
    const identity = await get('/assets/app-abc.js');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(bigScript);
  });

  it('compresses a text file without a twin on the fly, never an image', async () => {
    const css = await get('/assets/plain-def.css', { 'accept-encoding': 'br' });
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await css.arrayBuffer())).toString()).toMatch(
      /^a\{color:red\}/,
    );

    const image = await get('/images/big.webp', { 'accept-encoding': 'br, gzip' });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(5000);
  });

  it('compresses the SPA page too', async () => {
    const res = await call(t.app, 'GET', '/tours', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
