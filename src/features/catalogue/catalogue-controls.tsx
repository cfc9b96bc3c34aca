import { Badge, Box, Button, Grid, Group, Input, InputGroup } from '@chakra-ui/react';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { LayoutGrid, List, Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import {
  PRICE_BUCKETS,
  type FilterOptions,
  type TourFilters,
  type ViewMode,
} from './catalogue-search';

/**
 * The search box. It keeps what is typed locally so the caret never jumps while the URL
 * catches up, and takes the URL's value whenever that changes from elsewhere (Back, Clear).
 */
export function SearchBox({
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
      <Field.Label srOnly>Search tours</Field.Label>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          size="lg"
          bg="bg.panel"
          placeholder="Search by name or description..."
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

/** Grid / list: a pair of toggle buttons; the pressed one is the current view. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: ViewMode;
  onChange: (view: ViewMode) => void;
}) {
  const options = [
    { value: 'grid', label: 'Grid', icon: <LayoutGrid size={18} aria-hidden /> },
    { value: 'list', label: 'List', icon: <List size={18} aria-hidden /> },
  ] as const;
  return (
    <Group attached role="group" aria-label="Layout" flexShrink={0}>
      {options.map((option) => {
        const pressed = view === option.value;
        return (
          <Button
            key={option.value}
            size="lg"
            px={{ base: '3', sm: '4' }}
            variant={pressed ? 'solid' : 'outline'}
            colorPalette={pressed ? 'brand' : 'gray'}
            bg={pressed ? undefined : 'bg.panel'}
            aria-pressed={pressed}
            aria-label={`${option.label} view`}
            onClick={() => onChange(option.value)}
          >
            {option.icon}
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              {option.label}
            </Box>
          </Button>
        );
      })}
    </Group>
  );
}

/** Phone only: shows or hides the stacked filter panel. */
export function FilterPanelToggle({
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
      size="lg"
      variant="outline"
      bg="bg.panel"
      px="3"
      display={{ base: 'inline-flex', md: 'none' }}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <SlidersHorizontal size={18} aria-hidden />
      Filters
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

function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field
          bg="bg.panel"
          value={value ?? 'all'}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          <option value="all">{allLabel}</option>
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

export type FilterKey = 'price' | 'duration' | 'difficulty';

/**
 * Price, duration and difficulty (SPEC 9) with 'Clear filters'. A row of selects on wide
 * screens; on a phone a stacked panel that the Filters toggle opens.
 */
export function FilterPanel({
  id,
  open,
  filters,
  options,
  canClear,
  onChange,
  onClear,
}: {
  id: string;
  open: boolean;
  filters: TourFilters;
  options: FilterOptions;
  canClear: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  return (
    <Grid
      id={id}
      role="group"
      aria-label="Filters"
      display={{ base: open ? 'grid' : 'none', md: 'grid' }}
      templateColumns={{ base: '1fr', md: '1fr 1fr 1fr auto' }}
      gap={{ base: '4', md: '5' }}
      alignItems="end"
      p={{ base: '4', md: '0' }}
      bg={{ base: 'bg.panel', md: 'transparent' }}
      borderWidth={{ base: '1px', md: '0' }}
      rounded="lg"
    >
      <FilterSelect
        label="Price"
        value={filters.price}
        allLabel="All prices"
        options={PRICE_BUCKETS}
        onChange={(value) => onChange('price', value)}
      />
      <FilterSelect
        label="Duration"
        value={filters.duration}
        allLabel="Any duration"
        options={options.durations}
        onChange={(value) => onChange('duration', value)}
      />
      <FilterSelect
        label="Difficulty"
        value={filters.difficulty}
        allLabel="All difficulties"
        options={options.difficulties.map((d) => ({ value: d, label: d }))}
        onChange={(value) => onChange('difficulty', value)}
      />
      <ClearFiltersButton disabled={!canClear} onClick={onClear} />
    </Grid>
  );
}

export function ClearFiltersButton({
  disabled,
  onClick,
}: {
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="lg" variant="ghost" colorPalette="brand" disabled={disabled} onClick={onClick}>
      <X size={18} aria-hidden />
      Clear filters
    </Button>
  );
}
