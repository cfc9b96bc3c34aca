import { Switch as ChakraSwitch } from '@chakra-ui/react';
import { switchSlotRecipe } from 'chakra-theme/recipes/switch';
import { withRecipe } from './with-recipe';

/** Chakra's Switch with its recipe bound here instead of in the global system. */
export const Switch = { ...ChakraSwitch, Root: withRecipe(ChakraSwitch.Root, switchSlotRecipe) };
