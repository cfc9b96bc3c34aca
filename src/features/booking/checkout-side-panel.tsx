import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Lock, ShieldCheck } from 'lucide-react';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { BookingSummary } from './booking-summary';
import { useCheckoutBusy } from './checkout-field';

/** SPEC 2 side panel: summary, Complete Booking ('Processing...'), Secure Checkout, guarantee. */
export function CheckoutSidePanel({ actor }: { actor: BookingActorRef }) {
  const busy = useCheckoutBusy(actor);

  return (
    <Stack as="aside" aria-label="Your booking" gap="4">
      <BookingSummary actor={actor} />

      <Button
        type="submit"
        colorPalette="sunrise"
        size="xl"
        w="full"
        disabled={busy}
        aria-describedby="checkout-secure-note"
      >
        {busy ? 'Processing...' : 'Complete Booking'}
      </Button>
      <Text srOnly role="status" aria-live="polite">
        {busy ? 'Processing your payment, please wait.' : ''}
      </Text>

      <HStack id="checkout-secure-note" gap="2.5" align="start" fontSize="sm" color="fg.muted">
        <Box color="green.fg" mt="0.5" aria-hidden>
          <Lock size={16} />
        </Box>
        <Text>
          <Text as="strong" color="fg">
            Secure Checkout.
          </Text>{' '}
          Your details are sent over an encrypted connection; card details stay in your browser.
        </Text>
      </HStack>

      <Box bg="green.subtle" borderWidth="1px" borderColor="green.muted" rounded="xl" px="4" py="4">
        <HStack gap="3" align="start">
          <Box color="green.fg" mt="0.5" aria-hidden>
            <ShieldCheck size={22} />
          </Box>
          <Stack gap="1">
            <Text fontWeight="semibold" color="green.fg">
              Booking Guarantee
            </Text>
            <Text fontSize="sm" color="fg">
              100% satisfaction guarantee. Your price is guaranteed once booked, and our local team
              in Skardu looks after you from arrival to departure.
            </Text>
          </Stack>
        </HStack>
      </Box>
    </Stack>
  );
}
