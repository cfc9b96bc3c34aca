import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { SessionActorRef } from '../machines/session-machine';
import { FullPageSpinner } from './components/page-states';
import { routeTree } from './routeTree.gen';

export function createAppRouter(session: SessionActorRef, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { session },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: () => <FullPageSpinner />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
