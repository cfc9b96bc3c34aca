import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isApiFailure } from '../../../contract/api-failure';
import type {
  CancelBookingRequest,
  CreateReviewRequest,
  MyBooking,
} from '../../../contract/my-bookings';
import type { PayBalanceRequest } from '../../../contract/payments';
import {
  myBookingsMachine,
  type MyBookingsPage,
  type MyBookingsQuery,
  type ReviewForm,
} from '../../../machines/my-bookings-machine';
import { payBalanceMachine } from '../../../machines/pay-balance-machine';
import {
  paymentMethodsMachine,
  type CardForm,
  type PaymentHistoryQuery,
  type RemoveTarget,
} from '../../../machines/payment-methods-machine';
import { profileMachine, type ProfileForm } from '../../../machines/profile-machine';
import { messageOr } from '../../api/errors';
import {
  cancelMyBooking,
  getMyBookings,
  getMyPaymentHistory,
  payMyBalance,
  reviewMyBooking,
} from '../../api/my-bookings';
import {
  addPaymentMethod,
  deletePaymentMethod,
  getPaymentMethods,
  makeDefaultPaymentMethod,
} from '../../api/payment-methods';
import { changePassword, getProfile, updatePreferences, updateProfile } from '../../api/profile';
import { useApp, useDeps, type AppContext } from '../../app/app-context';
import type { AppDeps } from '../../app/deps';
import { focusFirstInvalid } from '../../components/form-field';
import { defineEditLogic, useForm } from '../../components/form.logic';
import { withInspector } from '../../dev/inspector';
import { balancePaidToastText, cancelledToastText, REVIEW_SUBMITTED } from './booking-text';

/*
 * My Account (/dashboard): where each of its flows gets its I/O, toasts, focus and navigation.
 */

/* My Bookings ------------------------------------------------------------------------------ */

/** The review dialog's <form> id: focus goes to its first invalid field after a failed submit. */
export const REVIEW_FORM_ID = 'review-form';
/** The Pay balance dialog's <form> id: focus goes to its first invalid field. */
export const PAY_BALANCE_FORM_ID = 'pay-balance-form';

/**
 * Where a My Bookings statechart gets its bookings and sends its actions: the account's API
 * (My Account) or the reference-and-e-mail API (Manage my booking, manage-booking.logic.ts).
 */
export interface BookingsIo {
  /** A page of bookings (My Account), or every booking there is (Manage my booking: one). */
  fetch: (signal: AbortSignal, query: MyBookingsQuery) => Promise<MyBookingsPage | MyBooking[]>;
  cancel: (
    reference: string,
    request: CancelBookingRequest,
    signal: AbortSignal,
  ) => Promise<MyBooking>;
  review: (
    reference: string,
    request: CreateReviewRequest,
    signal: AbortSignal,
  ) => Promise<MyBooking>;
  pay: (reference: string, request: PayBalanceRequest, signal: AbortSignal) => Promise<MyBooking>;
}

function accountIo(api: AppDeps['api']): BookingsIo {
  return {
    fetch: (signal, query) => getMyBookings(api, query, signal),
    cancel: (reference, request, signal) => cancelMyBooking(api, reference, request, signal),
    review: (reference, request, signal) => reviewMyBooking(api, reference, request, signal),
    pay: (reference, request, signal) => payMyBalance(api, reference, request, signal),
  };
}

/** A whole list is its only page. */
function asPage(bookings: MyBookingsPage | MyBooking[]): MyBookingsPage {
  if (!Array.isArray(bookings)) return bookings;
  const total = bookings.length;
  return { data: bookings, meta: { page: 1, perPage: Math.max(1, total), total, lastPage: 1 } };
}

export function defineMyBookingsLogic({ toast }: AppDeps, io: BookingsIo) {
  return myBookingsMachine.provide({
    actors: {
      fetchMyBookings: fromPromise(async ({ input, signal }) =>
        asPage(await io.fetch(signal, input.query)),
      ),
      cancelBooking: fromPromise(({ input, signal }) =>
        io.cancel(input.reference, input.request, signal),
      ),
      reviewForm: defineEditLogic<ReviewForm>({
        save: ({ reference, request }, signal) => io.review(reference, request, signal),
        formId: REVIEW_FORM_ID,
      }),
      payBalance: payBalanceMachine.provide({
        actors: {
          payBalance: fromPromise(({ input, signal }) =>
            io.pay(input.reference, input.request, signal),
          ),
        },
        actions: { focusFirstInvalidField: () => focusFirstInvalid(PAY_BALANCE_FORM_ID) },
      }),
    },
    actions: {
      notifyCancelled: (_, { booking }) =>
        toast('Booking Cancelled', cancelledToastText(booking), 'success'),
      notifyReviewed: () => toast(REVIEW_SUBMITTED.title, REVIEW_SUBMITTED.description, 'success'),
      notifyBalancePaid: (_, { booking }) =>
        toast('Balance paid', balancePaidToastText(booking), 'success'),
      notifyBookingChanged: (_, { message }) =>
        toast('Booking updated', `${message} Your bookings have been reloaded.`, 'info'),
    },
  });
}

/** My Bookings from the URL's page (`?page=`); later pages reach it as `query.change`. */
export function useMyBookingsActor(query: MyBookingsQuery) {
  const deps = useDeps();
  return useActorRef(
    defineMyBookingsLogic(deps, accountIo(deps.api)),
    withInspector({ input: { today: deps.clock.today(), query } }),
  );
}

