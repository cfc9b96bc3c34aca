import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { createApp } from './app';
import { loadServerConfig, uploadsDirIn, type ServerConfig } from './config';
import { createDatabase, databaseConfigFrom, optimizeDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import type { Database } from './db/types';
import { whenDatabaseAnswers } from './db/wait-for-database';
import { createStartingApp } from './routes/health';
import { startScheduler } from './jobs/scheduler';
import { itineraryAttachment } from './documents/itinerary-response';
import { createAttachmentResolver } from './mail/attachments';
import { keepTransport, smtpTransport, type MailTransport } from './mail/transport';
import { startMailWorker } from './mail/worker';

export interface StartServerOptions {
  /** Overrides on top of the configuration read from `env`. */
  config?: Partial<ServerConfig>;
  env?: NodeJS.ProcessEnv;
  clock?: () => Date;
  /** Where start-up lines go (defaults to stdout). */
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  config: ServerConfig;
  db: Kysely<Database>;
  close(): Promise<void>;
}

function adminPasswordBanner(email: string, password: string): string {
  const rule = '='.repeat(72);
  return [
    rule,
    'An admin account was created on this first start:',
    `  e-mail:   ${email}`,
    `  password: ${password}`,
    'This password is shown only once. Store it now, or set ADMIN_PASSWORD',
    'before the first start next time.',
    rule,
  ].join('\n');
}

/**
 * Listens, waits for the database (retrying while it is unavailable), migrates, seeds an empty
 * catalogue and serves the app.
 */
/**
 * How long an idle keep-alive connection stays open. Longer than a load balancer's idle timeout
 * (60 s is the usual default) and a client's reuse: with Node's 5 s a client may send a request on
 * a connection at the moment the server closes it, and gets ECONNRESET (a 502 at the balancer).
 */
export const KEEP_ALIVE_SECONDS = 65;

function keepIdleConnections(server: ServerType) {
  if (!('keepAliveTimeout' in server)) return;
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000;
  // Headers must be allowed a little longer than the idle time (Node's rule for the two).
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const config: ServerConfig = {
    ...loadServerConfig(options.env ?? process.env),
    ...options.config,
  };
  // A dataDir override moves the uploads with it, unless they were placed explicitly.
  if (options.config?.dataDir && !options.config.uploadsDir) {
    config.uploadsDir = uploadsDirIn(config.dataDir);
  }
  // The outbox page says where mail goes; an smtpUrl override changes it too.
  config.mailMode = config.smtpUrl ? 'smtp' : 'keep';
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? (() => new Date());

  // Checked before anything opens, so a bad SMTP_URL stops the start with a clear message.
  const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const db = createDatabase(databaseConfigFrom(config));
  let server: ServerType | undefined;
  // Listens before the database answers: until then /healthz says alive, /readyz not ready and
  // every other request gets a 503 (routes/health.ts createStartingApp); then the app takes over.
  let handler: (request: Request, env: unknown) => Response | Promise<Response> =
    createStartingApp().fetch;
  try {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve(
        {
          fetch: (request, env) => handler(request, env),
          port: config.port,
          hostname: config.host,
        },
        () => resolve(s),
      );
      s.once('error', reject);
    });
    keepIdleConnections(server);
    const listening = `http://localhost:${(server.address() as AddressInfo).port}`;
    const seed = await whenDatabaseAnswers(
      db,
      async () => {
        await migrateToLatest(db);
        await optimizeDatabase(db);
        return seedDatabase(db, {
          clock,
          admin: {
            email: config.adminEmail,
            name: config.adminName,
            password: config.adminPassword,
          },
        });
      },
      {
        log,
        onFirstFailure: () =>
          log(`Listening at ${listening}: /healthz answers, /readyz waits for the database.`),
      },
    );
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    if (seed.generatedAdminPassword) {
      log(adminPasswordBanner(config.adminEmail, seed.generatedAdminPassword));
    }

    const staticDir =
      config.staticDir && fs.existsSync(config.staticDir) ? config.staticDir : undefined;
    if (config.staticDir && !staticDir) {
      log(`No built SPA at ${config.staticDir}; serving the API only (run \`npm run build\`).`);
    }
    const app = createApp({ db, config, clock, staticDir });
    handler = (request, env) => app.fetch(request, env);
  } catch (error) {
    smtp?.close();
    const listening = server;
    if (listening) await new Promise((resolve) => listening.close(resolve));
    await db.destroy();
    throw error;
  }

  // Transfer expiry and the other jobs; safe to run in every instance (see server/jobs).
  const scheduler = startScheduler({
    db,
    clock,
    intervalMs: config.jobsIntervalMs,
    siteUrl: () => config.publicUrl,
  });
  void scheduler.tick();

  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  // PORT=0 (tests) picks a free port: links in e-mails follow it unless PUBLIC_URL was given.
  if (!(options.env ?? process.env).PUBLIC_URL && !options.config?.publicUrl) {
    config.publicUrl = url;
  }

  // Mail: the outbox is delivered by SMTP, or kept for /admin/outbox (see server/mail).
  const transport: MailTransport = smtp ?? keepTransport(`${config.publicUrl}/admin/outbox`);
  const mailWorker = startMailWorker({
    db,
    transport,
    resolveAttachment: createAttachmentResolver({
      itinerary: (mailDb, reference) => itineraryAttachment(mailDb, reference, clock()),
    }),
    from: config.mailFrom,
    messageIdHost: new URL(config.publicUrl).hostname,
    clock,
    intervalMs: config.mailIntervalMs,
  });
  void mailWorker.tick();

  log(`Karakoram Trails is running at ${url}`);
  log(`Mail is ${transport.description}`);

  let closing: Promise<void> | undefined;
  const running = server;
  return {
    url,
    port,
    config,
    db,
    close() {
      closing ??= (async () => {
        await scheduler.stop();
        await mailWorker.stop();
        await new Promise<void>((resolve) => {
          running.close(() => resolve());
          // Idle keep-alive sockets would otherwise hold close() open.
          if ('closeIdleConnections' in running) running.closeIdleConnections();
        });
        await db.destroy();
      })();
      return closing;
    },
  };
}

/**
 * EVENT_LOOP_STATS=1 (the benchmark, scripts/bench): watches how long the event loop is blocked.
 * Each SIGUSR2 prints `event-loop max=<ms> p99=<ms>` for the time since the previous one and
 * starts over, so the benchmark can tell which requests stalled everyone else.
 */
function watchEventLoop(): void {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.log(`event-loop max=${ms(histogram.max)} p99=${ms(histogram.percentile(99))}`);
    histogram.reset();
  });
}

async function main() {
  if (process.env.EVENT_LOOP_STATS === '1') watchEventLoop();
  const running = await startServer();
  const shutdown = (signal: string) => {
    console.log(`${signal} received, shutting down.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error during shutdown:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    console.error('Failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
