import { HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

/** One on/off setting: label and description on the left, the switch on the right. */
export function SettingsSwitch({
  label,
  description,
  checked,
  disabled,
  error,
  onCheckedChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled: boolean;
  error?: string | undefined;
  onCheckedChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  const errorId = useId();
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(e) => onCheckedChange(e.checked)}
      disabled={disabled}
      invalid={Boolean(error)}
      colorPalette="brand"
      size="lg"
      display="flex"
      justifyContent="space-between"
      alignItems="center"
      gap="6"
      py="4"
      w="full"
    >
      <Switch.HiddenInput
        role="switch"
        aria-describedby={error ? `${descriptionId} ${errorId}` : descriptionId}
      />
      <Stack gap="1" minW="0">
        <Switch.Label fontWeight="semibold" fontSize="md">
          {label}
        </Switch.Label>
        <Text id={descriptionId} fontSize="sm" color="fg.muted">
          {description}
        </Text>
        {error && (
          <Text id={errorId} fontSize="sm" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
      <HStack flexShrink={0}>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </HStack>
    </Switch.Root>
  );
}
