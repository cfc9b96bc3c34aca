import { sql, type Kysely } from 'kysely';
import { isDatabaseUnavailable } from './errors';
import type { Database } from './types';

/**
 * Start-up with PostgreSQL not answering yet (the app started before the database, both
 * restarted together, a failover in progress): instead of exiting, the server keeps trying with
 * growing pauses, one log line per failed attempt, until the database answers. Errors that are
 * not "the database is away" (wrong password, no such database, a failing migration) still stop
 * the start at once: waiting would not mend them.
 */

/** Pauses between attempts: doubling from the first, never longer than the last. */
const DATABASE_RETRY = { firstMs: 1000, maxMs: 30_000 } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pause before attempt `attempt + 1`. */
export const retryDelayMs = (attempt: number) =>
  Math.min(DATABASE_RETRY.maxMs, DATABASE_RETRY.firstMs * 2 ** (attempt - 1));

/** The error as a log line may show it: its code and first line, never a stack or a password. */
function describe(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = (typeof message === 'string' && message.split('\n')[0]) || 'no answer';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

export interface WaitOptions {
  log: (line: string) => void;
  /** Called once, before the first pause (the server says where its probes answer). */
  onFirstFailure?: () => void;
  /** Tests replace the pause. */
  pause?: (ms: number) => Promise<void>;
}

/**
 * Runs `prepare` (probe, migrate, seed) once the database answers; retries it while it fails
 * because the database is unavailable, and rethrows any other failure.
 */
export async function whenDatabaseAnswers<T>(
  db: Kysely<Database>,
  prepare: () => Promise<T>,
  options: WaitOptions,
): Promise<T> {
  const pause = options.pause ?? sleep;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(db);
      const result = await prepare();
      if (attempt > 1) options.log(`The database answered (attempt ${attempt}); starting.`);
      return result;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      if (attempt === 1) options.onFirstFailure?.();
      const delay = retryDelayMs(attempt);
      options.log(
        `The database is unavailable (${describe(error)}); attempt ${attempt} failed, ` +
          `retrying in ${delay / 1000} s.`,
      );
      await pause(delay);
    }
  }
}
