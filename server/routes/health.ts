import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppEnv } from '../http/env';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/responses';

/**
 * Probes for a load balancer or orchestrator. GET /healthz: the process is up and answering
 * (liveness; it never touches the database, so a database outage does not get every instance
 * restarted). GET /readyz: this instance can serve requests now: one `select 1` on the database,
 * 503 while it cannot be reached (readiness; take the instance out of rotation until it is back).
 */
export const healthRoutes = new Hono<AppEnv>();

healthRoutes.get('/healthz', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' });
});

healthRoutes.get('/readyz', async (c) => {
  c.header('Cache-Control', 'no-store');
  try {
    await sql`select 1`.execute(c.var.services.db);
  } catch (error) {
    console.error('Readiness check: the database is unavailable:', (error as Error).message);
    c.header('Retry-After', '5');
    return c.json({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  }
  return c.json({ status: 'ready' });
});

/**
 * What a server answers while it waits for the database at start (server/db/wait-for-database):
 * alive (GET /healthz), not ready (GET /readyz), and a plain 503 for everything else, so a load
 * balancer keeps it out of rotation and a client is told to come back.
 */
export function createStartingApp(): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.all('/readyz', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Retry-After', '5');
    return c.json({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  });
  app.all('*', (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Retry-After', '5');
    return c.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, 503);
  });
  return app;
}
