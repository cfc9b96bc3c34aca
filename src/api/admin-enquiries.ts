import {
  enquiryDetailResponseSchema,
  enquiryListResponseSchema,
  subscriberListResponseSchema,
  subscriberRemovedResponseSchema,
  unreadCountResponseSchema,
  type EnquiryDetail,
  type EnquiryKind,
  type EnquiryListQuery,
  type EnquiryListResponse,
  type EnquiryStatus,
  type SubscriberListQuery,
  type SubscriberListResponse,
} from '../../contract/admin-enquiries';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** A list's query as URL parameters (absent values left out). */
function searchParams(query: EnquiryListQuery | SubscriberListQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** GET /api/admin/enquiries -> one page of the inbox, newest first. */
export async function getEnquiries(
  api: ApiClient,
  query: EnquiryListQuery,
  signal?: AbortSignal,
): Promise<EnquiryListResponse> {
  return callApi(
    () =>
      api
        .get('admin/enquiries', { searchParams: searchParams(query), signal })
        .json(enquiryListResponseSchema),
    'Failed to load enquiries.',
  );
}

/** GET /api/admin/enquiries/unread -> how many enquiries are New. */
export async function getUnreadEnquiryCount(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const body = await callApi(
    () => api.get('admin/enquiries/unread', { signal }).json(unreadCountResponseSchema),
    'Failed to count new enquiries.',
  );
  return body.data.count;
}

/** GET /api/admin/enquiries/{kind}/{id} -> what the sender sent, notes and history. */
export async function getEnquiry(
  api: ApiClient,
  kind: EnquiryKind,
  id: number,
  signal?: AbortSignal,
): Promise<EnquiryDetail> {
  const body = await callApi(
    () => api.get(`admin/enquiries/${kind}/${id}`, { signal }).json(enquiryDetailResponseSchema),
    'Failed to load the enquiry.',
  );
  return body.data;
}

/** PUT /api/admin/enquiries/{kind}/{id}/status -> the enquiry as stored. */
export async function updateEnquiryStatus(
  api: ApiClient,
  kind: EnquiryKind,
  id: number,
  status: EnquiryStatus,
  signal?: AbortSignal,
): Promise<EnquiryDetail> {
  const body = await callApi(
    () =>
      api
        .put(`admin/enquiries/${kind}/${id}/status`, { json: { status }, signal })
        .json(enquiryDetailResponseSchema),
    'The status could not be saved.',
  );
  return body.data;
}

/** POST /api/admin/enquiries/{kind}/{id}/notes -> the enquiry with the note; 422 on a bad one. */
export async function addEnquiryNote(
  api: ApiClient,
  kind: EnquiryKind,
  id: number,
  body: string,
  signal?: AbortSignal,
): Promise<EnquiryDetail> {
  const response = await callApi(
    () =>
      api
        .post(`admin/enquiries/${kind}/${id}/notes`, { json: { body }, signal })
        .json(enquiryDetailResponseSchema),
    'The note could not be saved.',
  );
  return response.data;
}

/** GET /api/admin/newsletter-subscribers -> one page of the subscribers, newest first. */
export async function getSubscribers(
  api: ApiClient,
  query: SubscriberListQuery,
  signal?: AbortSignal,
): Promise<SubscriberListResponse> {
  return callApi(
    () =>
      api
        .get('admin/newsletter-subscribers', { searchParams: searchParams(query), signal })
        .json(subscriberListResponseSchema),
    'Failed to load subscribers.',
  );
}

/** The file name from `Content-Disposition: attachment; filename="..."`. */
function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/** GET /api/admin/newsletter-subscribers/export -> the CSV text and the server's file name. */
export async function exportSubscribers(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<{ csv: string; fileName: string }> {
  return callApi(async () => {
    const response = await api.get('admin/newsletter-subscribers/export', { signal });
    const fileName = attachmentName(
      response.headers.get('Content-Disposition'),
      'newsletter-subscribers.csv',
    );
    return { csv: await response.text(), fileName };
  }, 'The export failed.');
}

/** DELETE /api/admin/newsletter-subscribers/{id}. */
export async function removeSubscriber(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<string> {
  const body = await callApi(
    () =>
      api
        .delete(`admin/newsletter-subscribers/${id}`, { signal })
        .json(subscriberRemovedResponseSchema),
    'The subscriber could not be removed.',
  );
  return body.message;
}
