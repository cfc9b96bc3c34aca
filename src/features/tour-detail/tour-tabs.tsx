import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Avatar } from '../../components/ui/avatar';
import { List } from '../../components/ui/list';
import { LineTabs } from '../../components/line-tabs';
import { BadgeCheck, Check, Info, X } from 'lucide-react';
import type { Review, TourDetail } from '../../../contract/tours';
import { formatCount, formatLongDate, formatPrice } from '../../lib/format';
import { nextDepartures } from './tour-detail-data';
import { useReviewPagesActor } from './tour-detail.logic';
import { StarRating } from '../../components/star-rating';

/** Overview, Itinerary, Includes/Excludes and Reviews (SPEC 2). */
export function TourTabs({ tour }: { tour: TourDetail }) {
  return (
    <LineTabs
      contentPt="6"
      tabs={[
        { value: 'overview', label: 'Overview', content: <Overview tour={tour} /> },
        { value: 'itinerary', label: 'Itinerary', content: <Itinerary tour={tour} /> },
        { value: 'inclusions', label: 'Includes/Excludes', content: <Inclusions tour={tour} /> },
        { value: 'reviews', label: 'Reviews', content: <Reviews key={tour.id} tour={tour} /> },
      ]}
    />
  );
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <Text key={i} lineHeight="tall" whiteSpace="pre-line">
            {p}
          </Text>
        ))}
    </>
  );
}

