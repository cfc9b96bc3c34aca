import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/_site/tours/trek')({
  head: () => ({ meta: [{ title: 'Trekking Tours | Karakoram Trails' }] }),
  component: () => <PageHeader title="Trekking Tours" />,
});
