import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toStoredUser } from '../../../contract/auth';
import { login } from '../../api/auth';
import { messageOr } from '../../api/errors';
import { FormField } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useFormMachine } from '../../components/use-form-machine';
import { useSessionActor } from '../../session/session-context';
import { AuthCard } from './auth-card';

/** Where to go after login: a safe in-app path if one was asked for, else by role (SPEC 6). */
export function loginDestination(role: string, redirect: string | undefined): string {
  if (role === 'admin') return '/admin';
  return redirect ?? '/dashboard';
}

export function LoginForm({ redirect }: { redirect?: string | undefined }) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const { busy, field, formProps } = useFormMachine({
    form: 'login',
    initialValues: { email: '', password: '' },
    submit: (values, signal) =>
      login({ email: values.email ?? '', password: values.password ?? '' }, signal),
    onSubmitted: ({ user, token }) => {
      const stored = toStoredUser(user);
      session.send({ type: 'session.login', user: stored, token });
      showToast('Success!', "You've successfully logged in");
      // `href`: the destination may carry a query string (/dashboard?tab=payments).
      void navigate({ href: loginDestination(stored.role, redirect) });
    },
    // SPEC 8: the fixed form toast, unless the server said something more useful.
    onFailed: (error) =>
      showToast(
        'Login failed',
        messageOr(error, 'Invalid email or password. Please try again.'),
        'error',
      ),
  });

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to manage your bookings"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/register">Register</Link>
          </ChakraLink>
        </>
      }
    >
      <form {...formProps}>
        <Stack gap="5">
          <FormField
            {...field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
          />
          <FormField
            {...field('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
