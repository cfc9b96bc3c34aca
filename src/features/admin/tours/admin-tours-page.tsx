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
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { AlertTriangle, Plus, RotateCw, SearchX } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { AdminTourCard } from './admin-tour-card';
import { DeleteTourDialog } from './delete-tour-dialog';
import {
  CLEARED_FILTERS,
  activeFilterCount,
  applyTourListSearch,
  isNarrowed,
  withoutDefaults,
} from './tour-list-filters';
import type { AdminTourSearch } from './tour-list-search';
import {
  ClearFiltersButton,
  FilterPanel,
  FilterToggle,
  SortSelect,
  TourSearchBox,
} from './tour-list-toolbar';
import { useAdminTourList } from './use-admin-tour-list';

/** A change to the URL search (already without defaults) for the route to merge in. */
export type ChangeAdminTourSearch = (
  changes: AdminTourSearch,
  options: { replace: boolean },
) => void;

export const EMPTY_TEXT = 'No tours found matching your search.';
export const LOADING_TEXT = 'Loading tours...';

/** Cards above the fold at 1280 px load eagerly. */
const EAGER_IMAGES = 3;

function CardGrid({ children, ...props }: { children: ReactNode; 'aria-busy'?: boolean }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="6" {...props}>
      {children}
    </SimpleGrid>
  );
}

function CardSkeletons() {
  return (
    <Box aria-hidden data-testid="admin-tours-skeleton">
      <CardGrid>
        {Array.from({ length: 6 }, (_, i) => (
          <Box as="li" key={i} borderWidth="1px" rounded="xl" overflow="hidden" bg="bg.panel">
            <Skeleton aspectRatio="3 / 2" w="full" />
            <Stack p="5" gap="3">
              <Skeleton h="6" w="70%" />
              <Skeleton h="4" w="60%" />
              <Skeleton h="5" w="40%" />
              <Skeleton h="8" mt="2" />
            </Stack>
          </Box>
        ))}
      </CardGrid>
    </Box>
  );
}

function Message({
  icon,
  title,
  hint,
  action,
  alert = false,
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
  alert?: boolean;
}) {
  return (
    <Center
      py={{ base: '12', md: '16' }}
      px="6"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      bg="bg.panel"
    >
      <Stack align="center" textAlign="center" gap="3" maxW="md" role={alert ? 'alert' : undefined}>
        <Center
          boxSize="12"
          rounded="full"
          bg={alert ? 'red.subtle' : 'brand.subtle'}
          color={alert ? 'red.fg' : 'brand.fg'}
          aria-hidden
        >
          {icon}
        </Center>
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        {hint && <Text color="fg.muted">{hint}</Text>}
        {action && <Box pt="1">{action}</Box>}
      </Stack>
    </Center>
  );
}

/**
 * Tour Management (/admin/tours, SPEC 2). The route owns the URL (search, filter, sort) and
 * passes it in; the admin tour-list machine owns loading, delete and clone.
 */
export function AdminToursPage({
  search,
  onSearchChange,
}: {
  search: AdminTourSearch;
  onSearchChange: ChangeAdminTourSearch;
}) {
  const list = useAdminTourList();
  const tours = useSelector(list, (s) => s.context.tours);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('error'));
  const loadError = useSelector(list, (s) => s.context.loadError);
  const canReload = useSelector(list, (s) => s.can({ type: 'tours.reload' }));

  const visible = useMemo(() => applyTourListSearch(tours, search), [tours, search]);
  const narrowed = isNarrowed(search);
  const filterCount = activeFilterCount(search);
  const change = (patch: Parameters<typeof withoutDefaults>[0], replace = false) =>
    onSearchChange(withoutDefaults(patch), { replace });
  const clear = () => change(CLEARED_FILTERS);

  // A link with filters set opens with the panel showing them.
  const [panelOpen, setPanelOpen] = useState(filterCount > 0);
  const panelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // First load: placeholders. A reload (after a delete) keeps the cards until the list arrives.
  const firstLoad = loading && tours.length === 0;

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Flex gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }} wrap="wrap">
        <Stack gap="1">
          <Heading
            as="h1"
            ref={headingRef}
            tabIndex={-1}
            size={{ base: '2xl', md: '3xl' }}
            color="brand.fg"
            letterSpacing="-0.02em"
            _focus={{ outline: 'none' }}
          >
            Tour Management
          </Heading>
          <Text color="fg.muted">Create, edit, publish and retire the tours on the website.</Text>
        </Stack>
        <Button asChild colorPalette="sunrise" flexShrink={0}>
          <Link to="/admin/tours/customize">
            <Plus aria-hidden />
            Create New Tour
          </Link>
        </Button>
      </Flex>

      <Stack gap="3">
        <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="center">
          <Flex flex={{ base: '1 1 100%', md: '1 1 auto' }} minW="0">
            <TourSearchBox
              value={search.q}
              // The first character of a new search adds a history entry; the rest replace it.
              onChange={(q) => change({ q }, Boolean(search.q))}
            />
          </Flex>
          <FilterToggle
            open={panelOpen}
            activeCount={filterCount}
            panelId={panelId}
            onToggle={() => setPanelOpen((open) => !open)}
          />
          <SortSelect value={search.sort} onChange={(sort) => change({ sort })} />
        </Flex>
        <FilterPanel
          id={panelId}
          open={panelOpen}
          search={search}
          canClear={narrowed}
          onChange={(key, value) => change({ [key]: value })}
          onClear={clear}
        />
      </Stack>

      <Text role="status" color="fg.muted" fontSize="sm" minH="5">
        {loading
          ? LOADING_TEXT
          : failed
            ? ''
            : `Showing ${visible.length} of ${tours.length} ${tours.length === 1 ? 'tour' : 'tours'}`}
      </Text>

      {failed ? (
        <Message
          alert
          icon={<AlertTriangle size={24} />}
          title={loadError ?? 'Failed to fetch tours.'}
          action={
            <Button
              colorPalette="brand"
              disabled={!canReload}
              onClick={() => list.send({ type: 'tours.reload' })}
            >
              <RotateCw aria-hidden />
              Try again
            </Button>
          }
        />
      ) : firstLoad ? (
        <CardSkeletons />
      ) : visible.length === 0 && !loading ? (
        <Message
          icon={<SearchX size={24} />}
          title={EMPTY_TEXT}
          hint={narrowed ? 'Try another search or clear the filters.' : undefined}
          action={narrowed ? <ClearFiltersButton onClick={clear} /> : undefined}
        />
      ) : (
        <CardGrid aria-busy={loading || undefined}>
          {visible.map((tour, index) => (
            <Box as="li" key={tour.id}>
              <AdminTourCard tour={tour} list={list} priority={index < EAGER_IMAGES} />
            </Box>
          ))}
        </CardGrid>
      )}

      <DeleteTourDialog list={list} afterDelete={() => headingRef.current} />
    </Stack>
  );
}
