import { Box, Container, Flex, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useId, useMemo, useRef, useState } from 'react';
import { ListPageNav } from '../../components/list-page-nav';
import { PageHeader } from '../../components/page-states';
import { HydratedFieldset } from '../../components/hydrated-fieldset';
import { useTourListActor } from './catalogue.logic';
import type { CataloguePage } from './catalogue-pages';
import {
  ClearFiltersButton,
  FilterPanel,
  FilterPanelToggle,
  SearchBox,
  SortSelect,
  ViewToggle,
} from './catalogue-controls';
import {
  EMPTY_HINT,
  FAILED_HINT,
  ResultsList,
  ResultsMessage,
  ResultsSkeleton,
  RetryButton,
} from './catalogue-results';
import { DEFAULT_VIEW, type CatalogueSearch } from './catalogue-search';
import {
  activeFilterCount,
  departureMonths,
  filterTours,
  hasActiveFilters,
  offeredMonth,
  pageOfTours,
  replacesHistory,
  sortTours,
  withoutDefaults,
} from './tour-filters';

/** A change to the URL search, already without defaults: merge it into the current search. */
export type ChangeSearch = (changes: CatalogueSearch, options: { replace: boolean }) => void;
/** The URL of this page with `changes` applied to its search (for links). */
export type SearchHref = (changes: CatalogueSearch) => string;

type SearchPatch = Parameters<typeof withoutDefaults>[0];

const CLEARED: SearchPatch = { q: '', price: '', duration: '', difficulty: '', month: '' };

/**
 * One catalogue page (/tours, /tours/trek, /tours/expedition). The route owns the URL: it
 * passes the validated search in and applies changes; the generic loader owns the fetch.
 */
export function CatalogueView({
  page,
  search,
  onSearchChange,
  searchHref,
}: {
  page: CataloguePage;
  search: CatalogueSearch;
  onSearchChange: ChangeSearch;
  searchHref: SearchHref;
}) {
  const list = useTourListActor(page.category);
  const tours = useSelector(list, (s) => s.context.data);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('error'));
  const canRetry = useSelector(list, (s) => s.can({ type: 'data.retry' }));

  const view = search.view ?? DEFAULT_VIEW;
  const months = useMemo(() => departureMonths(tours), [tours]);
  // A month none of the tours departs in (a stale link) is not a filter: not in the select,
  // not counted, not applied.
  const filters = useMemo(
    () => ({ ...search, month: offeredMonth(search.month, months) }),
    [search, months],
  );
  const visible = useMemo(
    () => sortTours(filterTours(tours, filters, page.filters, months), search.sort),
    [tours, filters, page.filters, months, search.sort],
  );
  const shown = pageOfTours(visible, search.page);
  const filtered = hasActiveFilters(filters);
  const resultsRef = useRef<HTMLDivElement>(null);
  const pageHref = (next: number) => searchHref({ page: next > 1 ? next : undefined });
  const goToPage = (next: number) => {
    onSearchChange({ page: next > 1 ? next : undefined }, { replace: false });
    // The new cards are read from the top of the list, not from where the buttons were.
    resultsRef.current?.focus();
  };
  const change = (patch: SearchPatch, replace = false) =>
    onSearchChange(withoutDefaults(patch), { replace });
  const clear = () => change(CLEARED);

  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const [singular, plural] = page.noun;

  return (
    <>
      <PageHeader title={page.title}>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="3xl">
          {page.description}
        </Text>
      </PageHeader>
      <Container maxW="7xl" pb={{ base: '16', md: '24' }}>
        <Stack gap={{ base: '4', md: '5' }}>
          {/* Until React has adopted the server's HTML a change here would be lost: the
              controls stay disabled until then (a moment, even on a slow phone). */}
          <HydratedFieldset gap={{ base: '4', md: '5' }} minW="0">
            {/* Phone: search and the Filters toggle, then the sort and the view (the bases
                leave no room for the sort on the first line); wider: one row. */}
            <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="center">
              <Box flex={{ base: '1 1 50%', md: '1 1 0' }} minW="0">
                <SearchBox
                  value={search.q}
                  onChange={(q) => change({ q }, replacesHistory(search.q))}
                />
              </Box>
              <FilterPanelToggle
                open={panelOpen}
                activeCount={activeFilterCount(filters)}
                panelId={panelId}
                onToggle={() => setPanelOpen((open) => !open)}
              />
              <Box flex={{ base: '1 1 60%', md: '0 0 16rem' }} minW="0">
                <SortSelect sort={search.sort} onChange={(sort) => change({ sort })} />
              </Box>
              <ViewToggle view={view} onChange={(next) => change({ view: next })} />
            </Flex>
            <FilterPanel
              id={panelId}
              open={panelOpen}
              filters={filters}
              options={page.filters}
              months={months}
              canClear={filtered}
              onChange={(key, value) => change({ [key]: value })}
              onClear={clear}
            />
          </HydratedFieldset>
          <Box
            ref={resultsRef}
            tabIndex={-1}
            scrollMarginTop="24"
            aria-label="Results"
            role="group"
            rounded="sm"
          >
            <Text role="status" color="fg.muted" fontSize="sm" minH="5">
              {loading
                ? `Loading ${plural}...`
                : failed
                  ? ''
                  : shown.lastPage > 1
                    ? `Showing ${shown.first}-${shown.last} of ${visible.length} ${plural}`
                    : `Showing ${visible.length} of ${tours.length} ${tours.length === 1 ? singular : plural}`}
            </Text>
          </Box>
          {loading ? (
            <ResultsSkeleton view={view} />
          ) : failed ? (
            <ResultsMessage
              failed
              title={page.emptyTitle}
              hint={FAILED_HINT}
              action={
                <RetryButton
                  disabled={!canRetry}
                  onClick={() => list.send({ type: 'data.retry' })}
                />
              }
            />
          ) : visible.length === 0 ? (
            <ResultsMessage
              title={page.emptyTitle}
              hint={EMPTY_HINT}
              action={filtered ? <ClearFiltersButton onClick={clear} /> : null}
            />
          ) : (
            <>
              <ResultsList tours={shown.cards} view={view} />
              <ListPageNav
                page={shown.page}
                lastPage={shown.lastPage}
                onPage={goToPage}
                hrefFor={pageHref}
              />
            </>
          )}
        </Stack>
      </Container>
    </>
  );
}
