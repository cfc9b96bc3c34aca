// Shared constants for the Playwright suite. playwright.config.ts starts the server with these
// values, so specs and server always agree.

/** Port of the production server that playwright.config.ts starts for the suite. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * A second server of the same build that sends its mail by SMTP to a sink (e2e/mail-sink.ts),
 * for journeys that follow a link from a received e-mail; the main server keeps its mail in the
 * admin outbox, as `npm start` does. Ports follow E2E_PORT so parallel runs never collide.
 */
export const E2E_MAIL_PORT = E2E_PORT + 1;
export const MAIL_BASE_URL = `http://127.0.0.1:${E2E_MAIL_PORT}`;
export const E2E_SMTP_PORT = E2E_PORT + 2;
/** The sink's HTTP side: GET /messages lists what it received. */
export const E2E_SINK_PORT = E2E_PORT + 3;
export const SINK_URL = `http://127.0.0.1:${E2E_SINK_PORT}`;
/**
 * A third server of the same build whose checkout holds last 15 seconds instead of Settings' 15
 * minutes (CHECKOUT_HOLD_SECONDS), so e2e/checkout-hold.spec.ts can watch one run out without
 * hurrying every other journey's checkout.
 */
export const E2E_HOLD_PORT = E2E_PORT + 4;
export const HOLD_BASE_URL = `http://127.0.0.1:${E2E_HOLD_PORT}`;

/** Fresh for every run: the config deletes it before the server starts, so the seed runs anew. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

/** The production build to serve; parallel local runs can each build into their own folder. */
export const E2E_DIST = process.env.E2E_DIST ?? 'dist';

/** The admin account the server creates at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const ADMIN = {
  email: 'admin@e2e.test',
  password: 'e2e-admin-password-123',
} as const;
