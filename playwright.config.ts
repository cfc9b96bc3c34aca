import { defineConfig } from '@playwright/test';
import {
  ADMIN,
  BASE_URL,
  E2E_DATA_DIR,
  E2E_DIST,
  E2E_HOLD_PORT,
  E2E_MAIL_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
  HOLD_BASE_URL,
  MAIL_BASE_URL,
  SINK_URL,
} from './e2e/fixtures';

/** What every server shares: the build, the admin account and the booking limit. */
const serverEnv = {
  STATIC_DIR: E2E_DIST,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // The suite books from one address for dozens of travellers, several a minute; 20 per
  // minute per IP (the production limit, tested in tests/server/bookings.test.ts) would
  // refuse whichever spec happens to follow a busy one.
  BOOKING_MAX_PER_MINUTE: '1000',
  // ...and with a handful of e-mail addresses (the per-address limit is tested in
  // tests/server/rate-limit.test.ts).
  BOOKING_MAX_PER_EMAIL_PER_HOUR: '1000',
  // Every spec registers and signs in from 127.0.0.1 (the real allowances are tested in
  // tests/server/password-limits.test.ts).
  HASHING_MAX_PER_IP_PER_MINUTE: '1000',
  REGISTRATION_MAX_PER_IP_PER_HOUR: '1000',
  // React's production build renders the pages and the mails, as under `npm start`.
  NODE_ENV: 'production',
};
const serverProcess = {
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
} as const;

// Journeys run against the production build (dist/, built by scripts/test-e2e.sh) served by the
// real server with a fresh SQLite data directory, in Debian's Chromium (STACK.md: browsers cannot
// be downloaded on our machines, so never `playwright install`).
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker: journeys share one server and one database, and the machine has 2 cores.
  workers: 1,
  // No retries: a flaky journey is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A failed test keeps its trace (actions, console, network) and a screenshot. The trace's
    // screencast and DOM snapshots are left out: they cost about a tenth of the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          // Without the networking flags Chromium keeps calling hosts this machine cannot reach.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // The embedded default of `npm start`: no SMTP_URL, mail kept in the admin outbox.
      command: `rm -rf ${E2E_DATA_DIR} && npx tsx server/main.ts`,
      // Server-rendered pages name their absolute addresses (canonical, og:image) after PUBLIC_URL.
      env: { ...serverEnv, DATA_DIR: E2E_DATA_DIR, PORT: String(E2E_PORT), PUBLIC_URL: BASE_URL },
      url: `${BASE_URL}/api/tours/featured`,
      ...serverProcess,
    },
    {
      // A real SMTP server that keeps what it receives (read by e2e/mail.ts).
      command: 'npx tsx e2e/mail-sink.ts',
      url: `${SINK_URL}/health`,
      ...serverProcess,
    },
    {
      // The same build sending its mail by SMTP to the sink, polled often so journeys are quick.
      command: `rm -rf ${E2E_DATA_DIR}-mail && npx tsx server/main.ts`,
      env: {
        ...serverEnv,
        DATA_DIR: `${E2E_DATA_DIR}-mail`,
        PORT: String(E2E_MAIL_PORT),
        PUBLIC_URL: MAIL_BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: '"Karakoram Trails" <bookings@e2e.test>',
        MAIL_INTERVAL_MS: '300',
      },
      url: `${MAIL_BASE_URL}/api/tours/featured`,
      ...serverProcess,
    },
    {
      // Seats held at checkout for 15 s instead of Settings' 15 minutes, so
      // e2e/checkout-hold.spec.ts can watch a hold run out (issue 19).
      command: `rm -rf ${E2E_DATA_DIR}-hold && npx tsx server/main.ts`,
      env: {
        ...serverEnv,
        DATA_DIR: `${E2E_DATA_DIR}-hold`,
        PORT: String(E2E_HOLD_PORT),
        PUBLIC_URL: HOLD_BASE_URL,
        CHECKOUT_HOLD_SECONDS: '15',
      },
      url: `${HOLD_BASE_URL}/api/tours/featured`,
      ...serverProcess,
    },
  ],
});
