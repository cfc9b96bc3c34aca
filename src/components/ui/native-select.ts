import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { withRecipe } from './with-recipe';

/** Chakra's NativeSelect with its recipe bound here instead of in the global system. */
export const NativeSelect = {
  ...ChakraNativeSelect,
  Root: withRecipe(ChakraNativeSelect.Root, nativeSelectSlotRecipe),
};
