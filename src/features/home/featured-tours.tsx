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
  chakra,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Clock, Star } from 'lucide-react';
import { THRESHOLDS } from '../../../machines/constants';
import type { TourCard } from '../../../contract/tours';
import { DifficultyBadge } from '../../components/tours/difficulty-badge';
import { formatPrice, pluralDays } from '../../lib/format';
import { CardImage } from './card-image';
import { HOME_MOTION, entryStyle } from './motion';
import { SectionHeading } from './section-heading';
import { StretchedTourLink } from './stretched-link';
import { useInViewOnce } from './use-in-view-once';
import { useFeaturedToursActor } from './home.logic';

/** SPEC 2: a fixed rating on every featured card. */
const STARS = [1, 2, 3, 4, 5];

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
                  style={entryStyle(
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

function FeaturedTourCard({ tour, style }: { tour: TourCard; style: React.CSSProperties }) {
  return (
    <Box as="article" style={style}>
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
          <HStack gap="1" fontSize="sm" color="fg.muted">
            <HStack gap="0.5" color="yellow.500" aria-hidden>
              {STARS.map((n) => (
                <Star key={n} size={16} fill="currentColor" />
              ))}
            </HStack>
            <chakra.span srOnly>Rated 5 out of 5 by</chakra.span>
            <span>(24)</span>
            <chakra.span srOnly>travellers</chakra.span>
          </HStack>
        </Stack>
      </Box>
    </Box>
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
