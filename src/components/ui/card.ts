import { Card as ChakraCard } from '@chakra-ui/react';
import { cardSlotRecipe } from 'chakra-theme/recipes/card';
import { withRecipe } from './with-recipe';

/** Chakra's Card with its recipe bound here instead of in the global system. */
export const Card = { ...ChakraCard, Root: withRecipe(ChakraCard.Root, cardSlotRecipe) };
