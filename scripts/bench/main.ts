import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { hashToken, generateToken } from '../../server/auth/tokens';
import { createDatabase, type DatabaseConfig } from '../../server/db/database';
import type { Database } from '../../server/db/types';
import { startAppServer, startProcess, type AppServer } from './server-process';
import { formatBytes, formatMs, formatTable, median, percentile } from './stats';

/**
 * `npm run bench` (README "Benchmarks"). Starts the real server on a freshly seeded database in
 * a temp folder (SQLite; PostgreSQL with --pg or BENCH_DATABASE_URL), measures every endpoint's
 * latency and the event loop's longest block, compares the catalogue reads' requests per second
 * with a bare node:http server sending the same bytes, then grows the database
 * (scripts/bench/grow.ts) and measures again. Not a test: it prints figures.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_EMAIL = 'admin@karakoramtrails.pk';
const ADMIN_PASSWORD = 'bench-admin-password-1';
/** What the browser sends; both servers answer brotli. */
const ACCEPT = { 'accept-encoding': 'br, gzip', accept: 'application/json' };

interface Args {
  pg: boolean;
  grow: boolean;
  samples: number;
  rounds: number;
  seconds: number;
  connections: number;
}

function parseArgs(argv: string[]): Args {
  const value = (name: string, fallback: number) => {
    const arg = argv.find((a) => a.startsWith(`--${name}=`));
    return arg ? Number(arg.split('=')[1]) : fallback;
  };
  return {
    pg: argv.includes('--pg') || Boolean(process.env.BENCH_DATABASE_URL),
    grow: !argv.includes('--no-grow'),
    samples: value('samples', 40),
    rounds: value('rounds', 6),
    seconds: value('seconds', 2),
    connections: value('connections', 10),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** One GET, body kept as sent (compressed), timed to the last byte. */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function post(url: string, json: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(json),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

interface Endpoint {
  name: string;
  path: string;
  token?: string;
  catalogue?: boolean;
}

interface LatencyRow {
  name: string;
  status: number;
  bytes: number;
  identityBytes?: number;
  median: number;
  p95: number;
  loopMax: number;
}

/**
 * The event-loop monitor records a block when its timer fires after it; give it that moment
 * before asking, so a block counts for the endpoint that caused it.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function measureLatency(
  server: AppServer,
  endpoint: Endpoint,
  samples: number,
): Promise<LatencyRow> {
  const headers: Record<string, string> = { ...ACCEPT };
  if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
  const url = `${server.url}${endpoint.path}`;
  const first = await get(url, headers); // warm-up (and, for the catalogue, the cache)
  // Uncompressed size, where it is cheap to ask for twice.
  const identity = endpoint.catalogue
    ? await get(url, { ...headers, 'accept-encoding': 'identity' })
    : undefined;
  await settle();
  await server.eventLoopMax();
  const times: number[] = [];
  // At most ~15 s per endpoint, however slow it is.
  const deadline = performance.now() + 15_000;
  for (let i = 0; i < samples && performance.now() < deadline; i++) {
    times.push((await get(url, headers)).ms);
  }
  await settle();
  return {
    name: endpoint.name,
    status: first.status,
    bytes: first.body.byteLength,
    identityBytes: identity?.body.byteLength,
    median: median(times),
    p95: percentile(times, 95),
    loopMax: await server.eventLoopMax(),
  };
}

interface ThroughputRow {
  name: string;
  app: number;
  raw: number;
  ratio: number;
}

/** Requests per second of `url`, autocannon, all responses 2xx or it says so. */
async function rps(url: string, args: Args): Promise<number> {
  const result = await autocannon({
    url,
    connections: args.connections,
    duration: args.seconds,
    headers: ACCEPT,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return result.requests.average;
}

/**
 * The catalogue reads against a node:http server answering the very bytes and headers the app
 * sent (captured here), in alternating rounds so both see the same machine load.
 */
async function measureThroughput(
  server: AppServer,
  endpoints: Endpoint[],
  args: Args,
  workDir: string,
): Promise<ThroughputRow[]> {
  const fixtures: Record<
    string,
    { status: number; headers: Record<string, string>; body: string }
  > = {};
  for (const endpoint of endpoints) {
    const answer = await get(`${server.url}${endpoint.path}`, ACCEPT);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      // Per-connection headers, which node:http writes itself.
      if (['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) continue;
      if (typeof value === 'string') headers[name] = value;
    }
    fixtures[endpoint.path] = {
      status: answer.status,
      headers,
      body: answer.body.toString('base64'),
    };
  }
  const fixtureFile = path.join(workDir, `fixtures-${Date.now()}.json`);
  fs.writeFileSync(fixtureFile, JSON.stringify(fixtures));
  const raw = startProcess(ROOT, 'scripts/bench/raw-server.ts', [fixtureFile, '0'], process.env);
  try {
    const [, port] = await raw.waitForLine(/listening on (\d+)/);
    const rawUrl = `http://127.0.0.1:${port}`;
    const rows: ThroughputRow[] = [];
    for (const endpoint of endpoints) {
      const appRuns: number[] = [];
      const rawRuns: number[] = [];
      for (let round = 0; round < args.rounds; round++) {
        // Alternate which goes first, so neither always gets the cooler machine.
        if (round % 2 === 0) {
          appRuns.push(await rps(`${server.url}${endpoint.path}`, args));
          rawRuns.push(await rps(`${rawUrl}${endpoint.path}`, args));
        } else {
          rawRuns.push(await rps(`${rawUrl}${endpoint.path}`, args));
          appRuns.push(await rps(`${server.url}${endpoint.path}`, args));
        }
      }
      rows.push({
        name: endpoint.name,
        app: median(appRuns),
        raw: median(rawRuns),
        // Each round's pair ran back to back; their ratio is steadier than the medians' on a
        // busy machine.
        ratio: median(appRuns.map((app, i) => app / (rawRuns[i] ?? Number.NaN))),
      });
    }
    return rows;
  } finally {
    await raw.stop();
  }
}

interface Target {
  env: NodeJS.ProcessEnv;
  config: DatabaseConfig;
  cleanup(): Promise<void>;
}

/** A fresh, empty database: SQLite in the temp folder, or a new PostgreSQL database. */
async function prepareDatabase(args: Args, workDir: string): Promise<Target> {
  if (!args.pg) {
    const dataDir = path.join(workDir, 'data');
    return {
      env: { DATA_DIR: dataDir },
      config: { kind: 'sqlite', filename: path.join(dataDir, 'app.db') },
      cleanup: async () => undefined,
    };
  }
  let maintenanceUrl = process.env.BENCH_DATABASE_URL;
  let stopCluster = false;
  if (!maintenanceUrl) {
    // The throwaway cluster of the PostgreSQL tests (PG_TEST_PORT).
    const out = execFileSync('bash', [path.join(ROOT, 'scripts/ensure-postgres.sh')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    maintenanceUrl = /TEST_DATABASE_URL=['"]?([^'"\s]+)/.exec(out)?.[1];
    if (!maintenanceUrl) throw new Error(`ensure-postgres.sh printed no URL:\n${out}`);
    stopCluster = true;
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const maintenance = () =>
    new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: maintenanceUrl, max: 1 }),
      }),
    });
  const admin = maintenance();
  await sql`create database ${sql.id(name)}`.execute(admin);
  await admin.destroy();
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: url.toString() },
    config: { kind: 'postgres', connectionString: url.toString(), maxConnections: 4 },
    async cleanup() {
      const cleanup = maintenance();
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup);
      await cleanup.destroy();
      if (stopCluster) execFileSync('bash', [path.join(ROOT, 'scripts/stop-postgres.sh')]);
    },
  };
}

type GrowDatabase = (
  db: Kysely<Database>,
  options?: { log?: (line: string) => void },
) => Promise<void>;

/** scripts/bench/grow.ts (issue 16, database scale), when this checkout has it. */
async function loadGrow(): Promise<GrowDatabase | undefined> {
  const file = path.join(ROOT, 'scripts/bench/grow.ts');
  if (!fs.existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { growDatabase?: GrowDatabase };
  return mod.growDatabase;
}

/** The busiest customer (most bookings), else the admin; and a fresh token for them. */
async function customerWithToken(db: Kysely<Database>): Promise<{ userId: number; token: string }> {
  const busiest = await db
    .selectFrom('bookings')
    .select((eb) => ['user_id', eb.fn.countAll().as('n')])
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirst();
  const userId =
    busiest?.user_id ??
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN_EMAIL)
        .executeTakeFirstOrThrow()
    ).id;
  const token = generateToken();
  await db
    .insertInto('access_tokens')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: new Date().toISOString() })
    .execute();
  return { userId, token };
}

