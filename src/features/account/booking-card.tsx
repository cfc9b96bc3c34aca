import { Badge, Box, Button, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Calendar, CreditCard, Eye, MapPin, PenLine, Users, XCircle } from 'lucide-react';
import {
  canCancel,
  canPayBalance,
  canReview,
  statusPalette,
  type MyBooking,
} from '../../../contract/my-bookings';
import type { MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import { formatHoldEnd } from '../../components/payments/bank-transfer-details';
import { PaymentStateBadge } from '../../components/payments/payment-state-badge';
import { StarRating } from '../../components/star-rating';
import { TourImage } from '../../components/tours/tour-image';
import { Card } from '../../components/ui/card';
import { formatMoney } from '../../lib/format';
import { balanceText, refundText, travelersText, tripDates } from './booking-text';

/** SPEC 4: Upcoming blue, Completed green, Cancelled red, anything else grey. */
export function BookingStatusBadge({ status }: { status: string }) {
  const palette = statusPalette(status);
  return (
    <Badge
      colorPalette={palette}
      data-palette={palette}
      variant="subtle"
      size="md"
      fontWeight="semibold"
    >
      {status}
    </Badge>
  );
}

function Fact({ icon: Icon, children }: { icon: typeof Calendar; children: string }) {
  return (
    <HStack gap="2" align="flex-start">
      <Box as="span" mt="0.5" flexShrink={0} color="brand.fg">
        <Icon size={16} aria-hidden />
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}

/**
 * The booking's money (issue 14): its payment state, the total, what was paid and what is still
 * owed by when (Overdue in red once past due); for an awaited transfer, how much by when.
 */
function BookingMoney({ booking }: { booking: MyBooking }) {
  const { payment } = booking;
  const balance = balanceText(payment);
  const transfer = payment.state === 'awaiting_transfer';
  return (
    <Stack gap="1" pt="1" fontSize="sm">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2">
          <Text as="span" color="fg.muted">
            Payment:
          </Text>
          <PaymentStateBadge state={payment.state} label={booking.payment_status} />
        </HStack>
        <Text fontWeight="bold" fontSize="lg" fontFamily="heading">
          {formatMoney(payment.total)}
        </Text>
      </HStack>
      {transfer ? (
        <Text color="fg">
          Transfer {formatMoney(payment.due_at_booking)}
          {payment.hold_expires_at ? ` by ${formatHoldEnd(payment.hold_expires_at)}` : ''} to keep
          your seats. Our bank details are under View Details.
        </Text>
      ) : (
        booking.status !== 'Cancelled' && (
          <Text color={payment.state === 'overdue' ? 'fg.error' : 'fg.muted'}>
            Paid {formatMoney(payment.paid)}
            {balance ? ` · ${balance}` : ' · Paid in full'}
          </Text>
        )
      )}
    </Stack>
  );
}

/**
 * One booking (SPEC 2 'Bookings'): image, status, tour, dates, travellers, payment and amount,
 * booking ID, View Details; Cancel Booking only while Upcoming, Write a Review only once
 * Completed and not yet reviewed (a reviewed trip shows its stars instead).
 */
export function BookingCard({
  booking,
  bookings,
  reviews = true,
}: {
  booking: MyBooking;
  bookings: MyBookingsActorRef;
  /** Whether Write a Review is offered (a review needs an account: not on Manage my booking). */
  reviews?: boolean;
}) {
  const { reference, tour } = booking;
  const refund = booking.status === 'Cancelled' ? refundText(booking.refund) : null;
  const named = (action: string) => ({ 'aria-label': `${action}: ${tour.title}, ${reference}` });
  return (
    <Card.Root
      as="li"
      variant="outline"
      overflow="hidden"
      flexDirection={{ base: 'column', md: 'row' }}
      data-testid="my-booking"
    >
      <Box
        flexShrink={0}
        w={{ base: 'full', md: '60' }}
        aspectRatio={{ base: '16 / 9', md: 'auto' }}
        minH={{ md: '52' }}
        bg="gray.100"
        position="relative"
      >
        {tour.thumbnail ? (
          <TourImage
            src={tour.thumbnail}
            alt=""
            width={640}
            height={427}
            sizes="(min-width: 48em) 240px, 100vw"
            position={{ md: 'absolute' }}
            inset="0"
            w="full"
            h="full"
          />
        ) : (
          <Center h="full" minH="32" color="fg.muted" fontSize="sm">
            No Image
          </Center>
        )}
      </Box>
      <Stack flex="1" minW="0" gap="0">
        <Card.Body gap="3" p={{ base: '4', md: '5' }}>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <BookingStatusBadge status={booking.status} />
            <Text fontSize="sm" color="fg.muted">
              Booking ID:{' '}
              <Text as="span" fontFamily="mono" fontWeight="semibold" color="fg">
                {reference}
              </Text>
            </Text>
          </HStack>
          <Heading as="h3" size="md" lineHeight="short">
            <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
              <RouterLink to="/tour/$id" params={{ id: tour.id }}>
                {tour.title}
              </RouterLink>
            </Link>
          </Heading>
          <Stack gap="1.5" fontSize="sm" color="fg.muted">
            <Fact icon={Calendar}>{tripDates(booking)}</Fact>
            <Fact icon={Users}>{travelersText(booking.travelers)}</Fact>
            <Fact icon={MapPin}>{tour.location}</Fact>
          </Stack>
          <BookingMoney booking={booking} />
          {refund && (
            <Text fontSize="sm" color="fg.muted">
              {refund}
            </Text>
          )}
          {booking.review && (
            <HStack gap="2" fontSize="sm" color="fg.muted">
              <Text>Your review:</Text>
              <StarRating rating={booking.review.rating} />
            </HStack>
          )}
        </Card.Body>
        <Card.Footer
          gap="2"
          flexWrap="wrap"
          px={{ base: '4', md: '5' }}
          pb={{ base: '4', md: '5' }}
        >
          <Button
            size="sm"
            variant="outline"
            {...named('View Details')}
            onClick={() => bookings.send({ type: 'booking.view', reference })}
          >
            <Eye aria-hidden />
            View Details
          </Button>
          {canPayBalance(booking) && (
            <Button
              size="sm"
              colorPalette="sunrise"
              {...named('Pay balance')}
              onClick={() => bookings.send({ type: 'balance.pay', reference })}
            >
              <CreditCard aria-hidden />
              Pay balance
            </Button>
          )}
          {canCancel(booking) && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              {...named('Cancel Booking')}
              onClick={() => bookings.send({ type: 'cancel.request', reference })}
            >
              <XCircle aria-hidden />
              Cancel Booking
            </Button>
          )}
          {reviews && canReview(booking) && (
            <Button
              size="sm"
              colorPalette="sunrise"
              {...named('Write a Review')}
              onClick={() => bookings.send({ type: 'review.start', reference })}
            >
              <PenLine aria-hidden />
              Write a Review
            </Button>
          )}
        </Card.Footer>
      </Stack>
    </Card.Root>
  );
}
