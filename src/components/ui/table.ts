import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from 'chakra-theme/recipes/table';
import { withRecipe } from './with-recipe';

/** Chakra's Table with its recipe bound here instead of in the global system. */
export const Table = { ...ChakraTable, Root: withRecipe(ChakraTable.Root, tableSlotRecipe) };
