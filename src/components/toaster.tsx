import { Suspense, lazy, useCallback, useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface ToastRequest {
  title: string;
  description: string;
  type: ToastKind;
}

/**
 * The app's one toaster, as a light facade: the toast machinery loads with the first toast.
 * Requests made before the region is mounted wait in `pending` and are shown once it is.
 */
const pending: ToastRequest[] = [];
let needed = false;
let mounted: ((t: ToastRequest) => void) | null = null;
const listeners = new Set<() => void>();

const ToasterView = lazy(() => import('./toaster-view'));

export function showToast(title: string, description: string, type: ToastKind = 'success'): void {
  const request = { title, description, type };
  if (mounted) return mounted(request);
  pending.push(request);
  if (!needed) {
    needed = true;
    listeners.forEach((l) => l());
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const isNeeded = useSyncExternalStore(
    subscribe,
    () => needed,
    () => false,
  );
  const onReady = useCallback(() => {
    void import('./toaster-view').then(({ createToast }) => {
      mounted = createToast;
      pending.splice(0).forEach(createToast);
    });
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView onReady={onReady} />
    </Suspense>
  );
}
