import {
  Badge,
  Box,
  Button,
  Center,
  HStack,
  Heading,
  Link as ChakraLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowRight, Clock } from 'lucide-react';
import type { Category, TourCard } from '../../../contract/tours';
import type {
  CategoriesLoadActorRef,
  HomeCategoriesActorRef,
} from '../../../machines/home-categories-machine';
import { DifficultyBadge } from '../../components/tours/difficulty-badge';
import { countOf, formatPrice, pluralDays } from '../../lib/format';
import { CardImage } from './card-image';
import { HOME_MOTION, entryProps } from './motion';
import { scrollToSection } from './scroll';
import { useInViewOnce } from './use-in-view-once';
import { useHomeCategoriesActor } from './home-categories.logic';

const NO_TOURS: TourCard[] = [];
const GRID_ID = 'category-tours';
const CATEGORY_CARD_SIZES = '(min-width: 62em) 300px, (min-width: 48em) 50vw, 100vw';

/** 'Explore Our Tour Categories' body (SPEC 2, 4); the section and its heading are the page's. */
export function TourCategories() {
  const actor = useHomeCategoriesActor();
  const loader = useSelector(actor, (s) => s.context.loader);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(loader, (s) => s.hasTag('error'));

  if (loading) {
    return (
      <Box aria-busy="true">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {[0, 1, 2, 3].map((i) => (
            <Box key={i} rounded="xl" overflow="hidden" borderWidth="1px" bg="bg.panel">
              <Skeleton h="40" rounded="none" />
              <Stack p="4" gap="2">
                <Skeleton h="5" w="60%" />
                <Skeleton h="4" />
              </Stack>
            </Box>
          ))}
        </SimpleGrid>
        {failed && (
          <Center mt="8">
            <Button
              variant="outline"
              colorPalette="brand"
              onClick={() => loader.send({ type: 'data.retry' })}
            >
              Retry
            </Button>
          </Center>
        )}
      </Box>
    );
  }
  return (
    <>
      <CategoryCards actor={actor} loader={loader} />
      <SelectedCategoryTours actor={actor} loader={loader} />
      <Center mt={{ base: '10', md: '14' }}>
        <Button asChild colorPalette="brand" size="lg">
          <Link to="/tours">Browse All Tours</Link>
        </Button>
      </Center>
    </>
  );
}

/** The section's actor (the selection) and its loader (the data). */
interface CategoriesProps {
  actor: HomeCategoriesActorRef;
  loader: CategoriesLoadActorRef;
}

function CategoryCards({ actor, loader }: CategoriesProps) {
  const categories = useSelector(loader, (s) => s.context.data.categories);
  const tours = useSelector(loader, (s) => s.context.data.tours);
  const images = useSelector(loader, (s) => s.context.data.cardImages);
  const selectedId = useSelector(actor, (s) => s.context.selectedCategoryId);
  const [listRef, shown] = useInViewOnce<HTMLDivElement>(0.2);

  return (
    <SimpleGrid as="ul" ref={listRef} columns={{ base: 1, sm: 2, lg: 4 }} gap="6" listStyle="none">
      {categories.map((category, i) => (
        <chakra.li
          key={category.id}
          {...entryProps(shown, HOME_MOTION.categoryEntryMs, i * HOME_MOTION.categoryStaggerMs)}
        >
          <CategoryCard
            category={category}
            count={tours[String(category.id)]?.length ?? 0}
            image={images[String(category.id)] ?? null}
            selected={String(category.id) === selectedId}
            onSelect={() =>
              actor.send({ type: 'category.select', categoryId: String(category.id) })
            }
          />
        </chakra.li>
      ))}
    </SimpleGrid>
  );
}

