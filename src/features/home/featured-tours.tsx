import {
  Box,
  Button,
  Container,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Clock, Star } from 'lucide-react';
import { THRESHOLDS } from '../../../machines/constants';
import type { FeaturedTour } from '../../../contract/tours';
import { DifficultyBadge } from '../../components/tours/difficulty-badge';
import { formatPrice, pluralDays } from '../../lib/format';
import { CardImage } from './card-image';
import { HOME_MOTION, entryProps } from './motion';
import { SectionHeading } from './section-heading';
import { StretchedTourLink } from './stretched-link';
import { useInViewOnce } from './use-in-view-once';
import { useFeaturedToursActor } from './home.logic';

export function FeaturedTours({ id }: { id: string }) {
  const actor = useFeaturedToursActor();
  const tours = useSelector(actor, (s) => s.context.tours);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const [gridRef, shown] = useInViewOnce<HTMLDivElement>(THRESHOLDS.featuredVisibility);

  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      outline="none"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="7xl">
        <SectionHeading id={`${id}-heading`} title="Featured Tours & Treks">
          Our most loved journeys in the Karakoram, from glacier treks to the valleys of Baltistan.
        </SectionHeading>
        <SimpleGrid
          ref={gridRef}
          columns={{ base: 1, md: 2, lg: 3 }}
          gap={{ base: '6', md: '8' }}
          mt={{ base: '10', md: '14' }}
          aria-busy={loading}
        >
          {loading
            ? [0, 1, 2].map((i) => <FeaturedCardSkeleton key={i} />)
            : tours.map((tour, i) => (
                <FeaturedTourCard
                  key={tour.id}
                  tour={tour}
                  entry={entryProps(
                    shown,
                    HOME_MOTION.featuredEntryMs,
                    i * HOME_MOTION.featuredStaggerMs,
                  )}
                />
              ))}
        </SimpleGrid>
        <Box textAlign="center" mt={{ base: '10', md: '14' }}>
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/tours">View All Tours</Link>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function FeaturedTourCard({
  tour,
  entry,
}: {
  tour: FeaturedTour;
  entry: ReturnType<typeof entryProps>;
}) {
  return (
    <Box as="article" {...entry}>
      <Box
        position="relative"
        h="full"
        bg="bg.panel"
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        shadow="sm"
        transition="box-shadow 0.3s, transform 0.3s"
        _hover={{ shadow: 'xl', transform: 'translateY(-4px)' }}
        _focusWithin={{ shadow: 'xl' }}
      >
        <Box position="relative">
          <CardImage src={tour.thumbnail} h="56" />
          <DifficultyBadge
            difficulty={tour.difficulty}
            context="featured"
            position="absolute"
            top="3"
            left="3"
          />
        </Box>
        <Stack p="5" gap="3">
          <Heading as="h3" size="lg" lineClamp={1}>
            <StretchedTourLink tourId={tour.id}>{tour.title}</StretchedTourLink>
          </Heading>
          <Text color="fg.muted" lineClamp={2}>
            {tour.description}
          </Text>
          <HStack justify="space-between" align="center">
            <HStack gap="1.5" color="fg.muted" fontSize="sm">
              <Clock aria-hidden size={16} />
              <span>{pluralDays(tour.duration)}</span>
            </HStack>
            <Text color="fg.muted" fontSize="xs">
              <Text as="span" fontWeight="bold" fontSize="lg" color="brand.fg">
                {formatPrice(tour.price)}
              </Text>{' '}
              / person
            </Text>
          </HStack>
          {tour.rating !== null && (
            <FeaturedRating rating={tour.rating} count={tour.review_count} />
          )}
        </Stack>
      </Box>
    </Box>
  );
}

const STARS = [1, 2, 3, 4, 5];

/**
 * The tour's real rating (ARCHITECTURE: SPEC's fixed five stars and "(24)" were sample content):
 * stars, the mean and the review count, read out as one phrase. It draws its own stars rather
 * than use components/star-rating.tsx: sharing that with the tour page would split it and its
 * icon into chunks of their own in the first download of `/` (+0.4 kB gzipped at the budget).
 */
function FeaturedRating({ rating, count }: { rating: number; count: number }) {
  const filled = Math.round(rating);
  return (
    <HStack
      gap="1.5"
      fontSize="sm"
      color="fg.muted"
      role="img"
      aria-label={`Rated ${rating} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`}
    >
      <HStack gap="0.5" color="sunrise.500">
        {STARS.map((n) => (
          <Star
            key={n}
            size={16}
            fill={n <= filled ? 'currentColor' : 'none'}
            strokeWidth={n <= filled ? 0 : 1.5}
            color={n <= filled ? undefined : 'var(--chakra-colors-gray-400)'}
          />
        ))}
      </HStack>
      <Text as="span" fontWeight="semibold" color="fg">
        {rating.toFixed(1)}
      </Text>
      <span>({count})</span>
    </HStack>
  );
}

function FeaturedCardSkeleton() {
  return (
    <Box rounded="xl" overflow="hidden" borderWidth="1px" bg="bg.panel">
      <Skeleton h="56" rounded="none" />
      <Stack p="5" gap="3">
        <Skeleton h="6" w="70%" />
        <Skeleton h="4" />
        <Skeleton h="4" w="85%" />
        <Skeleton h="5" w="40%" />
      </Stack>
    </Box>
  );
}
