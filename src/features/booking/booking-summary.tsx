import { Box, Center, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { ImageOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { bookingTotalCents, findAddOn, fromCents } from '../../../contract/bookings';
import {
  selectedDeparture,
  totalCents,
  type BookingActorRef,
} from '../../../machines/booking-machine';
import { TourImage } from '../../components/tours/tour-image';
import { Card } from '../../components/ui/card';
import { formatLongDate, formatMoney, formatPrice } from '../../lib/format';

export function travelersLabel(count: number): string {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/**
 * The booking as it stands (SPEC 2): tour, date, travellers x price per person, the chosen
 * add-ons and the total with two decimals. A plain panel shared by the booking and checkout
 * pages; each page puts its own button below it.
 */
export function BookingSummary({
  actor,
  children,
}: {
  actor: BookingActorRef;
  /** Below the total: what checkout asks for now and later. */
  children?: ReactNode;
}) {
  const headingId = useId();
  const title = useSelector(actor, (s) => s.context.tour?.title ?? '');
  const thumbnail = useSelector(actor, (s) => s.context.tour?.thumbnail ?? null);
  const price = useSelector(actor, (s) => s.context.tour?.price ?? 0);
  const startDate = useSelector(actor, (s) => selectedDeparture(s.context)?.start_date ?? null);
  const travelers = useSelector(actor, (s) => s.context.travelers);
  const addOns = useSelector(actor, (s) => s.context.addOns);
  const total = useSelector(actor, (s) => totalCents(s.context));

  return (
    <Card.Root as="section" aria-labelledby={headingId} shadow="md" rounded="xl">
      <Card.Body gap="4">
        <Heading as="h2" id={headingId} size="lg">
          Booking Summary
        </Heading>

        <HStack gap="3" align="center">
          {thumbnail ? (
            <TourImage
              src={thumbnail}
              alt=""
              width={640}
              height={427}
              sizes="96px"
              w="24"
              h="16"
              rounded="md"
              flexShrink={0}
            />
          ) : (
            <Center w="24" h="16" rounded="md" bg="gray.100" color="fg.muted" flexShrink={0}>
              <ImageOff size={20} aria-hidden />
            </Center>
          )}
          <Text fontWeight="semibold" fontFamily="heading" lineHeight="short" minW="0">
            {title}
          </Text>
        </HStack>

        <Stack as="dl" gap="2" fontSize="sm">
          <SummaryRow label="Date">
            {startDate ? (
              <time dateTime={startDate}>{formatLongDate(startDate)}</time>
            ) : (
              <Text as="span" color="fg.muted">
                No date selected
              </Text>
            )}
          </SummaryRow>
          <SummaryRow label={`${travelersLabel(travelers)} × ${formatPrice(price)}`}>
            {formatMoney(fromCents(bookingTotalCents(price, travelers, [])))}
          </SummaryRow>
          {addOns.map((id) => {
            const addOn = findAddOn(id);
            return addOn ? (
              <SummaryRow key={id} label={addOn.name}>
                {formatMoney(addOn.price)}
              </SummaryRow>
            ) : null;
          })}
        </Stack>

        <Separator />

        <HStack justify="space-between" align="baseline">
          <Text fontWeight="semibold">Total</Text>
          <Text
            fontSize="2xl"
            fontWeight="bold"
            fontFamily="heading"
            color="brand.fg"
            data-testid="booking-total"
          >
            {formatMoney(fromCents(total))}
          </Text>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" align="baseline" gap="3">
      <Box as="dt" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" fontWeight="medium" textAlign="right">
        {children}
      </Box>
    </HStack>
  );
}
