import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';
import { tourIdParams } from '../../../lib/route-params';

export const Route = createFileRoute('/_site/tour/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Tour Details | Karakoram Trails' }] }),
  component: () => <PageHeader title="Tour Details" />,
});
