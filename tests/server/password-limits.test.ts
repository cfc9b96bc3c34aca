import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, errorMessageSchema } from '../../contract';
import * as password from '../../server/auth/password';
import {
  ACCOUNT_FAILURE_LIMIT,
  HASHING_THROTTLED_MESSAGE,
  REGISTRATION_THROTTLED_MESSAGE,
} from '../../server/auth/password-limits';
import { defaultAppConfig, loadServerConfig } from '../../server/config';
import { call, TEST_ADMIN } from './harness';
import { useTestServer } from '../support/server-fixtures';

// Count hashing work: a refused request must not cost any.
vi.mock('../../server/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/auth/password')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const verifyPassword = vi.mocked(password.verifyPassword);

// The harness raises the per-IP allowances for the other files; this one runs the real ones.
const t = useTestServer({
  config: {
    hashingMaxPerIpPerMinute: defaultAppConfig.hashingMaxPerIpPerMinute,
    registrationMaxPerIpPerHour: defaultAppConfig.registrationMaxPerIpPerHour,
  },
});

let ipCount = 0;
const nextIp = () => `203.0.113.${(ipCount += 1)}`;
let emailCount = 0;
const nextEmail = () => `person-${(emailCount += 1)}@example.com`;

beforeEach(() => {
  // Each test in windows of its own.
  t.clock.advance(60 * 60_000);
  verifyPassword.mockClear();
});

const login = (email: string, pass: string, ip: string) =>
  call(t.app, 'POST', '/api/login', { json: { email, password: pass }, ip });
const register = (email: string, ip: string) =>
  call(t.app, 'POST', '/api/register', {
    json: { name: 'Traveller', email, password: 'a-long-password-1' },
    ip,
  });

describe('the hashing queue', () => {
  it(`is bounded: beyond ${password.MAX_WAITING_HASHES} waiting hashes, more are shed at once`, async () => {
    const extra = 3;
    const total = 2 + password.MAX_WAITING_HASHES + extra;
    const results = await Promise.allSettled(
      Array.from({ length: total }, (_, i) => password.hashPassword(`password-${i}`)),
    );
    const shed = results.filter((r) => r.status === 'rejected');
    expect(shed).toHaveLength(extra);
    for (const r of shed)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(password.HashingBusyError);
    // Once the queue drains, hashing works again.
    await expect(password.hashPassword('after-the-burst')).resolves.toMatch(/^scrypt\$/);
  });

  it('a shed sign-in answers 503 with a clear message and Retry-After', async () => {
    verifyPassword.mockRejectedValueOnce(new password.HashingBusyError());
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password, nextIp());
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ message: password.HASHING_BUSY_MESSAGE });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('hashing per IP, across e-mails', () => {
  it(`allows ${defaultAppConfig.hashingMaxPerIpPerMinute} a minute, then 429 before any hashing`, async () => {
    const ip = nextIp();
    const max = defaultAppConfig.hashingMaxPerIpPerMinute;
    for (let i = 0; i < max; i++) {
      expect((await login(nextEmail(), 'wrong-password', ip)).status, `attempt ${i + 1}`).toBe(401);
    }
    expect(verifyPassword).toHaveBeenCalledTimes(max);

    const refused = await login(nextEmail(), 'wrong-password', ip);
    expect(refused.status).toBe(429);
    expect(errorMessageSchema.parse(refused.json).message).toBe(HASHING_THROTTLED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Registration hashes too, so it is refused from that address as well.
    const registration = await register(nextEmail(), ip);
    expect(registration.status).toBe(429);
    expect(verifyPassword).toHaveBeenCalledTimes(max);

    // Another address is unaffected; this one may go on after the minute.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, nextIp())).status).toBe(200);
    t.clock.advance(60_000);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, ip)).status).toBe(200);
  });
});

describe('failures per account, across IPs', () => {
  it(`refuse the account after ${ACCOUNT_FAILURE_LIMIT.maxFailures} failures from any addresses`, async () => {
    const victim = nextEmail();
    expect((await register(victim, nextIp())).status).toBe(201);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT.maxFailures; i++) {
      expect((await login(victim, `guess-${i}`, nextIp())).status, `guess ${i + 1}`).toBe(401);
    }
    verifyPassword.mockClear();
    const refused = await login(victim, 'a-long-password-1', nextIp());
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: AUTH_MESSAGES.throttled });
    expect(verifyPassword).not.toHaveBeenCalled();
    // Other accounts sign in as usual; the account itself once the window is over.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, nextIp())).status).toBe(200);
    t.clock.advance(ACCOUNT_FAILURE_LIMIT.windowMs);
    expect((await login(victim, 'a-long-password-1', nextIp())).status).toBe(200);
  });
});

describe('registration', () => {
  it(`allows ${defaultAppConfig.registrationMaxPerIpPerHour} an hour per IP, then 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < defaultAppConfig.registrationMaxPerIpPerHour; i++) {
      expect((await register(nextEmail(), ip)).status, `registration ${i + 1}`).toBe(201);
    }
    const refused = await register(nextEmail(), ip);
    expect(refused.status).toBe(429);
    expect(errorMessageSchema.parse(refused.json).message).toBe(REGISTRATION_THROTTLED_MESSAGE);
    expect((await register(nextEmail(), nextIp())).status).toBe(201);
    t.clock.advance(60 * 60_000);
    expect((await register(nextEmail(), ip)).status).toBe(201);
  });

  it('takes the allowances from the environment', () => {
    expect(loadServerConfig({}).hashingMaxPerIpPerMinute).toBe(30);
    expect(loadServerConfig({}).registrationMaxPerIpPerHour).toBe(10);
    const env = { HASHING_MAX_PER_IP_PER_MINUTE: '5', REGISTRATION_MAX_PER_IP_PER_HOUR: '3' };
    expect(loadServerConfig(env).hashingMaxPerIpPerMinute).toBe(5);
    expect(loadServerConfig(env).registrationMaxPerIpPerHour).toBe(3);
    expect(() => loadServerConfig({ REGISTRATION_MAX_PER_IP_PER_HOUR: '0' })).toThrow();
  });
});
