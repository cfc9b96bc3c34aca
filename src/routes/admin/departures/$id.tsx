import { createFileRoute } from '@tanstack/react-router';
import { ManifestPage } from '../../../features/admin/departures/manifest-page';
import { tourIdParams } from '../../../lib/route-params';

/**
 * A departure's manifest (issue 14). Departure ids follow the same rule as tour ids (a positive
 * integer; anything else is the 404 page), so the tour id parser serves here too.
 */
export const Route = createFileRoute('/admin/departures/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Departure Manifest | Karakoram Trails' }] }),
  component: DepartureManifestRoute,
});

/** Another departure in the address is another page: a fresh loader for it. */
function DepartureManifestRoute() {
  const { id } = Route.useParams();
  return <ManifestPage key={id} departureId={id} />;
}
