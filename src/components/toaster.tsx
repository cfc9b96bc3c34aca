import { Portal, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';

/** One toaster for the whole app; SPEC 9: at most one toast visible at a time. */
export const toaster = createToaster({
  placement: 'top-end',
  max: 1,
  pauseOnPageIdle: true,
});

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function showToast(title: string, description: string, type: ToastKind = 'success'): void {
  toaster.create({ title, description, type, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
