import { DataList as ChakraDataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from 'chakra-theme/recipes/data-list';
import { withRecipe } from './with-recipe';

/** Chakra's DataList with its recipe bound here instead of in the global system. */
export const DataList = {
  ...ChakraDataList,
  Root: withRecipe(ChakraDataList.Root, dataListSlotRecipe),
};
