import { Badge, Button, Flex, Grid, Input, InputGroup } from '@chakra-ui/react';
import { Download, Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { selectedCountry } from './customer-list';
import {
  CUSTOMER_SORTS,
  STATUS_FILTERS,
  type CustomerSort,
  type CustomersSearch,
} from './customers-search';

/** The select value of "no choice" (All, newest first): it leaves the URL. */
export const ALL = 'all';

/**
 * 'Search customers...' (name, e-mail or country). What is typed stays local so the caret never
 * jumps while the URL catches up; a change of the URL from elsewhere (Back, Clear) replaces it.
 */
export function CustomerSearchBox({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label srOnly>Search customers by name, e-mail or country</Field.Label>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          bg="bg.panel"
          placeholder="Search customers..."
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            onChange(e.target.value);
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
  srOnlyLabel = false,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  srOnlyLabel?: boolean;
}) {
  return (
    <Field.Root>
      <Field.Label srOnly={srOnlyLabel} fontWeight="semibold">
        {label}
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          bg="bg.panel"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Shows or hides the Filter panel; the badge counts the filters that are set. */
export function FilterToggle({
  open,
  activeCount,
  panelId,
  onToggle,
}: {
  open: boolean;
  activeCount: number;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="outline"
      bg="bg.panel"
      flexShrink={0}
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={activeCount > 0 ? `Filter, ${activeCount} active` : undefined}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden />
      Filter
      {activeCount > 0 && (
        <Badge colorPalette="brand" variant="solid" rounded="full" aria-hidden>
          {activeCount}
        </Badge>
      )}
    </Button>
  );
}

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

/** The Filter panel: status (All/Active/Inactive) and country, with 'Clear filters'. */
export function FilterPanel({
  id,
  open,
  search,
  countries,
  canClear,
  onChange,
  onClear,
}: {
  id: string;
  open: boolean;
  search: CustomersSearch;
  countries: readonly string[];
  canClear: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  return (
    <Grid
      id={id}
      role="group"
      aria-label="Filters"
      display={open ? 'grid' : 'none'}
      templateColumns={{ base: '1fr', md: '1fr 1fr auto' }}
      gap="4"
      alignItems="end"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="lg"
    >
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
      <ClearFiltersButton disabled={!canClear} onClick={onClear} />
    </Grid>
  );
}

export function ClearFiltersButton({
  disabled = false,
  onClick,
}: {
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button variant="ghost" colorPalette="brand" disabled={disabled} onClick={onClick}>
      <X aria-hidden />
      Clear filters
    </Button>
  );
}
