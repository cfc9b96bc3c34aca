import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../server/http/responses';
import { call, createTestServer } from './harness';

/** /healthz (the process answers) and /readyz (the database answers) for a load balancer. */
describe('health and readiness', () => {
  it('answers /healthz and /readyz while the database is there', async () => {
    const t = await createTestServer();
    try {
      const live = await call(t.app, 'GET', '/healthz');
      expect(live.status).toBe(200);
      expect(live.json).toEqual({ status: 'ok' });
      expect(live.headers.get('cache-control')).toBe('no-store');
      const ready = await call(t.app, 'GET', '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json).toEqual({ status: 'ready' });
      expect(ready.headers.get('cache-control')).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('is live but not ready once the database is gone', async () => {
    const t = await createTestServer();
    await t.close();
    const ready = await call(t.app, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.json).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect((await call(t.app, 'GET', '/healthz')).status).toBe(200);
  });

  it('tells an unreachable database server from a failing query', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('shutdown'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});
