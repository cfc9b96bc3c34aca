import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ClearFiltersButton } from '../filter-buttons';

/** An admin list's Filter panel (the Filter toggle shows it): two selects and 'Clear filters'. */
export function AdminFilterPanel({
  id,
  open,
  canClear,
  onClear,
  children,
}: {
  id: string;
  open: boolean;
  canClear: boolean;
  onClear: () => void;
  /** The two selects. */
  children: ReactNode;
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
      {children}
      <ClearFiltersButton disabled={!canClear} onClick={onClear} />
    </Grid>
  );
}
