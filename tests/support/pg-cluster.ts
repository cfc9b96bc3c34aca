import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL cluster of its own (scripts/ensure-postgres.sh with PG_TEST_DIR), for a test that
 * stops and starts the database server: the shared test cluster serves other test files at the
 * same time and must never go away under them.
 */
export interface OwnCluster {
  /** postgres://... of the maintenance database `postgres`. */
  url: string;
  /** `pg_ctl stop -m fast`: every session is terminated, then the server shuts down. */
  stop(): Promise<void>;
  /** Starts the stopped server again on the same port and data. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end with no pipes held open (a started postmaster keeps none). */
function runDetached(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: '/', stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)),
    );
  });
}

export async function startOwnCluster(): Promise<OwnCluster> {
  const port = await freePort();
  const dir = path.join(ROOT, '.tmp', `pg-own-${randomBytes(4).toString('hex')}`);
  const env = { ...process.env, PG_TEST_PORT: String(port), PG_TEST_DIR: dir };
  const { stdout } = await run('bash', ['scripts/ensure-postgres.sh'], { cwd: ROOT, env });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(stdout)?.[1];
  if (!url) throw new Error(`ensure-postgres printed no URL: ${stdout}`);
  const pgDir = fs.realpathSync(dir);
  const bin = fs.readFileSync(path.join(pgDir, 'bindir'), 'utf8').trim();
  // PostgreSQL refuses to run as root; ensure-postgres.sh runs it as the user postgres then.
  const asCluster = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const pgCtl = (...args: string[]) => {
    const [command, ...rest] = [...asCluster, path.join(bin, 'pg_ctl'), '-D', `${pgDir}/data`];
    return runDetached(command!, [...rest, ...args]);
  };
  return {
    url,
    stop: () => pgCtl('stop', '-m', 'fast', '-w', '-t', '60'),
    start: () =>
      pgCtl(
        '-l',
        `${pgDir}/postgres.log`,
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${pgDir}/run`,
        '-w',
        '-t',
        '60',
        'start',
      ),
    async destroy() {
      await run('bash', ['scripts/stop-postgres.sh'], { cwd: ROOT, env }).catch(() => undefined);
      fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
