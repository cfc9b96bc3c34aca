import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestServer, type TestServer } from './harness';

/*
 * Pages answer HTML whatever their Accept header (issue 16: link-preview bots and monitors send
 * `*\/*`), and the server entry's render goes into the built index.html. A stand-in entry
 * replaces the real one (src/entry-server.tsx, which needs a build; e2e/ssr.spec.ts covers it).
 */

const TEMPLATE = [
  '<!doctype html><html><head><title>Shell</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-0.js"></head>',
  '<body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>',
].join('');

/** Renders /tours with the tour count from the in-process API; /nope is missing; the rest declines. */
const STAND_IN_ENTRY = `
export async function render({ url, origin, fetch }) {
  if (url.startsWith('/tours')) {
    const res = await fetch(new URL('/api/get-tours', origin));
    const body = await res.json();
    return {
      status: 200,
      head: '<title>Tours</title><link rel="canonical" href="' + origin + '/tours"/>',
      html: '<h1>' + body.data.length + ' tours at ' + url + '</h1>',
      dataIsland: '<script type="application/json" id="page-data">{}</script>',
      routeFiles: ['src/routes/tours.tsx'],
    };
  }
  if (url === '/nope') {
    return { status: 404, head: '<title>Page Not Found</title>', html: '<h1>Page Not Found</h1>', dataIsland: '', routeFiles: [] };
  }
  return null;
}
`;

const PUBLIC_URL = 'https://tours.example.pk';
let folder: string;
let shellOnly: TestServer;
let rendering: TestServer;

function builtSpa(name: string, withEntry: boolean): string {
  const dist = path.join(folder, name);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log("app")');
  if (withEntry) {
    // The client manifest: the tours route's code and what it imports (one already in the page).
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/routes/tours.tsx?tsr-split=component': {
          file: 'assets/tours-1.js',
          imports: ['_card.js', 'index.html'],
        },
        '_card.js': { file: 'assets/card-2.js', imports: ['index.html'] },
        'index.html': { file: 'assets/index-abc.js' },
      }),
    );
    fs.mkdirSync(path.join(dist, '.ssr'));
    fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), STAND_IN_ENTRY);
  }
  return dist;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-ssr-'));
  shellOnly = await createTestServer({ staticDir: builtSpa('shell', false) });
  rendering = await createTestServer({
    staticDir: builtSpa('ssr', true),
    config: { publicUrl: PUBLIC_URL },
  });
});
afterAll(async () => {
  await shellOnly?.close();
  await rendering?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const ACCEPTS = ['*/*', 'application/json', 'text/html,application/xhtml+xml', ''];

describe('page routes answer HTML whatever the Accept header', () => {
  it('gives the SPA shell when the build has no server entry', async () => {
    for (const accept of ACCEPTS) {
      for (const url of ['/', '/tour/1', '/tours/k2-base-camp', '/admin/tours', '/no/such/page']) {
        const res = await call(shellOnly.app, 'GET', url, { headers: { accept } });
        expect(res.status, `${url} ${accept}`).toBe(200);
        expect(res.headers.get('content-type'), url).toMatch(/text\/html/);
        expect(res.headers.get('cache-control'), url).toBe('no-cache');
        expect(res.text, url).toContain('<title>Shell</title>');
      }
    }
  });

  it('keeps /api and missing files as 404 JSON', async () => {
    for (const url of [
      '/api/nope',
      '/assets/missing.js',
      '/favicon.ico',
      '/.ssr/entry-server.js',
    ]) {
      const res = await call(rendering.app, 'GET', url, { headers: { accept: '*/*' } });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/json/);
      expect(res.text, url).not.toContain('export async function render');
    }
  });
});

describe('server-rendered pages', () => {
  it('fills the template: head tags, the page in #root, the data island; API called in-process', async () => {
    const res = await call(rendering.app, 'GET', '/tours?difficulty=Easy', {
      headers: { accept: '*/*' },
    });
    const tours = await call<{ data: unknown[] }>(rendering.app, 'GET', '/api/get-tours');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain(
      `<title>Tours</title><link rel="canonical" href="${PUBLIC_URL}/tours"/>`,
    );
    expect(res.text).not.toContain('<title>Shell</title>');
    expect(res.text).toContain(
      `<div id="root"><h1>${tours.json.data.length} tours at /tours?difficulty=Easy</h1></div>`,
    );
    expect(res.text).toContain('<script type="application/json" id="page-data">{}</script></body>');
    expect(res.text).not.toContain('<noscript>');
    // The entry and the route's code are loaded by public/boot.js once the page is painted; the
    // entry is not named twice, and no script is asked for before the first paint.
    expect(res.text).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/runtime-0.js /assets/tours-1.js /assets/card-2.js" defer></script>',
    );
    expect(res.text.match(/index-abc\.js/g)).toHaveLength(1);
    expect(res.text).not.toContain('type="module"');
    expect(res.text).not.toContain('modulepreload');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('answers an unknown page with its not-found page and a 404', async () => {
    const res = await call(rendering.app, 'GET', '/nope', { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.text).toContain('<h1>Page Not Found</h1>');
  });

  it('gives the shell for the pages the entry leaves to the browser', async () => {
    const res = await call(rendering.app, 'GET', '/admin/tours', { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Shell</title><script');
    expect(res.text).toContain('<div id="root"></div>');
  });
});
