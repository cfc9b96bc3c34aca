import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';
import { tourIdParams } from '../../../lib/route-params';

export const Route = createFileRoute('/_site/booking/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Book Tour | Karakoram Trails' }] }),
  component: () => <PageHeader title="Book Tour" />,
});
