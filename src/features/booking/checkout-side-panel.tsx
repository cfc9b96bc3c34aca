import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Lock, ShieldCheck } from 'lucide-react';
import { fromCents, type PaymentMethod } from '../../../contract/bookings';
import { amountDueNow, type BookingActorRef } from '../../../machines/booking-machine';
import { formatLongDate, formatMoney } from '../../lib/format';
import { BookingSummary, SummaryRow } from './booking-summary';
import { useCheckoutBusy } from './checkout-field';

type Due = ReturnType<typeof amountDueNow>;

const money = (cents: number) => formatMoney(fromCents(cents));

/**
 * Complete Booking states what is charged now (issue 14): 'Complete Booking - Pay deposit
 * $569.20' or 'Complete Booking - Pay $2,846.00'. A bank transfer charges nothing at checkout,
 * so its button says only 'Complete Booking' and the line below it says what to transfer.
 */
function completeBookingText(method: PaymentMethod, due: Due): string {
  if (method === 'bank') return 'Complete Booking';
  return due.kind === 'deposit'
    ? `Complete Booking - Pay deposit ${money(due.amountCents)}`
    : `Complete Booking - Pay ${money(due.amountCents)}`;
}

function transferText(due: Due): string {
  const what =
    due.kind === 'deposit' ? `the deposit of ${money(due.amountCents)}` : money(due.amountCents);
  return `Nothing is charged now. After booking, transfer ${what} to our bank account: the next page shows our bank details and until when your seats are held, and we e-mail them to you.`;
}

/** Due now (or by transfer) and the balance with its due date, under the summary's total. */
export function DueRows({ method, due }: { method: PaymentMethod; due: Due }) {
  return (
    <Stack as="dl" gap="2" fontSize="sm" data-testid="checkout-due">
      <SummaryRow label={method === 'bank' ? 'Due by bank transfer' : 'Due now'}>
        <Text as="span" fontWeight="bold">
          {money(due.amountCents)}
        </Text>
      </SummaryRow>
      {due.balanceDueDate && (
        <SummaryRow label={`Balance due by ${formatLongDate(due.balanceDueDate)}`}>
          {money(due.balanceCents)}
        </SummaryRow>
      )}
    </Stack>
  );
}

/** SPEC 2 side panel: summary, Complete Booking ('Processing...'), Secure Checkout, guarantee. */
export function CheckoutSidePanel({ actor }: { actor: BookingActorRef }) {
  const busy = useCheckoutBusy(actor);
  // No seats held (being held, or the hold ran out): nothing to complete until they are.
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'checkout.submit' }));
  const method = useSelector(actor, (s) => s.context.contact.paymentMethod);
  const due = useAmountDue(actor);

  return (
    <Stack as="aside" aria-label="Your booking" gap="4">
      {/* Below lg the compact summary above the form stands in for it (CheckoutCompactSummary). */}
      <Box hideBelow="lg">
        <BookingSummary actor={actor}>
          <DueRows method={method} due={due} />
        </BookingSummary>
      </Box>

      <Button
        type="submit"
        colorPalette="sunrise"
        size="xl"
        w="full"
        h="auto"
        minH="12"
        py="3"
        whiteSpace="normal"
        disabled={busy || !canSubmit}
        aria-describedby={
          method === 'bank' ? 'checkout-transfer-note checkout-secure-note' : 'checkout-secure-note'
        }
      >
        {busy ? 'Processing...' : completeBookingText(method, due)}
      </Button>
      <Text srOnly role="status" aria-live="polite">
        {busy ? 'Processing your payment, please wait.' : ''}
      </Text>
      {method === 'bank' && (
        <Text id="checkout-transfer-note" fontSize="sm" color="fg">
          {transferText(due)}
        </Text>
      )}

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

/** What checkout asks for now and later, re-rendering only when a figure changes. */
export function useAmountDue(actor: BookingActorRef): Due {
  return useSelector(actor, (s) => amountDueNow(s.context), sameDue);
}

/** The figures are recomputed on every snapshot; re-render only when they change. */
function sameDue(a: Due, b: Due): boolean {
  return (
    a.kind === b.kind &&
    a.amountCents === b.amountCents &&
    a.balanceCents === b.balanceCents &&
    a.balanceDueDate === b.balanceDueDate
  );
}
