import path from 'node:path';
import type { MailMode } from '../contract/admin-outbox';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGES_PER_UPLOAD } from '../contract/tour-media';

/** Everything the app and the process need to know, resolved once from the environment. */
export interface AppConfig {
  /** Honour X-Forwarded-For (only behind a reverse proxy that overwrites it). */
  trustProxy: boolean;
  /** Largest JSON request body accepted by /api routes, in bytes. */
  jsonBodyLimit: number;
  /** Failed logins allowed per (email, IP) within `loginThrottleWindowMs` before 429. */
  loginMaxAttempts: number;
  loginThrottleWindowMs: number;
  /** Booking attempts allowed per IP per minute before 429 (DEFAULT_BOOKING_MAX_PER_MINUTE unless
   * BOOKING_MAX_PER_MINUTE says otherwise). */
  bookingMaxPerMinute: number;
  /** Booking attempts allowed per contact e-mail per hour before 429 (BOOKING_MAX_PER_EMAIL_PER_HOUR,
   * DEFAULT_BOOKING_MAX_PER_EMAIL_PER_HOUR by default): one address cannot hold a tour's seats. */
  bookingMaxPerEmailPerHour: number;
  /** Password hashes (sign-in, registration, password change and reset) per IP per minute,
   * whatever the e-mail (HASHING_MAX_PER_IP_PER_MINUTE, 30 by default). */
  hashingMaxPerIpPerMinute: number;
  /** Registrations per IP per hour (REGISTRATION_MAX_PER_IP_PER_HOUR, 10 by default). */
  registrationMaxPerIpPerHour: number;
  /** Access tokens stop working this long after they were issued. */
  tokenLifetimeMs: number;
  /** ...and this long after their last use (SESSION_IDLE_DAYS, 14 by default). */
  sessionIdleMs: number;
  /** Log one line per request (production); tests keep it off. */
  logRequests: boolean;
  /** Seed admin account; `adminPassword` unset means "generate one and print it once". */
  adminEmail: string;
  adminName: string;
  adminPassword?: string;
  /** Uploaded tour images (DATA_DIR/uploads), served at /uploads/. */
  uploadsDir: string;
  /** Per image file, before re-encoding. */
  uploadMaxFileBytes: number;
  /** Files in one upload request (thumbnail and gallery together). */
  uploadMaxFiles: number;
  /** Width x height above which an image is refused before decoding (decompression bombs). */
  uploadMaxPixels: number;
  /** Whole multipart body of one upload request: every file at its cap plus framing slack. */
  uploadBodyLimit: number;
  /**
   * Absolute address of the site, used for links in e-mails (reset, verification, manage
   * booking). Never taken from a request's Host header. PUBLIC_URL, else http://localhost:PORT.
   */
  publicUrl: string;
  /**
   * Where mail goes: 'smtp' when SMTP_URL is set, else 'keep' (every message stays in the
   * outbox for the admin to read); /admin/outbox says which.
   */
  mailMode: MailMode;
  /**
   * Seats held at checkout last this many seconds instead of Settings > Payments >
   * checkoutHoldMinutes (CHECKOUT_HOLD_SECONDS; unset in production, short on an e2e server).
   */
  checkoutHoldSeconds?: number;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... switches from the embedded SQLite file to PostgreSQL. */
  databaseUrl?: string;
  /**
   * Built SPA (vite build output), served when the folder exists. STATIC_DIR unset means
   * ./dist; STATIC_DIR set to an empty string turns static serving off (the dev server does).
   */
  staticDir?: string;
  /** How often the background jobs (transfer expiry...) run, in ms (JOBS_INTERVAL_MS). */
  jobsIntervalMs: number;
  /** smtp://user:pass@host:587; unset keeps every message in the admin outbox (SMTP_URL). */
  smtpUrl?: string;
  /** Sender of every message (MAIL_FROM); unset means the company name and e-mail in Settings. */
  mailFrom?: string;
  /** How often the mail worker looks for messages to deliver, in ms (MAIL_INTERVAL_MS). */
  mailIntervalMs: number;
}

/** The mail worker polls the outbox every two seconds unless MAIL_INTERVAL_MS says otherwise. */
const DEFAULT_MAIL_INTERVAL_MS = 2_000;

/** Background jobs run once a minute unless JOBS_INTERVAL_MS says otherwise. */
const DEFAULT_JOBS_INTERVAL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

const DEFAULT_HASHING_MAX_PER_IP_PER_MINUTE = 30;
const DEFAULT_REGISTRATION_MAX_PER_IP_PER_HOUR = 10;

/** A session unused for this many days signs out (SESSION_IDLE_DAYS). */
const DEFAULT_SESSION_IDLE_DAYS = 14;

/** Booking attempts per IP per minute (server/bookings/rate-limit.ts). */
export const DEFAULT_BOOKING_MAX_PER_MINUTE = 20;

