import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { today, useBookingActor } from '../../../features/booking/booking-actor';
import { CheckoutPage } from '../../../features/booking/checkout-page';
import { tourIdParams } from '../../../lib/route-params';
import { useSessionUser } from '../../../session/session-context';

export const Route = createFileRoute('/_site/checkout/$id')({
  params: tourIdParams,
  head: () => ({ meta: [{ title: 'Complete Your Booking | Karakoram Trails' }] }),
  component: CheckoutRoute,
});

/**
 * Reports the opened checkout to the booking machine, which either shows the form (a booking
 * for this tour is in progress) or toasts 'Missing booking information' and leaves for the tour.
 */
function CheckoutRoute() {
  const { id } = Route.useParams();
  const actor = useBookingActor();
  const user = useSessionUser();
  const open = useSelector(actor, (s) => s.hasTag('checkout') && s.context.tourId === id);

  useEffect(() => {
    actor.send({ type: 'checkout.open', tourId: id, today: today() });
  }, [actor, id]);

  // A signed-in traveller's name and e-mail fill the empty fields (once the session is known).
  useEffect(() => {
    if (open && user) actor.send({ type: 'contact.prefill', name: user.name, email: user.email });
  }, [actor, open, user]);

  // SPEC 2: nothing renders without booking data (the machine redirects).
  return open ? <CheckoutPage actor={actor} tourId={id} /> : null;
}
