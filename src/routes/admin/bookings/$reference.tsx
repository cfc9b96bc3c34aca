import { createFileRoute } from '@tanstack/react-router';
import { BookingDetailPage } from '../../../features/admin/bookings/booking-detail-page';

export const Route = createFileRoute('/admin/bookings/$reference')({
  head: ({ params }) => ({ meta: [{ title: `Booking ${params.reference} | Karakoram Trails` }] }),
  component: BookingRoute,
});

/** One booking; another reference is another page (and another actor). */
function BookingRoute() {
  const { reference } = Route.useParams();
  return <BookingDetailPage key={reference} reference={reference} />;
}
