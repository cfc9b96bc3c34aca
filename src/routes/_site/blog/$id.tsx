import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/_site/blog/$id')({
  head: () => ({ meta: [{ title: 'Article | Karakoram Trails' }] }),
  component: () => <PageHeader title="Article" />,
});
