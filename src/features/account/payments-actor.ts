import { useActorRef } from '@xstate/react';
import { isoDay } from '../../../contract/bookings';
import type { RemoveTarget } from '../../../machines/payment-methods-machine';
import { paymentMethodsMachine } from '../../../machines/payment-methods-machine';
import {
  addCard,
  fetchPaymentsData,
  makeDefaultCard,
  removeCard,
} from '../../actors/payment-methods';
import { focusFirstInvalid } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { withInspector } from '../../dev/inspector';

/** The Add Payment Method <form>: focus goes to its first invalid field after a refused save. */
export const ADD_CARD_FORM_ID = 'add-card-form';

/** 'Visa ending in 4242'. */
export function cardName(card: Pick<RemoveTarget, 'brand' | 'last4'>): string {
  return `${card.brand} ending in ${card.last4}`;
}

/** The Payment Methods tab's actor, with the real API and the toasts and focus it asks for. */
export function usePaymentMethodsActor() {
  return useActorRef(
    paymentMethodsMachine.provide({
      actors: { fetchPaymentsData, addCard, makeDefaultCard, removeCard },
      actions: {
        focusFirstInvalidField: () => focusFirstInvalid(ADD_CARD_FORM_ID),
        notifyCardAdded: () =>
          showToast('Payment Method Added', 'Your card has been saved.', 'success'),
        notifyDefaultChanged: (_, { card }) =>
          showToast(
            'Default Card Updated',
            `${cardName(card)} is now your default card.`,
            'success',
          ),
        notifyCardRemoved: (_, { card }) =>
          showToast('Payment Method Removed', `${cardName(card)} has been removed.`, 'success'),
        notifyCardGone: (_, { card }) =>
          showToast(
            'Card no longer saved',
            `${cardName(card)} was already removed from your account. Your cards are shown as they are now.`,
            'info',
          ),
      },
    }),
    withInspector({ input: { today: isoDay(new Date()) } }),
  );
}
