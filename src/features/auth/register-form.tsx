import { Stack } from '@chakra-ui/react';
import { FormField } from '../../components/form-field';
import { useRegisterForm } from './auth.logic';
import { AuthCard } from './auth-card';
import { AuthSubmit, EmailField } from './auth-fields';

export function RegisterForm() {
  const { busy, field, formProps } = useRegisterForm();

  return (
    <AuthCard
      title="Create an Account"
      subtitle="Join us to book treks and track your adventures"
      switchPrompt="Already have an account?"
      switchTo={{ to: '/login', label: 'Login' }}
    >
      <form {...formProps}>
        <Stack gap="5">
          <FormField {...field('name')} label="Full Name" autoComplete="name" />
          <EmailField {...field('email')} />
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
          <AuthSubmit busy={busy} label="Create Account" busyLabel="Creating Account..." />
        </Stack>
      </form>
    </AuthCard>
  );
}
