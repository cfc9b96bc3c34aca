// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '../../contract/two-factor';
import { TWO_FACTOR_DISABLE_MESSAGES } from '../../contract/two-factor-disable';
import { json, notFound } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

const SETUP = { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' };

/** A fake two-factor API: on (or required) until the disable answers `disableAnswer`. */
function twoFactorApi(options: { required?: boolean; disableAnswer?: () => Response }) {
  let enabled = true;
  return async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/admin/two-factor') {
      return json({ data: { enabled, required: options.required ?? false } });
    }
    if (pathname === '/api/admin/two-factor/disable' && request.method === 'POST') {
      const answer = options.disableAnswer?.();
      if (answer) return answer;
      enabled = false;
      return json({ data: { enabled: false, required: false } });
    }
    if (pathname === '/api/admin/two-factor/setup' && request.method === 'POST') {
      return json({ data: SETUP });
    }
    return notFound();
  };
}

const disables = (requests: Request[]) =>
  requests.filter((r) => r.url.endsWith('/api/admin/two-factor/disable'));

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

describe('/admin/two-factor: turning it off', () => {
  it('sends the password and the code, says it is off and offers the set-up again', async () => {
    const { requests } = await renderApp('/admin/two-factor', twoFactorApi({}));
    const user = userEvent.setup();
    expect(
      await screen.findByText('Two-factor authentication is on for your account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));

    // Nothing is sent until both fields are filled in.
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.code)).toBeInTheDocument();
    expect(disables(requests)).toEqual([]);

    await user.type(screen.getByLabelText(/Current password/), 'admin-password-1');
    await user.type(screen.getByLabelText(/Code from the app or a recovery code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(
      await screen.findByText('Two-factor authentication is off for your account.'),
    ).toBeInTheDocument();
    const [sent] = disables(requests);
    expect(await sent!.clone().json()).toEqual({
      current_password: 'admin-password-1',
      code: '123456',
    });

    await user.click(screen.getByRole('button', { name: 'Set it up again' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeInTheDocument();
  });

  it('shows a refused code under its field and keeps the form', async () => {
    const refused = () =>
      json(
        {
          message: TWO_FACTOR_MESSAGES.invalidCode,
          errors: { code: [TWO_FACTOR_MESSAGES.invalidCode] },
        },
        422,
      );
    await renderApp('/admin/two-factor', twoFactorApi({ disableAnswer: refused }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    await user.type(screen.getByLabelText(/Current password/), 'admin-password-1');
    await user.type(screen.getByLabelText(/Code from the app or a recovery code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.invalidCode)).toBeInTheDocument();
    expect(screen.getByLabelText(/Code from the app or a recovery code/)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('says why it cannot be turned off while Settings requires it', async () => {
    await renderApp('/admin/two-factor', twoFactorApi({ required: true }));
    expect(await screen.findByText(TWO_FACTOR_DISABLE_MESSAGES.required)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
  });
});
