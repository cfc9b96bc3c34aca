import { createFileRoute } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { ConfirmationPage } from '../../features/booking/confirmation-page';

export const Route = createFileRoute('/_site/booking-confirmation')({
  head: () => ({ meta: [{ title: 'Booking Confirmation | Karakoram Trails' }] }),
  loader: ({ context }) => context.booking.load(),
  component: ConfirmationRoute,
});

/**
 * Reports the opened confirmation to the booking machine: with a confirmed booking it shows it,
 * otherwise the machine toasts 'Invalid confirmation' and goes to /.
 */
function ConfirmationRoute() {
  const actor = Route.useLoaderData();
  const confirmed = useSelector(actor, (s) => s.hasTag('confirmed'));

  useEffect(() => {
    actor.send({ type: 'confirmation.open' });
  }, [actor]);

  return confirmed ? <ConfirmationPage actor={actor} /> : null;
}
