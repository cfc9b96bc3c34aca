// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json } from '../support/fake-api';
import { useInProcessApi } from '../support/in-process-api';
import { renderApp } from '../support/render-app';
import { storeSession } from '../support/stored-session';

/*
 * The recovery pages and My Account's verify banner against the real server in process: the
 * links they follow are read from the outbox the server wrote them to.
 */

beforeEach(() => localStorage.clear());
const server = useInProcessApi();

async function post(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return server.server.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** Registers and signs in through the API: the stored user and token. */
async function registered(name: string, email: string, password = 'secret-pass-1') {
  expect((await post('/api/register', { name, email, password })).status).toBe(201);
  const login = (await (await post('/api/login', { email, password })).json()) as {
    user: { id: number; name: string; email: string };
    token: string;
  };
  return { user: { ...login.user, role: 'user' }, token: login.token };
}

/** The token of the newest link of that kind mailed to `to`. */
async function mailedToken(to: string, path: 'reset-password' | 'verify-email') {
  const row = await server.server.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = new RegExp(`/${path}\\?token=([A-Za-z0-9_-]+)`).exec(row.text_body);
  return match![1]!;
}

describe('forgot password', () => {
  it('is linked from the login form, checks the address, then says a link is on its way', async () => {
    await registered('Hina', 'hina@example.com');
    const { router, requests } = await renderApp('/login', server.api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requests.filter((r) => r.url.endsWith('/forgot-password'))).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'hina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for that address/)).toBeInTheDocument();
    await mailedToken('hina@example.com', 'reset-password');

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });
});

describe('reset password', () => {
  it('sets the new password from the link, then offers Login; the link works once', async () => {
    const { token: session } = await registered('Iqra', 'iqra@example.com', 'old-pass-1');
    expect((await post('/api/forgot-password', { email: 'iqra@example.com' })).status).toBe(200);
    const token = await mailedToken('iqra@example.com', 'reset-password');

    await renderApp(`/reset-password?token=${token}`, server.api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    // The old session ended with the reset.
    const me = await server.server.app.request('/api/me', {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.status).toBe(401);
  });

  it('says a used or forged link is invalid, with a way to ask for a new one', async () => {
    await renderApp(`/reset-password?token=${'A'.repeat(43)}`, server.api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-pass-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says a link without a token is invalid at once', async () => {
    const { requests } = await renderApp('/reset-password', server.api);
    expect(
      await screen.findByText('This reset link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url.endsWith('/reset-password'))).toHaveLength(0);
  });
});

describe('verify e-mail', () => {
  it('verifies on arrival and says how many guest bookings joined the account', async () => {
    await registered('Javeria', 'javeria@example.com');
    const token = await mailedToken('javeria@example.com', 'verify-email');
    await renderApp(`/verify-email?token=${token}`, server.api);
    expect(await screen.findByText('Your e-mail address is verified')).toBeInTheDocument();
    expect(
      screen.getByText(/javeria@example.com: Your bookings and details are in My Account/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says a used link is invalid', async () => {
    await renderApp(`/verify-email?token=${'B'.repeat(43)}`, server.api);
    expect(
      await screen.findByText('This verification link is invalid or has expired'),
    ).toBeInTheDocument();
  });

  it('offers Try again when the server cannot be reached', async () => {
    let calls = 0;
    let retried = false;
    await renderApp(`/verify-email?token=${'C'.repeat(43)}`, async (request) => {
      if (request.url.endsWith('/api/verify-email')) {
        calls += 1;
        // Every request until Try again fails (StrictMode starts the page's actor twice).
        if (!retried) return json({ message: 'Server Error' }, 500);
      }
      return server.api(request);
    });
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    const before = calls;
    retried = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('This verification link is invalid or has expired'),
    ).toBeInTheDocument();
    expect(calls).toBe(before + 1);
  });
});

describe("My Account's verify banner", () => {
  it('asks an unverified traveller to verify, and Resend sends a new link', async () => {
    const { user, token } = await registered('Kiran', 'kiran@example.com');
    storeSession(user, token);
    await renderApp('/dashboard', server.api);
    expect(await screen.findByText('Please verify your e-mail address')).toBeInTheDocument();
    const first = await mailedToken('kiran@example.com', 'verify-email');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('Sent! Check your inbox for the new link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend again' })).toBeEnabled();
    expect(await mailedToken('kiran@example.com', 'verify-email')).not.toBe(first);
  });

  it('is not shown once the address is verified', async () => {
    const { user, token } = await registered('Laila', 'laila@example.com');
    const link = await mailedToken('laila@example.com', 'verify-email');
    expect((await post('/api/verify-email', { token: link })).status).toBe(200);
    storeSession(user, token);
    const { requests } = await renderApp('/dashboard', server.api);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/my/profile'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Please verify your e-mail address')).not.toBeInTheDocument();
  });
});
