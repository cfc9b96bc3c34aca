import { createActor, fromPromise, type NonReducibleUnknown } from 'xstate';
import type { Customer, CustomerBooking } from '../../contract/admin-customers';
import {
  adminCustomersMachine,
  customerFormActor,
  type CustomerDetails,
  type CustomerForm,
  type CustomerFormValues,
} from '../../machines/admin-customers-machine';
import { editMachine, type FieldEdit } from '../../machines/edit-machine';

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

/**
 * The machine with every actor held open until the test settles it (`updates` is the Edit
 * dialog's PUT), and effects recorded; `form()` is the Edit dialog's form while it is open, and
 * `change`, `submit` and `cancel` are what the dialog sends it.
 */
export function startCustomers() {
  const fetches: Array<Deferred<Customer[], NonReducibleUnknown>> = [];
  const details: Array<Deferred<CustomerDetails, { id: number }>> = [];
  const updates: Array<Deferred<Customer, CustomerForm['request']>> = [];
  const deletes: Array<Deferred<string, { id: number }>> = [];
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    adminCustomersMachine.provide({
      actors: {
        fetchCustomers: deferredActor(fetches),
        fetchCustomerDetails: deferredActor(details),
        customerForm: editMachine.provide({
          actors: {
            // The form's request is its rules' ({ id, request }).
            saveDraft: deferredActor(updates as Array<Deferred<unknown, unknown>>),
          },
          actions: { focusFirstInvalidField: () => effects.push(['focus']) },
        }),
        deleteCustomer: deferredActor(deletes),
      },
      actions: {
        notifySaved: (_, { customer }) => effects.push(['saved', customer.name]),
        notifyDeleted: (_, { customer }) => effects.push(['deleted', customer.name]),
        notifyDeleteFailed: (_, { error }) =>
          effects.push(['deleteFailed', (error as Error).message]),
      },
    }),
  ).start();
  const form = () => customerFormActor(actor.getSnapshot());
  return {
    actor,
    fetches,
    details,
    updates,
    deletes,
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
