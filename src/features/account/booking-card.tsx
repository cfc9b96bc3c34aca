import { Badge, Box, Button, Center, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Calendar, Eye, MapPin, PenLine, Users, XCircle } from 'lucide-react';
import { canCancel, canReview, statusPalette, type MyBooking } from '../../../contract/my-bookings';
import type { MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import { StarRating } from '../../components/star-rating';
import { TourImage } from '../../components/tours/tour-image';
import { Card } from '../../components/ui/card';
import { formatMoney } from '../../lib/format';
import { refundText, travelersText, tripDates } from './booking-text';

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
 * One booking (SPEC 2 'Bookings'): image, status, tour, dates, travellers, payment and amount,
 * booking ID, View Details; Cancel Booking only while Upcoming, Write a Review only once
 * Completed and not yet reviewed (a reviewed trip shows its stars instead).
 */
export function BookingCard({
  booking,
  bookings,
}: {
  booking: MyBooking;
  bookings: MyBookingsActorRef;
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
          <HStack justify="space-between" gap="2" wrap="wrap" pt="1">
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                Payment:{' '}
              </Text>
              <Text as="span" fontWeight="semibold">
                {booking.payment_status}
              </Text>
            </Text>
            <Text fontWeight="bold" fontSize="lg" fontFamily="heading">
              {formatMoney(booking.total)}
            </Text>
          </HStack>
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
          {canReview(booking) && (
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
