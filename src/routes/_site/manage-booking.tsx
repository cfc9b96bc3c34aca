import { createFileRoute } from '@tanstack/react-router';
import { ManageBookingPage } from '../../features/manage-booking/manage-booking-page';

export const Route = createFileRoute('/_site/manage-booking')({
  head: () => ({
    meta: [
      { title: 'Manage My Booking | Karakoram Trails' },
      {
        name: 'description',
        content:
          'Find your Karakoram Trails booking with its reference and e-mail: see it, pay the balance or cancel.',
      },
    ],
  }),
  component: ManageBookingPage,
});
