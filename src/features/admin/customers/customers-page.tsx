import { Box, Center, Spinner, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { AdminListResults } from '../../../components/admin/list-states';
import { AdminListToolbar } from '../../../components/admin/list-toolbar';
import { CustomerDetailsDialog } from './customer-details-dialog';
import { CustomerEditDialog } from './customer-edit-dialog';
import { activeFilterCount, countryOptions, isNarrowed, visibleCustomers } from './customer-list';
import { downloadCsv } from '../../../lib/download-csv';
import { csvFileName, customersToCsv } from './customers-csv';
import { CustomerCards, CustomersTable } from './customers-results';
import type { CustomersSearch } from './customers-search';
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

const CLEARED: CustomersSearch = { q: undefined, status: undefined, country: undefined };

/** 'All', the default sort and an empty search leave the URL, so a link carries only choices. */
function withoutDefaults(patch: Partial<Record<keyof CustomersSearch, string>>): CustomersSearch {
  // The values come from this page's own options; the route's schema checks them again.
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [key, value === ALL || !value ? undefined : value]),
  ) as CustomersSearch;
}

/**
 * Customer Management (/admin/customers). The route owns the URL (search, filter, sort) and
 * passes it in; the admin-customers machine owns loading, View Details, Edit and Delete.
 */
export function CustomersPage({
  search,
  onSearchChange,
}: {
  search: CustomersSearch;
  onSearchChange: ChangeCustomersSearch;
}) {
  const customers = useAdminCustomersActor();
  const all = useSelector(customers, (s) => s.context.customers);
  const loading = useSelector(customers, (s) => s.hasTag('loading'));
  const refreshing = useSelector(customers, (s) => s.hasTag('refreshing'));
  const failed = useSelector(customers, (s) => s.hasTag('error'));
  const loadError = useSelector(customers, (s) => s.context.loadError);

  const visible = useMemo(() => visibleCustomers(all, search), [all, search]);
  const countries = useMemo(() => countryOptions(all, search.country), [all, search.country]);
  const narrowed = isNarrowed(search);
  const filterCount = activeFilterCount(search);
  const change = (patch: Partial<Record<keyof CustomersSearch, string>>, replace = false) =>
    onSearchChange(withoutDefaults(patch), { replace });
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
          disabled={!loaded || visible.length === 0}
          onClick={() => downloadCsv(customersToCsv(visible), csvFileName(new Date()))}
        />
        <SortSelect value={search.sort} onChange={(sort) => change({ sort })} />
      </AdminListToolbar>

      <AdminListResults
        loading={loading}
        failed={failed}
        loadingText={LOADING_TEXT}
        shown={visible.length}
        total={all.length}
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
          <CustomersTable rows={visible} sort={search.sort} customers={customers} />
          <CustomerCards rows={visible} customers={customers} />
        </Box>
      </AdminListResults>

      <CustomerDetailsDialog customers={customers} />
      <CustomerEditDialog customers={customers} />
      <DeleteCustomerDialog customers={customers} afterDelete={() => headingRef.current} />
    </Stack>
  );
}
