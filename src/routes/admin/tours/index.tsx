import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/admin/tours/')({
  head: () => ({ meta: [{ title: 'Tour Management | Karakoram Trails' }] }),
  component: () => <PageHeader title="Tour Management" />,
});
