import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/_site/tours/$idOrSlug')({
  head: () => ({ meta: [{ title: 'Tour Details | Karakoram Trails' }] }),
  component: () => <PageHeader title="Tour Details" />,
});
