import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Clock, Eye, Heart, MapPin } from 'lucide-react';
import type { TourCard } from '../../../contract/tours';
import type { WishlistActorRef } from '../../../machines/wishlist-machine';
import { TourPrice, TourThumbnail } from '../../components/tours/tour-card-parts';
import { Card } from '../../components/ui/card';
import { pluralDays } from '../../lib/format';

/**
 * One saved tour (SPEC 2 'Wishlist'): image, title to the tour page, location, days, price per
 * person, View Tour, and Remove (the heart), which waits while another change is being saved.
 * `onRemoved` runs once the removal was asked for (the card leaves at once).
 */
export function WishlistCard({
  tour,
  wishlist,
  onRemoved,
}: {
  tour: TourCard;
  wishlist: WishlistActorRef;
  onRemoved: () => void;
}) {
  const canRemove = useSelector(wishlist, (s) =>
    s.can({ type: 'wishlist.toggle', tourId: tour.id }),
  );
  return (
    <Card.Root as="li" variant="outline" overflow="hidden" data-testid="wishlist-tour">
      <Box aspectRatio="3 / 2" bg="gray.100" position="relative">
        <TourThumbnail
          src={tour.thumbnail}
          alt=""
          sizes="(min-width: 80em) 300px, (min-width: 48em) 50vw, 100vw"
        />
      </Box>
      <Card.Body gap="3" p="4">
        <Heading as="h3" size="md" lineHeight="short">
          <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
            <RouterLink to="/tour/$id" params={{ id: tour.id }}>
              {tour.title}
            </RouterLink>
          </Link>
        </Heading>
        <Stack gap="1.5" fontSize="sm" color="fg.muted">
          <HStack gap="2" align="flex-start">
            <Box as="span" mt="0.5" flexShrink={0} color="brand.fg">
              <MapPin size={16} aria-hidden />
            </Box>
            <Text>{tour.location}</Text>
          </HStack>
          <HStack gap="2">
            <Box as="span" flexShrink={0} color="brand.fg">
              <Clock size={16} aria-hidden />
            </Box>
            <Text>{pluralDays(tour.duration)}</Text>
          </HStack>
        </Stack>
        <TourPrice price={tour.price} amountSize="xl" mt="auto" />
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" px="4" pb="4">
        <Button asChild size="sm" colorPalette="brand" aria-label={`View Tour: ${tour.title}`}>
          <RouterLink to="/tour/$id" params={{ id: tour.id }}>
            <Eye aria-hidden />
            View Tour
          </RouterLink>
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={`Remove from wishlist: ${tour.title}`}
          disabled={!canRemove}
          onClick={() => {
            wishlist.send({ type: 'wishlist.toggle', tourId: tour.id });
            onRemoved();
          }}
        >
          <Heart fill="currentColor" aria-hidden />
          Remove
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
