import { createFileRoute } from '@tanstack/react-router';
import { loadQuietly } from '../../../app/app-actor';
import { TourDetailPage } from '../../../features/tour-detail/tour-detail-page';

/**
 * The other reading of the detail path (ARCHITECTURE): /tours/{slug} from the footer's popular
 * destinations, or /tours/{id}. Same screen as /tour/{id}, which it names as canonical.
 */
export const Route = createFileRoute('/_site/tours/$idOrSlug')({
  // As /tour/{id}: the server renders the tour, the browser starts from it; the favourite
  // heart is the app's wishlist: its code loads with the page.
  loader: async ({ context, params: { idOrSlug } }) => {
    const [tour] = await Promise.all([
      context.pageData.tour(idOrSlug).load(),
      loadQuietly(context.wishlist),
    ]);
    return { tour };
  },
  head: ({ loaderData, match }) =>
    loaderData?.tour
      ? match.context.pageData.tourHead(loaderData.tour)
      : { meta: [{ title: 'Tour Details | Karakoram Trails' }] },
  component: ToursDetailRoute,
});

function ToursDetailRoute() {
  const { idOrSlug } = Route.useParams();
  return <TourDetailPage idOrSlug={idOrSlug} />;
}
