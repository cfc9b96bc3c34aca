import { Text } from '@chakra-ui/react';

/** Placeholder until its owner builds the Settings tab (issue 6, in progress). */
export function SettingsTab() {
  return <Text>Settings</Text>;
}
