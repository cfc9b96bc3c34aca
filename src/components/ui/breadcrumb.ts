import { Breadcrumb as ChakraBreadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from 'chakra-theme/recipes/breadcrumb';
import { withRecipe } from './with-recipe';

/** Chakra's Breadcrumb with its recipe bound here instead of in the global system. */
export const Breadcrumb = {
  ...ChakraBreadcrumb,
  Root: withRecipe(ChakraBreadcrumb.Root, breadcrumbSlotRecipe),
};
