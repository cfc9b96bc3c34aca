import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/entry-server';
import { createTestServer, type TestServer } from '../server/harness';

/*
 * The real server entry (src/entry-server.tsx), run from source against a seeded server. The
 * built entry runs in e2e/ssr.spec.ts; what is checked here is what only a fresh module shows:
 * the very first render of a page, while its lazy parts (the footer) have never loaded.
 */

let server: TestServer;
const fetchInProcess = ((input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(server.app.request(new Request(input, init)))) as typeof fetch;
const renderPage = (url: string) =>
  render({ url, origin: 'http://karakoram.test', fetch: fetchInProcess });

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('server entry', () => {
  it('renders the whole page on its first render: lazy parts wait, none left to the browser', async () => {
    const page = await renderPage('/about');
    expect(page?.status).toBe(200);
    // A Suspense boundary the server gave up on: the browser logs React error #419 and the
    // first HTML lacks that part.
    expect(page?.html).not.toContain('<!--$!-->');
    expect(page?.html).toContain('Quick Links');
    expect(page?.html).toContain('Manage My Booking');
  });

  it('writes every page in place: no inline script (CSP script-src self), nothing hidden', async () => {
    for (const url of ['/', '/tours', '/tour/1', '/blog', '/contact']) {
      const page = await renderPage(url);
      expect(page?.status, url).toBe(200);
      // React writes a large or late Suspense boundary out of order, moved into place by an
      // inline script the page's CSP refuses: the content would stay hidden.
      expect(page?.html, url).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
      expect(page?.html, url).not.toMatch(/<div hidden id="S:/);
      expect(page?.html, url).not.toContain('<!--$!-->');
    }
  });

  it('leaves client-rendered pages to the browser', async () => {
    expect(await renderPage('/dashboard')).toBeNull();
  });
});
