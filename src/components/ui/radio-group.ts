import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from 'chakra-theme/recipes/radio-group';
import { withRecipe } from './with-recipe';

/** Chakra's RadioGroup with its recipe bound here instead of in the global system. */
export const RadioGroup = {
  ...ChakraRadioGroup,
  Root: withRecipe(ChakraRadioGroup.Root, radioGroupSlotRecipe),
};
