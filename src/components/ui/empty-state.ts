import { EmptyState as ChakraEmptyState } from '@chakra-ui/react';
import { emptyStateSlotRecipe } from 'chakra-theme/recipes/empty-state';
import { withRecipe } from './with-recipe';

/** Chakra's EmptyState with its recipe bound here instead of in the global system. */
export const EmptyState = {
  ...ChakraEmptyState,
  Root: withRecipe(ChakraEmptyState.Root, emptyStateSlotRecipe),
};
