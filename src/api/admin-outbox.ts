import {
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  type OutboxAttachment,
  type OutboxListQuery,
  type OutboxListResponse,
  type OutboxMessage,
} from '../../contract/admin-outbox';
import type { ApiClient } from './client';
import { callApi } from './errors';
import { toSearchParams } from './search-params';

/** GET /api/admin/outbox -> one page of messages, newest first, with counts per status. */
export async function getOutbox(
  api: ApiClient,
  query: OutboxListQuery,
  signal?: AbortSignal,
): Promise<OutboxListResponse> {
  const searchParams = toSearchParams(query);
  return callApi(
    () => api.get('admin/outbox', { searchParams, signal }).json(outboxListResponseSchema),
    'Failed to load the outbox.',
  );
}

/** GET /api/admin/outbox/{id} -> the message with its HTML, text and attachments. */
export async function getOutboxMessage(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<OutboxMessage> {
  const body = await callApi(
    () => api.get(`admin/outbox/${id}`, { signal }).json(outboxMessageResponseSchema),
    'Failed to load the message.',
  );
  return body.data;
}

/** POST /api/admin/outbox/{id}/retry -> the message, pending again; 409 unless it had failed. */
export async function retryOutboxMessage(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<OutboxMessage> {
  const body = await callApi(
    () => api.post(`admin/outbox/${id}/retry`, { signal }).json(outboxMessageResponseSchema),
    'The message could not be put back in the queue.',
  );
  return body.data;
}

/** GET /api/admin/bookings/{reference}/itinerary.pdf -> the itinerary an attachment names. */
export async function downloadOutboxAttachment(
  api: ApiClient,
  attachment: OutboxAttachment,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  return callApi(async () => {
    const reference = encodeURIComponent(attachment.reference ?? '');
    const blob = await api.get(`admin/bookings/${reference}/itinerary.pdf`, { signal }).blob();
    return { blob, fileName: attachment.fileName };
  }, 'The attachment could not be downloaded.');
}
