import { createFileRoute, redirect } from '@tanstack/react-router';
import { tourIdParams } from '../../../lib/route-params';

/** ARCHITECTURE: /booking/{id} is canonical; the other reading redirects to it. */
export const Route = createFileRoute('/_site/book/$id')({
  params: tourIdParams,
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/booking/$id', params: { id: params.id }, replace: true });
  },
});
