import { Button, HStack, Spinner } from '@chakra-ui/react';

/**
 * Cancel and submit for the account's inline forms. While busy, Cancel is disabled and the
 * submit button stays focusable (aria-disabled) and reads 'Saving...'.
 */
export function FormActions({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <HStack gap="3" justify={{ base: 'stretch', sm: 'flex-end' }}>
      <Button
        variant="outline"
        flex={{ base: '1', sm: 'initial' }}
        disabled={busy}
        onClick={onCancel}
      >
        Cancel
      </Button>
      <Button
        type="submit"
        colorPalette="brand"
        flex={{ base: '1', sm: 'initial' }}
        aria-disabled={busy || undefined}
      >
        {busy && <Spinner size="sm" aria-hidden />}
        {busy ? 'Saving...' : submitLabel}
      </Button>
    </HStack>
  );
}
