import { Text } from '@chakra-ui/react';

/** Placeholder until its owner builds the Wishlist tab (issue 6, in progress). */
export function WishlistTab() {
  return <Text>Wishlist</Text>;
}
