import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from 'chakra-theme/recipes/avatar';
import { withRecipe } from './with-recipe';

/** Chakra's Avatar with its recipe bound here instead of in the global system. */
export const Avatar = { ...ChakraAvatar, Root: withRecipe(ChakraAvatar.Root, avatarSlotRecipe) };
