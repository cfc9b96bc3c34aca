import { Box, Flex, Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_SORT_DIRECTION,
  type AdminBookingListQuery,
  type AdminBookingListResponse,
} from '../../../../contract/admin-bookings';
import { failureMessage } from '../../../../contract/api-failure';
import { PAYMENT_STATE_LABELS, PAYMENT_STATES } from '../../../../contract/payment-summary';
import { BOOKING_STATUSES } from '../../../../contract/payments';
import { bookingsPageActor } from '../../../../machines/admin-booking-list-machine';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { ListPageNav } from '../../../components/list-page-nav';
import { AdminListResults } from '../../../components/admin/list-states';
import { ClearFiltersButton } from '../../../components/filter-buttons';
import { ListSearchBox } from '../../../components/list-search-box';
import { SelectField } from '../../../components/select-field';
import { formatLongDate } from '../../../lib/format';
import { SORT_CHOICES } from './booking-text';
import { BookingCards, BookingsTable } from './bookings-results';
import type { BookingsSearch } from './bookings-search';
import { useAdminBookingListActor } from './bookings.logic';

/**
 * A change to the URL search for the route to merge in (undefined removes a key); `replace`
 * changes the current history entry instead of adding one (typing a search).
 */
export type ChangeBookingsSearch = (
  changes: Partial<BookingsSearch>,
  options?: { replace?: boolean },
) => void;

const ALL = 'all';
const FAILED_TEXT = 'Failed to load bookings.';

/** The select value of a sort choice. */
const sortValue = (sort: string, dir: string) => `${sort}-${dir}`;

/**
 * The last page that arrived, kept on screen (marked busy) while the next query's page loads,
 * so the rows and the filter choices do not blank out at every keystroke.
 */
function useLastLoaded<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

function ResultsSkeleton() {
  return (
    <Stack gap="3" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h="16" rounded="lg" />
      ))}
    </Stack>
  );
}

function Filters({
  search,
  filters,
  onChange,
  onClear,
  narrowed,
}: {
  search: BookingsSearch;
  filters: AdminBookingListResponse['filters'] | null;
  onChange: ChangeBookingsSearch;
  onClear: () => void;
  narrowed: boolean;
}) {
  // Until the choices arrive, the URL's own ids stay selectable.
  const tours = filters?.tours ?? (search.tour ? [{ id: search.tour, title: 'Chosen tour' }] : []);
  const departures =
    filters?.departures ?? (search.departure ? [{ id: search.departure, start_date: '' }] : []);
  const id = (value: string) => (value === ALL ? undefined : Number(value));
  return (
    <Grid
      role="group"
      aria-label="Filters"
      templateColumns={{ base: '1fr', sm: '1fr 1fr', xl: 'repeat(4, minmax(0, 1fr)) auto' }}
      gap="4"
      alignItems="end"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
    >
      <SelectField
        label="Tour"
        value={search.tour ? String(search.tour) : ALL}
        options={[
          { value: ALL, label: 'All tours' },
          ...tours.map((tour) => ({ value: String(tour.id), label: tour.title })),
        ]}
        onChange={(value) => onChange({ tour: id(value), departure: undefined, page: undefined })}
      />
      <SelectField
        label="Departure"
        value={search.departure ? String(search.departure) : ALL}
        options={[
          { value: ALL, label: search.tour ? 'All departures' : 'Choose a tour first' },
          ...departures.map((d) => ({
            value: String(d.id),
            label: d.start_date ? formatLongDate(d.start_date) : 'Chosen departure',
          })),
        ]}
        onChange={(value) => onChange({ departure: id(value), page: undefined })}
      />
      <SelectField
        label="Status"
        value={search.status ?? ALL}
        options={[
          { value: ALL, label: 'All statuses' },
          ...BOOKING_STATUSES.map((status) => ({ value: status, label: status })),
        ]}
        onChange={(value) =>
          onChange({
            status: value === ALL ? undefined : (value as BookingsSearch['status']),
            page: undefined,
          })
        }
      />
      <SelectField
        label="Payment"
        value={search.payment ?? ALL}
        options={[
          { value: ALL, label: 'All payment states' },
          ...PAYMENT_STATES.map((state) => ({ value: state, label: PAYMENT_STATE_LABELS[state] })),
        ]}
        onChange={(value) =>
          onChange({
            payment: value === ALL ? undefined : (value as BookingsSearch['payment']),
            page: undefined,
          })
        }
      />
      <ClearFiltersButton disabled={!narrowed} onClick={onClear} />
    </Grid>
  );
}

