import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { AdminCustomersActorRef } from '../../../../machines/admin-customers-machine';
import { ConfirmDeleteDialog } from '../../../components/admin/confirm-delete-dialog';

const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this customer?';

/**
 * The confirmation before DELETE /api/admin/customers/{id}. Open while the machine confirms or
 * deletes; Escape, the backdrop and Cancel send delete.cancel (ignored once deleting). After a
 * delete the row is gone, so focus goes to `afterDelete` instead of back to its Delete button.
 */
export function DeleteCustomerDialog({
  customers,
  afterDelete,
}: {
  customers: AdminCustomersActorRef;
  afterDelete: () => HTMLElement | null;
}) {
  const open = useSelector(customers, (s) => s.hasTag('confirmDelete'));
  const deleting = useSelector(customers, (s) => s.hasTag('deleting'));
  const name = useSelector(customers, (s) => s.context.selected?.name ?? '');
  const email = useSelector(customers, (s) => s.context.selected?.email ?? '');

  return (
    <ConfirmDeleteDialog
      open={open}
      deleting={deleting}
      title="Delete customer"
      question={DELETE_CONFIRM_TEXT}
      details={
        <Text mt="2" color="fg.muted" overflowWrap="anywhere">
          The account of {name} ({email}) will be deleted. Their bookings are kept.
        </Text>
      }
      onCancel={() => customers.send({ type: 'delete.cancel' })}
      onConfirm={() => customers.send({ type: 'delete.confirm' })}
      // A confirmed delete closes the dialog into the reload; a cancel or a failure into idle.
      finalFocusEl={() => (customers.getSnapshot().hasTag('refreshing') ? afterDelete() : null)}
    />
  );
}
