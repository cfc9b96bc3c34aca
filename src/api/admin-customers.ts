import {
  customerDeletedResponseSchema,
  customerDetailResponseSchema,
  customerListResponseSchema,
  customerResponseSchema,
  type Customer,
  type CustomerDetailResponse,
  type UpdateCustomerRequest,
} from '../../contract/admin-customers';
import type { ApiClient } from './client';
import { callApi } from './errors';

/** GET /api/admin/customers -> every customer (admin, bearer). */
export async function getCustomers(api: ApiClient, signal?: AbortSignal): Promise<Customer[]> {
  const body = await callApi(
    () => api.get('admin/customers', { signal }).json(customerListResponseSchema),
    'Failed to fetch customers.',
  );
  return body.data;
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