/* Profile ---------------------------------------------------------------------------------- */

/** The Personal Information <form>: focus goes to its first invalid field after a refused save. */
export const PROFILE_FORM_ID = 'profile-form';

/** The new name and e-mail reach the session, so the header and the sidebar follow. */
function defineProfileLogic({ api, toast }: AppDeps, session: AppContext['session']) {
  return profileMachine.provide({
    actors: {
      fetchProfile: fromPromise(({ signal }) => getProfile(api, signal)),
      profileForm: defineEditLogic<ProfileForm>({
        save: (update, signal) => updateProfile(api, update, signal),
        formId: PROFILE_FORM_ID,
      }),
      updatePreferences: fromPromise(({ input, signal }) =>
        updatePreferences(api, input.preferences, signal),
      ),
    },
    actions: {
      updateSessionUser: (_, { name, email }) =>
        session.send({ type: 'session.userUpdated', name, email }),
      notifyProfileSaved: () =>
        toast('Profile Updated', 'Your personal information has been saved.', 'success'),
      notifyPreferencesSaved: () =>
        toast('Preferences Updated', 'Your preferences have been saved.', 'success'),
    },
  });
}

export function useProfileActor() {
  const { deps, session } = useApp();
  return useActorRef(
    defineProfileLogic(deps, session),
    withInspector({ input: { today: deps.clock.today() } }),
  );
}

/* Payment methods -------------------------------------------------------------------------- */

/** The Add Payment Method <form>: focus goes to its first invalid field after a refused save. */
export const ADD_CARD_FORM_ID = 'add-card-form';

/** 'Visa ending in 4242'. */
export function cardName(card: Pick<RemoveTarget, 'brand' | 'last4'>): string {
  return `${card.brand} ending in ${card.last4}`;
}

function definePaymentMethodsLogic({ api, toast }: AppDeps) {
  return paymentMethodsMachine.provide({
    actors: {
      // The saved cards and the history's page, fetched together; either failing fails the load.
      fetchPaymentsData: fromPromise(async ({ input, signal }) => {
        const [cards, history] = await Promise.all([
          getPaymentMethods(api, signal),
          getMyPaymentHistory(api, input.query, signal),
        ]);
        return { cards, history };
      }),
      // Another page of the history: the cards are not asked for again.
      fetchPaymentHistory: fromPromise(({ input, signal }) =>
        getMyPaymentHistory(api, input.query, signal),
      ),
      cardForm: defineEditLogic<CardForm>({
        save: (card, signal) => addPaymentMethod(api, card, signal),
        formId: ADD_CARD_FORM_ID,
      }),
      makeDefaultCard: fromPromise(({ input, signal }) =>
        makeDefaultPaymentMethod(api, input.id, signal),
      ),
      removeCard: fromPromise(({ input, signal }) => deletePaymentMethod(api, input.id, signal)),
    },
    actions: {
      notifyCardAdded: () => toast('Payment Method Added', 'Your card has been saved.', 'success'),
      notifyDefaultChanged: (_, { card }) =>
        toast('Default Card Updated', `${cardName(card)} is now your default card.`, 'success'),
      notifyCardRemoved: (_, { card }) =>
        toast('Payment Method Removed', `${cardName(card)} has been removed.`, 'success'),
      notifyCardGone: (_, { card }) =>
        toast(
          'Card no longer saved',
          `${cardName(card)} was already removed from your account. Your cards are shown as they are now.`,
          'info',
        ),
    },
  });
}

/** Payment Methods from the URL's history page (`?page=`); later pages reach it as `query.change`. */
export function usePaymentMethodsActor(query: PaymentHistoryQuery) {
  const deps = useDeps();
  return useActorRef(
    definePaymentMethodsLogic(deps),
    withInspector({ input: { today: deps.clock.today(), query } }),
  );
}

/* Settings: Change Password ---------------------------------------------------------------- */

const PASSWORD_TOASTS = {
  changed: ['Password Changed', 'Your other sessions have been signed out.'],
  failed: ['Password not changed', 'Your password could not be changed. Please try again.'],
} as const;

const EMPTY_PASSWORDS = { current_password: '', password: '', confirmPassword: '' };

/**
 * Change Password, an edit machine with the 'changePassword' rules (machines/form-rules.ts).
 * Only the current and the new password are sent; a wrong current password (422) shows under
 * its field. The form clears after a change; `onChanged`: what follows (the admin whose password
 * expired goes on to the dashboard).
 */
export function useChangePasswordForm(options: { onChanged?: () => void } = {}) {
  return useForm('changePassword', EMPTY_PASSWORDS, ({ api, toast }) => ({
    save: (values, signal) =>
      changePassword(
        api,
        { current_password: values.current_password ?? '', password: values.password ?? '' },
        signal,
      ),
    onSaved: () => {
      toast(...PASSWORD_TOASTS.changed, 'success');
      options.onChanged?.();
    },
    onFailed: (error) => {
      // Field errors (422) are under the fields already; anything else needs saying.
      if (isApiFailure(error) && error.fieldErrors) return;
      toast(PASSWORD_TOASTS.failed[0], messageOr(error, PASSWORD_TOASTS.failed[1]), 'error');
    },
  }));
}
