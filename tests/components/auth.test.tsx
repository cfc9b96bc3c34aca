// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, notFound } from '../support/fake-api';
import { useInProcessApi } from '../support/in-process-api';
import { renderApp } from '../support/render-app';

const apiAdmin = {
  id: 1,
  name: 'Site Admin',
  email: 'admin@example.com',
  roles: [{ name: 'admin' }],
};

beforeEach(() => localStorage.clear());
/** The real server app, in process: its answers to a wrong password and an unknown token. */
const server = useInProcessApi();

describe('login screen wiring', () => {
  it('shows field errors from the machine and marks the fields invalid', async () => {
    const { requests } = await renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('disables the form while submitting, then signs in an admin and opens /admin', async () => {
    let release!: () => void;
    const { session, router, requests } = await renderApp('/login', async (req) => {
      if (req.url.endsWith('/api/login')) {
        await new Promise<void>((r) => (release = r));
        return json({ user: apiAdmin, token: 'tok-admin' });
      }
      return notFound();
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    // The request follows (the API client loads on the first request).
    await waitFor(() => expect(requests).toHaveLength(1));
    const body = (await requests[0]!.json()) as unknown;
    expect(body).toEqual({ email: 'admin@example.com', password: 'secret-123' });

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(session.getSnapshot().context.user).toEqual({
      id: 1,
      name: 'Site Admin',
      email: 'admin@example.com',
      role: 'admin',
    });
    expect(localStorage.getItem('token')).toBe('tok-admin');
    expect(await screen.findByText("You've successfully logged in")).toBeInTheDocument();
  });

  it('keeps the values and shows the SPEC toast when the server refuses', async () => {
    // The real server refuses: no such account (401 with its own message).
    const { router } = await renderApp('/login', server.api);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Invalid email or password. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('site header by role (SPEC 2, 6)', () => {
  it('shows Login and Register to guests', async () => {
    await renderApp('/about');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/tours',
    );
  });

  it('shows Admin Dashboard and Logout to a stored admin session, and logout clears it', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, name: 'A', email: 'a@b.co', role: 'admin' }),
    );
    const { router, requests } = await renderApp('/about', () => json({ message: 'Logged out.' }));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(banner).queryByRole('link', { name: 'My Account' })).toBeNull();
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/logout'))).toBe(true));
    const logout = requests.find((r) => r.url.endsWith('/api/logout'))!;
    expect(logout.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('a 401 from the API ends the session', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 2, name: 'U', email: 'u@b.co', role: 'user' }),
    );
    // The real server does not know the token.
    const { session, deps } = await renderApp('/about', server.api);
    const { me } = await import('../../src/api/auth');
    await expect(me(deps.api)).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(session.getSnapshot().matches('signedOut')).toBe(true);
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('admin guard route', () => {
  it('shows the spinner, toasts Unauthorized Access and sends a guest to /login', async () => {
    const { router } = await renderApp('/admin/settings');
    expect(await screen.findByText('Unauthorized Access')).toBeInTheDocument();
    expect(screen.getByText('You must be an admin to access this page.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 });
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });
});
