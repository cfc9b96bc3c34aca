import { SegmentGroup as ChakraSegmentGroup } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from 'chakra-theme/recipes/segment-group';
import { withRecipe } from './with-recipe';

/** Chakra's SegmentGroup with its recipe bound here instead of in the global system. */
export const SegmentGroup = {
  ...ChakraSegmentGroup,
  Root: withRecipe(ChakraSegmentGroup.Root, segmentGroupSlotRecipe),
};
