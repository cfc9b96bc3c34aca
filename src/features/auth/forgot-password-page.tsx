import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { MailCheck } from 'lucide-react';
import type { EditActorRef } from '../../../machines/edit-machine';
import {
  forgotFormActor,
  type ForgotPasswordForm,
} from '../../../machines/forgot-password-machine';
import { useFormBinding } from '../../components/form-binding';
import { AuthCard } from './auth-card';
import { AuthSubmit, EmailField } from './auth-fields';
import { FORGOT_FORM_ID, useForgotPasswordActor } from './auth.logic';

function ForgotForm({ form }: { form: EditActorRef<ForgotPasswordForm> }) {
  const { busy, field, formProps } = useFormBinding(form, FORGOT_FORM_ID);
  return (
    <form {...formProps}>
      <Stack gap="5">
        <EmailField {...field('email')} />
        <AuthSubmit busy={busy} label="Send reset link" busyLabel="Sending..." />
      </Stack>
    </form>
  );
}

/** /forgot-password: the e-mail form, then "check your inbox" (the same for every address). */
export function ForgotPasswordPage() {
  const actor = useForgotPasswordActor();
  const form = useSelector(actor, forgotFormActor);
  const sent = useSelector(actor, (s) => s.hasTag('sent'));
  const message = useSelector(actor, (s) => s.context.message);

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your e-mail and we will send you a link to choose a new password"
      switchPrompt="Remembered it?"
      switchTo={{ to: '/login', label: 'Back to login' }}
    >
      {sent ? (
        <Stack gap="4" align="center" textAlign="center" role="status">
          <MailCheck size={40} aria-hidden color="var(--chakra-colors-brand-fg)" />
          <Text fontWeight="semibold" fontSize="lg">
            Check your inbox
          </Text>
          <Text color="fg.muted">{message}</Text>
          <Button variant="outline" onClick={() => actor.send({ type: 'forgot.again' })}>
            Use another address
          </Button>
        </Stack>
      ) : form ? (
        <ForgotForm form={form} />
      ) : null}
    </AuthCard>
  );
}
