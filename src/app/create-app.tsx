import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createApiClient } from '../api/client';
import { createAppToaster, Toaster } from '../components/toaster';
import { defineSessionLogic } from '../session/session.logic';
import { readStoredToken } from '../session/storage';
import { appSystem } from '../theme/system';
import { createActor, type AnyStateMachine } from 'xstate';
import { withInspector } from '../dev/inspector';
import { lazyActor } from './app-actor';
import type { AppActorDefinition } from './start-app-actor';
import { AppProvider, type AppContext } from './app-context';
import type { AppDeps, Clock, Navigate } from './deps';
import { releaseRouteActor, type RouteActors } from './route-actors';
import { createAppRouter } from './router';
import { focusHeadingOnNavigation } from './route-focus';
import { browserPageData, type PageData } from './page-data';
import { browserStorage, type AppStorage } from './storage';

/** An app-lifetime actor whose definition (and the code that starts it) loads on first use. */
function lazyAppActor<TLogic extends AnyStateMachine>(
  define: () => Promise<AppActorDefinition<TLogic>>,
) {
  return lazyActor(async () => {
    const [{ startAppActor }, definition] = await Promise.all([
      import('./start-app-actor'),
      define(),
    ]);
    return startAppActor(definition);
  });
}

export interface AppOptions {
  /** The router's history (tests pass a memory history); the browser's by default. */
  history?: RouterHistory;
  /** The API's fetch (tests pass a fake); the global one by default. */
  fetch?: typeof fetch;
  storage?: AppStorage;
  clock?: Clock;
  /** What a server-rendered page was rendered with (the server's own, or the data island's). */
  pageData?: PageData;
  /** Emotion's cache (a server-rendered page's adopts the server's styles); emotion's own by default. */
  styleCache?: EmotionCache;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The device's clock and calendar day (contract/bookings' isoDay, without date-fns up front). */
const systemClock: Clock = {
  now: () => new Date(),
  today: () => {
    const now = new Date();
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  },
};

/**
 * The app's services without the router: the API client, the toaster, the dependencies and
 * every app-lifetime actor. `navigate` is how they move the app; `createApp` binds it to the
 * router it builds, tests may pass a spy.
 */
export function createAppContext(options: AppOptions & { navigate: Navigate }) {
  const storage = options.storage ?? browserStorage();
  const toaster = createAppToaster();
  const api = createApiClient({
    readToken: () => readStoredToken(storage.local),
    onUnauthorized: () => session.send({ type: 'session.expired' }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const deps: AppDeps = {
    api,
    navigate: options.navigate,
    toast: toaster.show,
    storage,
    clock: options.clock ?? systemClock,
  };

  // Every app-lifetime actor of the app. The session starts now (the header needs it); the
  // others start on first use, their code loading then (the first download of / has a budget).
  const session = createActor(defineSessionLogic(deps), withInspector()).start();
  const context: AppContext = {
    deps,
    session,
    booking: lazyAppActor(() =>
      import('../features/booking/booking.logic').then((m) => m.bookingActor(deps, session)),
    ),
    wishlist: lazyAppActor(() =>
      import('../features/wishlist/wishlist.logic').then((m) => m.wishlistActor(deps, session)),
    ),
    companyDetails: lazyAppActor(() =>
      import('../features/company/company-details.logic').then((m) => m.companyDetailsActor(deps)),
    ),
    routeActors: new Map() as RouteActors,
    pageData: options.pageData ?? browserPageData(null),
  };

  const dispose = () => {
    [...context.routeActors.keys()].forEach((key) => releaseRouteActor(context.routeActors, key));
    context.booking.stop();
    context.wishlist.stop();
    context.companyDetails.stop();
    session.stop();
  };
  return { context, toaster, dispose };
}

/**
 * The composition root: builds one app instance (its services, actors and router) and the
 * element to render. Nothing else in src/ creates an app-lifetime actor; two apps in one
 * process share nothing.
 */
export function createApp(options: AppOptions = {}) {
  const { context, toaster, dispose } = createAppContext({
    ...options,
    navigate: (navigation) => router.navigate(navigation),
  });
  const server = typeof document === 'undefined';
  const router = createAppRouter(context, options.history, { server });
  // A server-rendered page's data serves its first render only: a page visited later loads.
  const stopForgetting = router.subscribe('onBeforeNavigate', (event) => {
    if (event.fromLocation && event.pathChanged) {
      context.pageData.forget();
      stopForgetting();
    }
  });

  const stopFocusing = server ? () => {} : focusHeadingOnNavigation(router);

  const app = (
    <ChakraProvider value={appSystem()}>
      <AppProvider value={context}>
        <RouterProvider router={router} />
        <Toaster outlet={toaster.outlet} />
      </AppProvider>
    </ChakraProvider>
  );
  const element = (
    <StrictMode>
      {options.styleCache ? <CacheProvider value={options.styleCache}>{app}</CacheProvider> : app}
    </StrictMode>
  );
  return {
    ...context,
    router,
    element,
    dispose: () => {
      stopFocusing();
      dispose();
    },
  };
}
