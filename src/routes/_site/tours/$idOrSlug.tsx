import { createFileRoute } from '@tanstack/react-router';
import { loadQuietly } from '../../../app/app-actor';
import { TourDetailPage } from '../../../features/tour-detail/tour-detail-page';

/**
 * The other reading of the detail path (ARCHITECTURE): /tours/{slug} from the footer's popular
 * destinations, or /tours/{id}. Same screen as /tour/{id}, which it names as canonical.
 */
export const Route = createFileRoute('/_site/tours/$idOrSlug')({
  head: () => ({ meta: [{ title: 'Tour Details | Karakoram Trails' }] }),
  // The favourite heart is the app's wishlist: its code loads with the page.
  loader: ({ context }) => loadQuietly(context.wishlist),
  component: ToursDetailRoute,
});

function ToursDetailRoute() {
  const { idOrSlug } = Route.useParams();
  return <TourDetailPage idOrSlug={idOrSlug} />;
}
