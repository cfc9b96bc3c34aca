import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface TravellerSession {
  email: string;
  token: string;
  user: { id: number; name: string; email: string };
}

/** Registers a new traveller through the API and logs them in: their e-mail and session. */
export async function registerTraveller(
  request: APIRequestContext,
  label: string,
): Promise<TravellerSession> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Lantern-Glacier-42';
  const registered = await request.post('/api/register', {
    data: { name: 'Amina Khan', email, password },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const { user, token } = (await login.json()) as Omit<TravellerSession, 'email'>;
  return { email, token, user };
}

/** Every later page load of `page` starts signed in as `session`, as a login would leave it. */
export async function useTravellerSession(page: Page, { token, user }: TravellerSession) {
  await page.addInitScript(
    (stored) => {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    },
    { token, user: { id: user.id, name: user.name, email: user.email, role: 'user' } },
  );
}
