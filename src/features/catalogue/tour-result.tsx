import {
  Box,
  Flex,
  HStack,
  Heading,
  LinkBox,
  LinkOverlay,
  Stack,
  Text,
  type BoxProps,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, CalendarDays, Star } from 'lucide-react';
import type { CatalogueCard as TourCard } from '../../../contract/tours';
import { DifficultyBadge } from '../../components/tours/difficulty-badge';
import { TourFacts, TourPrice, TourThumbnail } from '../../components/tours/tour-card-parts';
import { formatCount, formatLongDate } from '../../lib/format';
import type { ViewMode } from './catalogue-search';

/** Image area of a result: the tour's thumbnail, or a 'No Image' placeholder (SPEC 9). */
function Thumbnail({
  tour,
  sizes,
  priority,
  ...box
}: { tour: TourCard; sizes: string; priority: boolean } & BoxProps) {
  return (
    <Box position="relative" overflow="hidden" bg="gray.100" flexShrink={0} {...box}>
      <TourThumbnail
        src={tour.thumbnail}
        alt={tour.title}
        sizes={sizes}
        priority={priority}
        transition="transform 0.3s ease"
        _groupHover={{ transform: 'scale(1.04)' }}
      />
      <DifficultyBadge difficulty={tour.difficulty} position="absolute" top="3" left="3" />
    </Box>
  );
}

/** The title is the card's one link; its overlay makes the whole card clickable. */
function TitleLink({ tour }: { tour: TourCard }) {
  return (
    <Heading as="h2" size="md" lineHeight="short">
      <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
        <Link to="/tour/$id" params={{ id: tour.id }}>
          {tour.title}
        </Link>
      </LinkOverlay>
    </Heading>
  );
}

const cardStyles = {
  role: 'group',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'xl',
  overflow: 'hidden',
  shadow: 'sm',
  transition: 'box-shadow 0.3s ease, transform 0.3s ease',
  _hover: { shadow: 'lg', transform: 'translateY(-4px)' },
  // The link is the title; show its focus ring around the whole card.
  css: {
    '&:has(a:focus-visible)': {
      outline: '3px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
} as const;

/**
 * What the sorts and the month filter go by (issue 17): the next departure with a seat left
 * and the reviews' mean rating, when there are reviews.
 */
function PlanningFacts({ tour }: { tour: TourCard }) {
  const count = tour.review_count;
  return (
    <HStack columnGap="4" rowGap="1" wrap="wrap" color="fg.muted" fontSize="sm">
      <HStack gap="1.5">
        <CalendarDays size={16} aria-hidden />
        <Text>
          {tour.next_departure
            ? `Next departure ${formatLongDate(tour.next_departure)}`
            : 'No open departures'}
        </Text>
      </HStack>
      {tour.rating !== null && (
        <HStack gap="1">
          <Box as="span" color="sunrise.500">
            <Star size={16} fill="currentColor" strokeWidth={0} aria-hidden />
          </Box>
          <Text as="span" fontWeight="semibold" color="fg" aria-hidden>
            {tour.rating.toFixed(1)}
          </Text>
          <span aria-hidden>({formatCount(count)})</span>
          <Text as="span" srOnly>
            {`Rated ${tour.rating} out of 5 from ${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`}
          </Text>
        </HStack>
      )}
    </HStack>
  );
}

/**
 * One tour in the results: a card in the grid, a row in the list. Both show the image,
 * difficulty, title, two lines of description, days, location, next departure, rating and
 * price per person, and link to /tour/{id}.
 */
export function TourResult({
  tour,
  view,
  priority = false,
}: {
  tour: TourCard;
  view: ViewMode;
  priority?: boolean;
}) {
  if (view === 'list') {
    return (
      <LinkBox as="article" {...cardStyles} display="flex" data-testid="tour-result">
        <Thumbnail
          tour={tour}
          sizes="(min-width: 48em) 280px, 120px"
          priority={priority}
          w={{ base: '112px', sm: '200px', md: '280px' }}
          minH={{ base: '140px', md: '190px' }}
        />
        <Flex
          direction="column"
          gap={{ base: '1.5', md: '2' }}
          p={{ base: '3', md: '5' }}
          flex="1"
          minW="0"
        >
          <TitleLink tour={tour} />
          <Text color="fg.muted" lineClamp={2} fontSize={{ base: 'sm', md: 'md' }}>
            {tour.description}
          </Text>
          <TourFacts duration={tour.duration} location={tour.location} />
          <PlanningFacts tour={tour} />
          <Flex mt="auto" pt="1" align="center" justify="space-between" gap="3" wrap="wrap">
            <TourPrice price={tour.price} amountSize="xl" />
            <HStack
              gap="1"
              color="brand.fg"
              fontWeight="semibold"
              fontSize="sm"
              display={{ base: 'none', md: 'flex' }}
              aria-hidden
            >
              View details <ArrowRight size={16} />
            </HStack>
          </Flex>
        </Flex>
      </LinkBox>
    );
  }
  return (
    <LinkBox
      as="article"
      {...cardStyles}
      display="flex"
      flexDirection="column"
      data-testid="tour-result"
    >
      <Thumbnail
        tour={tour}
        sizes="(min-width: 62em) 400px, (min-width: 48em) 50vw, 100vw"
        priority={priority}
        aspectRatio="3 / 2"
      />
      <Stack gap="3" p="5" flex="1">
        <TitleLink tour={tour} />
        <Text color="fg.muted" lineClamp={2}>
          {tour.description}
        </Text>
        <TourFacts duration={tour.duration} location={tour.location} />
        <PlanningFacts tour={tour} />
        <Flex
          mt="auto"
          pt="3"
          borderTopWidth="1px"
          borderColor="border.muted"
          align="center"
          justify="space-between"
        >
          <TourPrice price={tour.price} amountSize="xl" />
          <HStack gap="1" color="brand.fg" fontWeight="semibold" fontSize="sm" aria-hidden>
            View details <ArrowRight size={16} />
          </HStack>
        </Flex>
      </Stack>
    </LinkBox>
  );
}
