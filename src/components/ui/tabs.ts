import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
import { withRecipe } from './with-recipe';

/** Chakra's Tabs with its recipe bound here instead of in the global system. */
export const Tabs = { ...ChakraTabs, Root: withRecipe(ChakraTabs.Root, tabsSlotRecipe) };
