// Shared constants for the Playwright suite. playwright.config.ts starts the server with these
// values, so specs and server always agree.

/** Port of the production server that playwright.config.ts starts for the suite. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Fresh for every run: the config deletes it before the server starts, so the seed runs anew. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** The production build to serve; parallel local runs can each build into their own folder. */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';

/** The admin account the server creates at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-admin-password-123',
} as const;