async function endpointsFor(server: AppServer, config: DatabaseConfig): Promise<Endpoint[]> {
  const login = (await post(`${server.url}/api/login`, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  })) as { token: string };
  const db = createDatabase(config);
  try {
    const customer = await customerWithToken(db);
    const tour = await db
      .selectFrom('tours')
      .select('id')
      .where('status', '=', 'Active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const admin = login.token;
    return [
      { name: 'GET /api/get-tours', path: '/api/get-tours', catalogue: true },
      {
        name: 'GET /api/get-tours-by-category',
        path: '/api/get-tours-by-category',
        catalogue: true,
      },
      { name: 'GET /api/tours/featured', path: '/api/tours/featured', catalogue: true },
      {
        name: `GET /api/tour-details/${tour.id}`,
        path: `/api/tour-details/${tour.id}`,
        catalogue: true,
      },
      { name: 'admin dashboard', path: '/api/admin/dashboard', token: admin },
      { name: 'admin tours list', path: '/api/tours', token: admin },
      { name: 'admin bookings list', path: '/api/admin/bookings', token: admin },
      { name: 'admin customers list', path: '/api/admin/customers', token: admin },
      { name: 'admin customer', path: `/api/admin/customers/${customer.userId}`, token: admin },
      { name: 'admin enquiries', path: '/api/admin/enquiries', token: admin },
      { name: 'admin outbox', path: '/api/admin/outbox', token: admin },
      { name: 'my account bookings', path: '/api/my/bookings', token: customer.token },
    ];
  } finally {
    await db.destroy();
  }
}

