import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';
import { tourIdParams } from '../../../lib/route-params';

export const Route = createFileRoute('/_site/checkout/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Complete Your Booking | Karakoram Trails' }] }),
  component: () => <PageHeader title="Complete Your Booking" />,
});
