import { Button, Portal, Spinner, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { Dialog } from '../ui/dialog';

/**
 * An alert dialog that confirms a delete. Escape, the backdrop and Cancel call `onCancel` (the
 * machine ignores it once deleting). Focus starts on Cancel, the safe choice, and on closing goes
 * where `finalFocusEl` says (null: back to the element that opened it).
 */
export function ConfirmDeleteDialog({
  open,
  deleting,
  title,
  question,
  details,
  onCancel,
  onConfirm,
  finalFocusEl,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
}: {
  open: boolean;
  deleting: boolean;
  title: string;
  question: string;
  /** What the delete does, under the question. */
  details: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  finalFocusEl: () => HTMLElement | null;
  /** The confirm button's text ('Delete'), and while busy ('Deleting...'). */
  confirmLabel?: string;
  busyLabel?: string;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onCancel();
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text fontWeight="semibold" color="fg">
                    {question}
                  </Text>
                  {details}
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                aria-disabled={deleting || undefined}
                onClick={onCancel}
              >
                Cancel
              </Button>
              <Button colorPalette="red" aria-disabled={deleting || undefined} onClick={onConfirm}>
                {deleting && <Spinner size="sm" aria-hidden />}
                {deleting ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
