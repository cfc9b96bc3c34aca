import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/_site/about')({
  head: () => ({ meta: [{ title: 'About Us | Karakoram Trails' }] }),
  component: () => <PageHeader title="About Us" />,
});
