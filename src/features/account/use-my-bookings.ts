import { useActorRef } from '@xstate/react';
import { myBookingsMachine } from '../../../machines/my-bookings-machine';
import { myBookingsActors } from '../../actors/my-bookings';
import { focusFirstInvalid } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { cancelledToastText, REVIEW_SUBMITTED } from './booking-text';
import { withInspector } from '../../dev/inspector';

/** The review dialog's <form> id: focus goes to its first invalid field after a failed submit. */
export const REVIEW_FORM_ID = 'review-form';

/** The bookings tab's actor, with the real API and the toasts and focus it asks for. */
export function useMyBookings() {
  return useActorRef(
    myBookingsMachine.provide({
      actors: myBookingsActors,
      actions: {
        notifyCancelled: (_, { booking }) =>
          showToast('Booking Cancelled', cancelledToastText(booking), 'success'),
        notifyReviewed: () =>
          showToast(REVIEW_SUBMITTED.title, REVIEW_SUBMITTED.description, 'success'),
        notifyBookingChanged: (_, { message }) =>
          showToast('Booking updated', `${message} Your bookings have been reloaded.`, 'info'),
        focusReviewError: () => focusFirstInvalid(REVIEW_FORM_ID),
      },
    }),
    withInspector(),
  );
}
