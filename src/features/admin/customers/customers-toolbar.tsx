import { Button, Flex } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { SelectField } from '../../../components/select-field';
import { selectedCountry } from './customer-list';
import { CUSTOMER_SORTS, type CustomerSort } from '../../../../contract/admin-customers';
import { STATUS_FILTERS, type CustomersSearch } from './customers-search';

/** The select value of "no choice" (All, newest first): it leaves the URL. */
export const ALL = 'all';

const SORT_LABELS: Record<CustomerSort, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'spent-desc': 'Total spent (highest first)',
  'spent-asc': 'Total spent (lowest first)',
  'last-desc': 'Last booking (newest first)',
  'last-asc': 'Last booking (oldest first)',
  'bookings-desc': 'Bookings (most first)',
  'bookings-asc': 'Bookings (fewest first)',
};

/** Export: a CSV of the list as shown (searched, filtered, sorted). */
export function ExportButton({ disabled, onClick }: { disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" bg="bg.panel" flexShrink={0} disabled={disabled} onClick={onClick}>
      <Download aria-hidden />
      Export
    </Button>
  );
}

/** Sort: newest customers (default), name, total spent, last booking or bookings, either way. */
export function SortSelect({
  value,
  onChange,
}: {
  value: CustomersSearch['sort'];
  onChange: (value: string) => void;
}) {
  return (
    <Flex minW={{ base: '0', md: '64' }} flex={{ base: '1 1 100%', md: '0 0 auto' }}>
      <SelectField
        label="Sort customers"
        srOnlyLabel
        value={value ?? ALL}
        options={[
          { value: ALL, label: 'Sort: Newest customers' },
          ...CUSTOMER_SORTS.map((sort) => ({ value: sort, label: `Sort: ${SORT_LABELS[sort]}` })),
        ]}
        onChange={onChange}
      />
    </Flex>
  );
}

export type FilterKey = 'status' | 'country';

/** The selects of the Filter panel: status (All/Active/Inactive) and country. */
export function FilterSelects({
  search,
  countries,
  onChange,
}: {
  search: CustomersSearch;
  countries: readonly string[];
  onChange: (key: FilterKey, value: string) => void;
}) {
  return (
    <>
      <SelectField
        label="Status"
        value={search.status ?? ALL}
        options={[
          { value: ALL, label: 'All' },
          ...STATUS_FILTERS.map((s) => ({ value: s, label: s })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <SelectField
        label="Country"
        value={selectedCountry(countries, search.country) ?? ALL}
        options={[
          { value: ALL, label: 'All countries' },
          ...countries.map((c) => ({ value: c, label: c })),
        ]}
        onChange={(value) => onChange('country', value)}
      />
    </>
  );
}
