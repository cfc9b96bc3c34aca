import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/_site/tours/')({
  head: () => ({ meta: [{ title: 'Discover Our Tours & Treks | Karakoram Trails' }] }),
  component: () => <PageHeader title="Discover Our Tours & Treks" />,
});
