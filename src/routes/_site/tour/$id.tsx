import { createFileRoute } from '@tanstack/react-router';
import { loadQuietly } from '../../../app/app-actor';
import { TourDetailPage } from '../../../features/tour-detail/tour-detail-page';
import { tourIdParams } from '../../../lib/route-params';

/** The canonical tour address (every card links here); /tours/{idOrSlug} shows the same. */
export const Route = createFileRoute('/_site/tour/$id')({
  params: tourIdParams,
  // Until the tour arrives; the loaded page titles itself with the tour title (SPEC 2).
  head: () => ({ meta: [{ title: 'Tour Details | Karakoram Trails' }] }),
  // The favourite heart is the app's wishlist: its code loads with the page.
  loader: ({ context }) => loadQuietly(context.wishlist),
  component: TourRoute,
});

function TourRoute() {
  const { id } = Route.useParams();
  return <TourDetailPage idOrSlug={String(id)} />;
}
