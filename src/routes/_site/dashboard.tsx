import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/_site/dashboard')({
  head: () => ({ meta: [{ title: 'My Account | Karakoram Trails' }] }),
  component: () => <PageHeader title="My Account" />,
});
