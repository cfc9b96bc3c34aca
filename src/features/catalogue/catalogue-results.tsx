import {
  Box,
  Button,
  Center,
  Flex,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { RotateCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CatalogueCard } from '../../../contract/tours';
import type { ViewMode } from './catalogue-search';
import { TourResult } from './tour-result';

/** SPEC 2, 8: the hint that follows every empty-result text. */
export const EMPTY_HINT =
  'Try adjusting your filters or search terms to find what you are looking for.';
export const FAILED_HINT =
  'We could not load the tours just now. Check your connection and try again.';

/** How many cards are above the fold at 1280 px: these load eagerly. */
const EAGER_IMAGES = 3;

function ResultsLayout({ view, children }: { view: ViewMode; children: ReactNode }) {
  return view === 'list' ? (
    <Stack gap="4" as="ul" listStyleType="none">
      {children}
    </Stack>
  ) : (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {children}
    </SimpleGrid>
  );
}

export function ResultsList({ tours, view }: { tours: readonly CatalogueCard[]; view: ViewMode }) {
  return (
    <ResultsLayout view={view}>
      {tours.map((tour, index) => (
        <Box as="li" key={tour.id} display="flex" flexDirection="column">
          <TourResult tour={tour} view={view} priority={index < EAGER_IMAGES} />
        </Box>
      ))}
    </ResultsLayout>
  );
}

/** Placeholder cards in the current layout while the list loads (never a blank page). */
export function ResultsSkeleton({ view }: { view: ViewMode }) {
  const count = view === 'list' ? 4 : 6;
  return (
    <Box aria-hidden data-testid="results-skeleton">
      <ResultsLayout view={view}>
        {Array.from({ length: count }, (_, i) =>
          view === 'list' ? (
            <Flex as="li" key={i} borderWidth="1px" rounded="xl" overflow="hidden" bg="bg.panel">
              <Skeleton
                w={{ base: '112px', sm: '200px', md: '280px' }}
                h={{ base: '140px', md: '190px' }}
              />
              <Stack flex="1" p={{ base: '3', md: '5' }} gap="3">
                <Skeleton h="6" w="60%" />
                <Skeleton h="4" />
                <Skeleton h="4" w="80%" />
                <Skeleton h="6" w="30%" mt="auto" />
              </Stack>
            </Flex>
          ) : (
            <Box as="li" key={i} borderWidth="1px" rounded="xl" overflow="hidden" bg="bg.panel">
              <Skeleton aspectRatio="3 / 2" w="full" />
              <Stack p="5" gap="3">
                <Skeleton h="6" w="70%" />
                <Skeleton h="4" />
                <Skeleton h="4" w="85%" />
                <Skeleton h="4" w="50%" />
                <Skeleton h="7" w="40%" mt="2" />
              </Stack>
            </Box>
          ),
        )}
      </ResultsLayout>
    </Box>
  );
}

/** The empty and failed states: SPEC's text, a hint, and what to do next. */
export function ResultsMessage({
  title,
  hint,
  failed = false,
  action,
}: {
  title: string;
  hint: string;
  failed?: boolean;
  action: ReactNode;
}) {
  return (
    <Center
      py={{ base: '12', md: '20' }}
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      bg="bg.panel"
      data-testid={failed ? 'results-failed' : 'results-empty'}
    >
      <Stack align="center" textAlign="center" gap="3" maxW="md">
        <Center boxSize="14" rounded="full" bg="brand.subtle" color="brand.fg" aria-hidden>
          {failed ? <RotateCw size={26} /> : <SearchX size={26} />}
        </Center>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{hint}</Text>
        <Box pt="2">{action}</Box>
      </Stack>
    </Center>
  );
}

export function RetryButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button colorPalette="brand" onClick={onClick} disabled={disabled}>
      <RotateCw size={16} aria-hidden />
      Try again
    </Button>
  );
}
