import { afterEach, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED_MESSAGE } from '../../contract';
import { loadServerConfig } from '../../server/config';
import { call, createTestServer, login, TEST_ADMIN } from './harness';
import { useTestServer } from '../support/server-fixtures';

/** Sessions end 14 days after their last use (SESSION_IDLE_DAYS), and 30 days after sign-in. */

const DAY_MS = 24 * 60 * 60 * 1000;
const t = useTestServer();

afterEach(() => t.clock.reset());

const me = (token: string) => call(t.app, 'GET', '/api/me', { token });
const signIn = () => login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);

describe('idle sessions', () => {
  it('default to 14 days, and a session used within them keeps working', async () => {
    expect(t.config.sessionIdleMs).toBe(14 * DAY_MS);
    const token = await signIn();
    for (let i = 0; i < 2; i++) {
      t.clock.advance(13 * DAY_MS);
      expect((await me(token)).status).toBe(200);
    }
  });

  it('answer 401 once unused for longer than the idle timeout', async () => {
    const token = await signIn();
    t.clock.advance(DAY_MS);
    expect((await me(token)).status).toBe(200);

    t.clock.advance(14 * DAY_MS + 60_000);
    const idle = await me(token);
    expect(idle.status).toBe(401);
    expect(idle.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    // Idle is final: using it again does not bring it back.
    expect((await me(token)).status).toBe(401);
  });

  it('count a never-used session from its sign-in', async () => {
    const used = await signIn();
    const unused = await signIn();
    t.clock.advance(14 * DAY_MS - 60_000);
    expect((await me(used)).status).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await me(unused)).status).toBe(401);
  });

  it('do not lift the 30-day limit: a session used daily still ends after 30 days', async () => {
    const token = await signIn();
    for (let day = 1; day < 30; day++) {
      t.clock.advance(DAY_MS);
      expect((await me(token)).status, `day ${day}`).toBe(200);
    }
    t.clock.advance(DAY_MS);
    expect((await me(token)).status).toBe(401);
  });

  it('take the timeout from the config (SESSION_IDLE_DAYS)', async () => {
    const strict = await createTestServer({ config: { sessionIdleMs: 60 * 60_000 } });
    try {
      const token = await login(strict.app, TEST_ADMIN.email, TEST_ADMIN.password);
      strict.clock.advance(59 * 60_000);
      expect((await call(strict.app, 'GET', '/api/me', { token })).status).toBe(200);
      strict.clock.advance(61 * 60_000);
      expect((await call(strict.app, 'GET', '/api/me', { token })).status).toBe(401);
    } finally {
      await strict.close();
    }
    expect(loadServerConfig({}).sessionIdleMs).toBe(14 * DAY_MS);
    expect(loadServerConfig({ SESSION_IDLE_DAYS: '7' }).sessionIdleMs).toBe(7 * DAY_MS);
    expect(() => loadServerConfig({ SESSION_IDLE_DAYS: '0' })).toThrow();
  });
});
