import { Box, Button, Stack } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
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
