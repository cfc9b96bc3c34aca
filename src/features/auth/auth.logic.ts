import { toStoredUser } from '../../../contract/auth';
import { login, register } from '../../api/auth';
import { messageOr } from '../../api/errors';
import { useApp } from '../../app/app-context';
import { useForm } from '../../components/form.logic';

/** Where to go after login: a safe in-app path if one was asked for, else by role (SPEC 6). */
function loginDestination(role: string, redirect: string | undefined): string {
  if (role === 'admin') return '/admin';
  return redirect ?? '/dashboard';
}

/** Login (SPEC 4, 8): signs the session in, toasts, and goes where the role or `redirect` says. */
export function useLoginForm(redirect: string | undefined) {
  const { session } = useApp();
  return useForm('login', { email: '', password: '' }, ({ api, navigate, toast }) => ({
    save: (values, signal) =>
      login(api, { email: values.email ?? '', password: values.password ?? '' }, signal),
    onSaved: ({ user, token }) => {
      const stored = toStoredUser(user);
      session.send({ type: 'session.login', user: stored, token });
      toast('Success!', "You've successfully logged in");
      // `href`: the destination may carry a query string (/dashboard?tab=payments).
      void navigate({ href: loginDestination(stored.role, redirect) });
    },
    // SPEC 8: the fixed form toast, unless the server said something more useful.
    onFailed: (error) =>
      toast(
        'Login failed',
        messageOr(error, 'Invalid email or password. Please try again.'),
        'error',
      ),
  }));
}

const EMPTY_REGISTRATION = { name: '', email: '', password: '', confirmPassword: '' };

/** Registration (SPEC 4, 8): creates the account, then sends the traveller to /login. */
export function useRegisterForm() {
  return useForm('register', EMPTY_REGISTRATION, ({ api, navigate, toast }) => ({
    save: (values, signal) =>
      register(
        api,
        { name: values.name ?? '', email: values.email ?? '', password: values.password ?? '' },
        signal,
      ),
    onSaved: () => {
      toast('Success!', 'Account created successfully. You can now log in.');
      void navigate({ to: '/login' });
    },
    onFailed: () =>
      toast(
        'Registration failed',
        'This email may already be in use or another error occurred.',
        'error',
      ),
  }));
}
