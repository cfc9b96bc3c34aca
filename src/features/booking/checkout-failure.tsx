import { Button } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import type { BookingActorRef, BookingFailure } from '../../../machines/booking-machine';
import { Alert } from '../../components/ui/alert';

export const SESSION_EXPIRED_MESSAGE =
  'Your session has expired. Sign in again, or try again to book as a guest.';

/**
 * What the traveller reads: the API layer's message (for no answer at all, the network text),
 * except a 401, whose server text says nothing useful here (the session has ended meanwhile, so
 * trying again books as a guest).
 */
function checkoutFailureMessage(failure: BookingFailure): string {
  return failure.status === 401 ? SESSION_EXPIRED_MESSAGE : failure.message;
}

/** Network or server failure while storing the booking: the form is kept, Try again resends. */
export function CheckoutFailure({ actor }: { actor: BookingActorRef }) {
  const failure = useSelector(actor, (s) => (s.hasTag('error') ? s.context.failure : null));
  if (!failure) return null;

  return (
    <Alert.Root status="error" role="alert" rounded="xl" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>We could not complete your booking</Alert.Title>
        <Alert.Description>{checkoutFailureMessage(failure)}</Alert.Description>
        <Button
          type="button"
          size="sm"
          colorPalette="red"
          variant="outline"
          alignSelf="start"
          bg="bg"
          onClick={() => actor.send({ type: 'checkout.retry' })}
        >
          <RefreshCw size={16} aria-hidden />
          Try again
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
