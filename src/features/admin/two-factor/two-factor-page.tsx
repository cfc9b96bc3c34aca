import {
  Box,
  Button,
  Heading,
  Image,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ShieldCheck } from 'lucide-react';
import { TWO_FACTOR_DISABLE_MESSAGES } from '../../../../contract/two-factor-disable';
import type { EditActorRef } from '../../../../machines/edit-machine';
import {
  confirmFormActor,
  disableFormActor,
  type ConfirmCodeForm,
  type DisableForm,
} from '../../../../machines/two-factor-enrol-machine';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { List } from '../../../components/ui/list';
import { useFormBinding } from '../../../components/form-binding';
import { FormField } from '../../../components/form-field';
import { CONFIRM_FORM_ID, DISABLE_FORM_ID, useTwoFactorActor } from './two-factor.logic';

type TwoFactorActor = ReturnType<typeof useTwoFactorActor>;

/** /admin/two-factor (issue 18): set up sign-in codes from an authenticator app. */
export function TwoFactorPage() {
  const actor = useTwoFactorActor();
  const required = useSelector(actor, (s) => s.context.required);
  const step = useSelector(actor, (s) =>
    s.hasTag('confirming')
      ? 'confirming'
      : s.hasTag('codes')
        ? 'codes'
        : s.hasTag('enabled')
          ? 'enabled'
          : s.hasTag('disabled')
            ? 'disabled'
            : s.hasTag('error')
              ? 'failed'
              : 'loading',
  );
  return (
    <Stack gap={{ base: '6', md: '8' }} maxW="3xl" mx="auto">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          Two-Factor Authentication
        </Heading>
        <Text color="fg.muted">
          Sign in with your password and a code from an authenticator app on your phone.
        </Text>
      </Stack>
      {required && step === 'confirming' && (
        <Box role="note" bg="sunrise.subtle" color="sunrise.fg" p="4" rounded="lg">
          Two-factor authentication is required for every admin. Set it up to continue to the admin.
        </Box>
      )}
      {step === 'loading' && (
        <Box role="status" aria-live="polite">
          <VisuallyHidden>Loading...</VisuallyHidden>
          <Skeleton h="80" rounded="xl" aria-hidden />
        </Box>
      )}
      {step === 'failed' && <EnrolFailed actor={actor} />}
      {step === 'confirming' && <ScanStep actor={actor} />}
      {step === 'codes' && <RecoveryCodesStep actor={actor} />}
      {step === 'enabled' && <EnabledStep actor={actor} />}
      {step === 'disabled' && <DisabledStep actor={actor} />}
    </Stack>
  );
}

function EnrolFailed({ actor }: { actor: TwoFactorActor }) {
  const failure = useSelector(actor, (s) => s.context.failure);
  return (
    <LoadFailedAlert
      title="We couldn't start the set-up"
      description={failure}
      onRetry={() => actor.send({ type: 'enrol.retry' })}
    />
  );
}

const panel = {
  bg: 'bg.panel',
  borderWidth: '1px',
  rounded: 'xl',
  p: { base: '5', md: '8' },
} as const;

function ScanStep({ actor }: { actor: TwoFactorActor }) {
  const setup = useSelector(actor, (s) => s.context.setup);
  const form = useSelector(actor, confirmFormActor);
  if (!setup || !form) return null;
  return (
    <Stack gap="6" {...panel}>
      <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'start' }}>
        <Image
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
          alt="QR code to scan with your authenticator app"
          width="200px"
          height="200px"
          alignSelf={{ base: 'center', md: 'start' }}
          bg="white"
          rounded="md"
        />
        <Stack gap="3" minW="0">
          <Heading as="h2" size="md">
            1. Scan the QR code
          </Heading>
          <Text color="fg.muted">
            Open Google Authenticator, Microsoft Authenticator, 1Password or another authenticator
            app and scan the code. Cannot scan it? Enter this key instead:
          </Text>
          <Text
            as="code"
            aria-label="Secret key"
            fontFamily="mono"
            fontSize="md"
            bg="bg.muted"
            rounded="md"
            p="2"
            overflowWrap="anywhere"
            letterSpacing="wider"
          >
            {setup.secret.match(/.{1,4}/g)?.join(' ')}
          </Text>
        </Stack>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          2. Enter the 6-digit code
        </Heading>
        <ConfirmForm form={form} />
      </Stack>
    </Stack>
  );
}

