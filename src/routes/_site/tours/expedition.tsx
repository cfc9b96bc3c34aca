import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-states';

export const Route = createFileRoute('/_site/tours/expedition')({
  head: () => ({ meta: [{ title: 'Mountain Expeditions | Karakoram Trails' }] }),
  component: () => <PageHeader title="Mountain Expeditions" />,
});
