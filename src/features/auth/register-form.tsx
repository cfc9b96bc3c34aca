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
  const { busy, field, formProps } = useFormMachine({
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
          <FormField {...field('name')} label="Full Name" autoComplete="name" />
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
            autoComplete="new-password"
          />
          <FormField
            {...field('confirmPassword')}
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
            {busy ? 'Creating Account...' : 'Create Account'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
