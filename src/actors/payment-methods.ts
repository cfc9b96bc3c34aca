import { fromPromise } from 'xstate';
import type { NewCard, SavedCard } from '../../contract/payment-methods';
import type { PaymentsData } from '../../machines/payment-methods-machine';
import { getMyBookings } from '../api/my-bookings';
import {
  addPaymentMethod,
  deletePaymentMethod,
  getPaymentMethods,
  makeDefaultPaymentMethod,
} from '../api/payment-methods';

/** The saved cards and the bookings, fetched together; either failing fails the load. */
export const fetchPaymentsData = fromPromise<PaymentsData>(async ({ signal }) => {
  const [cards, bookings] = await Promise.all([getPaymentMethods(signal), getMyBookings(signal)]);
  return { cards, bookings };
});

/** POST /api/my/payment-methods (brand, last4, expiry, make_default only). */
export const addCard = fromPromise<SavedCard[], { card: NewCard }>(({ input, signal }) =>
  addPaymentMethod(input.card, signal),
);

/** POST /api/my/payment-methods/{id}/default. */
export const makeDefaultCard = fromPromise<SavedCard[], { id: number }>(({ input, signal }) =>
  makeDefaultPaymentMethod(input.id, signal),
);

/** DELETE /api/my/payment-methods/{id}. */
export const removeCard = fromPromise<SavedCard[], { id: number }>(({ input, signal }) =>
  deletePaymentMethod(input.id, signal),
);
