import { Field as ChakraField } from '@chakra-ui/react';
import { fieldSlotRecipe } from 'chakra-theme/recipes/field';
import { withRecipe } from './with-recipe';

/** Chakra's Field with its recipe bound here instead of in the global system. */
export const Field = { ...ChakraField, Root: withRecipe(ChakraField.Root, fieldSlotRecipe) };
