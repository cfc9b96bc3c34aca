import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** A process the benchmark started, with its output read line by line. */
export interface BenchProcess {
  child: ChildProcess;
  /** The next line of stdout that matches, or a rejection when the process exits first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

/** Starts `node --import tsx <script> ...args`; stderr goes through, stdout is read. */
export function startProcess(
  root: string,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): BenchProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const waiters: Array<{ pattern: RegExp; resolve: (m: RegExpMatchArray) => void }> = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    const index = waiters.findIndex((w) => w.pattern.test(line));
    if (index === -1) return;
    const [waiter] = waiters.splice(index, 1);
    waiter!.resolve(line.match(waiter!.pattern)!);
  });

  return {
    child,
    waitForLine(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${script}: no line matching ${pattern} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          pattern,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
        void exited.then(() => {
          clearTimeout(timer);
          reject(new Error(`${script} exited before printing ${pattern}`));
        });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The app server, with its event-loop watch (EVENT_LOOP_STATS=1, server/main.ts). */
export interface AppServer extends BenchProcess {
  url: string;
  /** The longest event-loop block since the previous call, in ms. */
  eventLoopMax(): Promise<number>;
}

export async function startAppServer(root: string, env: NodeJS.ProcessEnv): Promise<AppServer> {
  const proc = startProcess(root, 'server/main.ts', [], {
    ...env,
    // React's production build renders the pages and the mails, as under `npm start`.
    NODE_ENV: 'production',
    EVENT_LOOP_STATS: '1',
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: '',
    LOG_REQUESTS: '0',
    // Background work would land in the measurements; the benchmark only reads.
    JOBS_INTERVAL_MS: '3600000',
    MAIL_INTERVAL_MS: '3600000',
  });
  const [, url] = await proc.waitForLine(/is running at (http:\/\/\S+)/);
  let watching = true;
  const eventLoopMax = async () => {
    if (!watching) return Number.NaN;
    const line = proc.waitForLine(/^event-loop max=([\d.]+)/, 5_000);
    proc.child.kill('SIGUSR2');
    try {
      const [, max] = await line;
      return Number(max);
    } catch {
      // A server without EVENT_LOOP_STATS (an older checkout): no figure, and no more asking.
      watching = false;
      return Number.NaN;
    }
  };
  await eventLoopMax(); // forget start-up (migrations, seeding)
  return { ...proc, url: url!.replace('localhost', '127.0.0.1'), eventLoopMax };
}
