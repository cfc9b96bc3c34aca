import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { AppContext } from '../app/app-context';
import { NotFoundPage } from '../components/not-found-page';

export const Route = createRootRouteWithContext<AppContext>()({
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
