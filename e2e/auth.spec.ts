import { expect, test, type Page } from '@playwright/test';
import { ADMIN, MAIL_BASE_URL } from './fixtures';
import { readMail } from './mail';
import { waitForHydration } from './page-checks';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function register(page: Page, name: string, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const mainNav = (page: Page) => page.getByRole('banner');

test('a traveller registers, logs in to My Account, stays signed in on reload, and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('traveller');
  await register(page, 'Ayesha Khan', email, 'trek-secret-1');
  await expect(page.getByText('Account created successfully. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Issue 17: focus is on the new page's heading, and the address just registered is filled in.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password').fill('trek-secret-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText("You've successfully logged in")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  await page.reload();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  // The server renders /tours for a guest; once the browser adopts it, the header is hers.
  await page.goto('/tours');
  await expect(mainNav(page).getByRole('link', { name: 'My Account' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toHaveCount(0);

  await mainNav(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
});

test('registration shows the SPEC messages and keeps what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(2);

  await page.getByLabel('Full Name').fill('Ali');
  await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
  await page.getByLabel('Email').fill('ali@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret-1');
  await page.getByLabel('Confirm Password').fill('secret-2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ali');
});

test("registering a taken e-mail answers like a new one; only the owner's inbox tells", async ({
  page,
  request,
}) => {
  // Issue 18: on the server that mails through the suite's SMTP sink.
  const email = uniqueEmail('owner');
  const first = await request.post(`${MAIL_BASE_URL}/api/register`, {
    data: { name: 'Sana Owner', email, password: 'owner-secret-1' },
  });
  expect(first.status()).toBe(201);

  await page.goto(`${MAIL_BASE_URL}/register`);
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Someone Else');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('other-secret-2');
  await page.getByLabel('Confirm Password').fill('other-secret-2');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').getByText('Check your inbox')).toBeVisible();
  await expect(
    page.getByText(`We have sent a message about your account to ${email}.`),
  ).toBeVisible();

  const mail = await readMail({ to: email, subject: 'You already have' });
  expect(mail.text).toContain('Hello Sana Owner');
  expect(mail.text).toContain('no new account was created');
  // The owner's password is the one that still works.
  const owner = await request.post(`${MAIL_BASE_URL}/api/login`, {
    data: { email, password: 'owner-secret-1' },
  });
  expect(owner.status()).toBe(200);
});

test('a wrong password shows the login failure toast and keeps the user on /login', async ({
  page,
}) => {
  await login(page, ADMIN.email, 'not-the-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
});

test('the login button reads Logging in... and fields are disabled while submitting', async ({
  page,
}) => {
  await page.route('**/api/login', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an admin logs in to the admin area, moves around it and logs out to /', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: 'Tours' }).click();
  await expect(page).toHaveURL(/\/admin\/tours$/);
  await expect(page.getByRole('heading', { name: 'Tour Management' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Back to Website' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: 'Admin Dashboard' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Unauthorized Access')).toHaveCount(0);
});

test('a guest opening /admin gets the Unauthorized Access toast and lands on /login after 1 s', async ({
  page,
}) => {
  await page.goto('/admin/tours');
  await expect(page.getByText('Unauthorized Access')).toBeVisible();
  await expect(page.getByText('You must be an admin to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Tour Management' })).toHaveCount(0);
});

test('a traveller opening /admin is refused the same way', async ({ page }) => {
  const email = uniqueEmail('nosy');
  await register(page, 'Nosy Traveller', email, 'nosy-secret-1');
  await expect(page).toHaveURL(/\/login$/);
  await login(page, email, 'nosy-secret-1');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page.getByText('Unauthorized Access')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out in one tab signs the other tab out too', async ({ context }) => {
  const first = await context.newPage();
  await login(first, ADMIN.email, ADMIN.password);
  await expect(first).toHaveURL(/\/admin$/);
  const second = await context.newPage();
  await second.goto('/about');
  await expect(mainNav(second).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(mainNav(second).getByRole('link', { name: 'Login' })).toBeVisible();
});

test.describe('admin area at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar opens from the toggle and closes when a section is chosen', async ({
    page,
  }) => {
    await login(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('heading', { name: 'Customer Management' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
