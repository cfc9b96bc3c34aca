import type { LedgerEntry } from '../../contract/payment-summary';
import { paymentSummary } from '../support/payment-fixture';
// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { AUTH_MESSAGES } from '../../contract/auth';
import { PAYMENT_METHOD_MESSAGES, type SavedCard } from '../../contract/payment-methods';
import { PROFILE_MESSAGES, type Profile } from '../../contract/profile';
import { paymentHistory, type MyBooking } from '../../contract/my-bookings';
import { PaymentsTab } from '../../src/features/account/payments-tab';
import { ProfileTab } from '../../src/features/account/profile-tab';
import { SettingsTab } from '../../src/features/account/settings-tab';
import { BAD_LUHN, CARDS, card, myBooking } from '../machines/payment-methods-fixture';
import { makeProfile } from '../machines/profile-fixture';
import { renderInApp } from '../support/render-in-app';
import { json, routes, sent, stubFetch, type ApiRoute } from '../support/fake-api';
import { storeSession } from '../support/stored-session';

const TRAVELLER = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.com',
  role: 'user',
  created_at: '2025-01-15T09:30:00.000Z',
};

/**
 * Renders one tab the way the dashboard shell does (no props), inside the providers the app
 * gives it: Chakra, a signed-in session, the toaster. `api` answers the fake fetch.
 */
async function renderTab(tab: ReactElement, api: ApiRoute) {
  storeSession(TRAVELLER, 'tok-user');
  const requests = stubFetch(routes(api));
  const { session } = renderInApp(tab);
  await act(() => waitForActor(session, (s) => s.hasTag('authenticated')));
  return { requests, session, user: userEvent.setup() };
}

const bodyOf = async (request: Request) => JSON.parse(await request.clone().text()) as unknown;

beforeEach(() => localStorage.clear());

/* ------------------------------------------------------------------------------------------- */

function profileApi(options: {
  profile?: Profile;
  get?: () => Response | undefined;
  put?: (body: Record<string, unknown>) => Response | undefined;
  preferences?: (body: Record<string, unknown>) => Response | undefined;
}): ApiRoute {
  let stored = options.profile ?? makeProfile();
  return async (request, url) => {
    if (url.pathname === '/api/my/profile' && request.method === 'GET') {
      return options.get?.() ?? json({ data: stored });
    }
    if (url.pathname === '/api/my/profile' && request.method === 'PUT') {
      const body = (await request.clone().json()) as Record<string, unknown>;
      const answer = options.put?.(body);
      if (answer) return answer;
      stored = { ...stored, ...body } as Profile;
      return json({ data: stored });
    }
    if (url.pathname === '/api/my/preferences' && request.method === 'PUT') {
      const body = (await request.clone().json()) as Record<string, unknown>;
      const answer = options.preferences?.(body);
      if (answer) return answer;
      stored = { ...stored, preferences: body as Profile['preferences'] };
      return json({ data: stored });
    }
    return undefined;
  };
}

const personalInformation = async () =>
  within(await screen.findByRole('region', { name: 'Personal Information' }));

