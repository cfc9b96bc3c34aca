import { HStack, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { fromCents } from '../../../contract/bookings';
import {
  selectedDeparture,
  totalCents,
  type BookingActorRef,
} from '../../../machines/booking-machine';
import { Card } from '../../components/ui/card';
import { formatLongDate, formatMoney } from '../../lib/format';
import { travelersLabel } from './booking-summary';
import { DueRows, useAmountDue } from './checkout-side-panel';

/**
 * The booking in a few lines, above the form on phones and tablets (issue 17): tour, date,
 * travellers, total and what is paid now. From lg up the side panel's full summary sits beside
 * the form instead, so only one of the two shows at any width.
 */
export function CheckoutCompactSummary({ actor }: { actor: BookingActorRef }) {
  const title = useSelector(actor, (s) => s.context.tour?.title ?? '');
  const startDate = useSelector(actor, (s) => selectedDeparture(s.context)?.start_date ?? null);
  const travelers = useSelector(actor, (s) => s.context.travelers);
  const total = useSelector(actor, (s) => totalCents(s.context));
  const method = useSelector(actor, (s) => s.context.contact.paymentMethod);
  const due = useAmountDue(actor);

  return (
    <Card.Root
      as="section"
      aria-labelledby="checkout-compact-summary-heading"
      hideFrom="lg"
      rounded="2xl"
      shadow="sm"
      borderWidth="1px"
      borderColor="border.muted"
      data-testid="checkout-compact-summary"
    >
      <Card.Body gap="3" p="4">
        <Heading as="h2" id="checkout-compact-summary-heading" srOnly>
          Booking Summary
        </Heading>
        <Stack gap="0.5">
          <Text fontWeight="semibold" fontFamily="heading" lineHeight="short">
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {startDate ? <time dateTime={startDate}>{formatLongDate(startDate)}</time> : null}
            {startDate ? ' · ' : ''}
            {travelersLabel(travelers)}
          </Text>
        </Stack>
        <Separator />
        <HStack justify="space-between" align="baseline" fontSize="sm">
          <Text color="fg.muted">Total</Text>
          <Text fontWeight="semibold">{formatMoney(fromCents(total))}</Text>
        </HStack>
        <DueRows method={method} due={due} />
      </Card.Body>
    </Card.Root>
  );
}
