import { List as ChakraList } from '@chakra-ui/react';
import { listSlotRecipe } from 'chakra-theme/recipes/list';
import { withRecipe } from './with-recipe';

/** Chakra's List with its recipe bound here instead of in the global system. */
export const List = { ...ChakraList, Root: withRecipe(ChakraList.Root, listSlotRecipe) };
