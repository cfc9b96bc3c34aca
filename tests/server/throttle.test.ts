import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, loginResponseSchema } from '../../contract';
import * as password from '../../server/auth/password';
import { call, TEST_ADMIN } from './harness';
import { useTestServer } from '../support/server-fixtures';

// Count hashing work: the throttle must answer before any of it happens.
vi.mock('../../server/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/auth/password')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(password.verifyPassword);

const t = useTestServer();

beforeEach(() => {
  t.clock.reset();
  verifyPassword.mockClear();
});

const attempt = (email: string, pass: string, ip: string) =>
  call(t.app, 'POST', '/api/login', { json: { email, password: pass }, ip });

async function fail(times: number, email: string, ip: string) {
  for (let i = 0; i < times; i += 1) {
    const res = await attempt(email, `wrong-${i}`, ip);
    expect(res.status, `attempt ${i + 1}`).toBe(401);
  }
}

describe('login throttling per e-mail + IP', () => {
  it('allows 5 failures, then answers the 6th with 429 and Retry-After, without hashing', async () => {
    await fail(5, TEST_ADMIN.email, '203.0.113.1');
    expect(verifyPassword).toHaveBeenCalledTimes(5);

    const started = performance.now();
    const blocked = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, '203.0.113.1');
    const elapsed = performance.now() - started;
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ message: AUTH_MESSAGES.throttled });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(verifyPassword).toHaveBeenCalledTimes(5);
    expect(elapsed).toBeLessThan(100);
  });

  it('keys the counter on e-mail (any case) and IP', async () => {
    await fail(5, 'victim@example.com', '203.0.113.2');
    expect((await attempt('VICTIM@example.com', 'x-wrong-1', '203.0.113.2')).status).toBe(429);
    // Another IP, or another e-mail from the same IP, is not blocked.
    expect((await attempt('victim@example.com', 'x-wrong-2', '198.51.100.7')).status).toBe(401);
    expect((await attempt('other@example.com', 'x-wrong-3', '203.0.113.2')).status).toBe(401);
  });

  it('unknown e-mails are verified against a dummy hash, like real ones', async () => {
    await attempt('ghost@example.com', 'whatever-1', '203.0.113.3');
    await attempt(TEST_ADMIN.email, 'whatever-1', '203.0.113.3');
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    expect(verifyPassword.mock.calls[0]![1]).toMatch(
      new RegExp(`^scrypt\\$${password.LOG2_N}\\$8\\$1\\$`),
    );
  });

  it('a successful login resets the counter', async () => {
    const ip = '203.0.113.4';
    await fail(4, TEST_ADMIN.email, ip);
    const ok = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, ip);
    expect(ok.status).toBe(200);
    loginResponseSchema.parse(ok.json);
    await fail(5, TEST_ADMIN.email, ip);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, ip)).status).toBe(429);
  });

  it('the window expires after 60 seconds of the injected clock', async () => {
    const ip = '203.0.113.5';
    await fail(5, TEST_ADMIN.email, ip);
    t.clock.advance(30_000);
    const still = await attempt(TEST_ADMIN.email, TEST_ADMIN.password, ip);
    expect(still.status).toBe(429);
    expect(Number(still.headers.get('retry-after'))).toBeLessThanOrEqual(30);
    t.clock.advance(30_001);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password, ip)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless trustProxy is set', async () => {
    await fail(5, 'spoof@example.com', '203.0.113.6');
    const spoofed = await call(t.app, 'POST', '/api/login', {
      json: { email: 'spoof@example.com', password: 'x-wrong' },
      ip: '203.0.113.6',
      headers: { 'x-forwarded-for': '1.2.3.4' },
    });
    expect(spoofed.status).toBe(429);
  });
});
