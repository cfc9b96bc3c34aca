import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { MailWarning } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { useVerifyBannerActor } from './verify-banner.logic';

/** "Please verify your e-mail address" with Resend, for an unverified account (issue 15). */
export function VerifyBanner() {
  const actor = useVerifyBannerActor();
  const shown = useSelector(actor, (s) => s.hasTag('banner'));
  const sending = useSelector(actor, (s) => s.hasTag('sending'));
  const sent = useSelector(actor, (s) => s.hasTag('sent'));
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.failure : null));
  if (!shown) return null;

  return (
    <Alert.Root status="warning" rounded="xl" alignItems="flex-start">
      <Alert.Indicator>
        <MailWarning aria-hidden />
      </Alert.Indicator>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'flex-start', md: 'center' }}
        gap="3"
        flex="1"
      >
        <Alert.Content>
          <Alert.Title>Please verify your e-mail address</Alert.Title>
          <Alert.Description>
            <Text as="span" display="block">
              Follow the link we e-mailed you. Bookings made as a guest with this address then
              appear here.
            </Text>
            <Text as="span" display="block" role="status" aria-live="polite" fontWeight="medium">
              {sent ? 'Sent! Check your inbox for the new link.' : (failure ?? '')}
            </Text>
          </Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          colorPalette="brand"
          variant="outline"
          bg="bg"
          flexShrink={0}
          disabled={sending}
          onClick={() => actor.send({ type: 'verification.resend' })}
        >
          {sending ? 'Sending...' : sent ? 'Resend again' : 'Resend e-mail'}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
