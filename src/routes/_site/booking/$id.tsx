import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { today, useBookingActor } from '../../../features/booking/booking-actor';
import { BookingPage } from '../../../features/booking/booking-page';
import { tourIdParams } from '../../../lib/route-params';

export const Route = createFileRoute('/_site/booking/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Book Tour | Karakoram Trails' }] }),
  component: BookingRoute,
});

/** Reports the opened page to the booking machine, then shows what the machine says. */
function BookingRoute() {
  const { id } = Route.useParams();
  const actor = useBookingActor();
  useEffect(() => {
    actor.send({ type: 'booking.open', tourId: id, today: today() });
  }, [actor, id]);
  return <BookingPage actor={actor} tourId={id} />;
}
