import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/_site/custom-tour')({
  head: () => ({ meta: [{ title: 'Create Your Custom Tour | Karakoram Trails' }] }),
  component: () => <PageHeader title="Create Your Custom Tour" />,
});
