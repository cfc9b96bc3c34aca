import { Suspense, lazy, useSyncExternalStore } from 'react';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
interface ToastRequest {
  title: string;
  description: string;
  type: ToastKind;
}

/** Shows one toast (SPEC 9: at most one at a time; the newest replaces the one showing). */
export type Toast = (title: string, description: string, type?: ToastKind) => void;

/** The region's side of a toaster: it takes the waiting toasts once its machinery has loaded. */
export interface ToastOutlet {
  /** Whether a toast was asked for (the region and its code load only then). */
  isNeeded(): boolean;
  subscribe(listener: () => void): () => void;
  /** The region is up: show what waited and every later toast with `create`. */
  attach(create: (request: ToastRequest) => void): () => void;
}

export interface AppToaster {
  show: Toast;
  outlet: ToastOutlet;
}

/**
 * One toaster per app instance, as a light facade: the toast machinery loads with the first
 * toast. Requests made before the region is mounted wait and are shown once it is.
 */
export function createAppToaster(): AppToaster {
  const pending: ToastRequest[] = [];
  const listeners = new Set<() => void>();
  let needed = false;
  let create: ((request: ToastRequest) => void) | null = null;

  const show: Toast = (title, description, type = 'success') => {
    const request = { title, description, type };
    if (create) return create(request);
    pending.push(request);
    if (!needed) {
      needed = true;
      listeners.forEach((listener) => listener());
    }
  };

  const outlet: ToastOutlet = {
    isNeeded: () => needed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach: (next) => {
      create = next;
      pending.splice(0).forEach(next);
      return () => {
        if (create === next) create = null;
      };
    },
  };
  return { show, outlet };
}

const ToasterView = lazy(() => import('./toaster-view'));

/** The app's toast region; renders nothing (and loads nothing) until the first toast. */
export function Toaster({ outlet }: { outlet: ToastOutlet }) {
  const needed = useSyncExternalStore(outlet.subscribe, outlet.isNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView outlet={outlet} />
    </Suspense>
  );
}
