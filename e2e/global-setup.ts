import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { BASE_URL, E2E_DIST } from './fixtures';

/**
 * Fails fast, with the fix in the message, when the suite cannot mean anything: every journey
 * would otherwise fail on its own with a less helpful error. Runs after the webServer is up.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const chromium = '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`${chromium} is missing: run scripts/ensure-chromium.sh (Debian's chromium).`);
  }
  if (!existsSync(path.join(root, E2E_DIST, 'index.html'))) {
    throw new Error(
      `${E2E_DIST}/index.html is missing: run \`npm run build\` first (scripts/test-e2e.sh does).`,
    );
  }
  const home = await fetch(`${BASE_URL}/`);
  const type = home.headers.get('content-type') ?? '';
  if (home.status !== 200 || !type.includes('text/html')) {
    throw new Error(
      `GET ${BASE_URL}/ answered ${home.status} ${type}: the server is not serving the SPA from dist/.`,
    );
  }
}
