import { useActorRef } from '@xstate/react';
import type { BookingLookup } from '../../../contract/manage-booking';
import {
  manageBookingMachine,
  type LookupForm,
  type ManageBookingActorRef,
} from '../../../machines/manage-booking-machine';
import { cancelManagedBooking, lookUpBooking, payManagedBalance } from '../../api/manage-booking';
import { useDeps } from '../../app/app-context';
import { defineEditLogic } from '../../components/form.logic';
import { withInspector } from '../../dev/inspector';
import { defineMyBookingsLogic, type BookingsIo } from '../account/account.logic';

/*
 * Manage my booking (/manage-booking): the lookup form's request, then My Account's bookings
 * statechart with every request sent with the reference and e-mail that found the booking.
 */

/** The lookup <form>: focus goes to its first invalid field after a refused lookup. */
export const LOOKUP_FORM_ID = 'manage-booking-form';

export function useManageBookingActor(): ManageBookingActorRef {
  const { api } = useDeps();
  return useActorRef(
    manageBookingMachine.provide({
      actors: {
        lookupForm: defineEditLogic<LookupForm>({
          save: async (pair, signal) => ({ pair, booking: await lookUpBooking(api, pair, signal) }),
          formId: LOOKUP_FORM_ID,
        }),
      },
    }),
    withInspector(),
  );
}

/** The pair's I/O: the booking it finds, and its actions (no reviews: they need an account). */
function pairIo(api: Parameters<typeof lookUpBooking>[0], pair: BookingLookup): BookingsIo {
  return {
    fetch: async (signal) => [await lookUpBooking(api, pair, signal)],
    cancel: (_reference, request, signal) =>
      cancelManagedBooking(api, { ...pair, ...request }, signal),
    review: () => Promise.reject(new Error('Reviews need an account.')),
    pay: (_reference, request, signal) => payManagedBalance(api, { ...pair, ...request }, signal),
  };
}

/** The booking found, managed with its pair (mounted afresh for each lookup). */
export function useManagedBookingsActor(pair: BookingLookup) {
  const deps = useDeps();
  return useActorRef(
    defineMyBookingsLogic(deps, pairIo(deps.api, pair)),
    withInspector({ input: { today: deps.clock.today() } }),
  );
}