/** Booking attempts per contact e-mail per hour (server/bookings/rate-limit.ts). */
export const DEFAULT_BOOKING_MAX_PER_EMAIL_PER_HOUR = 10;

const DEFAULT_ADMIN_EMAIL = 'admin@karakoramtrails.pk';
const DEFAULT_ADMIN_NAME = 'Karakoram Trails Admin';

export const defaultAppConfig: AppConfig = {
  trustProxy: false,
  jsonBodyLimit: 64 * 1024,
  loginMaxAttempts: 5,
  loginThrottleWindowMs: 60_000,
  bookingMaxPerMinute: DEFAULT_BOOKING_MAX_PER_MINUTE,
  bookingMaxPerEmailPerHour: DEFAULT_BOOKING_MAX_PER_EMAIL_PER_HOUR,
  hashingMaxPerIpPerMinute: DEFAULT_HASHING_MAX_PER_IP_PER_MINUTE,
  registrationMaxPerIpPerHour: DEFAULT_REGISTRATION_MAX_PER_IP_PER_HOUR,
  tokenLifetimeMs: 30 * DAY_MS,
  sessionIdleMs: DEFAULT_SESSION_IDLE_DAYS * DAY_MS,
  logRequests: false,
  adminEmail: DEFAULT_ADMIN_EMAIL,
  adminName: DEFAULT_ADMIN_NAME,
  uploadsDir: uploadsDirIn(path.resolve('./data')),
  uploadMaxFileBytes: MAX_IMAGE_BYTES,
  uploadMaxFiles: MAX_IMAGES_PER_UPLOAD,
  uploadMaxPixels: MAX_IMAGE_PIXELS,
  uploadBodyLimit: MAX_IMAGES_PER_UPLOAD * MAX_IMAGE_BYTES + 1024 * 1024,
  publicUrl: 'http://localhost:3000',
  mailMode: 'keep',
};

/** An http(s) origin without a trailing slash, or an error naming the variable. */
function parsePublicUrl(value: string | undefined, port: number): string {
  const raw = nonEmpty(value);
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid PUBLIC_URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Invalid PUBLIC_URL: ${raw}`);
  }
  return url.href.replace(/\/+$/, '');
}

/** Uploads always live inside the data folder, beside the SQLite file. */
export function uploadsDirIn(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseCount(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`Invalid count: ${value}`);
  return count;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`Invalid PORT: ${value}`);
  }
  return port;
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(nonEmpty(env.DATA_DIR) ?? './data');
  const port = parsePort(env.PORT, 3000);
  return {
    ...defaultAppConfig,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    bookingMaxPerMinute: parseCount(env.BOOKING_MAX_PER_MINUTE, DEFAULT_BOOKING_MAX_PER_MINUTE),
    bookingMaxPerEmailPerHour: parseCount(
      env.BOOKING_MAX_PER_EMAIL_PER_HOUR,
      DEFAULT_BOOKING_MAX_PER_EMAIL_PER_HOUR,
    ),
    hashingMaxPerIpPerMinute: parseCount(
      env.HASHING_MAX_PER_IP_PER_MINUTE,
      DEFAULT_HASHING_MAX_PER_IP_PER_MINUTE,
    ),
    registrationMaxPerIpPerHour: parseCount(
      env.REGISTRATION_MAX_PER_IP_PER_HOUR,
      DEFAULT_REGISTRATION_MAX_PER_IP_PER_HOUR,
    ),
    sessionIdleMs: parseCount(env.SESSION_IDLE_DAYS, DEFAULT_SESSION_IDLE_DAYS) * DAY_MS,
    logRequests: env.LOG_REQUESTS !== '0',
    port,
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir,
    uploadsDir: uploadsDirIn(dataDir),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    staticDir:
      env.STATIC_DIR === undefined
        ? path.resolve('./dist')
        : nonEmpty(env.STATIC_DIR) && path.resolve(env.STATIC_DIR.trim()),
    adminEmail: (nonEmpty(env.ADMIN_EMAIL) ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminName: nonEmpty(env.ADMIN_NAME) ?? DEFAULT_ADMIN_NAME,
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    jobsIntervalMs: parseCount(env.JOBS_INTERVAL_MS, DEFAULT_JOBS_INTERVAL_MS),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailMode: nonEmpty(env.SMTP_URL) ? 'smtp' : 'keep',
    mailFrom: nonEmpty(env.MAIL_FROM),
    mailIntervalMs: parseCount(env.MAIL_INTERVAL_MS, DEFAULT_MAIL_INTERVAL_MS),
    checkoutHoldSeconds: nonEmpty(env.CHECKOUT_HOLD_SECONDS)
      ? parseCount(env.CHECKOUT_HOLD_SECONDS, 1)
      : undefined,
  };
}
