import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Alert } from '../ui/alert';

/** An admin page whose data could not be loaded: what, why, and 'Try again'. */
export function LoadFailedAlert({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string | null | undefined;
  onRetry: () => void;
}) {
  return (
    <Alert.Root status="error" rounded="xl" role="alert" alignItems="start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Box>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{description}</Alert.Description>
        </Box>
        <Box>
          <Button size="sm" colorPalette="red" onClick={onRetry}>
            <RotateCw aria-hidden />
            Try again
          </Button>
        </Box>
      </Stack>
    </Alert.Root>
  );
}

/** The same failure inside a dialog or panel: the reason on one line and 'Try again'. */
export function InlineLoadFailed({
  error,
  onRetry,
}: {
  error: string | null | undefined;
  onRetry: () => void;
}) {
  return (
    <Stack role="alert" gap="3" py="2" align="flex-start">
      <HStack gap="2" color="fg.error">
        <AlertTriangle size={18} aria-hidden />
        <Text>{error}</Text>
      </HStack>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden />
        Try again
      </Button>
    </Stack>
  );
}
