import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { EditActorRef } from '../../../machines/edit-machine';
import {
  codeFormActor,
  credentialsFormActor,
  type CodeForm,
  type CredentialsForm,
} from '../../../machines/login-machine';
import { useFormBinding } from '../../components/form-binding';
import { FormField } from '../../components/form-field';
import { CODE_FORM_ID, LOGIN_FORM_ID, useLoginActor } from './auth.logic';
import { AuthCard } from './auth-card';
import { AuthSubmit, EmailField } from './auth-fields';

function CredentialsFields({ form }: { form: EditActorRef<CredentialsForm> }) {
  const { busy, field, formProps } = useFormBinding(form, LOGIN_FORM_ID);
  return (
    <form {...formProps}>
      <Stack gap="5">
        <EmailField {...field('email')} />
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
        <AuthSubmit busy={busy} label="Login" busyLabel="Logging in..." />
      </Stack>
    </form>
  );
}

function CodeFields({ form, onBack }: { form: EditActorRef<CodeForm>; onBack: () => void }) {
  const { busy, field, formProps } = useFormBinding(form, CODE_FORM_ID);
  return (
    <form {...formProps}>
      <Stack gap="5">
        <Text color="fg.muted">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your
          recovery codes instead.
        </Text>
        <FormField
          {...field('code')}
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123456"
        />
        <AuthSubmit busy={busy} label="Verify" busyLabel="Verifying..." />
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Just registered (issue 18): the page cannot say whether the address was new, so it points at
 * the inbox, where the welcome (with its verification link) or "you already have an account" is.
 */
function RegisteredNotice({ email }: { email: string }) {
  return (
    <Box role="status" mb="5" p="3" borderRadius="md" bg="brand.subtle" color="fg" fontSize="sm">
      <Text fontWeight="semibold">Check your inbox</Text>
      <Text>We have sent a message about your account to {email}.</Text>
    </Box>
  );
}

export function LoginForm({
  redirect,
  email,
}: {
  redirect?: string | undefined;
  /** The address just registered, filled in. */
  email?: string | undefined;
}) {
  const actor = useLoginActor(redirect, email);
  const credentials = useSelector(actor, credentialsFormActor);
  const code = useSelector(actor, codeFormActor);

  return (
    <AuthCard
      title={code ? 'Two-Factor Authentication' : 'Welcome Back'}
      subtitle={code ? 'One more step to sign in' : 'Sign in to manage your bookings'}
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
      {email && !code ? <RegisteredNotice email={email} /> : null}
      {code ? (
        <CodeFields form={code} onBack={() => actor.send({ type: 'login.restart' })} />
      ) : credentials ? (
        <CredentialsFields form={credentials} />
      ) : (
        <Text role="status" textAlign="center" color="fg.muted">
          Signing in...
        </Text>
      )}
    </AuthCard>
  );
}
