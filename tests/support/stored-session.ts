/**
 * A signed-in session as a reload finds it: the token and the user record in localStorage,
 * where the app's session actor reads them at start.
 */
export function storeSession(user: object, token: string): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** The admin of the admin-area component tests. */
const STORED_ADMIN = {
  id: 1,
  name: 'Site Admin',
  email: 'admin@example.com',
  role: 'admin',
} as const;

/** Signs the test admin in (token 'tok-admin'), as after /login. */
export const storeAdminSession = () => storeSession(STORED_ADMIN, 'tok-admin');
