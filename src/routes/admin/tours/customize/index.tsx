import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/page-states';

export const Route = createFileRoute('/admin/tours/customize/')({
  head: () => ({ meta: [{ title: 'Create Tour | Karakoram Trails' }] }),
  component: () => <PageHeader title="Create Tour" />,
});
