import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { toStoredUser, type LoginResponse } from '../../../contract/auth';
import { formMachine } from '../../../machines/form-machine';
import { login } from '../../api/auth';
import { ApiError } from '../../api/errors';
import { FormField, focusFirstInvalid } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useSessionActor } from '../../session/session-context';
import { AuthCard } from './auth-card';

/** Where to go after login: a safe in-app path if one was asked for, else by role (SPEC 6). */
export function loginDestination(role: string, redirect: string | undefined): string {
  if (role === 'admin') return '/admin';
  return redirect ?? '/dashboard';
}

/** SPEC 8: the fixed form toast, except when the server said something more useful. */
function loginFailureText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 0))
    return error.message;
  return 'Invalid email or password. Please try again.';
}

export function LoginForm({ redirect }: { redirect?: string | undefined }) {
  const session = useSessionActor();
  const navigate = useNavigate();
  const formId = useId();
  const form = useActorRef(
    formMachine.provide({
      actors: {
        submitForm: fromPromise(({ input, signal }) =>
          login({ email: input.values.email ?? '', password: input.values.password ?? '' }, signal),
        ),
      },
      actions: {
        notifySubmitted: (_, { output }) => {
          const { user, token } = output as LoginResponse;
          const stored = toStoredUser(user);
          session.send({ type: 'session.login', user: stored, token });
          showToast('Success!', "You've successfully logged in");
          void navigate({ to: loginDestination(stored.role, redirect) });
        },
        notifyFailed: (_, { error }) => showToast('Login failed', loginFailureText(error), 'error'),
        focusFirstInvalidField: () => focusFirstInvalid(formId),
      },
    }),
    { input: { form: 'login', values: { email: '', password: '' } } },
  );
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const busy = useSelector(form, (s) => s.hasTag('submitting') || s.hasTag('submitted'));
  const change = (field: string, value: string) =>
    form.send({ type: 'field.change', field, value });

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
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          form.send({ type: 'form.submit' });
        }}
      >
        <Stack gap="5">
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={values.email ?? ''}
            error={errors.email}
            onValueChange={change}
            disabled={busy}
          />
          <FormField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password ?? ''}
            error={errors.password}
            onValueChange={change}
            disabled={busy}
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
