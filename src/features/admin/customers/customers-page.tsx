import { Box, Button, Center, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { AlertTriangle, RotateCw, SearchX } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CustomerDetailsDialog } from './customer-details-dialog';
import { CustomerEditDialog } from './customer-edit-dialog';
import { activeFilterCount, countryOptions, isNarrowed, visibleCustomers } from './customer-list';
import { csvFileName, customersToCsv, downloadCsv } from './customers-csv';
import { CustomerCards, CustomersTable } from './customers-results';
import type { CustomersSearch } from './customers-search';
import {
  ALL,
  ClearFiltersButton,
  CustomerSearchBox,
  ExportButton,
  FilterPanel,
  FilterToggle,
  SortSelect,
} from './customers-toolbar';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { useAdminCustomers } from './use-admin-customers';

/** A change to the URL search for the route to merge in (undefined removes a key). */
export type ChangeCustomersSearch = (
  changes: CustomersSearch,
  options: { replace: boolean },
) => void;

export const EMPTY_TEXT = 'No customers found matching your search.';
export const LOADING_TEXT = 'Loading customers...';

const CLEARED: CustomersSearch = { q: undefined, status: undefined, country: undefined };

/** 'All', the default sort and an empty search leave the URL, so a link carries only choices. */
function withoutDefaults(patch: Partial<Record<keyof CustomersSearch, string>>): CustomersSearch {
  // The values come from this page's own options; the route's schema checks them again.
  return Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [key, value === ALL || !value ? undefined : value]),
  ) as CustomersSearch;
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
  hint?: string | undefined;
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
  const customers = useAdminCustomers();
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

  // A link with filters set opens with the panel showing them.
  const [panelOpen, setPanelOpen] = useState(filterCount > 0);
  const panelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = !loading && !failed;

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
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
          Customer Management
        </Heading>
        <Text color="fg.muted">See, update and remove the accounts of your travellers.</Text>
      </Stack>

      <Stack gap="3">
        <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="center">
          <Flex flex={{ base: '1 1 100%', md: '1 1 auto' }} minW="0">
            <CustomerSearchBox
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
          <ExportButton
            disabled={!loaded || visible.length === 0}
            onClick={() => downloadCsv(customersToCsv(visible), csvFileName(new Date()))}
          />
          <SortSelect value={search.sort} onChange={(sort) => change({ sort })} />
        </Flex>
        <FilterPanel
          id={panelId}
          open={panelOpen}
          search={search}
          countries={countries}
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
            : `Showing ${visible.length} of ${all.length} ${all.length === 1 ? 'customer' : 'customers'}`}
      </Text>

      {failed ? (
        <Message
          alert
          icon={<AlertTriangle size={24} />}
          title={loadError ?? 'Failed to fetch customers.'}
          action={
            <Button
              colorPalette="brand"
              onClick={() => customers.send({ type: 'customers.reload' })}
            >
              <RotateCw aria-hidden />
              Try again
            </Button>
          }
        />
      ) : loading ? (
        <Center py="16" borderWidth="1px" rounded="xl" bg="bg.panel">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-hidden />
        </Center>
      ) : visible.length === 0 ? (
        <Message
          icon={<SearchX size={24} />}
          title={EMPTY_TEXT}
          hint={narrowed ? 'Try another search or clear the filters.' : undefined}
          action={narrowed ? <ClearFiltersButton onClick={clear} /> : undefined}
        />
      ) : (
        <Box aria-busy={refreshing || undefined}>
          <CustomersTable rows={visible} sort={search.sort} customers={customers} />
          <CustomerCards rows={visible} customers={customers} />
        </Box>
      )}

      <CustomerDetailsDialog customers={customers} />
      <CustomerEditDialog customers={customers} />
      <DeleteCustomerDialog customers={customers} afterDelete={() => headingRef.current} />
    </Stack>
  );
}
