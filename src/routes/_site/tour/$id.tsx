import { createFileRoute } from '@tanstack/react-router';
import { loadQuietly } from '../../../app/app-actor';
import { TourDetailPage } from '../../../features/tour-detail/tour-detail-page';
import { tourIdParams } from '../../../lib/route-params';

/** The canonical tour address (every card links here); /tours/{idOrSlug} shows the same. */
export const Route = createFileRoute('/_site/tour/$id')({
  params: tourIdParams,
  // The server renders the tour (its head names it for link previews); the browser starts from
  // it (app/page-data.ts). The favourite heart is the app's wishlist: its code loads with the page.
  loader: async ({ context, params }) => {
    const idOrSlug = String(params.id);
    const [tour] = await Promise.all([
      context.pageData.tour(idOrSlug).load(),
      loadQuietly(context.wishlist),
    ]);
    return { tour };
  },
  // Without the tour (a later visit), the loaded page titles itself with the tour title (SPEC 2).
  head: ({ loaderData, match }) =>
    loaderData?.tour
      ? match.context.pageData.tourHead(loaderData.tour)
      : { meta: [{ title: 'Tour Details | Karakoram Trails' }] },
  component: TourRoute,
});

function TourRoute() {
  const { id } = Route.useParams();
  return <TourDetailPage idOrSlug={String(id)} />;
}
