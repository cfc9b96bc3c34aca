import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/admin/')({
  head: () => ({ meta: [{ title: 'Admin Dashboard | Karakoram Trails' }] }),
  component: () => <PageHeader title="Admin Dashboard" />,
});
