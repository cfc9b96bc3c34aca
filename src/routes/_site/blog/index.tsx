import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/_site/blog/')({
  head: () => ({ meta: [{ title: 'Adventure Insights | Karakoram Trails' }] }),
  component: () => <PageHeader title="Adventure Insights" />,
});
