import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { CheckCheck, LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EditActorRef } from '../../../machines/edit-machine';
import { resetFormActor, type ResetPasswordForm } from '../../../machines/reset-password-machine';
import { useFormBinding } from '../../components/form-binding';
import { FormField } from '../../components/form-field';
import { AuthCard } from './auth-card';
import { AuthSubmit } from './auth-fields';
import { useLinkToken } from './link-token';
import { RESET_FORM_ID, useResetPasswordActor } from './auth.logic';

function ResetForm({ form }: { form: EditActorRef<ResetPasswordForm> }) {
  const { busy, field, formProps } = useFormBinding(form, RESET_FORM_ID);
  return (
    <form {...formProps}>
      <Stack gap="5">
        <FormField
          {...field('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FormField
          {...field('password_confirmation')}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <AuthSubmit busy={busy} label="Set new password" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}

function Outcome({
  icon,
  heading,
  text,
  action,
}: {
  icon: ReactNode;
  heading: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Stack gap="4" align="center" textAlign="center" role="status">
      {icon}
      <Text fontWeight="semibold" fontSize="lg">
        {heading}
      </Text>
      <Text color="fg.muted">{text}</Text>
      {action}
    </Stack>
  );
}

/** /reset-password?token=: the new password twice; then Login, or a new link when refused. */
function ResetPasswordFlow({ token }: { token: string | null }) {
  const actor = useResetPasswordActor(token);
  const form = useSelector(actor, resetFormActor);
  const reset = useSelector(actor, (s) => s.hasTag('reset'));
  const invalid = useSelector(actor, (s) => s.hasTag('invalid'));

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Choose a new password for your account"
      switchPrompt="Remembered it?"
      switchTo={{ to: '/login', label: 'Back to login' }}
    >
      {reset ? (
        <Outcome
          icon={<CheckCheck size={40} aria-hidden color="var(--chakra-colors-green-fg)" />}
          heading="Your password has been reset"
          text="You have been signed out everywhere. Log in with your new password."
          action={
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/login">Go to login</Link>
            </Button>
          }
        />
      ) : invalid ? (
        <Outcome
          icon={<LinkIcon size={40} aria-hidden color="var(--chakra-colors-fg-muted)" />}
          heading="This reset link is invalid or has expired"
          text="Reset links work once and for 1 hour. Ask for a new one and use the latest e-mail."
          action={
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to="/forgot-password">Request a new reset link</Link>
            </ChakraLink>
          }
        />
      ) : form ? (
        <ResetForm form={form} />
      ) : null}
    </AuthCard>
  );
}

/** The page of the link in the address bar; another link opened in this tab is a new flow. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  return <ResetPasswordFlow key={token ?? ''} token={token} />;
}
