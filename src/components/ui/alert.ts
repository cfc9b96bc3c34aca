import { Alert as ChakraAlert } from '@chakra-ui/react';
import { alertSlotRecipe } from 'chakra-theme/recipes/alert';
import { withRecipe } from './with-recipe';

/** Chakra's Alert with its recipe bound here instead of in the global system. */
export const Alert = { ...ChakraAlert, Root: withRecipe(ChakraAlert.Root, alertSlotRecipe) };
