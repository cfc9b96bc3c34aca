import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useDeps } from '../../../app/app-context';
import { CheckoutPage } from '../../../features/booking/checkout-page';
import { tourIdParams } from '../../../lib/route-params';

export const Route = createFileRoute('/_site/checkout/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Complete Your Booking | Karakoram Trails' }] }),
  loader: ({ context }) => context.booking.load(),
  component: CheckoutRoute,
});

/**
 * Reports the opened checkout to the booking machine, which either shows the form (a booking
 * for this tour is in progress) or toasts 'Missing booking information' and leaves for the tour.
 * A signed-in traveller's name and e-mail fill the empty fields: the machine follows the session.
 */
function CheckoutRoute() {
  const { id } = Route.useParams();
  const actor = Route.useLoaderData();
  const { clock } = useDeps();
  const open = useSelector(actor, (s) => s.hasTag('checkout') && s.context.tourId === id);

  useEffect(() => {
    actor.send({ type: 'checkout.open', tourId: id, today: clock.today() });
    // Leaving checkout (another page) releases the seats held for it.
    return () => actor.send({ type: 'checkout.leave' });
  }, [actor, id, clock]);

  // SPEC 2: nothing renders without booking data (the machine redirects).
  return open ? <CheckoutPage actor={actor} tourId={id} /> : null;
}
