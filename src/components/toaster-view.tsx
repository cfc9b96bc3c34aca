import { Portal, Stack, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { Toast } from './ui/toast';
import { useEffect, useState } from 'react';
import type { ToastOutlet } from './toaster';

/**
 * SPEC 9: at most one toast visible at a time. `whenSubscribed` runs once the toast group (which
 * mounts through a portal, a render after this region) listens to the store: a toast created
 * before that moment was seen to be lost, so the region hands over the waiting toasts only then.
 */
function createStore(whenSubscribed: () => void) {
  const store = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true });
  const subscribe = store.subscribe.bind(store);
  store.subscribe = (subscriber) => {
    const unsubscribe = subscribe(subscriber);
    whenSubscribed();
    return unsubscribe;
  };
  return store;
}

/**
 * Chakra's solid toast colours (red.600 & co.) with its 80% description opacity fall below the
 * 4.5:1 contrast text needs; one shade darker and full opacity pass.
 */
const READABLE_TOAST = {
  '&[data-type=error]': { bg: 'red.700' },
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
} as const;

/** The toast region; loaded on the first toast so the first page load stays small. */
export default function ToasterView({ outlet }: { outlet: ToastOutlet }) {
  const [listening, setListening] = useState(false);
  const [toaster] = useState(() => createStore(() => setListening(true)));
  // The newest message replaces the one showing, rather than waiting behind it.
  useEffect(() => {
    if (!listening) return;
    return outlet.attach({
      create: ({ title, description, type }) => {
        toaster.remove();
        return toaster.create({ title, description, type, closable: true });
      },
      dismiss: (id) => toaster.dismiss(id),
    });
  }, [outlet, toaster, listening]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={READABLE_TOAST}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
