import { describe, expect, it } from 'vitest';
import { parseStoredSession } from '../../machines/session-machine';
import { flush } from '../support/controllable';
import { admin, alice, createFakeBrowser, stored } from './session-fakes';

describe('session machine: start-up (SPEC 4)', () => {
  it('starts in loading and reads storage', () => {
    const browser = createFakeBrowser(stored(alice));
    const actor = browser.start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('is signed in when token and a user with a role are stored', async () => {
    const browser = createFakeBrowser(stored(admin, 'abc'));
    const actor = browser.start();
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.matches('signedIn')).toBe(true);
    expect(snap.hasTag('authenticated')).toBe(true);
    expect(snap.context).toEqual({ user: admin, token: 'abc' });
    expect(browser.effects).toEqual([]);
  });

  it.each([
    ['no token', { token: null, user: JSON.stringify(alice) }],
    ['no user record', { token: 'abc', user: null }],
    ['unparseable user record', { token: 'abc', user: '{not json' }],
    ['user without a role', { token: 'abc', user: JSON.stringify({ ...alice, role: '' }) }],
    ['user record missing fields', { token: 'abc', user: JSON.stringify({ name: 'x' }) }],
  ])('is signed out and clears storage with %s', async (_, raw) => {
    const browser = createFakeBrowser(raw);
    const actor = browser.start();
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
    expect(browser.effects).toEqual(['clearStoredSession']);
    expect(browser.storage).toEqual({ token: null, user: null });
  });

  it('is signed out when storage cannot be read at all', async () => {
    const browser = createFakeBrowser(stored(alice), { unreadable: true });
    const actor = browser.start();
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().hasTag('guest')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: null, token: null });
    expect(browser.effects).toEqual(['clearStoredSession']);
  });

  it('parseStoredSession accepts only complete records', () => {
    expect(parseStoredSession(stored(alice, 't'))).toEqual({ token: 't', user: alice });
    expect(parseStoredSession(undefined)).toBeNull();
    expect(parseStoredSession({ token: 't', user: 'null' })).toBeNull();
  });

  it('parseStoredSession checks each field of the user record and drops unknown ones', () => {
    const withUser = (user: unknown) => ({ token: 't', user: JSON.stringify(user) });
    const since = { ...alice, created_at: '2024-01-02T00:00:00Z' };
    expect(parseStoredSession(withUser(since))).toEqual({ token: 't', user: since });
    expect(parseStoredSession(withUser({ ...alice, extra: 1 }))).toEqual({
      token: 't',
      user: alice,
    });
    for (const bad of [
      { ...alice, id: '1' },
      { ...alice, name: 1 },
      { ...alice, email: null },
      { ...alice, role: 2 },
      { ...alice, created_at: 5 },
      [alice],
      'alice',
    ]) {
      expect(parseStoredSession(withUser(bad))).toBeNull();
    }
  });
});

describe('session machine: login, logout, expiry', () => {
  it('login stores the user and token', async () => {
    const browser = createFakeBrowser();
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.login', user: alice, token: 'new-token' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(alice);
    expect(browser.storage).toEqual(stored(alice, 'new-token'));
  });

  it('signing in as someone else replaces the user and the stored record', async () => {
    const browser = createFakeBrowser(stored(alice, 'tok-alice'));
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.login', user: admin, token: 'tok-admin' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: admin, token: 'tok-admin' });
    expect(browser.storage).toEqual(stored(admin, 'tok-admin'));
  });

  it('signing in again while the old token is being revoked keeps the new session', async () => {
    const browser = createFakeBrowser(stored(alice, 'tok-old'));
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    actor.send({ type: 'session.login', user: alice, token: 'tok-new' });
    await flush();
    // The revoke of the old token settles after the new sign-in and must not end it.
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: alice, token: 'tok-new' });
    expect(browser.storage).toEqual(stored(alice, 'tok-new'));
  });

  it('a profile change updates the signed-in user and the stored record, keeping the token', async () => {
    const browser = createFakeBrowser(stored(alice, 'tok-1'));
    const actor = browser.start();
    await flush();
    actor.send({
      type: 'session.userUpdated',
      name: 'Alice Khan',
      email: 'alice.khan@example.com',
    });
    const renamed = { ...alice, name: 'Alice Khan', email: 'alice.khan@example.com' };
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ user: renamed, token: 'tok-1' });
    expect(browser.storage).toEqual(stored(renamed, 'tok-1'));
  });

  it('ignores a profile change when nobody is signed in', async () => {
    const browser = createFakeBrowser();
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.userUpdated', name: 'Someone', email: 'someone@example.com' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(browser.effects).not.toContain('persistSession');
  });

  it('logout clears storage at once, goes home, and revokes the token on the server', async () => {
    const browser = createFakeBrowser(stored(alice, 'tok-1'));
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.logout' });
    const during = actor.getSnapshot();
    expect(during.matches('signingOut')).toBe(true);
    expect(during.hasTag('authenticated')).toBe(false);
    expect(during.context.user).toBeNull();
    expect(browser.effects).toEqual(['clearStoredSession', 'navigateHome']);
    await flush();
    expect(browser.revoked).toEqual(['tok-1']);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('still ends signed out when the revoke call fails', async () => {
    const browser = createFakeBrowser(stored(alice));
    browser.failRevoke();
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.logout' });
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(browser.storage).toEqual({ token: null, user: null });
  });

  it('a 401 from the API ends the session', async () => {
    const browser = createFakeBrowser(stored(alice));
    const actor = browser.start();
    await flush();
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(browser.storage).toEqual({ token: null, user: null });
    expect(browser.effects).not.toContain('navigateHome');
  });

  it('follows a sign-out in another tab', async () => {
    const browser = createFakeBrowser(stored(alice));
    const actor = browser.start();
    await flush();
    browser.otherTabWrites({ token: null, user: null });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('follows a sign-in in another tab', async () => {
    const browser = createFakeBrowser();
    const actor = browser.start();
    await flush();
    browser.otherTabWrites(stored(admin, 'other-tab'));
    await flush();
    expect(actor.getSnapshot().context).toEqual({ user: admin, token: 'other-tab' });
  });
});
