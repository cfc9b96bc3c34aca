import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-states';

export const Route = createFileRoute('/_site/booking-confirmation')({
  head: () => ({ meta: [{ title: 'Booking Confirmation | Karakoram Trails' }] }),
  component: () => <PageHeader title="Booking Confirmation" />,
});
