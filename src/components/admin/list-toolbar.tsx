import { Flex, Stack } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { FilterToggle } from '../filter-buttons';
import { ListSearchBox } from '../list-search-box';
import { AdminFilterPanel } from './filter-panel';

/**
 * An admin list's controls: the search box (its query in the URL), the Filter toggle, the
 * page's own actions (Export, Sort...) and the Filter panel with the page's selects. A link with
 * filters set opens with the panel showing them.
 */
export function AdminListToolbar({
  searchLabel,
  searchPlaceholder,
  query,
  onQueryChange,
  filterCount,
  canClear,
  onClear,
  countInLabel,
  filters,
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  query: string | undefined;
  /** `replace`: the first character of a new search adds a history entry; the rest replace it. */
  onQueryChange: (q: string, replace: boolean) => void;
  filterCount: number;
  canClear: boolean;
  onClear: () => void;
  /** The Filter toggle says its count in its name ('Filter, 2 active'); see FilterToggle. */
  countInLabel?: boolean;
  /** The selects in the Filter panel. */
  filters: ReactNode;
  /** After the Filter toggle: the page's actions. */
  children?: ReactNode;
}) {
  const [panelOpen, setPanelOpen] = useState(filterCount > 0);
  const panelId = useId();
  return (
    <Stack gap="3">
      <Flex gap="3" wrap={{ base: 'wrap', md: 'nowrap' }} align="center">
        <Flex flex={{ base: '1 1 100%', md: '1 1 auto' }} minW="0">
          <ListSearchBox
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={query}
            onChange={(q) => onQueryChange(q, Boolean(query))}
          />
        </Flex>
        <FilterToggle
          open={panelOpen}
          activeCount={filterCount}
          panelId={panelId}
          onToggle={() => setPanelOpen((open) => !open)}
          countInLabel={countInLabel}
          flexShrink={0}
        />
        {children}
      </Flex>
      <AdminFilterPanel id={panelId} open={panelOpen} canClear={canClear} onClear={onClear}>
        {filters}
      </AdminFilterPanel>
    </Stack>
  );
}
