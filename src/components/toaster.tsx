import { Suspense, lazy, useSyncExternalStore } from 'react';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
interface ToastRequest {
  title: string;
  description: string;
  type: ToastKind;
}

/** Takes a toast away before its time (it may be gone already). */
export type DismissToast = () => void;

/**
 * Shows one toast (SPEC 9: at most one at a time; the newest replaces the one showing). The
 * app's toaster answers with a way to take it back (a fake in a test may answer nothing).
 */
export type Toast = (title: string, description: string, type?: ToastKind) => DismissToast | void;

/** What the region does with a toast: show it (answering its id) or take it away. */
export interface ToastRegion {
  create(request: ToastRequest): string;
  dismiss(id: string): void;
}

/** The region's side of a toaster: it takes the waiting toasts once its machinery has loaded. */
export interface ToastOutlet {
  /** Whether a toast was asked for (the region and its code load only then). */
  isNeeded(): boolean;
  subscribe(listener: () => void): () => void;
  /** The region is up: show what waited and every later toast through it. */
  attach(region: ToastRegion): () => void;
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
  /** The region's id of each toast shown. */
  const ids = new WeakMap<ToastRequest, string>();
  let needed = false;
  let region: ToastRegion | null = null;

  const show: Toast = (title, description, type = 'success') => {
    const request = { title, description, type };
    if (region) {
      ids.set(request, region.create(request));
    } else {
      pending.push(request);
      if (!needed) {
        needed = true;
        listeners.forEach((listener) => listener());
      }
    }
    return () => {
      const waiting = pending.indexOf(request);
      if (waiting >= 0) pending.splice(waiting, 1);
      const id = ids.get(request);
      if (id !== undefined) region?.dismiss(id);
    };
  };

  const outlet: ToastOutlet = {
    isNeeded: () => needed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach: (next) => {
      region = next;
      pending.splice(0).forEach((request) => ids.set(request, next.create(request)));
      return () => {
        if (region === next) region = null;
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
