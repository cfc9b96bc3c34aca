import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/_site/contact')({
  head: () => ({ meta: [{ title: 'Contact Us | Karakoram Trails' }] }),
  component: () => <PageHeader title="Contact Us" />,
});
