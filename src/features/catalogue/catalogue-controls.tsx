import { Box, Button, Grid, Group } from '@chakra-ui/react';
import { LayoutGrid, List } from 'lucide-react';
import {
  ClearFiltersButton as ListClearFiltersButton,
  FilterToggle,
} from '../../components/filter-buttons';
import { ListSearchBox } from '../../components/list-search-box';
import { SelectField, type SelectOption } from '../../components/select-field';
import {
  PRICE_BUCKETS,
  type FilterOptions,
  type SortKey,
  type TourFilters,
  type ViewMode,
} from './catalogue-search';
import { DEFAULT_SORT, bucketLabel, monthLabel } from './tour-filters';

/** The catalogue's search box (name or description). */
export function SearchBox({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <ListSearchBox
      label="Search tours"
      placeholder="Search by name or description..."
      size="lg"
      value={value}
      onChange={onChange}
    />
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

const SORT_OPTIONS: readonly SelectOption[] = [
  { value: DEFAULT_SORT, label: 'Sort: Recommended' },
  { value: 'price-asc', label: 'Sort: Price, low to high' },
  { value: 'price-desc', label: 'Sort: Price, high to low' },
  { value: 'duration', label: 'Sort: Shortest trip' },
  { value: 'departure', label: 'Sort: Next departure' },
  { value: 'rating', label: 'Sort: Top rated' },
] satisfies Array<{ value: SortKey | typeof DEFAULT_SORT; label: string }>;

/** The order of the cards; its options say what it is, so its label is for screen readers. */
export function SortSelect({
  sort,
  onChange,
}: {
  sort: SortKey | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label="Sort tours"
      srOnlyLabel
      size="lg"
      value={sort ?? DEFAULT_SORT}
      options={SORT_OPTIONS}
      onChange={onChange}
    />
  );
}

/** Phone only: shows or hides the stacked filter panel. */
export function FilterPanelToggle(props: {
  open: boolean;
  activeCount: number;
  panelId: string;
  onToggle: () => void;
}) {
  return (
    <FilterToggle
      {...props}
      label="Filters"
      size="lg"
      px="3"
      display={{ base: 'inline-flex', md: 'none' }}
      iconSize={18}
    />
  );
}

/** A filter select whose first option, 'all', leaves the URL. */
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
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField
      label={label}
      size="lg"
      value={value ?? 'all'}
      options={[{ value: 'all', label: allLabel }, ...options]}
      onChange={onChange}
    />
  );
}

export type FilterKey = 'price' | 'duration' | 'difficulty' | 'month';

/**
 * Price, duration and difficulty (SPEC 9) with 'Clear filters'. A row of selects on wide
 * screens; on a phone a stacked panel that the Filters toggle opens.
 */
export function FilterPanel({
  id,
  open,
  filters,
  options,
  months,
  canClear,
  onChange,
  onClear,
}: {
  id: string;
  open: boolean;
  /** Only well-formed months the page offers (offeredMonth). */
  filters: TourFilters;
  options: FilterOptions;
  /** The months (yyyy-mm) the page's tours depart in. */
  months: readonly string[];
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
      // Four selects: from a tablet's width on, a row of them; Clear filters beside them once
      // there is room (lg), else below.
      templateColumns={{
        base: '1fr',
        md: 'repeat(4, minmax(0, 1fr))',
        lg: 'repeat(4, minmax(0, 1fr)) auto',
      }}
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
        options={PRICE_BUCKETS.map((b) => ({ value: b.value, label: bucketLabel(b, 'price') }))}
        onChange={(value) => onChange('price', value)}
      />
      <FilterSelect
        label="Duration"
        value={filters.duration}
        allLabel="Any duration"
        options={options.durations.map((b) => ({ value: b.value, label: bucketLabel(b, 'days') }))}
        onChange={(value) => onChange('duration', value)}
      />
      <FilterSelect
        label="Difficulty"
        value={filters.difficulty}
        allLabel="All difficulties"
        options={options.difficulties.map((d) => ({ value: d, label: d }))}
        onChange={(value) => onChange('difficulty', value)}
      />
      <FilterSelect
        label="Travelling in"
        value={filters.month}
        allLabel="Any month"
        options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
        onChange={(value) => onChange('month', value)}
      />
      <ClearFiltersButton disabled={!canClear} onClick={onClear} />
    </Grid>
  );
}

/** 'Clear filters' at the catalogue's size. */
export function ClearFiltersButton(props: { disabled?: boolean; onClick: () => void }) {
  return <ListClearFiltersButton {...props} size="lg" />;
}
