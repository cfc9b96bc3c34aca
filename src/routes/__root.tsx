import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { SessionActorRef } from '../../machines/session-machine';
import { NotFoundPage } from '../components/not-found-page';

export interface RouterContext {
  session: SessionActorRef;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: 'Karakoram Trails | Treks, Expeditions & Tours in Skardu' },
      {
        name: 'description',
        content: 'Book custom tours in Skardu with our experienced guides.',
      },
    ],
  }),
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
