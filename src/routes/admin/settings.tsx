import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/admin/settings')({
  head: () => ({ meta: [{ title: 'Settings | Karakoram Trails' }] }),
  component: () => <PageHeader title="Settings" />,
});
