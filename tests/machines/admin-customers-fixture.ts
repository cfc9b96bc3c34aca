import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import type {
  Customer,
  CustomerBooking,
  UpdateCustomerRequest,
} from '../../contract/admin-customers';
import {
  adminCustomersMachine,
  type CustomerDetails,
} from '../../machines/admin-customers-machine';

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

/** What an actor was asked for, and how the test settles it. */
export interface Deferred<T, I> {
  input: I;
  aborted: boolean;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferredActor<T, I>(calls: Array<Deferred<T, I>>) {
  return fromPromise<T, I>(
    ({ input, signal }) =>
      new Promise<T>((resolve, reject) => {
        const call: Deferred<T, I> = { input, aborted: false, resolve, reject };
        signal.addEventListener('abort', () => (call.aborted = true));
        calls.push(call);
      }),
  );
}

/** An ApiError as the app throws it: message, HTTP status and a 422's field errors. */
export function apiError(
  message: string,
  status: number,
  fieldErrors?: Record<string, string[]>,
): Error {
  return Object.assign(new Error(message), { status, fieldErrors });
}

/** The machine with every actor held open until the test settles it, and effects recorded. */
export function startCustomers() {
  const fetches: Array<Deferred<Customer[], NonReducibleUnknown>> = [];
  const details: Array<Deferred<CustomerDetails, { id: number }>> = [];
  const updates: Array<Deferred<Customer, { id: number; request: UpdateCustomerRequest }>> = [];
  const deletes: Array<Deferred<string, { id: number }>> = [];
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    adminCustomersMachine.provide({
      actors: {
        fetchCustomers: deferredActor(fetches),
        fetchCustomerDetails: deferredActor(details),
        updateCustomer: deferredActor(updates),
        deleteCustomer: deferredActor(deletes),
      },
      actions: {
        focusFirstInvalidField: () => effects.push(['focus']),
        notifySaved: (_, { customer }) => effects.push(['saved', customer.name]),
        notifyDeleted: (_, { customer }) => effects.push(['deleted', customer.name]),
        notifyDeleteFailed: (_, { error }) =>
          effects.push(['deleteFailed', (error as Error).message]),
      },
    }),
  ).start();
  return { actor, fetches, details, updates, deletes, effects };
}
