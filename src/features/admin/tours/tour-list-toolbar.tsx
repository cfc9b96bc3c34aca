import { Flex } from '@chakra-ui/react';
import { SelectField } from '../../../components/select-field';
import {
  DEFAULT_SORT,
  DIFFICULTY_OPTIONS,
  STATUS_OPTIONS,
  TOUR_SORTS,
  type AdminTourSearch,
} from './tour-list-search';

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

/** The selects of the Filter panel: status (All/Active/Draft/Inactive) and difficulty. */
export function FilterSelects({
  search,
  onChange,
}: {
  search: AdminTourSearch;
  onChange: (key: FilterKey, value: string) => void;
}) {
  return (
    <>
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
    </>
  );
}
