import {
  customerDeletedResponseSchema,
  customerDetailResponseSchema,
  customerListResponseSchema,
  customerResponseSchema,
  type Customer,
  type CustomerDetailResponse,
  type CustomerListQuery,
  type CustomerListResponse,
  type UpdateCustomerRequest,
} from '../../contract/admin-customers';
import type { ApiClient } from './client';
import { callApi } from './errors';
import { toSearchParams } from './search-params';

/** GET /api/admin/customers -> one page of the matching customers (admin, bearer). */
export async function getCustomers(
  api: ApiClient,
  query: CustomerListQuery,
  signal?: AbortSignal,
): Promise<CustomerListResponse> {
  return callApi(
    () =>
      api
        .get('admin/customers', { searchParams: toSearchParams(query), signal })
        .json(customerListResponseSchema),
    'Failed to fetch customers.',
  );
}

/** The file name from `Content-Disposition: attachment; filename="..."`. */
function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/** GET /api/admin/customers/export -> every matching customer as CSV, and the file name. */
export async function exportCustomers(
  api: ApiClient,
  query: CustomerListQuery,
  signal?: AbortSignal,
): Promise<{ csv: string; fileName: string }> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  return callApi(async () => {
    const response = await api.get('admin/customers/export', {
      searchParams: toSearchParams(filters),
      signal,
    });
    const fileName = attachmentName(response.headers.get('Content-Disposition'), 'customers.csv');
    return { csv: await response.text(), fileName };
  }, 'The export failed.');
}

/** GET /api/admin/customers/{id} -> the customer and their bookings, newest first. */
export async function getCustomerDetails(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<CustomerDetailResponse['data']> {
  const body = await callApi(
    () => api.get(`admin/customers/${id}`, { signal }).json(customerDetailResponseSchema),
    'Failed to load customer details.',
  );
  return body.data;
}

/** PUT /api/admin/customers/{id} -> the updated customer; a 422 carries field errors. */
export async function updateCustomer(
  api: ApiClient,
  id: number,
  request: UpdateCustomerRequest,
  signal?: AbortSignal,
): Promise<Customer> {
  const body = await callApi(
    () => api.put(`admin/customers/${id}`, { json: request, signal }).json(customerResponseSchema),
    'Failed to save customer.',
  );
  return body.data;
}

/** DELETE /api/admin/customers/{id}: the account goes, its bookings stay. */
export async function deleteCustomer(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<string> {
  const body = await callApi(
    () => api.delete(`admin/customers/${id}`, { signal }).json(customerDeletedResponseSchema),
    'Failed to delete customer.',
  );
  return body.message;
}