function ConfirmForm({ form }: { form: EditActorRef<ConfirmCodeForm> }) {
  const { busy, field, formProps } = useFormBinding(form, CONFIRM_FORM_ID);
  return (
    <form {...formProps}>
      <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }}>
        <Box flex="1" maxW={{ sm: '60' }}>
          <FormField
            {...field('code')}
            label="Code from the app"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
          />
        </Box>
        <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
          {busy ? 'Confirming...' : 'Turn on'}
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryCodesStep({ actor }: { actor: TwoFactorActor }) {
  const codes = useSelector(actor, (s) => s.context.recoveryCodes);
  return (
    <Stack gap="5" {...panel}>
      <Heading as="h2" size="md">
        Save your recovery codes
      </Heading>
      <Text color="fg.muted">
        Each code signs you in once if you lose your phone. They are shown only now: print them or
        keep them in a password manager.
      </Text>
      <List.Root
        aria-label="Recovery codes"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }}
        gap="2"
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Text
              as="code"
              fontFamily="mono"
              fontSize="md"
              bg="bg.muted"
              rounded="md"
              px="2"
              py="1"
            >
              {code}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Box>
        <Button colorPalette="brand" onClick={() => actor.send({ type: 'enrol.finish' })}>
          I have saved my codes
        </Button>
      </Box>
    </Stack>
  );
}

function EnabledStep({ actor }: { actor: TwoFactorActor }) {
  return (
    <>
      <Stack gap="4" align="start" {...panel}>
        <Stack direction="row" gap="3" align="center" role="status">
          <ShieldCheck aria-hidden color="var(--chakra-colors-green-600)" />
          <Text fontWeight="semibold">Two-factor authentication is on for your account.</Text>
        </Stack>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to="/admin">Go to the dashboard</Link>
        </Button>
      </Stack>
      <TurnOffPanel actor={actor} />
    </>
  );
}

/** Turning it off: a button, the form it opens, or why it cannot be turned off. */
function TurnOffPanel({ actor }: { actor: TwoFactorActor }) {
  const form = useSelector(actor, disableFormActor);
  const canTurnOff = useSelector(actor, (s) => s.can({ type: 'disable.start' }));
  return (
    <Stack gap="3" align="start" {...panel}>
      <Heading as="h2" size="md">
        Turn off two-factor authentication
      </Heading>
      {form ? (
        <DisableTwoFactorForm form={form} onCancel={() => actor.send({ type: 'disable.cancel' })} />
      ) : canTurnOff ? (
        <>
          <Text color="fg.muted">
            You will sign in with your password alone. Enter your password and a code from your app
            (or a recovery code) to confirm.
          </Text>
          <Button
            colorPalette="red"
            variant="outline"
            onClick={() => actor.send({ type: 'disable.start' })}
          >
            Turn off
          </Button>
        </>
      ) : (
        <Text role="note" color="fg.muted">
          {TWO_FACTOR_DISABLE_MESSAGES.required}
        </Text>
      )}
    </Stack>
  );
}

function DisableTwoFactorForm({
  form,
  onCancel,
}: {
  form: EditActorRef<DisableForm>;
  onCancel: () => void;
}) {
  const { busy, field, formProps } = useFormBinding(form, DISABLE_FORM_ID);
  return (
    <form {...formProps} style={{ width: '100%' }}>
      <Stack gap="4" maxW={{ sm: 'sm' }}>
        <FormField
          {...field('current_password')}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormField
          {...field('code')}
          label="Code from the app or a recovery code"
          autoComplete="one-time-code"
          placeholder="123456"
        />
        <Stack direction="row" gap="3" wrap="wrap">
          <Button type="submit" colorPalette="red" disabled={busy}>
            {busy ? 'Turning off...' : 'Turn off two-factor authentication'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function DisabledStep({ actor }: { actor: TwoFactorActor }) {
  return (
    <Stack gap="4" align="start" {...panel}>
      <Text role="status" fontWeight="semibold">
        Two-factor authentication is off for your account.
      </Text>
      <Button colorPalette="brand" onClick={() => actor.send({ type: 'enrol.start' })}>
        Set it up again
      </Button>
    </Stack>
  );
}
