import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { createTestServer, TestServer } from '../server/harness';
import type { ApiHandler } from './fake-api';

/** The project folder, as a file address. */
const ROOT = pathToFileURL(
  `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')}/`,
);

/**
 * Imports the server modules. Under jsdom the test's Vite transform is the browser's: it turns
 * the server's `new URL('../../content/catalogue/', import.meta.url)` into
 * `new URL('/content/catalogue/', '' + self.location)`, an address under the page. While they
 * load, such a root-relative address is read in the project folder, where Node would find it.
 */
async function loadHarness() {
  const PageURL = globalThis.URL;
  const page = String(self.location);
  globalThis.URL = class extends PageURL {
    constructor(input: string | URL, base?: string | URL) {
      if (base === page && typeof input === 'string') super(`.${input}`, ROOT);
      else super(input, base);
    }
  };
  try {
    return await import('../server/harness');
  } finally {
    globalThis.URL = PageURL;
  }
}

/**
 * The real server as the fake API: `api` hands each request the SPA sends to the Hono app of
 * server/app.ts (`app.request`, no socket) over a fresh, seeded test database
 * (tests/server/harness.ts: SQLite, or PostgreSQL under TEST_DATABASE_URL). A component test
 * then meets the server's real answers (statuses, messages, validation) instead of hand-written
 * ones.
 *
 * Call it at the top of a file or a describe block: the server starts before its tests and is
 * closed after them, so tests in that scope share its database.
 */
export function useInProcessApi(options?: Parameters<typeof createTestServer>[0]) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const harness = await loadHarness();
    server = await harness.createTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  const current = (): TestServer => {
    if (!server) throw new Error('the in-process API starts in beforeAll: use it inside a test');
    return server;
  };
  const api: ApiHandler = (request) => current().app.request(request);
  return {
    /** The handler for `renderApp(path, api)`. */
    api,
    /** The running server: its app, database and clock, for setup and checks. */
    get server() {
      return current();
    },
  };
}
