import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { RefreshCw, Timer } from 'lucide-react';
import { formatCountdown, type BookingActorRef } from '../../../machines/booking-machine';
import { Alert } from '../../components/ui/alert';

/**
 * The seats held for this checkout (issue 19): a countdown while they are held, "Holding your
 * seats..." while the server is asked, and once the hold has run out a way forward (hold them
 * again, or choose another date). A screen reader hears the time left at 5 and at 1 minute, from
 * the machine's announcement, not every second.
 */
export function CheckoutHold({ actor, tourId }: { actor: BookingActorRef; tourId: number }) {
  const holding = useSelector(actor, (s) => s.hasTag('holding'));
  const expired = useSelector(actor, (s) => s.hasTag('expired'));
  const secondsLeft = useSelector(actor, (s) => s.context.holdSecondsLeft);
  const announcement = useSelector(actor, (s) => s.context.holdAnnouncement);
  const failure = useSelector(actor, (s) => (s.hasTag('expired') ? s.context.failure : null));

  return (
    <>
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
      {holding ? (
        <HStack
          role="status"
          gap="3"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
          rounded="xl"
          px="4"
          py="3"
        >
          <Spinner size="sm" color="brand.fg" />
          <Text fontWeight="medium">Holding your seats...</Text>
        </HStack>
      ) : expired ? (
        <Alert.Root status="warning" role="alert" rounded="xl" alignItems="start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>Your seats are no longer held</Alert.Title>
            <Alert.Description>
              {failure
                ? `We could not hold your seats again. ${failure.message}`
                : 'The time to complete your booking ran out. The seats may still be free: hold them again to continue.'}
            </Alert.Description>
            <HStack gap="3" flexWrap="wrap">
              <Button
                type="button"
                size="sm"
                colorPalette="sunrise"
                onClick={() => actor.send({ type: 'hold.renew' })}
              >
                <RefreshCw size={16} aria-hidden />
                Try to hold again
              </Button>
              <Button asChild size="sm" variant="outline" bg="bg">
                <Link to="/booking/$id" params={{ id: tourId }}>
                  Choose another date
                </Link>
              </Button>
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ) : secondsLeft !== null ? (
        <HStack
          gap="3"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
          rounded="xl"
          px="4"
          py="3"
          align="center"
        >
          <Box color="brand.fg" aria-hidden>
            <Timer size={20} />
          </Box>
          <Text>
            Your seats are held for{' '}
            <Text
              as="span"
              role="timer"
              fontWeight="bold"
              fontVariantNumeric="tabular-nums"
              aria-label={`${Math.ceil(secondsLeft / 60)} minutes`}
            >
              {formatCountdown(secondsLeft)}
            </Text>
            . Complete your booking before the time runs out.
          </Text>
        </HStack>
      ) : null}
    </>
  );
}
