import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredToursResponseSchema, loginResponseSchema } from '../../contract';
import { loadServerConfig } from '../../server/config';
import { KEEP_ALIVE_SECONDS, startServer } from '../../server/main';
import { createFreshDatabase, usingPostgres, type FreshDatabase } from './harness';

let dataDir: string;
let fresh: FreshDatabase;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-main-'));
  fresh = await createFreshDatabase();
});
afterAll(async () => {
  await fresh?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: NodeJS.ProcessEnv = {}) {
  const lines: string[] = [];
  const running = startServer({
    env: { STATIC_DIR: '', ...env },
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: usingPostgres ? fresh.location : undefined,
      logRequests: false,
    },
    log: (line) => lines.push(line),
  });
  return { running, lines };
}

describe('startServer', () => {
  it('prints the URL once and a generated admin password only on the first start', async () => {
    const first = start();
    const server = await first.running;
    try {
      const output = first.lines.join('\n');
      expect(first.lines.filter((l) => l.includes('http://'))).toEqual([
        `Karakoram Trails is running at http://localhost:${server.port}`,
        `Mail is kept in the admin outbox (no SMTP_URL): http://localhost:${server.port}/admin/outbox`,
      ]);
      const password = /password: (\S+)/.exec(output)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(output).toContain('admin@karakoramtrails.pk');

      const base = `http://127.0.0.1:${server.port}`;
      const featured = await fetch(`${base}/api/tours/featured`);
      expect(featured.status).toBe(200);
      featuredToursResponseSchema.parse(await featured.json());

      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@karakoramtrails.pk', password }),
      });
      expect(login.status).toBe(200);
      expect(loginResponseSchema.parse(await login.json()).user.roles).toEqual([{ name: 'admin' }]);

      // Idle connections outlive a load balancer's 60 s (Node's 5 s default raced clients that
      // reuse a connection: ECONNRESET).
      const agent = new http.Agent({ keepAlive: true });
      try {
        const keepAlive = await new Promise<unknown>((resolve, reject) => {
          http
            .get(`${base}/healthz`, { agent }, (res) => {
              res.resume();
              resolve(res.headers['keep-alive']);
            })
            .on('error', reject);
        });
        expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_SECONDS}`);
      } finally {
        agent.destroy();
      }
    } finally {
      await server.close();
    }

    const second = start();
    const again = await second.running;
    try {
      expect(second.lines.join('\n')).not.toMatch(/password/i);
      expect(second.lines).toEqual([
        `Karakoram Trails is running at http://localhost:${again.port}`,
        `Mail is kept in the admin outbox (no SMTP_URL): http://localhost:${again.port}/admin/outbox`,
      ]);
    } finally {
      await again.close();
    }
  });
});

describe('loadServerConfig', () => {
  it('has safe defaults and reads the environment', () => {
    const defaults = loadServerConfig({});
    expect(defaults).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      trustProxy: false,
      adminEmail: 'admin@karakoramtrails.pk',
    });
    expect(defaults.adminPassword).toBeUndefined();
    expect(defaults.databaseUrl).toBeUndefined();
    expect(defaults.dataDir).toBe(path.resolve('data'));
    expect(defaults.staticDir).toBe(path.resolve('dist'));

    const custom = loadServerConfig({
      PORT: '4000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'a-long-password',
      STATIC_DIR: '',
    });
    expect(custom).toMatchObject({
      port: 4000,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      adminEmail: 'boss@example.com',
      adminPassword: 'a-long-password',
      staticDir: undefined,
    });
    expect(() => loadServerConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
