import {
  enquiryResponseSchema,
  type ContactRequest,
  type CustomTourRequest,
  type EnquiryResponse,
} from '../../contract/enquiries';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** POST /api/contact: stores the message (201 { message }). */
export function sendContactMessage(
  api: ApiClient,
  body: ContactRequest,
  signal?: AbortSignal,
): Promise<EnquiryResponse> {
  return callApi(
    () => api.post('contact', { json: body, signal }).json(enquiryResponseSchema),
    'Message not sent',
  );
}

/** POST /api/custom-tour-request (SPEC 7): stores the request (201 { message }). */
export function submitCustomTourRequest(
  api: ApiClient,
  body: CustomTourRequest,
  signal?: AbortSignal,
): Promise<EnquiryResponse> {
  return callApi(
    () => api.post('custom-tour-request', { json: body, signal }).json(enquiryResponseSchema),
    'Request not submitted',
  );
}
