import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { formMachine } from '../../../machines/form-machine';
import { register } from '../../api/auth';
import { FormField, focusFirstInvalid } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { AuthCard } from './auth-card';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const formId = useId();
  const form = useActorRef(
    formMachine.provide({
      actors: {
        submitForm: fromPromise(({ input, signal }) =>
          register(
            {
              name: input.values.name ?? '',
              email: input.values.email ?? '',
              password: input.values.password ?? '',
            },
            signal,
          ),
        ),
      },
      actions: {
        notifySubmitted: () => {
          showToast('Success!', 'Account created successfully. You can now log in.');
          void navigate({ to: '/login' });
        },
        notifyFailed: () =>
          showToast(
            'Registration failed',
            'This email may already be in use or another error occurred.',
            'error',
          ),
        focusFirstInvalidField: () => focusFirstInvalid(formId),
      },
    }),
    { input: { form: 'register', values: EMPTY } },
  );
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const busy = useSelector(form, (s) => s.hasTag('submitting') || s.hasTag('submitted'));
  const change = (field: string, value: string) =>
    form.send({ type: 'field.change', field, value });

  return (
    <AuthCard
      title="Create an Account"
      subtitle="Join us to book treks and track your adventures"
      footer={
        <>
          Already have an account?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/login">Login</Link>
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
            name="name"
            label="Full Name"
            autoComplete="name"
            value={values.name ?? ''}
            error={errors.name}
            onValueChange={change}
            disabled={busy}
          />
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
            autoComplete="new-password"
            value={values.password ?? ''}
            error={errors.password}
            onValueChange={change}
            disabled={busy}
          />
          <FormField
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword ?? ''}
            error={errors.confirmPassword}
            onValueChange={change}
            disabled={busy}
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
