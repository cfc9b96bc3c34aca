import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { TourDetail } from '../../../contract/tours';
import { formatLongDate, formatPrice } from '../../lib/format';
import { nextBookable } from './tour-detail-data';

/**
 * The phone's sticky booking bar (issue 17): once the booking card is off screen, the price
 * per person, the next departure and Book Now stay at hand in the dock.
 */
export function BookBar({ tour }: { tour: Pick<TourDetail, 'id' | 'price' | 'departures'> }) {
  const next = nextBookable(tour.departures);
  return (
    <HStack as="section" aria-label="Quick booking" gap="3" justify="space-between" py="2">
      <Box minW="0" lineHeight="short">
        <Text fontWeight="bold" fontFamily="heading" color="brand.fg">
          {formatPrice(tour.price)}{' '}
          <Text as="span" fontWeight="normal" fontFamily="body" fontSize="sm" color="fg.muted">
            per person
          </Text>
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {next ? (
            <>
              Next: <time dateTime={next.start_date}>{formatLongDate(next.start_date)}</time>
            </>
          ) : tour.departures.length > 0 ? (
            'Fully booked'
          ) : (
            'No scheduled departures'
          )}
        </Text>
      </Box>
      <Button asChild colorPalette="sunrise" size="sm" rounded="full" flexShrink="0">
        <Link to="/booking/$id" params={{ id: tour.id }}>
          Book Now
        </Link>
      </Button>
    </HStack>
  );
}
