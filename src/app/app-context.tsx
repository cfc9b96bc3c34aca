import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import type { BookingActorRef } from '../../machines/booking-machine';
import type { CompanyDetailsActorRef } from '../../machines/company-details-machine';
import type { SessionActorRef } from '../../machines/session-machine';
import type { WishlistActorRef } from '../../machines/wishlist-machine';
import type { LazyActor } from './app-actor';
import type { AppDeps } from './deps';
import type { PageData } from './page-data';
import type { RouteActors } from './route-actors';

/**
 * What the composition root hands to the router (as its typed context, for `beforeLoad` and
 * loaders) and to the views (through <AppProvider>): the dependencies and every app-lifetime
 * actor. One per app instance.
 */
export interface AppContext {
  deps: AppDeps;
  /** Who is signed in (machines/session-machine.ts); started with the app. */
  session: SessionActorRef;
  /** The booking in progress, shared by the booking, checkout and confirmation pages. */
  booking: LazyActor<BookingActorRef>;
  /** The traveller's wishlist (hearts), following the session. */
  wishlist: LazyActor<WishlistActorRef>;
  /** The operator's details from Settings, shown by the footer and the contact page. */
  companyDetails: LazyActor<CompanyDetailsActorRef>;
  /** Route-lifetime actors (the admin and account guards). */
  routeActors: RouteActors;
  /** The data a server-rendered page was rendered with, and the site's public origin. */
  pageData: PageData;
}

const AppReactContext = createContext<AppContext | null>(null);

export function AppProvider({ value, children }: { value: AppContext; children: ReactNode }) {
  return <AppReactContext.Provider value={value}>{children}</AppReactContext.Provider>;
}

/** The app's context; using it outside <AppProvider> is a wiring mistake and throws. */
export function useApp(): AppContext {
  const app = useContext(AppReactContext);
  if (!app) throw new Error('Missing <AppProvider>');
  return app;
}

/** The dependencies logic files build their machines from. */
export function useDeps(): AppDeps {
  return useApp().deps;
}

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while the browser hydrates server-rendered HTML, true afterwards (and
 * from the start in a client-rendered page). What only the browser knows (the session, the
 * device's wishlist) is shown once it is true, so hydration matches the server's guest view.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * `value`, except while the browser hydrates server-rendered HTML, when it is `serverValue` (what
 * the server rendered). Unlike a test of useHydrated, the component renders again when hydration
 * ends only if the two differ: a guest's header, the same on both sides, is left be (issue 16).
 */
export function useHydratedValue<T>(value: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeNothing,
    () => value,
    () => serverValue,
  );
}

/** A lazily started app-lifetime actor, or null until it has loaded. */
export function useLazyActor<TActor extends AnyActorRef>(slot: LazyActor<TActor>): TActor | null {
  return useSyncExternalStore(
    slot.subscribe,
    () => slot.current,
    () => null,
  );
}

/** The app's wishlist once its code has loaded (tour and account routes load it first). */
export function useWishlistActor(): WishlistActorRef | null {
  return useLazyActor(useApp().wishlist);
}
