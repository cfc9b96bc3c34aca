import { Button, CloseButton, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Dialog } from './ui/dialog';

/**
 * A read-only details dialog (a booking for its traveller, a customer for the admin): a title
 * with a line below it, the body and Close. Escape, the backdrop, the close button and Close all
 * call `onClose`.
 */
export function DetailsDialog({
  open,
  onClose,
  title,
  description,
  scrollBehavior,
  headerPe,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  scrollBehavior: 'inside' | 'outside';
  /** Room at the end of the header for the close button when the title can be long. */
  headerPe?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      size="lg"
      scrollBehavior={scrollBehavior}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe={headerPe}>
              <Stack gap="0.5" minW="0">
                <Dialog.Title>{title}</Dialog.Title>
                <Dialog.Description color="fg.muted" overflowWrap="anywhere">
                  {description}
                </Dialog.Description>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close details" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
