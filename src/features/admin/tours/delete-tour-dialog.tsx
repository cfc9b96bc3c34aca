import { Button, Portal, Spinner, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { AdminTourListActorRef } from '../../../../machines/admin-tour-list-machine';
import { Dialog } from '../../../components/ui/dialog';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this tour?';

/**
 * SPEC 7: the confirmation before DELETE /tours/{id}. Open while the machine confirms or
 * deletes; Escape, the backdrop and Cancel send delete.cancel (ignored once deleting). Focus
 * starts on Cancel, the safe choice. After a delete the card is gone, so focus goes to
 * `afterDelete` instead of back to its Delete button.
 */
export function DeleteTourDialog({
  list,
  afterDelete,
}: {
  list: AdminTourListActorRef;
  afterDelete: () => HTMLElement | null;
}) {
  const confirming = useSelector(list, (s) => s.hasTag('confirming'));
  const deleting = useSelector(list, (s) => s.hasTag('deleting'));
  const title = useSelector(list, (s) => s.context.pendingDelete?.title ?? '');
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      role="alertdialog"
      open={confirming || deleting}
      onOpenChange={(e) => {
        if (!e.open) list.send({ type: 'delete.cancel' });
      }}
      initialFocusEl={() => cancelRef.current}
      // A confirmed delete closes the dialog into the reload; a cancel or a failure into idle.
      finalFocusEl={() => (list.getSnapshot().hasTag('loading') ? afterDelete() : null)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete tour</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text fontWeight="semibold" color="fg">
                    {DELETE_CONFIRM_TEXT}
                  </Text>
                  <Text mt="2" color="fg.muted">
                    &ldquo;{title}&rdquo; will be removed. A tour that has bookings is set to
                    Inactive instead, so its bookings are kept.
                  </Text>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                aria-disabled={deleting || undefined}
                onClick={() => list.send({ type: 'delete.cancel' })}
              >
                Cancel
              </Button>
              <Button
                colorPalette="red"
                aria-disabled={deleting || undefined}
                onClick={() => list.send({ type: 'delete.confirm' })}
              >
                {deleting && <Spinner size="sm" aria-hidden />}
                {deleting ? 'Deleting...' : 'Delete'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