describe('My Account > Profile', () => {
  it('shows the personal information read-only and the stored preferences', async () => {
    const { requests } = await renderTab(<ProfileTab />, profileApi({}));
    const details = await personalInformation();
    expect(details.getByText('Ayesha Khan')).toBeVisible();
    expect(details.getByText('ayesha@example.com')).toBeVisible();
    expect(details.getByText('+92 300 1234567')).toBeVisible();
    expect(details.getByText('April 12, 1990')).toBeVisible();
    expect(details.queryByRole('textbox')).toBeNull();
    expect(details.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();

    const preferences = within(screen.getByRole('region', { name: 'Preferences' }));
    expect(preferences.getByRole('combobox', { name: 'Preferred Tour Type' })).toHaveValue('trek');
    expect(preferences.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(preferences.getByRole('switch', { name: /Email Notifications/ })).toBeChecked();
    // What the switch really stops (issue 15): only the balance reminder.
    expect(
      preferences.getByRole('switch', { name: /Email Notifications/ }),
    ).toHaveAccessibleDescription(
      'Reminders before your balance is due. Confirmations, receipts and security e-mails are always sent.',
    );
    expect(preferences.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    expect(sent(requests, 'GET', '/api/my/profile')[0]!.headers.get('Authorization')).toBe(
      'Bearer tok-user',
    );
  });

  it('a missing phone and date of birth read Not provided', async () => {
    await renderTab(
      <ProfileTab />,
      profileApi({ profile: makeProfile({ phone: null, date_of_birth: null }) }),
    );
    const details = await personalInformation();
    expect(details.getAllByText('Not provided')).toHaveLength(2);
  });

  it('Edit Profile: an invalid phone is refused under its field, then the save updates the view, the session and toasts', async () => {
    let release!: () => void;
    const { requests, session, user } = await renderTab(
      <ProfileTab />,
      profileApi({
        put: () => undefined,
      }),
    );
    const details = await personalInformation();
    await user.click(details.getByRole('button', { name: 'Edit Profile' }));
    const name = details.getByRole('textbox', { name: /Full Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Ayesha Khan');
    expect(details.getByRole('textbox', { name: /Email Address/ })).toHaveValue(
      'ayesha@example.com',
    );
    const phone = details.getByRole('textbox', { name: 'Phone Number' });
    const dob = details.getByLabelText('Date of Birth');
    expect(dob).toHaveAttribute('type', 'date');
    expect(dob).toHaveValue('1990-04-12');

    await user.clear(phone);
    await user.type(phone, 'call me');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText(PROFILE_MESSAGES.phone)).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(sent(requests, 'PUT', '/api/my/profile')).toHaveLength(0);

    // Typing clears the error; then a slow server shows Saving...
    await user.clear(phone);
    expect(details.queryByText(PROFILE_MESSAGES.phone)).toBeNull();
    await user.type(phone, '+92 311 7654321');
    await user.clear(name);
    await user.type(name, 'Ayesha Malik');
    await user.clear(dob);
    await user.type(dob, '1991-05-20');
    const slow = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      await slow;
      const body = (await request.json()) as Partial<Profile>;
      return json({ data: makeProfile(body) });
    });
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByRole('button', { name: /Saving/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(name).toBeDisabled();
    const [put] = sent(requests, 'PUT', '/api/my/profile');
    expect(await bodyOf(put!)).toEqual({
      name: 'Ayesha Malik',
      email: 'ayesha@example.com',
      phone: '+92 311 7654321',
      date_of_birth: '1991-05-20',
    });
    await act(async () => release());

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(await details.findByText('Ayesha Malik')).toBeVisible();
    expect(details.getByText('May 20, 1991')).toBeVisible();
    expect(details.queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(details.getByRole('button', { name: 'Edit Profile' })).toHaveFocus(),
    );
    // The header and sidebar read the session: it has the new name, stored for the next visit.
    expect(session.getSnapshot().context.user?.name).toBe('Ayesha Malik');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Ayesha Malik' });
  });

  it("the server's 422 (e-mail taken) shows under Email Address and keeps the form", async () => {
    const { user } = await renderTab(
      <ProfileTab />,
      profileApi({
        put: () =>
          json(
            { message: AUTH_MESSAGES.emailTaken, errors: { email: [AUTH_MESSAGES.emailTaken] } },
            422,
          ),
      }),
    );
    const details = await personalInformation();
    await user.click(details.getByRole('button', { name: 'Edit Profile' }));
    const email = details.getByRole('textbox', { name: /Email Address/ });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(details.getByRole('button', { name: 'Save' }));
    expect(await details.findByText(AUTH_MESSAGES.emailTaken)).toBeVisible();
    expect(email).toHaveValue('taken@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('a failed save keeps the form with an alert; Try again sends it again', async () => {
    let fail = true;
    const { requests, user } = await renderTab(
      <ProfileTab />,
      profileApi({ put: () => (fail ? json({ message: 'Server Error' }, 500) : undefined) }),
    );
    const details = await personalInformation();
    await user.click(details.getByRole('button', { name: 'Edit Profile' }));
    await user.click(details.getByRole('button', { name: 'Save' }));
    const alert = await details.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile was not saved');
    expect(alert).toHaveTextContent('Server Error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(sent(requests, 'PUT', '/api/my/profile')).toHaveLength(2);
  });

  it('Cancel discards what was typed', async () => {
    const { requests, user } = await renderTab(<ProfileTab />, profileApi({}));
    const details = await personalInformation();
    await user.click(details.getByRole('button', { name: 'Edit Profile' }));
    const name = details.getByRole('textbox', { name: /Full Name/ });
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(details.getByRole('button', { name: 'Cancel' }));
    expect(details.getByText('Ayesha Khan')).toBeVisible();
    expect(details.queryByText('Someone Else')).toBeNull();
    await user.click(details.getByRole('button', { name: 'Edit Profile' }));
    expect(details.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ayesha Khan');
    expect(sent(requests, 'PUT', '/api/my/profile')).toHaveLength(0);
  });

  it('Update Preferences sends the four choices and toasts', async () => {
    const { requests, user } = await renderTab(<ProfileTab />, profileApi({}));
    const preferences = within(await screen.findByRole('region', { name: 'Preferences' }));
    await user.selectOptions(
      preferences.getByRole('combobox', { name: 'Preferred Tour Type' }),
      'Cultural tours',
    );
    await user.click(preferences.getByRole('switch', { name: /Email Notifications/ }));
    await user.click(preferences.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(preferences.getByRole('button', { name: 'Update Preferences' }));
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    const [put] = sent(requests, 'PUT', '/api/my/preferences');
    expect(await bodyOf(put!)).toEqual({
      tour_type: 'cultural',
      notifications: false,
      newsletter: true,
      language: 'en',
    });
  });

  it('offers English only; a profile stored with another language loads as English', async () => {
    const stored = makeProfile();
    const { requests, user } = await renderTab(
      <ProfileTab />,
      profileApi({
        profile: { ...stored, preferences: { ...stored.preferences, language: 'de' } },
      }),
    );
    const preferences = within(await screen.findByRole('region', { name: 'Preferences' }));
    const language = preferences.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English']);
    expect(language).toHaveValue('en');
    await user.click(preferences.getByRole('button', { name: 'Update Preferences' }));
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    const [put] = sent(requests, 'PUT', '/api/my/preferences');
    expect(await bodyOf(put!)).toMatchObject({ language: 'en' });
  });

  it('a failed preferences save keeps the choices; Try again sends them again', async () => {
    let fail = true;
    const { requests, user } = await renderTab(
      <ProfileTab />,
      profileApi({
        preferences: () => (fail ? json({ message: 'Server Error' }, 500) : undefined),
      }),
    );
    const preferences = within(await screen.findByRole('region', { name: 'Preferences' }));
    await user.click(preferences.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(preferences.getByRole('button', { name: 'Update Preferences' }));
    const alert = await preferences.findByRole('alert');
    expect(alert).toHaveTextContent('Your preferences were not saved');
    expect(preferences.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    const puts = sent(requests, 'PUT', '/api/my/preferences');
    expect(puts).toHaveLength(2);
    expect(await bodyOf(puts[1]!)).toMatchObject({ newsletter: true });
  });

  it('a failed load shows why, and Try again loads it', async () => {
    let fail = true;
    const { user } = await renderTab(
      <ProfileTab />,
      profileApi({ get: () => (fail ? json({ message: 'Server Error' }, 500) : undefined) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await personalInformation()).toBeTruthy();
  });
});

/* ------------------------------------------------------------------------------------------- */

function passwordApi(answer: (body: Record<string, unknown>) => Response): ApiRoute {
  return async (request, url) => {
    if (url.pathname === '/api/my/password' && request.method === 'PUT') {
      return answer((await request.clone().json()) as Record<string, unknown>);
    }
    return undefined;
  };
}

async function fillPassword(
  user: ReturnType<typeof userEvent.setup>,
  values: { current: string; next: string; confirm: string },
) {
  await user.type(await screen.findByLabelText(/Current Password/), values.current);
  await user.type(screen.getByLabelText(/^New Password/), values.next);
  await user.type(screen.getByLabelText(/Confirm New Password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('My Account > Settings: Change Password', () => {
  it("a confirmation that does not match says 'Passwords do not match' and sends nothing", async () => {
    const { requests, user } = await renderTab(
      <SettingsTab />,
      passwordApi(() => json({ message: 'Password changed.' })),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Change Password' })).toBeVisible();
    await fillPassword(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secrex' });
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent(requests, 'PUT', '/api/my/password')).toHaveLength(0);
  });

  it('sends only the current and new password, toasts, and clears the form', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const { requests, user } = await renderTab(
      <SettingsTab />,
      passwordApi(() => json({ message: 'Password changed.' })),
    );
    vi.mocked(fetch).mockImplementationOnce(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request.clone());
      await slow;
      return json({ message: 'Password changed.' });
    });
    await fillPassword(user, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByRole('button', { name: /Updating/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [put] = sent(requests, 'PUT', '/api/my/password');
    expect(await bodyOf(put!)).toEqual({ current_password: 'old-secret', password: 'new-secret' });
    await act(async () => release());
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(screen.getByText('Your other sessions have been signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Current Password/)).toHaveValue(''));
    expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveValue('');
  });

  it('a wrong current password (422) shows under Current Password', async () => {
    const { user } = await renderTab(
      <SettingsTab />,
      passwordApi(() =>
        json(
          {
            message: PROFILE_MESSAGES.currentPassword,
            errors: { current_password: [PROFILE_MESSAGES.currentPassword] },
          },
          422,
        ),
      ),
    );
    await fillPassword(user, { current: 'wrong-one', next: 'new-secret', confirm: 'new-secret' });
    expect(await screen.findByText(PROFILE_MESSAGES.currentPassword)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Current Password/)).toHaveFocus());
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveValue('new-secret');
  });
});

/* ------------------------------------------------------------------------------------------- */

function paymentsApi(options: {
  cards?: SavedCard[];
  bookings?: MyBooking[];
  post?: (body: Record<string, unknown>) => Response | undefined;
}): ApiRoute {
  let cards = options.cards ?? CARDS;
  return async (request, url) => {
    const { pathname } = url;
    if (pathname === '/api/my/payments' && request.method === 'GET') {
      // Every row on one page (the paging is tested in my-account.test.tsx).
      const data = paymentHistory(options.bookings ?? []);
      return json({
        data,
        meta: { page: 1, perPage: 20, total: data.length, lastPage: 1 },
      });
    }
    if (pathname === '/api/my/payment-methods' && request.method === 'GET') {
      return json({ data: cards });
    }
    if (pathname === '/api/my/payment-methods' && request.method === 'POST') {
      const body = (await request.clone().json()) as {
        brand: string;
        last4: string;
        exp_month: number;
        exp_year: number;
        make_default?: boolean;
      };
      const answer = options.post?.(body);
      if (answer) return answer;
      const added: SavedCard = {
        id: 3,
        brand: body.brand,
        last4: body.last4,
        exp_month: body.exp_month,
        exp_year: body.exp_year,
        is_default: Boolean(body.make_default),
      };
      cards = added.is_default
        ? [added, ...cards.map((c) => ({ ...c, is_default: false }))]
        : [...cards, added];
      return json({ data: cards }, 201);
    }
    const defaultMatch = /^\/api\/my\/payment-methods\/(\d+)\/default$/.exec(pathname);
    if (defaultMatch && request.method === 'POST') {
      const id = Number(defaultMatch[1]);
      cards = [
        ...cards.filter((c) => c.id === id).map((c) => ({ ...c, is_default: true })),
        ...cards.filter((c) => c.id !== id).map((c) => ({ ...c, is_default: false })),
      ];
      return json({ data: cards });
    }
    const deleteMatch = /^\/api\/my\/payment-methods\/(\d+)$/.exec(pathname);
    if (deleteMatch && request.method === 'DELETE') {
      cards = cards.filter((c) => c.id !== Number(deleteMatch[1]));
      return json({ data: cards });
    }
    return undefined;
  };
}

const savedCard = async (text: string) => {
  const items = await screen.findAllByTestId('saved-card');
  const found = items.find((item) => item.textContent?.includes(text));
  if (!found) throw new Error(`no saved card with ${text}`);
  return within(found);
};

describe('My Account > Payment Methods', () => {
  it('lists the saved cards: brand, masked number, expiry, Default on one, Make Default on the others', async () => {
    await renderTab(<PaymentsTab page={undefined} onPage={() => {}} />, paymentsApi({}));
    const visa = await savedCard('4242');
    expect(visa.getByText('Visa')).toBeVisible();
    expect(visa.getByText('•••• 4242')).toBeVisible();
    expect(visa.getByText('Expires 08/27')).toBeVisible();
    expect(visa.getByText('Default')).toBeVisible();
    expect(visa.queryByRole('button', { name: /Make Default/ })).toBeNull();
    const mastercard = await savedCard('4444');
    expect(mastercard.getByText('Expires 03/28')).toBeVisible();
    expect(mastercard.queryByText('Default')).toBeNull();
    expect(
      mastercard.getByRole('button', { name: 'Make Default: Mastercard ending in 4444' }),
    ).toBeEnabled();
  });

  it('Add Payment Method: refuses a number failing the Luhn rule, then posts only brand, last4 and expiry', async () => {
    const { requests, user } = await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({}),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    const form = within(screen.getByRole('form', { name: 'Add Payment Method' }));
    const number = form.getByRole('textbox', { name: /Card Number/ });
    const expiry = form.getByRole('textbox', { name: /Expiry Date/ });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAttribute('placeholder', 'MM/YY');

    await user.type(number, BAD_LUHN);
    expect(form.getByText('Visa')).toBeVisible();
    await user.type(expiry, '09/29');
    await user.click(form.getByRole('button', { name: 'Save Card' }));
    expect(await form.findByText(PAYMENT_METHOD_MESSAGES.cardNumberInvalid)).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(sent(requests, 'POST', '/api/my/payment-methods')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '5555 5555 5555 4444');
    expect(form.getByText('Mastercard')).toBeVisible();
    await user.click(form.getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(form.getByRole('button', { name: 'Save Card' }));

    expect(await screen.findByText('Payment Method Added')).toBeInTheDocument();
    const [post] = sent(requests, 'POST', '/api/my/payment-methods');
    const body = await bodyOf(post!);
    expect(Object.keys(body as object).sort()).toEqual([
      'brand',
      'exp_month',
      'exp_year',
      'last4',
      'make_default',
    ]);
    expect(body).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      exp_month: 9,
      exp_year: 2029,
      make_default: true,
    });
    expect(await post!.clone().text()).not.toContain('5555');
    // The form is gone and the list is the server's: the new card is the default.
    expect(screen.queryByRole('form', { name: 'Add Payment Method' })).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add Payment Method' })).toHaveFocus(),
    );
    const items = screen.getAllByTestId('saved-card');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Default')).toBeVisible();
    expect(items[0]).toHaveTextContent('•••• 4444');
    expect(items[0]).toHaveTextContent('Expires 09/29');
  });

  it('a duplicate card (422) shows under Card Number; Cancel wipes the form', async () => {
    const { user } = await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({
        post: () =>
          json(
            {
              message: PAYMENT_METHOD_MESSAGES.duplicate,
              errors: { last4: [PAYMENT_METHOD_MESSAGES.duplicate] },
            },
            422,
          ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    let form = within(screen.getByRole('form', { name: 'Add Payment Method' }));
    await user.type(form.getByRole('textbox', { name: /Card Number/ }), '4242 4242 4242 4242');
    await user.type(form.getByRole('textbox', { name: /Expiry Date/ }), '08/27');
    await user.click(form.getByRole('button', { name: 'Save Card' }));
    expect(await form.findByText(PAYMENT_METHOD_MESSAGES.duplicate)).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Add Payment Method' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    form = within(screen.getByRole('form', { name: 'Add Payment Method' }));
    expect(form.getByRole('textbox', { name: /Card Number/ })).toHaveValue('');
    expect(form.getByRole('textbox', { name: /Expiry Date/ })).toHaveValue('');
  });

  it('Make Default asks the server; the Default badge moves', async () => {
    const { requests, user } = await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({}),
    );
    const mastercard = await savedCard('4444');
    await user.click(
      mastercard.getByRole('button', { name: 'Make Default: Mastercard ending in 4444' }),
    );
    expect(await screen.findByText('Default Card Updated')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/api/my/payment-methods/2/default')).toHaveLength(1);
    const items = screen.getAllByTestId('saved-card');
    expect(items[0]).toHaveTextContent('Mastercard');
    expect(within(items[0]!).getByText('Default')).toBeVisible();
    expect(
      within(items[1]!).getByRole('button', { name: 'Make Default: Visa ending in 4242' }),
    ).toBeVisible();
  });

  it('Remove asks first; Cancel keeps the card, Remove deletes it', async () => {
    const { requests, user } = await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({}),
    );
    const mastercard = await savedCard('4444');
    await user.click(mastercard.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove Mastercard ending in 4444?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getAllByTestId('saved-card')).toHaveLength(2);

    await user.click(mastercard.getByRole('button', { name: 'Remove Mastercard ending in 4444' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Payment Method Removed')).toBeInTheDocument();
    expect(sent(requests, 'DELETE', '/api/my/payment-methods/2')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1));
  });

  it('Payment History lists every ledger entry of the bookings, and a transfer still awaited', async () => {
    const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
      id: 1,
      kind: 'deposit',
      method: 'card',
      amount: 0,
      card_last4: '4242',
      note: null,
      created_at: '2026-10-02T10:00:00.000Z',
      ...over,
    });
    await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({
        bookings: [
          myBooking({
            payments: [
              entry({ id: 1, amount: 539.6 }),
              entry({
                id: 2,
                kind: 'balance',
                amount: 2158.4,
                created_at: '2026-10-20T10:00:00.000Z',
              }),
            ],
          }),
          myBooking({
            reference: 'BANK0001',
            status: 'Cancelled',
            payment_method: 'card',
            card_last4: '1111',
            total: 1000,
            created_at: '2026-08-01T10:00:00.000Z',
            cancelled_at: '2026-09-01T10:00:00.000Z',
            refund: { percent: 50, amount: 500 },
            cancellation_quote: null,
            payments: [
              entry({
                id: 3,
                kind: 'full',
                amount: 1000,
                card_last4: '1111',
                created_at: '2026-08-01T10:00:00.000Z',
              }),
              entry({
                id: 4,
                kind: 'refund',
                amount: 500,
                card_last4: null,
                created_at: '2026-09-01T10:00:00.000Z',
              }),
            ],
          }),
          myBooking({
            reference: 'WIRE0002',
            payment_method: 'bank',
            card_last4: null,
            created_at: '2026-07-01T10:00:00.000Z',
            payment: paymentSummary(2698, '2027-06-15', {
              state: 'awaiting_transfer',
              paid: 0,
              balance: 2698,
              due_at_booking: 539.6,
            }),
            payments: [],
          }),
        ],
      }),
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateTourReferenceForMethodAmountStatus',
      'October 20, 2026K2 Base Camp TrekKT7Q2M9XBalanceCredit card ending in 4242$2,158.40Paid',
      'October 2, 2026K2 Base Camp TrekKT7Q2M9XDepositCredit card ending in 4242$539.60Paid',
      'September 1, 2026K2 Base Camp TrekBANK0001RefundCredit card-$500.00Refunded',
      'August 1, 2026K2 Base Camp TrekBANK0001Payment in fullCredit card ending in 1111$1,000.00Paid',
      'July 1, 2026K2 Base Camp TrekWIRE0002DepositBank transfer$539.60Awaiting transfer',
    ]);
  });

  it('empty states: no saved cards and no payments', async () => {
    await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({ cards: [], bookings: [] }),
    );
    expect(await screen.findByText('No saved cards yet')).toBeVisible();
    expect(screen.getByText('No payments yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeEnabled();
  });

  it('an expired saved card is marked', async () => {
    await renderTab(
      <PaymentsTab page={undefined} onPage={() => {}} />,
      paymentsApi({ cards: [card({ exp_month: 1, exp_year: 2020 })] }),
    );
    expect((await savedCard('4242')).getByText('Expired')).toBeVisible();
  });
});