function CategoryCard({
  category,
  count,
  image,
  selected,
  onSelect,
}: {
  category: Category;
  count: number;
  image: string | null;
  selected: boolean;
  onSelect: () => void;
}) {
  const titleId = `category-${category.id}-title`;
  return (
    <Box
      h="full"
      display="flex"
      flexDirection="column"
      bg="bg.panel"
      rounded="xl"
      overflow="hidden"
      borderWidth="2px"
      borderColor={selected ? 'brand.solid' : 'border'}
      shadow={selected ? 'lg' : 'sm'}
      transition={`transform ${HOME_MOTION.categoryHoverMs}ms ease, box-shadow ${HOME_MOTION.categoryHoverMs}ms ease`}
      _hover={{ transform: 'translateY(-6px)', shadow: 'lg' }}
    >
      <chakra.button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        display="block"
        w="full"
        textAlign="left"
        cursor="pointer"
        flex="1"
        _focusVisible={{
          outline: '3px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '-3px',
        }}
      >
        <chakra.span display="block" position="relative">
          <CardImage src={image} h="40" sizes={CATEGORY_CARD_SIZES} />
          <Badge
            position="absolute"
            top="3"
            right="3"
            colorPalette="brand"
            variant="solid"
            shadow="sm"
          >
            {countOf(count, 'Tour')}
          </Badge>
        </chakra.span>
        <chakra.span display="flex" flexDirection="column" gap="2" p="4">
          <chakra.span
            id={titleId}
            fontFamily="heading"
            fontWeight="bold"
            fontSize="lg"
            lineClamp={1}
          >
            {category.title}
          </chakra.span>
          <chakra.span color="fg.muted" fontSize="sm" lineClamp={2}>
            {category.description}
          </chakra.span>
        </chakra.span>
      </chakra.button>
      <Box px="4" pb="4">
        <ChakraLink
          href={`#${GRID_ID}`}
          aria-describedby={titleId}
          color="brand.fg"
          fontWeight="semibold"
          fontSize="sm"
          onClick={(event) => {
            event.preventDefault();
            onSelect();
            scrollToSection(GRID_ID);
          }}
        >
          View Tours <ArrowRight aria-hidden size={16} />
        </ChakraLink>
      </Box>
    </Box>
  );
}

function SelectedCategoryTours({ actor, loader }: CategoriesProps) {
  const selectedId = useSelector(actor, (s) => s.context.selectedCategoryId);
  const title = useSelector(
    loader,
    (s) => s.context.data.categories.find((c) => String(c.id) === selectedId)?.title ?? '',
  );
  const tours = useSelector(loader, (s) => s.context.data.tours[selectedId] ?? NO_TOURS);

  return (
    <Box
      id={GRID_ID}
      tabIndex={-1}
      outline="none"
      mt={{ base: '12', md: '16' }}
      aria-labelledby={`${GRID_ID}-heading`}
      role="region"
    >
      <HStack justify="space-between" align="baseline" gap="4" wrap="wrap">
        <Heading
          as="h3"
          id={`${GRID_ID}-heading`}
          fontSize={{ base: '2xl', md: '3xl' }}
          color="brand.fg"
        >
          {title}
        </Heading>
        <ChakraLink asChild color="brand.fg" fontWeight="semibold">
          <Link to="/tours">
            View All <ArrowRight aria-hidden size={16} />
          </Link>
        </ChakraLink>
      </HStack>
      {tours.length === 0 ? (
        <Text mt="6" color="fg.muted" textAlign="center" py="10">
          No tours found in this category.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '6', md: '8' }} mt="6">
          {tours.map((tour) => (
            <CategoryTourCard key={tour.id} tour={tour} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}

function CategoryTourCard({ tour }: { tour: TourCard }) {
  const titleId = `category-tour-${tour.id}`;
  return (
    <Box
      as="article"
      className="group"
      position="relative"
      bg="bg.panel"
      rounded="xl"
      overflow="hidden"
      borderWidth="1px"
      shadow="sm"
      transition="box-shadow 0.3s"
      _hover={{ shadow: 'lg' }}
    >
      <Box position="relative">
        <CardImage src={tour.thumbnail} h="52" />
        <DifficultyBadge
          difficulty={tour.difficulty}
          context="category"
          position="absolute"
          top="3"
          left="3"
        />
        <Center
          position="absolute"
          inset="0"
          bg="blackAlpha.500"
          opacity="0"
          transition="opacity 0.3s"
          _groupHover={{ opacity: 1 }}
          _groupFocusWithin={{ opacity: 1 }}
          css={{
            '@media (hover: none)': {
              opacity: 1,
              bg: 'transparent',
              alignItems: 'flex-end',
              justifyContent: 'flex-end',
              p: '3',
            },
          }}
        >
          <Button asChild colorPalette="sunrise" size="sm">
            <Link to="/tour/$id" params={{ id: tour.id }} aria-describedby={titleId}>
              View Details
            </Link>
          </Button>
        </Center>
      </Box>
      <Stack p="5" gap="2">
        <HStack justify="space-between" fontSize="sm">
          <HStack gap="1.5" color="fg.muted">
            <Clock aria-hidden size={16} />
            <span>{pluralDays(tour.duration)}</span>
          </HStack>
          <Text fontWeight="bold" fontSize="md" color="brand.fg">
            {formatPrice(tour.price)}
          </Text>
        </HStack>
        <Heading as="h4" size="md" lineClamp={1} id={titleId}>
          <ChakraLink asChild color="inherit" _hover={{ color: 'brand.fg' }}>
            <Link to="/tour/$id" params={{ id: tour.id }}>
              {tour.title}
            </Link>
          </ChakraLink>
        </Heading>
        <Text color="fg.muted" fontSize="sm" lineClamp={2}>
          {tour.description}
        </Text>
      </Stack>
    </Box>
  );
}
