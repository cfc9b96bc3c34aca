import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSevereAxeViolations } from './page-checks';

/*
 * My Account: Profile, Payment Methods and Settings on the real server (issue 6). Accounts are
 * created and signed in through the API to stay fast; everything after that goes through the UI.
 */

const PASSWORD = 'profile-secret-1';
const NEW_PASSWORD = 'profile-secret-2';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Registers a traveller and stores their session in the page, as a login would. */
async function signedInTraveller(page: Page, request: APIRequestContext, label: string) {
  const email = uniqueEmail(label);
  const registered = await request.post('/api/register', {
    data: { name: 'Amina Khan', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const { user, token } = (await login.json()) as {
    token: string;
    user: { id: number; name: string; email: string; created_at?: string };
  };
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, role: 'user' }));
    },
    {
      token,
      user: { id: user.id, name: user.name, email: user.email, created_at: user.created_at },
    },
  );
  return email;
}

async function openTab(page: Page, tab: string, heading: string) {
  await page.goto(`/dashboard?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('edits the profile (an invalid phone first) and the preferences; both survive a reload', async ({
    page,
    request,
  }) => {
    await signedInTraveller(page, request, 'profile');
    await openTab(page, 'profile', 'Personal Information');
    const details = page.getByRole('region', { name: 'Personal Information' });
    await expect(details.getByText('Amina Khan')).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await details.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(details.getByLabel('Full Name')).toBeFocused();
    await details.getByLabel('Phone Number').fill('call me maybe');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(details.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(details.getByLabel('Phone Number')).toBeFocused();

    await details.getByLabel('Full Name').fill('Amina Malik');
    await details.getByLabel('Phone Number').fill('+92 311 7654321');
    await details.getByLabel('Date of Birth').fill('1991-05-20');
    await details.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(details.getByText('May 20, 1991')).toBeVisible();
    await expect(details.getByText('+92 311 7654321')).toBeVisible();
    // The sidebar follows the session at once.
    await expect(page.getByText('Welcome back, Amina!')).toBeVisible();
    // Sidebar and Personal Information.
    await expect(page.getByText('Amina Malik', { exact: true })).toHaveCount(2);

    const preferences = page.getByRole('region', { name: 'Preferences' });
    await preferences.getByLabel('Preferred Tour Type').selectOption({ label: 'Expeditions' });
    // The site is English only (issue 17): the one language it can honour.
    await expect(preferences.getByLabel('Language').locator('option')).toHaveText(['English']);
    await preferences.getByText('Subscribe to our newsletter', { exact: false }).click();
    await preferences.getByText('Email Notifications', { exact: true }).click();
    await preferences.getByRole('button', { name: 'Update Preferences' }).click();
    await expect(page.getByText('Preferences Updated')).toBeVisible();

    await page.reload();
    await expect(details.getByText('Amina Malik')).toBeVisible();
    await expect(details.getByText('May 20, 1991')).toBeVisible();
    await expect(page.getByText('Amina Malik', { exact: true })).toHaveCount(2);
    await expect(preferences.getByLabel('Preferred Tour Type')).toHaveValue('expedition');
    await expect(preferences.getByLabel('Language')).toHaveValue('en');
    await expect(preferences.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
    await expect(
      preferences.getByRole('switch', { name: /Email Notifications/ }),
    ).not.toBeChecked();
  });

  test('adds cards (a Luhn failure first, only brand/last4/expiry sent), makes one default and removes one', async ({
    page,
    request,
  }) => {
    await signedInTraveller(page, request, 'cards');
    await openTab(page, 'payments', 'Saved Cards');
    await expect(page.getByText('No saved cards yet')).toBeVisible();
    await expect(page.getByText('No payments yet')).toBeVisible();

    const cards = page.getByTestId('saved-card');
    const addCard = async (number: string, expiry: string) => {
      await page.getByRole('button', { name: 'Add Payment Method' }).click();
      const form = page.getByRole('form', { name: 'Add Payment Method' });
      await form.getByLabel('Card Number').fill(number);
      await form.getByLabel('Expiry Date').fill(expiry);
      const posted = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/my/payment-methods',
      );
      await form.getByRole('button', { name: 'Save Card' }).click();
      const body = (await posted).postData() ?? '';
      await expect(page.getByText('Payment Method Added')).toBeVisible();
      await expect(form).toHaveCount(0);
      return body;
    };

    // A number failing the Luhn rule never leaves the page.
    await page.getByRole('button', { name: 'Add Payment Method' }).click();
    const form = page.getByRole('form', { name: 'Add Payment Method' });
    await form.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await expect(form.getByText('Card type: Visa')).toBeVisible();
    await form.getByLabel('Expiry Date').fill('08/29');
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/my/payment-methods')) posts += 1;
    });
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(form.getByText('Please enter a valid card number')).toBeVisible();
    expect(posts).toBe(0);
    await form.getByRole('button', { name: 'Cancel' }).click();

    const body = await addCard('4242 4242 4242 4242', '08/29');
    expect(JSON.parse(body)).toEqual({
      brand: 'Visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2029,
      make_default: false,
    });
    expect(body).not.toContain('4242424242424242');
    expect(body.toLowerCase()).not.toContain('cvv');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Default');

    await addCard('5555 5555 5555 4444', '03/30');
    await expect(cards).toHaveCount(2);
    const mastercard = cards.filter({ hasText: '4444' });
    await expect(mastercard).toContainText('Expires 03/30');
    await expectNoSevereAxeViolations(page);

    await mastercard
      .getByRole('button', { name: 'Make Default: Mastercard ending in 4444' })
      .click();
    await expect(page.getByText('Default Card Updated')).toBeVisible();
    await expect(cards.first()).toContainText('Mastercard');
    await expect(cards.first()).toContainText('Default');

    const visa = cards.filter({ hasText: '4242' });
    await visa.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Remove Visa ending in 4242?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Payment Method Removed')).toBeVisible();
    await expect(cards).toHaveCount(1);

    await page.reload();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Mastercard');
    await expect(cards.first()).toContainText('Default');
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('changes the password (a mismatch first) and signs in with the new one', async ({
    page,
    request,
  }) => {
    // Three axe scans on a 2-core machine: more than the default 30 s.
    test.setTimeout(60_000);
    const email = await signedInTraveller(page, request, 'password');
    await openTab(page, 'profile', 'Personal Information');
    await expectNoSevereAxeViolations(page);
    await openTab(page, 'payments', 'Saved Cards');
    await expectNoSevereAxeViolations(page);

    await openTab(page, 'settings', 'Change Password');
    await page.getByLabel('Current Password').fill(PASSWORD);
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoSevereAxeViolations(page);

    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password Changed')).toBeVisible();
    await expect(page.getByText('Your other sessions have been signed out.')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toHaveValue('');

    // This session stays signed in; the old password no longer works, the new one does.
    const old = await request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);
    await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText("You've successfully logged in")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard/);
  });
});