interface Phase {
  label: string;
  latency: LatencyRow[];
  throughput: ThroughputRow[];
}

async function runPhase(
  label: string,
  target: Target,
  args: Args,
  workDir: string,
): Promise<Phase> {
  console.log(`\n[bench] ${label}: starting the server`);
  const server = await startAppServer(ROOT, {
    ...process.env,
    ...target.env,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  try {
    const endpoints = await endpointsFor(server, target.config);
    const latency: LatencyRow[] = [];
    for (const endpoint of endpoints) {
      latency.push(await measureLatency(server, endpoint, args.samples));
      console.log(`[bench] ${label}: ${endpoint.name} done`);
    }
    console.log(`[bench] ${label}: catalogue throughput vs node:http`);
    const throughput = await measureThroughput(
      server,
      endpoints.filter((e) => e.catalogue),
      args,
      workDir,
    );
    return { label, latency, throughput };
  } finally {
    await server.stop();
  }
}

function printReport(phases: Phase[]): void {
  const names = phases[0]?.latency.map((row) => row.name) ?? [];
  const header = ['endpoint'];
  for (const phase of phases) {
    header.push(`${phase.label} median ms`, 'p95 ms', 'loop max ms', 'bytes');
  }
  const rows = names.map((name) => {
    const row = [name];
    for (const phase of phases) {
      const r = phase.latency.find((l) => l.name === name);
      row.push(
        formatMs(r?.median),
        formatMs(r?.p95),
        formatMs(r?.loopMax),
        r && r.status !== 200
          ? `HTTP ${r.status}`
          : r?.identityBytes === undefined
            ? formatBytes(r?.bytes)
            : `${formatBytes(r.bytes)} of ${formatBytes(r.identityBytes)}`,
      );
    }
    return row;
  });
  console.log(
    '\nLatency (sequential requests, brotli; loop max = longest event-loop block; bytes sent, of uncompressed)',
  );
  console.log(formatTable(header, rows));
  for (const phase of phases) {
    const slowest = Math.max(...phase.latency.map((r) => r.loopMax));
    console.log(`Slowest event-loop block at ${phase.label}: ${formatMs(slowest)} ms`);
  }

  for (const phase of phases) {
    console.log(
      `\nCatalogue requests/s at ${phase.label} (app vs node:http, same bytes, alternated)`,
    );
    console.log(
      formatTable(
        ['endpoint', 'app req/s', 'node:http req/s', 'ratio (median of rounds)'],
        phase.throughput.map((r) => [
          r.name,
          r.app.toFixed(0),
          r.raw.toFixed(0),
          r.ratio.toFixed(2),
        ]),
      ),
    );
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-bench-'));
  const target = await prepareDatabase(args, workDir);
  try {
    console.log(`[bench] database: ${args.pg ? 'PostgreSQL' : 'SQLite'} in ${workDir}`);
    const phases = [await runPhase('seed', target, args, workDir)];
    if (args.grow) {
      const grow = await loadGrow();
      if (!grow) {
        console.log('[bench] scripts/bench/grow.ts is missing: the grown size is skipped.');
      } else {
        console.log('[bench] growing the database (scripts/bench/grow.ts)');
        const db = createDatabase(target.config);
        try {
          await grow(db, { log: (line) => console.log(`[grow] ${line}`) });
        } finally {
          await db.destroy();
        }
        phases.push(await runPhase('grown', target, args, workDir));
      }
    }
    printReport(phases);
  } finally {
    await target.cleanup();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
