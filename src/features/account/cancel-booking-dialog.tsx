import { Box, Button, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { refundQuoteText, tripDates } from './booking-text';
import { useDialogBooking } from './use-dialog-booking';

/** SPEC 9's cancellation policy, as the dialog reminds the traveller of it. */
const CANCELLATION_POLICY =
  'Cancellation policy: 30 or more days before departure, a full refund; 15 to 29 days, 50%; under 15 days, no refund.';

/**
 * Cancel Booking (Upcoming only): shows what cancelling today refunds, as quoted by the server,
 * then cancels after confirmation. Focus starts on Keep Booking, the safe choice. Escape, the
 * backdrop and Keep Booking send cancel.dismiss (ignored while cancelling); a failure shows why
 * and confirming again retries.
 */
export function CancelBookingDialog({ bookings }: { bookings: MyBookingsActorRef }) {
  const open = useSelector(bookings, (s) => s.hasTag('cancelDialog'));
  const busy = useSelector(bookings, (s) => s.hasTag('cancelDialog') && s.hasTag('busy'));
  const failed = useSelector(bookings, (s) => s.hasTag('cancelDialog') && s.hasTag('error'));
  const error = useSelector(bookings, (s) => s.context.cancelError);
  const booking = useDialogBooking(bookings);
  const keepRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => bookings.send({ type: 'cancel.dismiss' });

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) dismiss();
      }}
      initialFocusEl={() => keepRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel Booking</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {booking && (
                <Stack gap="4">
                  <Dialog.Description color="fg">
                    Cancel your booking{' '}
                    <Text as="span" fontFamily="mono" fontWeight="semibold">
                      {booking.reference}
                    </Text>{' '}
                    for {booking.tour.title}, {tripDates(booking)}?
                  </Dialog.Description>
                  <Box
                    p="4"
                    rounded="md"
                    bg="brand.subtle"
                    borderStartWidth="4px"
                    borderColor="brand.solid"
                    data-testid="refund-quote"
                  >
                    <Text fontWeight="semibold">{refundQuoteText(booking)}</Text>
                  </Box>
                  <Text fontSize="sm" color="fg.muted">
                    {CANCELLATION_POLICY}
                  </Text>
                  {failed && error && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button
                ref={keepRef}
                variant="outline"
                aria-disabled={busy || undefined}
                onClick={dismiss}
              >
                Keep Booking
              </Button>
              <Button
                colorPalette="red"
                aria-disabled={busy || undefined}
                onClick={() => bookings.send({ type: 'cancel.confirm' })}
              >
                {busy && <Spinner size="sm" aria-hidden />}
                {busy ? 'Cancelling...' : failed ? 'Try again' : 'Cancel Booking'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
