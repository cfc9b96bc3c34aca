import { Box, Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormField } from '../../components/form-field';
import { useLoginForm } from './auth.logic';
import { AuthCard } from './auth-card';

export function LoginForm({
  redirect,
  email,
}: {
  redirect?: string | undefined;
  /** The address just registered, filled in. */
  email?: string | undefined;
}) {
  const { busy, field, formProps } = useLoginForm(redirect, email);

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to manage your bookings"
      switchPrompt="Don't have an account?"
      switchTo={{ to: '/register', label: 'Register' }}
      footnote={
        <Box fontSize="sm" color="fg.muted">
          Booked without an account?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/manage-booking">Manage my booking</Link>
          </ChakraLink>
        </Box>
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
          <Stack gap="1.5">
            <FormField
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <ChakraLink
              asChild
              color="brand.fg"
              fontSize="sm"
              fontWeight="medium"
              alignSelf="flex-end"
            >
              <Link to="/forgot-password">Forgot password?</Link>
            </ChakraLink>
          </Stack>
          <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
