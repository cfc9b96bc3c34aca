import { Text } from '@chakra-ui/react';

/** Placeholder until its owner builds the Payment Methods tab (issue 6, in progress). */
export function PaymentsTab() {
  return <Text>Payment Methods</Text>;
}
