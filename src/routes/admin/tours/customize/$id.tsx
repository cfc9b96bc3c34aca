import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-states';

export const Route = createFileRoute('/admin/tours/customize/$id')({
  head: () => ({ meta: [{ title: 'Edit Tour | Karakoram Trails' }] }),
  component: () => <PageHeader title="Edit Tour" />,
});
