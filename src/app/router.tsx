import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { FullPageSpinner } from '../components/page-states';
import { routeTree } from '../routeTree.gen';
import type { AppContext } from './app-context';
import { keepReadersPlaceOnStart } from './scroll-restoration';

/** The router of one app instance, with that app's actors in its typed context. */
export function createAppRouter(
  context: AppContext,
  history?: RouterHistory,
  { server = false }: { server?: boolean } = {},
) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context,
    defaultPreload: 'intent',
    // On the server it would render an inline script (the CSP allows none).
    scrollRestoration: server ? false : keepReadersPlaceOnStart(),
    defaultPendingComponent: () => <FullPageSpinner />,
    // Rarely needed: its code loads only when a page fails.
    defaultErrorComponent: lazyRouteComponent(
      () => import('../components/error-page'),
      'ErrorPage',
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
