import { createFileRoute } from '@tanstack/react-router';
import { tourIdParams } from '../../../../lib/route-params';

/** Edit mode for tour {id} (a positive integer; anything else is the 404 page). */
export const Route = createFileRoute('/admin/tours/customize/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Edit Tour | Karakoram Trails' }] }),
});
