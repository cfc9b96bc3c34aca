import { createFileRoute } from '@tanstack/react-router';
import { DeparturesPage } from '../../../features/admin/departures/departures-page';
import { tourIdParams } from '../../../lib/route-params';

/** A tour's departures with their seats and revenue (issue 14); {id} is a positive integer. */
export const Route = createFileRoute('/admin/tours/$id/departures')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Departures | Karakoram Trails' }] }),
  component: TourDeparturesRoute,
});

/** Another tour in the address is another page: a fresh loader for it. */
function TourDeparturesRoute() {
  const { id } = Route.useParams();
  return <DeparturesPage key={id} tourId={id} />;
}
