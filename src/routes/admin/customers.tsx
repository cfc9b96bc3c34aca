import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/admin/customers')({
  head: () => ({ meta: [{ title: 'Customer Management | Karakoram Trails' }] }),
  component: () => <PageHeader title="Customer Management" />,
});
