import { Drawer as ChakraDrawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
import { withRecipe } from './with-recipe';

/** Chakra's Drawer with its recipe bound here instead of in the global system. */
export const Drawer = { ...ChakraDrawer, Root: withRecipe(ChakraDrawer.Root, drawerSlotRecipe) };
