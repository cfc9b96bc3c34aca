import { Box, Center, Spinner, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { ListPageNav } from '../../../components/list-page-nav';
import { AdminListResults } from '../../../components/admin/list-states';
import { AdminListToolbar } from '../../../components/admin/list-toolbar';
import { CustomerDetailsDialog } from './customer-details-dialog';
import { CustomerEditDialog } from './customer-edit-dialog';
import { activeFilterCount, countryOptions, isNarrowed } from './customer-list';
import { CustomerCards, CustomersTable } from './customers-results';
import { customerListQuery, type CustomersSearch } from './customers-search';
import { ALL, ExportButton, FilterSelects, SortSelect } from './customers-toolbar';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { useAdminCustomersActor } from './customers.logic';

/** A change to the URL search for the route to merge in (undefined removes a key). */
export type ChangeCustomersSearch = (
  changes: CustomersSearch,
  options: { replace: boolean },
) => void;

const EMPTY_TEXT = 'No customers found matching your search.';
const LOADING_TEXT = 'Loading customers...';

const CLEARED: CustomersSearch = {
  q: undefined,
  status: undefined,
  country: undefined,
  page: undefined,
};

/**
 * 'All', the default sort and an empty search leave the URL, so a link carries only choices;
 * another search, filter or sort starts again at the first page.
 */
function withoutDefaults(
  patch: Partial<Record<Exclude<keyof CustomersSearch, 'page'>, string>>,
): CustomersSearch {
  // The values come from this page's own options; the page's schema checks them again.
  return {
    ...(Object.fromEntries(
      Object.entries(patch).map(([key, value]) => [
        key,
        value === ALL || !value ? undefined : value,
      ]),
    ) as CustomersSearch),
    page: undefined,
  };
}

/**
 * Customer Management (/admin/customers). The route owns the URL (search, filter, sort, page)
 * and passes it in; URL changes reach the admin-customers machine as `query.change`, and the
 * server answers one page (issue 16). The machine owns loading, Export, View Details, Edit and
 * Delete.
 */
export function CustomersPage({
  search,
  onSearchChange,
}: {
  search: CustomersSearch;
  onSearchChange: ChangeCustomersSearch;
}) {
  const query = useMemo(() => customerListQuery(search), [search]);
  const customers = useAdminCustomersActor(query);
  // The machine's input is the first query; it ignores a change to the query it has.
  useEffect(() => customers.send({ type: 'query.change', query }), [customers, query]);
  const rows = useSelector(customers, (s) => s.context.customers);
  const meta = useSelector(customers, (s) => s.context.meta);
  const allCountries = useSelector(customers, (s) => s.context.countries);
  const loading = useSelector(customers, (s) => s.hasTag('loading'));
  const refreshing = useSelector(customers, (s) => s.hasTag('refreshing'));
  const exporting = useSelector(customers, (s) => s.hasTag('exporting'));
  const failed = useSelector(customers, (s) => s.hasTag('error'));
  const loadError = useSelector(customers, (s) => s.context.loadError);

  const countries = useMemo(
    () => countryOptions(allCountries, search.country),
    [allCountries, search.country],
  );
  const narrowed = isNarrowed(search);
  const filterCount = activeFilterCount(search);
  const change = (
    patch: Partial<Record<Exclude<keyof CustomersSearch, 'page'>, string>>,
    replace = false,
  ) => onSearchChange(withoutDefaults(patch), { replace });
  const clear = () => onSearchChange(CLEARED, { replace: false });

  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = !loading && !failed;

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <AdminPageHeading
        title="Customer Management"
        description="See, update and remove the accounts of your travellers."
        headingRef={headingRef}
      />

      <AdminListToolbar
        searchLabel="Search customers by name, e-mail or country"
        searchPlaceholder="Search customers..."
        query={search.q}
        onQueryChange={(q, replace) => change({ q }, replace)}
        filterCount={filterCount}
        canClear={narrowed}
        onClear={clear}
        countInLabel
        filters={
          <FilterSelects
            search={search}
            countries={countries}
            onChange={(key, value) => change({ [key]: value })}
          />
        }
      >
        <ExportButton
          disabled={!loaded || !meta?.total || exporting}
          onClick={() => customers.send({ type: 'customers.export' })}
        />
        <SortSelect value={search.sort} onChange={(sort) => change({ sort })} />
      </AdminListToolbar>

      <AdminListResults
        loading={loading}
        failed={failed}
        loadingText={LOADING_TEXT}
        shown={rows.length}
        total={meta?.total ?? 0}
        noun={['customer', 'customers']}
        failedTitle={loadError ?? 'Failed to fetch customers.'}
        onRetry={() => customers.send({ type: 'customers.reload' })}
        showPlaceholder={loading}
        placeholder={
          <Center py="16" borderWidth="1px" rounded="xl" bg="bg.panel">
            <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
          </Center>
        }
        emptyTitle={EMPTY_TEXT}
        narrowed={narrowed}
        onClear={clear}
      >
        <Box aria-busy={refreshing || undefined}>
          <CustomersTable rows={rows} sort={search.sort} customers={customers} />
          <CustomerCards rows={rows} customers={customers} />
        </Box>
      </AdminListResults>
      {meta && (
        <ListPageNav
          page={meta.page}
          lastPage={meta.lastPage}
          onPage={(to) => onSearchChange({ ...search, page: to }, { replace: false })}
        />
      )}

      <CustomerDetailsDialog customers={customers} />
      <CustomerEditDialog customers={customers} />
      <DeleteCustomerDialog customers={customers} afterDelete={() => headingRef.current} />
    </Stack>
  );
}
