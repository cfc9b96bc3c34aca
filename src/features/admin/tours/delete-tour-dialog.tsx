import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { AdminTourListActorRef } from '../../../../machines/admin-tour-list-machine';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';

const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this tour?';

/**
 * SPEC 7: the confirmation before DELETE /tours/{id}. Open while the machine confirms or
 * deletes; Escape, the backdrop and Cancel send delete.cancel (ignored once deleting). After a
 * delete the card is gone, so focus goes to `afterDelete` instead of back to its Delete button.
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

  return (
    <ConfirmDeleteDialog
      open={confirming || deleting}
      deleting={deleting}
      title="Delete tour"
      question={DELETE_CONFIRM_TEXT}
      details={
        <Text mt="2" color="fg.muted">
          &ldquo;{title}&rdquo; will be removed. A tour that has bookings is set to Inactive
          instead, so its bookings are kept.
        </Text>
      }
      onCancel={() => list.send({ type: 'delete.cancel' })}
      onConfirm={() => list.send({ type: 'delete.confirm' })}
      // A confirmed delete closes the dialog into the reload; a cancel or a failure into idle.
      finalFocusEl={() => (list.getSnapshot().hasTag('loading') ? afterDelete() : null)}
    />
  );
}
