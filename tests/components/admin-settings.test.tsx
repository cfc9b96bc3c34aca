// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IP_RESTRICTION_MESSAGES, SETTINGS_MESSAGES, type Settings } from '../../contract/settings';
import { makeSettings } from '../machines/admin-dashboard-fixture';
import { json, notFound } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

const STORED_GENERAL = {
  companyName: 'Skardu Adventures',
  email: 'hello@skardu-adventures.pk',
  phone: '+92 300 7654321',
  address: 'Airport Road, Skardu',
  website: 'https://skardu-adventures.pk',
};

/**
 * A fake settings API: GET answers the stored document, PUT stores the body (or answers with
 * `putAnswer` when given), the public endpoint answers the stored general section.
 */
function settingsApi(options: {
  stored?: Settings;
  getAnswer?: () => Response | undefined;
  putAnswer?: () => Response | undefined | Promise<Response | undefined>;
  publicAnswer?: () => Response | undefined;
  ipAnswer?: () => Response | undefined;
}) {
  let stored = options.stored ?? makeSettings();
  return async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/admin/settings' && request.method === 'GET') {
      return options.getAnswer?.() ?? json({ data: stored });
    }
    if (pathname === '/api/admin/settings' && request.method === 'PUT') {
      const answer = await options.putAnswer?.();
      if (answer) return answer;
      stored = (await request.clone().json()) as Settings;
      return json({ data: stored });
    }
    if (pathname === '/api/admin/ip') {
      return options.ipAnswer?.() ?? json({ data: { ip: '198.51.100.7' } });
    }
    if (pathname === '/api/settings/public') {
      return options.publicAnswer?.() ?? json({ data: stored.general });
    }
    return notFound();
  };
}

const puts = (requests: Request[]) =>
  requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/api/admin/settings'));

beforeEach(() => localStorage.clear());

