import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useDeps } from '../../../app/app-context';
import { BookingPage } from '../../../features/booking/booking-page';
import { openBooking } from '../../../features/waitlist/claim';
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
  const { clock, storage } = useDeps();
  useEffect(() => {
    // booking.open; a claimed waitlist offer also chooses its departure and travellers (issue 19).
    return openBooking(actor, storage.session, id, clock);
  }, [actor, id, clock, storage]);
  return <BookingPage actor={actor} tourId={id} />;
}
