import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { expireUnpaidTransfers } from './transfer-expiry';

export interface Job {
  name: string;
  run(db: Kysely<Database>, now: Date): Promise<unknown>;
}

/** The background jobs every server instance runs (each claims its work in the database). */
const JOBS: readonly Job[] = [{ name: 'transfer-expiry', run: expireUnpaidTransfers }];

export interface Scheduler {
  /** Runs every job once now (what each tick does); resolves when they are done. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the jobs every `intervalMs`, one tick at a time (a slow tick is never overlapped by the
 * next), logging a failing job without stopping the others or the server.
 */
export function startScheduler(options: {
  db: Kysely<Database>;
  clock: () => Date;
  intervalMs: number;
  jobs?: readonly Job[];
  log?: (line: string) => void;
}): Scheduler {
  const { db, clock, intervalMs } = options;
  const jobs = options.jobs ?? JOBS;
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          await job.run(db, clock());
        } catch (error) {
          log(`Job ${job.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    });
    return running;
  };

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
