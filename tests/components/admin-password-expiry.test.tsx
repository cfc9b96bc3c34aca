// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_EXPIRED_MESSAGE } from '../../contract/settings';
import { TWO_FACTOR_MESSAGES } from '../../contract/two-factor';
import { makeDashboard } from '../machines/admin-dashboard-fixture';
import { json, notFound, sent } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

/*
 * What the admin guard finds the server asks of an admin first (issue 18), on every /admin page:
 * an expired password is changed before any admin page opens; the two-factor the Security
 * setting requires is set up before any page but the enrolment page.
 */

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
      if (pathname === '/api/admin/access') return json({ data: { admitted: true } });
      if (pathname === '/api/admin/dashboard') return json({ data: makeDashboard() });
    }
    return notFound();
  };
}

async function changePassword() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Current Password/), 'old-secret-123');
  await user.type(screen.getByLabelText(/^New Password/), 'new-secret-456');
  await user.type(screen.getByLabelText(/^Confirm New Password/), 'new-secret-456');
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

beforeEach(() => localStorage.clear());

describe('password expiry', () => {
  it('sign-in takes an admin whose password expired to /admin, which asks for a new one', async () => {
    const { router } = await renderApp('/login?redirect=%2Fadmin%2Fbookings', expiringApi());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'old-secret-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change Your Password' }),
    ).toBeVisible();
  });

  it('/admin asks for a new password instead of the dashboard, then opens it', async () => {
    storeAdminSession();
    const { requests } = await renderApp('/admin', expiringApi());
    expect(await screen.findByRole('heading', { name: 'Change Your Password' })).toBeVisible();
    expect(
      screen.getByText(new RegExp(PASSWORD_EXPIRED_MESSAGE.replace('.', '\\.'))),
    ).toBeVisible();
    // The page never asked the refusing admin API for its data.
    expect(sent(requests, 'GET', '/api/admin/dashboard')).toEqual([]);

    await changePassword();

    expect(await screen.findByRole('group', { name: 'Total Tours' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Change Your Password' })).toBeNull();
    const put = requests.find((r) => r.method === 'PUT' && r.url.endsWith('/api/my/password'))!;
    expect(await put.clone().json()).toEqual({
      current_password: 'old-secret-123',
      password: 'new-secret-456',
    });
  });

  it('holds any admin page opened directly, the sidebar included, then opens the one asked for', async () => {
    storeAdminSession();
    const { router } = await renderApp('/admin/bookings', expiringApi());
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Change Your Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/bookings');
    expect(screen.queryByRole('heading', { name: 'Bookings' })).toBeNull();

    // Another admin page from the sidebar: still the form.
    await user.click(screen.getAllByRole('link', { name: /Settings/ })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
    expect(screen.getByRole('heading', { name: 'Change Your Password' })).toBeVisible();

    await changePassword();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Change Your Password' })).toBeNull();
  });
});

describe('two-factor required by the Security setting', () => {
  const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

  /** The admin API refuses every admin page but the enrolment endpoints until it is on. */
  function unenrolledApi() {
    let enrolled = false;
    return async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/admin/two-factor') {
        return json({ data: { enabled: enrolled, required: true } });
      }
      if (pathname === '/api/admin/two-factor/setup') {
        return json({
          data: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' },
        });
      }
      if (pathname === '/api/admin/two-factor/confirm') {
        enrolled = true;
        return json({ data: { recovery_codes: CODES } });
      }
      if (pathname.startsWith('/api/admin/') && !enrolled) {
        return json(
          { message: TWO_FACTOR_MESSAGES.setupRequired, two_factor_setup_required: true },
          403,
        );
      }
      if (pathname === '/api/admin/access') return json({ data: { admitted: true } });
      return notFound();
    };
  }

  it('sends an admin without it from any admin page to enrol, then opens the others', async () => {
    storeAdminSession();
    const { router } = await renderApp('/admin/tours', unenrolledApi());
    const user = userEvent.setup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-Factor Authentication' }),
    ).toBeVisible();

    // Another admin page from the sidebar: back to the enrolment page.
    await user.click(screen.getAllByRole('link', { name: /Settings/ })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/two-factor'));

    await user.type(await screen.findByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    // The guard asks again; the recovery codes stay on screen meanwhile and after.
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(codes.querySelectorAll('li')).toHaveLength(10);

    await user.click(screen.getAllByRole('link', { name: /Settings/ })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/settings');
  });
});

describe('the access check refused for another reason', () => {
  it('says why instead of the page, and opens the page once a retry is admitted', async () => {
    storeAdminSession();
    let refused = true;
    await renderApp('/admin/settings', async (request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/admin/access') {
        return refused
          ? json({ message: 'Admin access is not allowed from your IP address.' }, 403)
          : json({ data: { admitted: true } });
      }
      return notFound();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't check your admin access");
    expect(alert).toHaveTextContent('Admin access is not allowed from your IP address.');
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).toBeNull();

    refused = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
