import { Text } from '@chakra-ui/react';

/** Placeholder until its owner builds the Profile tab (issue 6, in progress). */
export function ProfileTab() {
  return <Text>Profile</Text>;
}
