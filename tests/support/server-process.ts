import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IDEMPOTENCY_KEY_HEADER, type CreateBookingRequest } from '../../contract/bookings';

/**
 * A real server process (`server/main.ts`, as production runs it) on a database the test chose:
 * for what an in-process app cannot show (the process surviving a database restart, several
 * instances sharing one database).
 */
export interface ServerProcess {
  url: string;
  /** True while the process runs. */
  alive(): boolean;
  /** Everything it printed, for a failing assertion's message. */
  output(): string;
  /** Resolves once the output matches `pattern` (the test's timeout bounds the wait). */
  waitForOutput(pattern: RegExp): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const RUNNING_AT = /is running at (http:\/\/localhost:\d+)/;
/** Printed when the database did not answer the first attempt: the server listens meanwhile. */
const LISTENING_AT = /Listening at (http:\/\/localhost:\d+)/;

export const PROCESS_ADMIN_PASSWORD = 'process-admin-password-1';

/**
 * Starts `server/main.ts` on `databaseUrl` (a free port) and resolves once it serves the app
 * (or, with `untilListening`, once it listens while waiting for an unavailable database). An
 * empty `databaseUrl` means SQLite in DATA_DIR: a folder of its own unless `env` names one.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  options: { untilListening?: boolean } = {},
): Promise<ServerProcess> {
  const started = options.untilListening ? LISTENING_AT : RUNNING_AT;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-process-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: '',
      LOG_REQUESTS: '0',
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      // One address books and signs in for everyone here: the limits are tested elsewhere.
      BOOKING_MAX_PER_MINUTE: '100000',
      BOOKING_MAX_PER_EMAIL_PER_HOUR: '100000',
      HASHING_MAX_PER_IP_PER_MINUTE: '100000',
      REGISTRATION_MAX_PER_IP_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  const waiting: Array<{ pattern: RegExp; resolve: () => void }> = [];
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const wait of waiting.filter((w) => w.pattern.test(output))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
      const match = started.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then(() => reject(new Error(`The server process exited at start:\n${output}`)));
  });
  return {
    url,
    alive: () => !exited,
    output: () => output,
    waitForOutput: (pattern) =>
      pattern.test(output)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.push({ pattern, resolve })),
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface HttpAnswer {
  status: number;
  body: unknown;
  text: string;
}

/** One request to a server process; a refused connection is status 0, not an exception. */
export async function request(
  url: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, body, text };
  } catch (error) {
    return { status: 0, body: undefined, text: String(error) };
  }
}

/** A guest booking with a fresh Idempotency-Key: by card unless `bank` (a held transfer). */
export function postBooking(
  baseUrl: string,
  tourId: number,
  departureId: number,
  options: { travelers?: number; bank?: boolean; email?: string } = {},
): Promise<HttpAnswer> {
  const booking: CreateBookingRequest = {
    tour_id: tourId,
    departure_id: departureId,
    travelers: options.travelers ?? 1,
    add_ons: [],
    name: 'Sara Ahmed',
    email: options.email ?? 'sara@example.com',
    phone: '+92 300 1234567',
    ...(options.bank
      ? { payment_method: 'bank' as const }
      : { payment_method: 'card' as const, card_last4: '4242' }),
  };
  return request(`${baseUrl}/api/bookings`, {
    method: 'POST',
    json: booking,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomBytes(16).toString('hex') },
  });
}
