import { Button, Portal, Spinner, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { AdminCustomersActorRef } from '../../../../machines/admin-customers-machine';
import { Dialog } from '../../../components/ui/dialog';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete this customer?';

/**
 * The confirmation before DELETE /api/admin/customers/{id}. Open while the machine confirms or
 * deletes; Escape, the backdrop and Cancel send delete.cancel (ignored once deleting). Focus
 * starts on Cancel, the safe choice. After a delete the row is gone, so focus goes to
 * `afterDelete` instead of back to its Delete button.
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
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) customers.send({ type: 'delete.cancel' });
      }}
      initialFocusEl={() => cancelRef.current}
      // A confirmed delete closes the dialog into the reload; a cancel or a failure into idle.
      finalFocusEl={() => (customers.getSnapshot().hasTag('refreshing') ? afterDelete() : null)}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete customer</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text fontWeight="semibold" color="fg">
                    {DELETE_CONFIRM_TEXT}
                  </Text>
                  <Text mt="2" color="fg.muted" overflowWrap="anywhere">
                    The account of {name} ({email}) will be deleted. Their bookings are kept.
                  </Text>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelRef}
                variant="outline"
                aria-disabled={deleting || undefined}
                onClick={() => customers.send({ type: 'delete.cancel' })}
              >
                Cancel
              </Button>
              <Button
                colorPalette="red"
                aria-disabled={deleting || undefined}
                onClick={() => customers.send({ type: 'delete.confirm' })}
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
