import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
import { withRecipe } from './with-recipe';

/** Chakra's Dialog with its recipe bound here instead of in the global system. */
export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogSlotRecipe) };
