import { Badge, Box, Button, Flex, Grid, Input, InputGroup } from '@chakra-ui/react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import {
  DEFAULT_SORT,
  DIFFICULTY_OPTIONS,
  STATUS_OPTIONS,
  TOUR_SORTS,
  type AdminTourSearch,
} from './tour-list-search';

/**
 * 'Search tours...' (title or location). What is typed stays local so the caret never jumps
 * while the URL catches up; a change of the URL from elsewhere (Back, Clear) replaces it.
 */
export function TourSearchBox({
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
    setDraft(value ?? '');
  }
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label srOnly>Search tours by title or location</Field.Label>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          bg="bg.panel"
          placeholder="Search tours..."
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
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden />
      Filter
      {activeCount > 0 && (
        <Badge colorPalette="brand" variant="solid" rounded="full">
          {activeCount}
          <Box as="span" srOnly>
            active
          </Box>
        </Badge>
      )}
    </Button>
  );
}

/** Sort: newest first (default), title, or price either way. */
export function SortSelect({
  value,
  onChange,
}: {
  value: AdminTourSearch['sort'];
  onChange: (value: string) => void;
}) {
  return (
    <Flex minW={{ base: '0', md: '52' }} flex={{ base: '1', md: '0 0 auto' }}>
      <SelectField
        label="Sort tours"
        srOnlyLabel
        value={value ?? DEFAULT_SORT}
        options={TOUR_SORTS.map((s) => ({ value: s.value, label: `Sort: ${s.label}` }))}
        onChange={onChange}
      />
    </Flex>
  );
}

export type FilterKey = 'status' | 'difficulty';

/** The Filter panel: status (All/Active/Draft/Inactive) and difficulty, with 'Clear filters'. */
export function FilterPanel({
  id,
  open,
  search,
  canClear,
  onChange,
  onClear,
}: {
  id: string;
  open: boolean;
  search: AdminTourSearch;
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
        value={search.status ?? 'all'}
        options={[
          { value: 'all', label: 'All' },
          ...STATUS_OPTIONS.map((s) => ({ value: s, label: s })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <SelectField
        label="Difficulty"
        value={search.difficulty ?? 'all'}
        options={[
          { value: 'all', label: 'All' },
          ...DIFFICULTY_OPTIONS.map((d) => ({ value: d, label: d })),
        ]}
        onChange={(value) => onChange('difficulty', value)}
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
