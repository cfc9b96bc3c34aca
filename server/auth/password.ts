import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

/*
 * scrypt at OWASP's recommended cost (N=2^17, r=8, p=1): about 128 MiB and a few hundred
 * milliseconds per hash. The async API runs it on libuv's thread pool, and a small semaphore
 * with a bounded queue keeps a burst of logins from allocating hundreds of MiB at once.
 */
/**
 * Under Vitest (which sets VITEST in its workers, never in a server process) the tests hash
 * hundreds of passwords; a cheaper cost keeps the suite inside CI's time. Hashes are
 * self-describing, so verifying reads each hash's own cost either way, and the end-to-end
 * suite runs the real server at the full cost.
 */
const TEST_LOG2_N = 12;
/** OWASP's N=2^17 for every real server. */
export const PRODUCTION_LOG2_N = 17;
/** The cost new hashes get in this process. */
export const LOG2_N = process.env.VITEST ? TEST_LOG2_N : PRODUCTION_LOG2_N;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const MAX_MEMORY = 256 * 1024 * 1024;
const MAX_CONCURRENT_HASHES = 2;
/**
 * Hashes allowed to wait for a slot. Beyond it a request is shed at once (503) instead of
 * joining a queue that made a real login take 15 s under a flood.
 */
export const MAX_WAITING_HASHES = 16;

export const HASHING_BUSY_MESSAGE =
  'The server is busy with other sign-ins. Please try again in a moment.';

/** The hashing queue is full; the app answers 503 with HASHING_BUSY_MESSAGE. */
export class HashingBusyError extends Error {
  constructor() {
    super(HASHING_BUSY_MESSAGE);
    this.name = 'HashingBusyError';
  }
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new HashingBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, len: number) {
  return limited(() => scrypt(password, salt, len, { N: 2 ** log2N, r, p, maxmem: MAX_MEMORY }));
}

/** Returns a self-describing hash: scrypt$<log2N>$<r>$<p>$<saltB64>$<keyB64>. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, LOG2_N, BLOCK_SIZE, PARALLELISM, KEY_BYTES);
  return [
    'scrypt',
    LOG2_N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

interface ParsedHash {
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  const sane = (n: number | undefined, max: number): n is number =>
    n !== undefined && Number.isInteger(n) && n >= 1 && n <= max;
  if (!sane(log2N, 20) || !sane(r, 32) || !sane(p, 16)) return null;
  if (salt.length < 8 || key.length < 16) return null;
  return { log2N, r, p, salt, key };
}

/** Constant-time comparison; false for any malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(
    password,
    parsed.salt,
    parsed.log2N,
    parsed.r,
    parsed.p,
    parsed.key.length,
  );
  return timingSafeEqual(candidate, parsed.key);
}

/**
 * A well-formed hash of nothing in particular. Verifying a login for an unknown e-mail
 * against it costs the same as for a real account, so timing does not reveal which e-mails exist.
 */
export const DUMMY_PASSWORD_HASH = [
  'scrypt',
  LOG2_N,
  BLOCK_SIZE,
  PARALLELISM,
  randomBytes(SALT_BYTES).toString('base64'),
  randomBytes(KEY_BYTES).toString('base64'),
].join('$');

/** A strong random password for the first admin when none is configured. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
