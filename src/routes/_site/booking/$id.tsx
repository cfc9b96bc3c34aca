import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDeps } from '../../../app/app-context';
import { BookingPage } from '../../../features/booking/booking-page';
import { tourIdParams } from '../../../lib/route-params';

export const Route = createFileRoute('/_site/booking/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Book Tour | Karakoram Trails' }] }),
  // The app's booking actor (shared with checkout and the confirmation) starts with its code.
  loader: ({ context }) => context.booking.load(),
  component: BookingRoute,
});

/** Reports the opened page to the booking machine, then shows what the machine says. */
function BookingRoute() {
  const { id } = Route.useParams();
  const actor = Route.useLoaderData();
  const { clock } = useDeps();
  useEffect(() => {
    actor.send({ type: 'booking.open', tourId: id, today: clock.today() });
  }, [actor, id, clock]);
  return <BookingPage actor={actor} tourId={id} />;
}
