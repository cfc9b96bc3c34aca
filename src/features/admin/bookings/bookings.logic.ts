import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AdminBookingListQuery } from '../../../../contract/admin-bookings';
import {
  adminBookingMachine,
  type CancelForm,
  type MoveForm,
  type PaymentForm,
} from '../../../../machines/admin-booking-machine';
import {
  adminBookingListMachine,
  type BookingsPage,
} from '../../../../machines/admin-booking-list-machine';
import { loadMachineOf } from '../../../../machines/load-machine';
import {
  cancelBookingOnBehalf,
  getAdminBooking,
  getAdminBookings,
  moveAdminBooking,
  recordBookingPayment,
} from '../../../api/admin-bookings';
import { useDeps } from '../../../app/app-context';
import type { AppDeps } from '../../../app/deps';
import { defineEditLogic } from '../../../components/form.logic';
import { withInspector } from '../../../dev/inspector';
import { formatLongDate, formatMoney } from '../../../lib/format';

/** The action dialogs' <form> ids: focus goes to their first invalid field after a refusal. */
export const PAYMENT_FORM_ID = 'record-payment-form';
export const CANCEL_FORM_ID = 'cancel-booking-form';
export const MOVE_FORM_ID = 'move-booking-form';

/* The list --------------------------------------------------------------------------------- */

function defineBookingListLogic({ api }: AppDeps) {
  return adminBookingListMachine.provide({
    actors: {
      loadBookings: loadMachineOf<BookingsPage>().provide({
        actors: {
          // The loader's input is the `query` the list machine starts it with.
          load: fromPromise(({ input, signal }) =>
            getAdminBookings(api, input as AdminBookingListQuery, signal),
          ),
        },
      }),
    },
  });
}

/** The list for the URL's query; later queries reach it as `query.change`. */
export function useAdminBookingListActor(query: AdminBookingListQuery) {
  return useActorRef(defineBookingListLogic(useDeps()), withInspector({ input: { query } }));
}

/* One booking ------------------------------------------------------------------------------ */

/** The booking page's requests, its three forms and their toasts. */
function defineAdminBookingLogic({ api, toast }: AppDeps) {
  return adminBookingMachine.provide({
    actors: {
      fetchBooking: fromPromise(({ input, signal }) =>
        getAdminBooking(api, input.reference, signal),
      ),
      paymentForm: defineEditLogic<PaymentForm>({
        save: ({ reference, body }, signal) => recordBookingPayment(api, reference, body, signal),
        formId: PAYMENT_FORM_ID,
      }),
      cancelForm: defineEditLogic<CancelForm>({
        save: ({ reference, body }, signal) => cancelBookingOnBehalf(api, reference, body, signal),
        formId: CANCEL_FORM_ID,
      }),
      moveForm: defineEditLogic<MoveForm>({
        save: ({ reference, body }, signal) => moveAdminBooking(api, reference, body, signal),
        formId: MOVE_FORM_ID,
      }),
    },
    actions: {
      notifyPaymentRecorded: (_, { detail }) => {
        const { payment, reference } = detail.booking;
        toast(
          'Payment recorded',
          payment.balance > 0
            ? `${reference}: ${formatMoney(payment.balance)} is still due.`
            : `${reference} is paid in full.`,
          'success',
        );
      },
      notifyCancelled: (_, { detail }) =>
        toast(
          'Booking cancelled',
          `${detail.booking.reference} is cancelled; ${formatMoney(detail.booking.payment.refunded)} refunded. The seats are free again.`,
          'success',
        ),
      notifyMoved: (_, { detail }) =>
        toast(
          'Booking moved',
          `${detail.booking.reference} now starts on ${formatLongDate(detail.booking.departure.start_date)}.`,
          'success',
        ),
    },
  });
}

export function useAdminBookingActor(reference: string) {
  return useActorRef(defineAdminBookingLogic(useDeps()), withInspector({ input: { reference } }));
}
