import { Accordion as ChakraAccordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from 'chakra-theme/recipes/accordion';
import { withRecipe } from './with-recipe';

/** Chakra's Accordion with its recipe bound here instead of in the global system. */
export const Accordion = {
  ...ChakraAccordion,
  Root: withRecipe(ChakraAccordion.Root, accordionSlotRecipe),
};