/**
 * Bookings (/admin/bookings, issue 14): every booking, searched, filtered, sorted and paged by
 * the server. The route owns the URL; URL changes reach the list machine as `query.change`.
 */
export function BookingsPage({
  search,
  onSearchChange,
}: {
  search: BookingsSearch;
  onSearchChange: ChangeBookingsSearch;
}) {
  const { q, tour, departure, status, payment, sort, dir, page } = search;
  const query = useMemo<AdminBookingListQuery>(
    () => ({ q, tour, departure, status, payment, sort, dir, page }),
    [q, tour, departure, status, payment, sort, dir, page],
  );
  const list = useAdminBookingListActor(query);
  // The machine's input is the first query; it ignores a change to the query it has.
  useEffect(() => list.send({ type: 'query.change', query }), [list, query]);

  const loader = useSelector(list, bookingsPageActor);
  const data = useSelector(loader, (s) => s?.context.data ?? null);
  const loading = useSelector(loader, (s) => s?.hasTag('loading') ?? true);
  const failed = useSelector(loader, (s) => s?.hasTag('error') ?? false);
  const listError = useSelector(loader, (s) =>
    s?.hasTag('error') ? failureMessage(s.context.error, FAILED_TEXT) : null,
  );
  const shown = useLastLoaded(data);

  const narrowed = Boolean(q || tour || departure || status || payment);
  const clear = () =>
    onSearchChange({
      q: undefined,
      tour: undefined,
      departure: undefined,
      status: undefined,
      payment: undefined,
      page: undefined,
    });
  const activeSort = sort ?? 'created';
  const activeDir = dir ?? DEFAULT_SORT_DIRECTION[activeSort];

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <AdminPageHeading
        title="Bookings"
        description="Find any booking by reference, name or e-mail, and see where its money stands."
      />

      <Stack gap="3">
        <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="end">
          <Flex flex={{ base: '1 1 100%', md: '1 1 auto' }} minW="0">
            <ListSearchBox
              label="Search bookings by reference, name or e-mail"
              placeholder="Search by reference, name or e-mail..."
              value={q}
              onChange={(text) =>
                onSearchChange(
                  { q: text.trim() || undefined, page: undefined },
                  { replace: Boolean(q) },
                )
              }
            />
          </Flex>
          <Box minW={{ base: '0', md: '64' }} flex={{ base: '1 1 100%', md: '0 0 auto' }}>
            <SelectField
              label="Sort bookings"
              srOnlyLabel
              value={sortValue(activeSort, activeDir)}
              options={SORT_CHOICES.map((choice) => ({
                value: sortValue(choice.sort, choice.dir),
                label: `Sort: ${choice.label}`,
              }))}
              onChange={(value) => {
                const choice = SORT_CHOICES.find((c) => sortValue(c.sort, c.dir) === value);
                const isDefault = choice === SORT_CHOICES[0];
                onSearchChange({
                  sort: isDefault ? undefined : choice?.sort,
                  dir: isDefault ? undefined : choice?.dir,
                  page: undefined,
                });
              }}
            />
          </Box>
        </Flex>
        <Filters
          search={search}
          filters={shown?.filters ?? null}
          onChange={onSearchChange}
          onClear={clear}
          narrowed={narrowed}
        />
      </Stack>

      <AdminListResults
        loading={loading}
        failed={failed}
        loadingText="Loading bookings..."
        shown={shown?.data.length ?? 0}
        total={shown?.meta.total ?? 0}
        noun={['booking', 'bookings']}
        failedTitle={listError ?? FAILED_TEXT}
        onRetry={() => loader?.send({ type: 'data.retry' })}
        showPlaceholder={loading && !shown?.data.length}
        placeholder={<ResultsSkeleton />}
        emptyTitle={narrowed ? 'No bookings match this search.' : 'No bookings yet.'}
        narrowed={narrowed}
        onClear={clear}
      >
        <Box aria-busy={loading || undefined} opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
          <BookingsTable rows={shown?.data ?? []} sort={activeSort} dir={activeDir} />
          <BookingCards rows={shown?.data ?? []} />
        </Box>
      </AdminListResults>

      {shown && (
        <ListPageNav
          page={shown.meta.page}
          lastPage={shown.meta.last_page}
          onPage={(to) => onSearchChange({ page: to === 1 ? undefined : to })}
        />
      )}
    </Stack>
  );
}
