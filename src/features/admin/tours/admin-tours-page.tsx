import { Box, Button, Flex, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { ListPageNav } from '../../../components/list-page-nav';
import { AdminListResults } from '../../../components/admin/list-states';
import { AdminListToolbar } from '../../../components/admin/list-toolbar';
import { AdminTourCard } from './admin-tour-card';
import { DeleteTourDialog } from './delete-tour-dialog';
import {
  CLEARED_FILTERS,
  activeFilterCount,
  adminTourListQuery,
  isNarrowed,
  withoutDefaults,
} from './tour-list-filters';
import type { AdminTourSearch } from './tour-list-search';
import { FilterSelects, SortSelect } from './tour-list-toolbar';
import { useAdminTourListActor } from './tour-list.logic';

/** A change to the URL search (already without defaults) for the route to merge in. */
export type ChangeAdminTourSearch = (
  changes: AdminTourSearch,
  options: { replace: boolean },
) => void;

const EMPTY_TEXT = 'No tours found matching your search.';
const LOADING_TEXT = 'Loading tours...';

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

/**
 * Tour Management (/admin/tours, SPEC 2). The route owns the URL (search, filter, sort, page)
 * and passes it in; URL changes reach the admin tour-list machine as `query.change`, and the
 * server answers one page (issue 16). The machine owns loading, delete and clone.
 */
export function AdminToursPage({
  search,
  onSearchChange,
}: {
  search: AdminTourSearch;
  onSearchChange: ChangeAdminTourSearch;
}) {
  const query = useMemo(() => adminTourListQuery(search), [search]);
  const list = useAdminTourListActor(query);
  // The machine's input is the first query; it ignores a change to the query it has.
  useEffect(() => list.send({ type: 'query.change', query }), [list, query]);
  const tours = useSelector(list, (s) => s.context.tours);
  const meta = useSelector(list, (s) => s.context.meta);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('error'));
  const loadError = useSelector(list, (s) => s.context.loadError);
  const canReload = useSelector(list, (s) => s.can({ type: 'tours.reload' }));

  const narrowed = isNarrowed(search);
  const filterCount = activeFilterCount(search);
  const change = (patch: Parameters<typeof withoutDefaults>[0], replace = false) =>
    onSearchChange(withoutDefaults(patch), { replace });
  const clear = () => change(CLEARED_FILTERS);

  const headingRef = useRef<HTMLHeadingElement>(null);

  // First load: placeholders. A reload (after a delete) keeps the cards until the list arrives.
  const firstLoad = loading && tours.length === 0;

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <Flex gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }} wrap="wrap">
        <AdminPageHeading
          title="Tour Management"
          description="Create, edit, publish and retire the tours on the website."
          headingRef={headingRef}
        />
        <Button asChild colorPalette="sunrise" flexShrink={0}>
          <Link to="/admin/tours/customize">
            <Plus aria-hidden />
            Create New Tour
          </Link>
        </Button>
      </Flex>

      <AdminListToolbar
        searchLabel="Search tours by title or location"
        searchPlaceholder="Search tours..."
        query={search.q}
        onQueryChange={(q, replace) => change({ q }, replace)}
        filterCount={filterCount}
        canClear={narrowed}
        onClear={clear}
        filters={
          <FilterSelects search={search} onChange={(key, value) => change({ [key]: value })} />
        }
      >
        <SortSelect value={search.sort} onChange={(sort) => change({ sort })} />
      </AdminListToolbar>

      <AdminListResults
        loading={loading}
        failed={failed}
        loadingText={LOADING_TEXT}
        shown={tours.length}
        total={meta?.total ?? 0}
        noun={['tour', 'tours']}
        failedTitle={loadError ?? 'Failed to fetch tours.'}
        retryDisabled={!canReload}
        onRetry={() => list.send({ type: 'tours.reload' })}
        showPlaceholder={firstLoad}
        placeholder={<CardSkeletons />}
        emptyTitle={EMPTY_TEXT}
        narrowed={narrowed}
        onClear={clear}
      >
        <CardGrid aria-busy={loading || undefined}>
          {tours.map((tour, index) => (
            <Box as="li" key={tour.id}>
              <AdminTourCard tour={tour} list={list} priority={index < EAGER_IMAGES} />
            </Box>
          ))}
        </CardGrid>
      </AdminListResults>
      {meta && !failed && (
        <ListPageNav
          page={meta.page}
          lastPage={meta.lastPage}
          onPage={(to) => onSearchChange({ ...search, page: to }, { replace: false })}
        />
      )}

      <DeleteTourDialog list={list} afterDelete={() => headingRef.current} />
    </Stack>
  );
}
