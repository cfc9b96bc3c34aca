import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { sweepExpiredHolds } from '../holds/holds';
import { sendBalanceReminders } from './balance-reminders';
import { expireUnpaidTransfers } from './transfer-expiry';
import { runWaitlistOffers } from '../waitlist/offers';

/** What a job may need besides the database and the time. */
export interface JobEnv {
  /** The site's absolute address (config.publicUrl), for links in e-mails. */
  siteUrl: string;
}

export interface Job {
  name: string;
  run(db: Kysely<Database>, now: Date, env: JobEnv): Promise<unknown>;
}

/** The background jobs every server instance runs (each claims its work in the database). */
const JOBS: readonly Job[] = [
  { name: 'transfer-expiry', run: expireUnpaidTransfers },
  { name: 'balance-reminders', run: sendBalanceReminders },
  // Frees expired seat holds (issue 19); each is freed once, whichever instance sweeps it.
  { name: 'seat-hold-expiry', run: (db, now) => sweepExpiredHolds(db, now) },
  { name: 'waitlist-offers', run: runWaitlistOffers },
];

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
  /** Read at each run: the server learns its own address only once it listens. */
  siteUrl: () => string;
  jobs?: readonly Job[];
  log?: (line: string) => void;
}): Scheduler {
  const { db, clock, intervalMs, siteUrl } = options;
  const jobs = options.jobs ?? JOBS;
  const log = options.log ?? ((line: string) => console.error(line));
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          await job.run(db, clock(), { siteUrl: siteUrl() });
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
