import { Toast as ChakraToast } from '@chakra-ui/react';
import { toastSlotRecipe } from 'chakra-theme/recipes/toast';
import { withRecipe } from './with-recipe';

/** Chakra's Toast with its recipe bound here instead of in the global system. */
export const Toast = { ...ChakraToast, Root: withRecipe(ChakraToast.Root, toastSlotRecipe) };
