import {
  savedCardsResponseSchema,
  type NewCard,
  type SavedCard,
} from '../../contract/payment-methods';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/my/payment-methods -> the saved cards, default first. */
export async function getPaymentMethods(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<SavedCard[]> {
  const body = await callApi(
    () => api.get('my/payment-methods', { signal }).json(savedCardsResponseSchema),
    'We could not load your payment methods.',
  );
  return body.data;
}

/**
 * POST /api/my/payment-methods with brand, last four digits and expiry (never a full number or
 * a CVV: the contract's strict schema is the body) -> the saved cards.
 */
export async function addPaymentMethod(
  api: ApiClient,
  card: NewCard,
  signal?: AbortSignal,
): Promise<SavedCard[]> {
  const body = await callApi(
    () => api.post('my/payment-methods', { json: card, signal }).json(savedCardsResponseSchema),
    'Your card could not be saved.',
  );
  return body.data;
}

/** POST /api/my/payment-methods/{id}/default -> the saved cards. */
export async function makeDefaultPaymentMethod(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<SavedCard[]> {
  const body = await callApi(
    () => api.post(`my/payment-methods/${id}/default`, { signal }).json(savedCardsResponseSchema),
    'The default card could not be changed.',
  );
  return body.data;
}

/** DELETE /api/my/payment-methods/{id} -> the saved cards left. */
export async function deletePaymentMethod(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<SavedCard[]> {
  const body = await callApi(
    () => api.delete(`my/payment-methods/${id}`, { signal }).json(savedCardsResponseSchema),
    'The card could not be removed.',
  );
  return body.data;
}