function Overview({ tour }: { tour: TourDetail }) {
  const next = nextDepartures(tour.departures)[0];
  const average = tour.rating;
  const facts: Array<[string, string]> = [
    ['Price', `${formatPrice(tour.price)} per person`],
    ['Itinerary', `${tour.itinerary.length} day-by-day stages`],
    ['Next departure', next ? formatLongDate(next.start_date) : 'On request'],
    [
      'Guest rating',
      average === null
        ? 'No reviews yet'
        : `${average} out of 5 (${reviewCount(tour.review_count)})`,
    ],
  ];
  return (
    <Stack gap="8">
      <Stack gap="4">
        <Heading as="h2" size="xl">
          About this tour
        </Heading>
        <Paragraphs text={tour.description} />
      </Stack>
      {tour.important_notes && (
        <Box
          borderStartWidth="4px"
          borderColor="sunrise.500"
          bg="sunrise.subtle"
          p="5"
          rounded="md"
        >
          <HStack gap="2" mb="2" color="sunrise.fg">
            <Info size={20} aria-hidden />
            <Heading as="h3" size="md" color="sunrise.fg">
              Important notes
            </Heading>
          </HStack>
          <Paragraphs text={tour.important_notes} />
        </Box>
      )}
      <Stack gap="3">
        <Heading as="h3" size="md">
          Tour facts
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3">
          {facts.map(([label, value]) => (
            <Box key={label} borderWidth="1px" rounded="md" p="3">
              <Text as="dt" fontSize="sm" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="semibold">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function Itinerary({ tour }: { tour: TourDetail }) {
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        Day-by-day itinerary
      </Heading>
      {tour.itinerary.length === 0 ? (
        <Text color="fg.muted">The day-by-day plan for this tour is being finalised.</Text>
      ) : (
        <Stack as="ol" gap="0" listStyleType="none">
          {tour.itinerary.map((day, index) => (
            <Flex as="li" key={day.id} gap="4">
              <Flex direction="column" align="center" flexShrink={0}>
                <Flex
                  w={{ base: '9', md: '12' }}
                  h={{ base: '9', md: '12' }}
                  rounded="full"
                  bg="brand.solid"
                  color="brand.contrast"
                  align="center"
                  justify="center"
                  fontWeight="bold"
                  fontSize="sm"
                  aria-hidden
                >
                  {day.day}
                </Flex>
                {index < tour.itinerary.length - 1 && (
                  <Box flex="1" w="2px" bg="brand.muted" my="1" />
                )}
              </Flex>
              <Box pb="6" pt={{ base: '1', md: '2' }} minW="0">
                <Heading as="h3" size="md">
                  <Text as="span" color="fg.muted" fontWeight="medium">
                    Day {day.day}:
                  </Text>{' '}
                  {day.title}
                </Heading>
                <Text mt="1.5" lineHeight="tall" color="fg.muted">
                  {day.description}
                </Text>
              </Box>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function InclusionList({
  title,
  items,
  kind,
}: {
  title: string;
  items: string[];
  kind: 'include' | 'exclude';
}) {
  const Icon = kind === 'include' ? Check : X;
  return (
    <Stack gap="3">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">Nothing listed.</Text>
      ) : (
        <List.Root gap="2.5" variant="plain">
          {items.map((item) => (
            <List.Item key={item} alignItems="flex-start">
              <List.Indicator asChild color={kind === 'include' ? 'green.600' : 'red.600'} mt="0.5">
                <Icon aria-hidden />
              </List.Indicator>
              {item}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

function Inclusions({ tour }: { tour: TourDetail }) {
  const { includes = [], excludes = [] } = tour.inclusions[0] ?? {};
  return (
    <Stack gap="5">
      <Heading as="h2" size="xl">
        What&apos;s included
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <InclusionList title="Included" items={includes} kind="include" />
        <InclusionList title="Not included" items={excludes} kind="exclude" />
      </SimpleGrid>
    </Stack>
  );
}

const reviewCount = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'review' : 'reviews'}`;

function ReviewItem({ review }: { review: Review }) {
  return (
    <Box as="li" key={review.id} borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }}>
      <HStack gap="3" align="flex-start">
        <Avatar.Root size="md" colorPalette="brand" aria-hidden>
          <Avatar.Fallback name={review.name} />
          {review.avatar && <Avatar.Image src={review.avatar} alt="" />}
        </Avatar.Root>
        <Box minW="0" flex="1">
          <Flex justify="space-between" gap="2" wrap="wrap" align="baseline">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="sm">
                {review.name}
              </Heading>
              {review.verified && (
                <Badge colorPalette="green" variant="subtle" size="sm" gap="1">
                  <BadgeCheck size={12} aria-hidden />
                  Verified traveller
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted" asChild>
              <time dateTime={review.date}>{formatLongDate(review.date)}</time>
            </Text>
          </Flex>
          <Box mt="1">
            <StarRating rating={review.rating} />
          </Box>
          <Text mt="2" lineHeight="tall">
            {review.comment}
          </Text>
        </Box>
      </HStack>
    </Box>
  );
}

/**
 * The average and count of every review (from the server), the reviews shown so far (the first
 * page came with the tour) and "More reviews" while there are more (issue 16).
 */
function Reviews({ tour }: { tour: TourDetail }) {
  const pages = useReviewPagesActor(tour);
  const reviews = useSelector(pages, (s) => s.context.reviews);
  const more = useSelector(pages, (s) => s.can({ type: 'reviews.more' }));
  const loading = useSelector(pages, (s) => s.hasTag('busy'));
  const failed = useSelector(pages, (s) => s.hasTag('error'));
  const average = tour.rating;
  return (
    <Stack gap="6">
      <Heading as="h2" size="xl">
        Traveller reviews
      </Heading>
      {average === null ? (
        <Text color="fg.muted">No reviews yet. Be the first to travel with us on this tour.</Text>
      ) : (
        <>
          <HStack gap="4" p="4" rounded="xl" bg="brand.subtle" wrap="wrap">
            <Text fontSize="4xl" fontWeight="bold" fontFamily="heading" lineHeight="1">
              {average.toFixed(1)}
            </Text>
            <Stack gap="1">
              <StarRating rating={average} size={20} />
              <Text fontSize="sm" color="fg.muted">
                Average rating from {reviewCount(tour.review_count)}
              </Text>
            </Stack>
          </HStack>
          <Stack as="ul" gap="4" listStyleType="none" aria-label="Reviews">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </Stack>
          {failed && (
            <Text role="alert" color="fg.error">
              More reviews could not be loaded. Please try again.
            </Text>
          )}
          {(more || loading) && (
            <Stack gap="2" align="center">
              <Text fontSize="sm" color="fg.muted">
                Showing {reviews.length} of {reviewCount(tour.review_count)}
              </Text>
              <Button
                variant="outline"
                colorPalette="brand"
                loading={loading}
                loadingText="Loading reviews..."
                onClick={() => pages.send({ type: 'reviews.more' })}
              >
                {failed ? 'Try again' : 'More reviews'}
              </Button>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
