import { Button, CloseButton, Portal, Spinner, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminBookingActorRef } from '../../../../machines/admin-booking-machine';
import { Alert } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';

/** The machine's tag of each action's dialog. */
export type ActionDialogTag = 'paymentDialog' | 'cancelDialog' | 'moveDialog';

/**
 * One action's dialog on the booking page: open while the machine is in that action's state.
 * While its form is open, the form's fields and buttons; after a conflict (the booking changed
 * meanwhile), the reason, the booking reloading, and Try again / Close. Escape, the backdrop and
 * the close button send `action.close` (the form refuses it while it saves).
 */
export function ActionDialog({
  booking,
  tag,
  title,
  description,
  alertDialog = false,
  children,
}: {
  booking: AdminBookingActorRef;
  tag: ActionDialogTag;
  title: string;
  description: ReactNode;
  /** Cancelling is destructive: announced as an alert dialog. */
  alertDialog?: boolean;
  /** The form (body and footer), shown while the form is open. */
  children: ReactNode;
}) {
  const open = useSelector(booking, (s) => s.hasTag(tag));
  const conflict = useSelector(booking, (s) => (s.hasTag(tag) ? s.context.conflict : null));
  const reloading = useSelector(booking, (s) => s.hasTag(tag) && s.hasTag('busy'));
  const canRetry = useSelector(booking, (s) => s.can({ type: 'action.retry' }));
  const close = () => booking.send({ type: 'action.close' });

  return (
    <Dialog.Root
      role={alertDialog ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="12">
              <Stack gap="0.5" minW="0">
                <Dialog.Title>{title}</Dialog.Title>
                <Dialog.Description color="fg.muted">{description}</Dialog.Description>
              </Stack>
            </Dialog.Header>
            {conflict ? (
              <>
                <Dialog.Body>
                  <Alert.Root status="warning" role="alert" alignItems="start">
                    <Alert.Indicator />
                    <Stack gap="1">
                      <Alert.Title>{conflict}</Alert.Title>
                      <Alert.Description>
                        {reloading
                          ? 'Loading the booking as it is now...'
                          : canRetry
                            ? 'The booking on the page is up to date again. Try again to start over with it.'
                            : 'The booking on the page is up to date again; this action no longer applies.'}
                      </Alert.Description>
                    </Stack>
                  </Alert.Root>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close}>
                    Close
                  </Button>
                  <Button
                    colorPalette="brand"
                    aria-disabled={!canRetry || undefined}
                    onClick={() => booking.send({ type: 'action.retry' })}
                  >
                    {reloading ? <Spinner size="sm" aria-hidden /> : <RotateCw aria-hidden />}
                    Try again
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              children
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The form's footer: Cancel (asks to close) and the submit button of the form with `formId`. */
export function ActionFooter({
  formId,
  saving,
  submitLabel,
  busyLabel,
  danger = false,
  onCancel,
}: {
  formId: string;
  saving: boolean;
  submitLabel: string;
  busyLabel: string;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <Dialog.Footer>
      <Button variant="outline" aria-disabled={saving || undefined} onClick={onCancel}>
        {danger ? 'Keep booking' : 'Cancel'}
      </Button>
      <Button
        type="submit"
        form={formId}
        colorPalette={danger ? 'red' : 'brand'}
        aria-disabled={saving || undefined}
      >
        {saving && <Spinner size="sm" aria-hidden />}
        {saving ? busyLabel : submitLabel}
      </Button>
    </Dialog.Footer>
  );
}

/** The form's alert when a save failed for no field (offline, a server error). */
export function SaveFailedAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