describe('admin settings wiring', () => {
  beforeEach(storeAdminSession);

  it('loads the stored settings into the General, Notifications and Security tabs', async () => {
    const { requests } = await renderApp('/admin/settings', settingsApi({}));
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Company Name/ })).toHaveValue(
      'Karakoram Trails',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('info@karakoramtrails.pk');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+92 5815 455 320');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue(
      'College Road, Skardu, Gilgit-Baltistan 16100, Pakistan',
    );
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue(
      'https://www.karakoramtrails.pk',
    );
    const get = requests.find((r) => r.url.endsWith('/api/admin/settings'))!;
    expect(get.headers.get('Authorization')).toBe('Bearer tok-admin');

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Booking Alerts' })).toBeChecked();
    // Nothing is sent under Marketing Emails, so it is not offered (the stored field stays).
    expect(screen.queryByRole('switch', { name: 'Marketing Emails' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Customer Reviews' })).toBeChecked();
    expect(
      screen.getByText(
        'Get an e-mail for every contact message and custom tour request sent from the site.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('switch', { name: 'Two-Factor Authentication' })).not.toBeChecked();
    expect(
      screen.getByRole('link', { name: 'Set up two-factor authentication for your account' }),
    ).toHaveAttribute('href', '/admin/two-factor');
    // Issue 18: enforced by the server, so offered, with the address the server sees.
    expect(screen.getByRole('switch', { name: 'IP Restriction' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Allowed addresses' })).toHaveValue('');
    expect(await screen.findByText('198.51.100.7')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Password Expiry (days)' })).toHaveValue(90);
  });

  it('saves with PUT, disables Save while saving, and toasts Settings Saved', async () => {
    let release!: () => void;
    const { requests } = await renderApp(
      '/admin/settings',
      settingsApi({
        putAnswer: () => new Promise<undefined>((resolve) => (release = () => resolve(undefined))),
      }),
    );
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+92 300 1234567');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(screen.getByRole('switch', { name: 'Customer Reviews' }));
    expect(screen.getByRole('switch', { name: 'Customer Reviews' })).not.toBeChecked();
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const reminder = screen.getByRole('spinbutton', {
      name: 'Send the balance reminder (days before it is due)',
    });
    expect(reminder).toHaveValue(7);
    await user.clear(reminder);
    await user.type(reminder, '10');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saving = await screen.findByRole('button', { name: /Saving/ });
    expect(saving).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    const body = (await puts(requests)[0]!.clone().json()) as Settings;
    expect(body).toEqual(
      makeSettings({
        general: { ...makeSettings().general, phone: '+92 300 1234567' },
        notifications: { ...makeSettings().notifications, customerReviews: false },
        payments: { ...makeSettings().payments, balanceReminderDays: 10 },
      }),
    );
    expect(puts(requests)[0]!.headers.get('Authorization')).toBe('Bearer tok-admin');

    await act(async () => release());
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(screen.getByText('Your settings have been updated successfully.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+92 300 1234567');
  });

  it('refuses balance reminder days outside 1 to 30 under the field (Payments tab)', async () => {
    const { requests } = await renderApp('/admin/settings', settingsApi({}));
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Company Name/ });
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const days = () =>
      screen.getByRole('spinbutton', { name: 'Send the balance reminder (days before it is due)' });
    await user.clear(days());
    await user.type(days(), '31');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(
      await screen.findByText('Reminder days must be a whole number from 1 to 30'),
    ).toBeVisible();
    expect(days()).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toHaveLength(0);
    await user.clear(days());
    await user.type(days(), '14');
    expect(screen.queryByText('Reminder days must be a whole number from 1 to 30')).toBeNull();
  });

  it("shows the server's 422 under the field its dotted key names, keeps the values", async () => {
    const { requests } = await renderApp(
      '/admin/settings',
      settingsApi({
        putAnswer: () =>
          json(
            {
              message: 'The given data was invalid.',
              errors: { 'general.email': ['This e-mail address is not accepted'] },
            },
            422,
          ),
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Company Name/ });
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(screen.getByRole('switch', { name: 'Two-Factor Authentication' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('This e-mail address is not accepted')).toBeVisible();
    expect(screen.getByRole('tab', { name: /General/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Settings not saved')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(puts(requests)).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('switch', { name: 'Two-Factor Authentication' })).toBeChecked();
  });

  it('IP restriction: the list is sent as entries, refused empty, and the lock-out 422 shows under it', async () => {
    let lockOut = false;
    const { requests } = await renderApp(
      '/admin/settings',
      settingsApi({
        stored: makeSettings({
          security: {
            twoFactorAuth: false,
            passwordExpiry: 90,
            ipRestriction: false,
            ipAllowList: ['203.0.113.0/24'],
          },
        }),
        putAnswer: () =>
          lockOut
            ? json(
                {
                  message: 'The given data was invalid.',
                  errors: {
                    'security.ipAllowList': [IP_RESTRICTION_MESSAGES.lockOut('198.51.100.7')],
                  },
                },
                422,
              )
            : undefined,
      }),
    );
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Company Name/ });
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const list = screen.getByRole('textbox', { name: 'Allowed addresses' });
    expect(list).toHaveValue('203.0.113.0/24');
    expect(await screen.findByText('198.51.100.7')).toBeVisible();

    // On with nothing in the list: refused before any request.
    await user.click(screen.getByRole('switch', { name: 'IP Restriction' }));
    await user.clear(list);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(IP_RESTRICTION_MESSAGES.empty)).toBeVisible();
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toHaveLength(0);

    // A list without the admin's address: the server's lock-out guard, under the field.
    lockOut = true;
    await user.type(list, '10.0.0.0/8{Enter}2001:db8::/32');
    expect(screen.queryByText(IP_RESTRICTION_MESSAGES.empty)).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(IP_RESTRICTION_MESSAGES.lockOut('198.51.100.7'))).toBeVisible();
    expect(screen.getByRole('tab', { name: /Security/ })).toHaveAttribute('aria-selected', 'true');
    const sent = (await puts(requests)[0]!.clone().json()) as Settings;
    expect(sent.security).toEqual({
      twoFactorAuth: false,
      passwordExpiry: 90,
      ipRestriction: true,
      ipAllowList: ['10.0.0.0/8', '2001:db8::/32'],
    });

    // With the admin's address added, it saves.
    lockOut = false;
    await user.type(
      screen.getByRole('textbox', { name: 'Allowed addresses' }),
      '{Enter}198.51.100.7',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    const saved = (await puts(requests)[1]!.clone().json()) as Settings;
    expect(saved.security.ipAllowList).toEqual(['10.0.0.0/8', '2001:db8::/32', '198.51.100.7']);
  });

  it('Password Expiry: refused below 0 under the field, saved as a number of days', async () => {
    const { requests } = await renderApp('/admin/settings', settingsApi({}));
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Company Name/ });
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    const days = screen.getByRole('spinbutton', { name: 'Password Expiry (days)' });
    await user.clear(days);
    await user.type(days, '-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.passwordExpiry)).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(puts(requests)).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    const sent = (await puts(requests)[0]!.clone().json()) as Settings;
    expect(sent.security.passwordExpiry).toBe(30);
  });

  it('a failed save toasts and keeps what was typed', async () => {
    await renderApp(
      '/admin/settings',
      settingsApi({ putAnswer: () => json({ message: 'Server Error' }, 500) }),
    );
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Company Name/ });
    await user.clear(name);
    await user.type(name, 'Baltistan Treks');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings not saved')).toBeInTheDocument();
    expect(
      screen.getByText('Your settings could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveValue('Baltistan Treks');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('a failed load shows the error and Try again loads the form', async () => {
    let failing = true;
    await renderApp(
      '/admin/settings',
      settingsApi({
        getAnswer: () => (failing ? json({ message: 'Server Error' }, 500) : undefined),
      }),
    );
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load the settings")).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /Company Name/ })).toHaveValue(
      'Karakoram Trails',
    );
  });
});

/** An IntersectionObserver that reports every observed element as on screen at once. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const stored = () => makeSettings({ general: STORED_GENERAL });
const publicCalls = (requests: Request[]) =>
  requests.filter((r) => r.url.endsWith('/api/settings/public'));

describe('company details on the public site', () => {
  it('the footer asks for nothing until it nears the viewport', async () => {
    const { requests } = await renderApp('/about', settingsApi({ stored: stored() }));
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+92 5815 455 320' })).toBeInTheDocument();
    expect(publicCalls(requests)).toHaveLength(0);
  });

  it('the footer shows the admin-set details once it nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    const { requests } = await renderApp('/about', settingsApi({ stored: stored() }));
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '+92 300 7654321' })).toHaveAttribute(
      'href',
      'tel:+923007654321',
    );
    expect(within(footer).getByRole('link', { name: 'hello@skardu-adventures.pk' })).toBeVisible();
    expect(within(footer).getByText('Airport Road, Skardu')).toBeInTheDocument();
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} Skardu Adventures. All rights reserved.`,
      ),
    ).toBeInTheDocument();
    expect(publicCalls(requests)).toHaveLength(1);
    expect(publicCalls(requests)[0]!.headers.get('Authorization')).toBeNull();
  });

  it('the footer keeps the site details when the request fails', async () => {
    vi.stubGlobal('IntersectionObserver', VisibleObserver);
    const { requests } = await renderApp(
      '/about',
      settingsApi({ publicAnswer: () => json({ message: 'Server Error' }, 500) }),
    );
    await waitFor(() => expect(publicCalls(requests).length).toBeGreaterThan(0));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+92 5815 455 320' })).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'info@karakoramtrails.pk' }),
    ).toBeInTheDocument();
  });

  it('the contact page shows the admin-set details first, beside the second address and number', async () => {
    await renderApp('/contact', settingsApi({ stored: stored() }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: '+92 300 7654321' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: '+92 345 921 4410' })).toBeInTheDocument();
    expect(
      within(main).getByRole('link', { name: 'hello@skardu-adventures.pk' }),
    ).toBeInTheDocument();
    expect(
      within(main).getByRole('link', { name: 'bookings@karakoramtrails.pk' }),
    ).toBeInTheDocument();
    expect(within(main).getByText('Skardu Adventures')).toBeInTheDocument();
    // The address shows with the details and under the map, whose Open in maps searches it.
    expect(within(main).getAllByText('Airport Road, Skardu')).toHaveLength(2);
    const map = within(main).getByRole('region', { name: 'Find Us in Skardu' });
    expect(within(map).getByText('Airport Road, Skardu')).toBeInTheDocument();
    expect(within(map).getByRole('link', { name: /Open in maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Airport%20Road%2C%20Skardu',
    );
  });

  it('details an admin saves reach the contact page without another request', async () => {
    storeAdminSession();
    const { requests, router } = await renderApp('/admin/settings', settingsApi({}));
    const user = userEvent.setup();
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+92 311 5550000');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();

    await act(() => router.navigate({ to: '/contact' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: '+92 311 5550000' })).toBeInTheDocument();
    expect(publicCalls(requests)).toHaveLength(0);
  });
});
