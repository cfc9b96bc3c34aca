import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { register } from '../../api/auth';
import { FormField } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { useFormMachine } from '../../components/use-form-machine';
import { AuthCard } from './auth-card';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const navigate = useNavigate();
  const { values, errors, busy, change, formProps } = useFormMachine({
    form: 'register',
    initialValues: EMPTY,
    submit: (values, signal) =>
      register(
        { name: values.name ?? '', email: values.email ?? '', password: values.password ?? '' },
        signal,
      ),
    onSubmitted: () => {
      showToast('Success!', 'Account created successfully. You can now log in.');
      void navigate({ to: '/login' });
    },
    onFailed: () =>
      showToast(
        'Registration failed',
        'This email may already be in use or another error occurred.',
        'error',
      ),
  });

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
      <form {...formProps}>
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
