import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from 'chakra-theme/recipes/checkbox';
import { withRecipe } from './with-recipe';

/** Chakra's Checkbox with its recipe bound here instead of in the global system. */
export const Checkbox = {
  ...ChakraCheckbox,
  Root: withRecipe(ChakraCheckbox.Root, checkboxSlotRecipe),
};
