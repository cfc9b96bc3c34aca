import { fromPromise } from 'xstate';
import type { Customer, UpdateCustomerRequest } from '../../contract/admin-customers';
import type { CustomerDetails } from '../../machines/admin-customers-machine';
import {
  deleteCustomer as deleteCustomerRequest,
  getCustomerDetails,
  getCustomers,
  updateCustomer as putCustomer,
} from '../api/admin-customers';

/** GET /api/admin/customers; leaving the loading state aborts the request. */
export const fetchCustomers = fromPromise<Customer[]>(({ signal }) => getCustomers(signal));

/** GET /api/admin/customers/{id}: View Details (closing the dialog aborts it). */
export const fetchCustomerDetails = fromPromise<CustomerDetails, { id: number }>(
  ({ input, signal }) => getCustomerDetails(input.id, signal),
);

/** PUT /api/admin/customers/{id}. */
export const updateCustomer = fromPromise<Customer, { id: number; request: UpdateCustomerRequest }>(
  ({ input, signal }) => putCustomer(input.id, input.request, signal),
);

/** DELETE /api/admin/customers/{id}. */
export const deleteCustomer = fromPromise<string, { id: number }>(({ input, signal }) =>
  deleteCustomerRequest(input.id, signal),
);
