// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_EXPIRED_MESSAGE } from '../../contract/settings';
import { makeDashboard } from '../machines/admin-dashboard-fixture';
import { json, notFound } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

/** Settings > Security > Password Expiry (issue 18): an expired admin changes it before /admin. */

const apiAdmin = { id: 1, name: 'Admin', email: 'admin@example.com', roles: [{ name: 'admin' }] };
const expired = () =>
  json({ message: PASSWORD_EXPIRED_MESSAGE, password_change_required: true }, 403);

/** The admin API refuses until PUT /api/my/password has answered 200. */
function expiringApi() {
  let changed = false;
  return async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/login') {
      return json({ user: apiAdmin, token: 'tok-admin', password_change_required: true });
    }
    if (pathname === '/api/my/password' && request.method === 'PUT') {
      changed = true;
      return json({ message: 'Password updated.' });
    }
    if (pathname.startsWith('/api/admin/')) {
      if (!changed) return expired();
      if (pathname === '/api/admin/dashboard') return json({ data: makeDashboard() });
    }
    return notFound();
  };
}

beforeEach(() => localStorage.clear());

describe('password expiry', () => {
  it('sign-in sends an admin whose password expired to /admin, wherever they were going', async () => {
    const { router } = await renderApp('/login?redirect=%2Fadmin%2Fbookings', expiringApi());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'old-secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Change Your Password' })).toBeVisible();
  });

  it('/admin asks for a new password instead of the dashboard, then opens it', async () => {
    storeAdminSession();
    const { requests } = await renderApp('/admin', expiringApi());
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Change Your Password' })).toBeVisible();
    expect(
      screen.getByText(new RegExp(PASSWORD_EXPIRED_MESSAGE.replace('.', '\\.'))),
    ).toBeVisible();
    expect(screen.queryByText("We couldn't load the dashboard")).toBeNull();

    await user.type(screen.getByLabelText(/^Current Password/), 'old-secret-123');
    await user.type(screen.getByLabelText(/^New Password/), 'new-secret-456');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-secret-456');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('group', { name: 'Total Tours' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Change Your Password' })).toBeNull();
    const put = requests.find((r) => r.method === 'PUT' && r.url.endsWith('/api/my/password'))!;
    expect(await put.clone().json()).toEqual({
      current_password: 'old-secret-123',
      password: 'new-secret-456',
    });
  });
});
