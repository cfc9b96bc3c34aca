import { Button, Center, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { CircleAlert, MailCheck, LinkIcon } from 'lucide-react';
import { AuthCard } from './auth-card';
import { useLinkToken } from './link-token';
import { useVerifyEmailActor } from './auth.logic';

const bookingsText = (count: number) =>
  count === 0
    ? 'Your bookings and details are in My Account.'
    : `${count} earlier booking${count === 1 ? '' : 's'} made with this address ${
        count === 1 ? 'is' : 'are'
      } now in My Account.`;

/** /verify-email?token=: verifies on arrival; verified, invalid link, or failed with retry. */
function VerifyEmailFlow({ token }: { token: string | null }) {
  const actor = useVerifyEmailActor(token);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const verified = useSelector(actor, (s) => s.hasTag('verified'));
  const invalid = useSelector(actor, (s) => s.hasTag('invalid'));
  const result = useSelector(actor, (s) => s.context.result);
  const failure = useSelector(actor, (s) => s.context.failure);

  return (
    <AuthCard
      title="Verify E-mail"
      subtitle="Confirming the address of your account"
      switchPrompt="Need an account?"
      switchTo={{ to: '/register', label: 'Register' }}
    >
      <Stack gap="4" align="center" textAlign="center" role="status" aria-live="polite">
        {loading ? (
          <Center flexDirection="column" gap="3" py="4">
            <Spinner size="lg" color="brand.fg" />
            <Text color="fg.muted">Verifying your e-mail address...</Text>
          </Center>
        ) : verified && result ? (
          <>
            <MailCheck size={40} aria-hidden color="var(--chakra-colors-green-fg)" />
            <Text fontWeight="semibold" fontSize="lg">
              Your e-mail address is verified
            </Text>
            <Text color="fg.muted" overflowWrap="anywhere">
              {result.email}: {bookingsText(result.claimed_bookings)}
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <Link to="/dashboard">Go to My Account</Link>
            </Button>
          </>
        ) : invalid ? (
          <>
            <LinkIcon size={40} aria-hidden color="var(--chakra-colors-fg-muted)" />
            <Text fontWeight="semibold" fontSize="lg">
              This verification link is invalid or has expired
            </Text>
            <Text color="fg.muted">
              Links work once and for 7 days. Log in and use Resend in My Account for a new one.
            </Text>
            <ChakraLink asChild color="brand.fg" fontWeight="semibold">
              <Link to="/dashboard">Go to My Account</Link>
            </ChakraLink>
          </>
        ) : (
          <>
            <CircleAlert size={40} aria-hidden color="var(--chakra-colors-red-fg)" />
            <Text fontWeight="semibold" fontSize="lg">
              Verification failed
            </Text>
            <Text color="fg.muted">{failure}</Text>
            <Button colorPalette="brand" onClick={() => actor.send({ type: 'verify.retry' })}>
              Try again
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}

/** The page of the link in the address bar; another link opened in this tab is a new flow. */
export function VerifyEmailPage() {
  const token = useLinkToken();
  return <VerifyEmailFlow key={token ?? ''} token={token} />;
}
