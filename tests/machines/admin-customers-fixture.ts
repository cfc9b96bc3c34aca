import { createActor } from 'xstate';
import type {
  Customer,
  CustomerBooking,
  CustomerListQuery,
  CustomerListResponse,
} from '../../contract/admin-customers';
import {
  adminCustomersMachine,
  customerFormActor,
  type CustomersCsv,
  type CustomerDetails,
  type CustomerForm,
  type CustomerFormValues,
} from '../../machines/admin-customers-machine';
import type { FieldEdit } from '../../machines/edit-machine';
import { controllable } from '../support/controllable';
import { fakeForm } from './edit-fixture';

/** One customer of GET /api/admin/customers; override what a test cares about. */
export function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    name: 'Ayesha Khan',
    email: 'ayesha@example.com',
    phone: '+92 300 1234567',
    country: 'Pakistan',
    bookings: 2,
    lastBooking: '2025-05-02T10:00:00.000Z',
    totalSpent: 2598,
    status: 'Active',
    joinedAt: '2024-01-15T09:30:00.000Z',
    ...overrides,
  };
}

/** Newest account first, as the server sends them. */
export const CUSTOMERS: Customer[] = [
  customer({
    id: 3,
    name: 'Marco Rossi',
    email: 'marco@example.it',
    phone: null,
    country: 'Italy',
    bookings: 1,
    lastBooking: '2025-06-20T08:00:00.000Z',
    totalSpent: 1299,
    joinedAt: '2025-03-01T12:00:00.000Z',
  }),
  customer({
    id: 2,
    name: 'Bilal Ahmed',
    email: 'bilal@example.pk',
    country: 'pakistan',
    bookings: 0,
    lastBooking: null,
    totalSpent: 0,
    status: 'Inactive',
    joinedAt: '2024-11-10T12:00:00.000Z',
  }),
  customer(),
];

/** One page of GET /api/admin/customers holding `customers` (25 a page). */
export function customerPage(
  customers: Customer[],
  meta: Partial<CustomerListResponse['meta']> = {},
  countries: string[] = ['Italy', 'Pakistan', 'pakistan'],
): CustomerListResponse {
  return {
    data: customers,
    meta: { page: 1, perPage: 25, total: customers.length, lastPage: 1, ...meta },
    filters: { countries },
  };
}

export function booking(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  return {
    id: 11,
    reference: 'AB12CD34',
    tourId: 1,
    tourTitle: 'K2 Base Camp Trek',
    startDate: '2025-07-01',
    travelers: 2,
    total: 2598,
    status: 'Confirmed',
    paymentStatus: 'Paid',
    createdAt: '2025-05-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * The machine with every actor held open until the test settles it (`updates` is the Edit
 * dialog's PUT), and effects recorded; `form()` is the Edit dialog's form while it is open, and
 * `change`, `submit` and `cancel` are what the dialog sends it.
 */
export function startCustomers(query: CustomerListQuery = {}) {
  const fetches = controllable<CustomerListResponse, { query: CustomerListQuery }>();
  const exports = controllable<CustomersCsv, { query: CustomerListQuery }>();
  const details = controllable<CustomerDetails, { id: number }>();
  const deletes = controllable<string, { id: number }>();
  const effects: Array<[string, unknown?]> = [];
  const customerForm = fakeForm<Customer, CustomerForm['request']>(() => effects.push(['focus']));
  const actor = createActor(
    adminCustomersMachine.provide({
      actors: {
        fetchCustomers: fetches.logic,
        fetchCustomerDetails: details.logic,
        customerForm: customerForm.logic,
        deleteCustomer: deletes.logic,
        exportCustomers: exports.logic,
      },
      actions: {
        notifySaved: (_, { customer }) => effects.push(['saved', customer.name]),
        notifyDeleted: (_, { customer }) => effects.push(['deleted', customer.name]),
        notifyDeleteFailed: (_, { error }) =>
          effects.push(['deleteFailed', (error as Error).message]),
        saveFile: (_, file) => effects.push(['saved file', file]),
        notifyExportFailed: (_, { error }) =>
          effects.push(['exportFailed', (error as Error).message]),
      },
    }),
    { input: { query } },
  ).start();
  const form = () => customerFormActor(actor.getSnapshot());
  return {
    actor,
    fetches: fetches.calls,
    details: details.calls,
    updates: customerForm.saves,
    deletes: deletes.calls,
    exports: exports.calls,
    effects,
    form,
    change: (field: keyof CustomerFormValues, value: string) =>
      form()?.send({
        type: 'draft.edit',
        edit: { field, value } as FieldEdit<CustomerFormValues>,
      }),
    submit: () => form()?.send({ type: 'draft.save' }),
    cancel: () => form()?.send({ type: 'draft.cancel' }),
  };
}
