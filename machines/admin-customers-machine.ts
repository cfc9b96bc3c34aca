import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, fieldMessages } from '../contract/api-failure';
import {
  updateCustomerRequestSchema,
  type Customer,
  type CustomerDetailResponse,
  type UpdateCustomerRequest,
} from '../contract/admin-customers';

/** View Details: the customer as the server has them now, and their bookings. */
export type CustomerDetails = CustomerDetailResponse['data'];

/** The Edit dialog's fields (SPEC 2: name, phone, country, status), as typed. */
export interface CustomerFormValues {
  name: string;
  phone: string;
  country: string;
  /** 'Active' or 'Inactive'; anything else is refused by the schema. */
  status: string;
}
export type CustomerFormField = keyof CustomerFormValues;
export const CUSTOMER_FORM_FIELDS = ['name', 'phone', 'country', 'status'] as const;

/** First message per field, as shown under the field. */
export type CustomerFormErrors = Partial<Record<CustomerFormField, string>>;

export function customerFormValues(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    phone: customer.phone ?? '',
    country: customer.country ?? '',
    status: customer.status,
  };
}

/** The PUT body: every editable field (a blank phone or country clears it on the server). */
export function toUpdateRequest(values: CustomerFormValues): UpdateCustomerRequest {
  return {
    name: values.name,
    phone: values.phone,
    country: values.country,
    status: values.status as UpdateCustomerRequest['status'],
  };
}

function isFormField(field: string): field is CustomerFormField {
  return (CUSTOMER_FORM_FIELDS as readonly string[]).includes(field);
}

/** Validates with the contract schema the server uses, so both say the same thing. */
export function validateCustomerForm(values: CustomerFormValues): CustomerFormErrors {
  const result = updateCustomerRequestSchema.safeParse(toUpdateRequest(values));
  if (result.success) return {};
  const errors: CustomerFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isFormField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** A 422's per-field messages (first one each), limited to the fields the dialog shows. */
const serverFieldErrors = (error: unknown): CustomerFormErrors =>
  fieldMessages(error, CUSTOMER_FORM_FIELDS);

export const CUSTOMER_LIST_MESSAGES = {
  loadFailed: 'Failed to fetch customers.',
  detailsFailed: 'Failed to load customer details.',
  saveFailed: 'Failed to save customer.',
  deleteFailed: 'Failed to delete customer.',
} as const;

const EMPTY_FORM: CustomerFormValues = { name: '', phone: '', country: '', status: 'Active' };

export interface AdminCustomersContext {
  customers: Customer[];
  /** Why the list could not be loaded (the failed state's text). */
  loadError: string | null;
  /** The customer an open dialog is about (View Details, Edit or Delete). */
  selected: Customer | null;
  /** View Details, once GET /api/admin/customers/{id} answered. */
  details: CustomerDetails | null;
  detailsError: string | null;
  /** The Edit dialog's values, errors under its fields, and a failure that is no field's. */
  values: CustomerFormValues;
  errors: CustomerFormErrors;
  saveError: string | null;
}

export type AdminCustomersEvent =
  | { type: 'customers.reload' }
  | { type: 'customer.view'; id: number }
  | { type: 'details.retry' }
  | { type: 'details.close' }
  | { type: 'customer.edit'; id: number }
  | { type: 'field.change'; field: CustomerFormField; value: string }
  | { type: 'edit.submit' }
  | { type: 'edit.cancel' }
  | { type: 'customer.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/**
 * Customer management (SPEC 2 'Customer management', SPEC 3 'Sample customer', on real
 * accounts): load GET /api/admin/customers; View Details loads the customer's bookings; Edit
 * validates with the contract schema and saves with PUT (a 422 lands under the fields); Delete
 * asks first (their bookings are kept), then the list reloads. Search, filter, sort and the
 * CSV export live in the URL and the page: they only read the loaded list.
 */
export const adminCustomersMachine = setup({
  types: {
    context: {} as AdminCustomersContext,
    events: {} as AdminCustomersEvent,
  },
  actors: {
    fetchCustomers: fromPromise<Customer[]>(async () => {
      throw new Error('fetchCustomers: provide via machine.provide');
    }),
    fetchCustomerDetails: fromPromise<CustomerDetails, { id: number }>(async () => {
      throw new Error('fetchCustomerDetails: provide via machine.provide');
    }),
    updateCustomer: fromPromise<Customer, { id: number; request: UpdateCustomerRequest }>(
      async () => {
        throw new Error('updateCustomer: provide via machine.provide');
      },
    ),
    deleteCustomer: fromPromise<string, { id: number }>(async () => {
      throw new Error('deleteCustomer: provide via machine.provide');
    }),
  },
  actions: {
    assignCustomers: assign((_, params: { customers: Customer[] }) => ({
      customers: params.customers,
      loadError: null,
    })),
    assignLoadError: assign((_, params: { error: unknown }) => ({
      loadError: failureMessage(params.error, CUSTOMER_LIST_MESSAGES.loadFailed),
    })),
    assignSelected: assign(({ context }, params: { id: number }) => ({
      selected: context.customers.find((c) => c.id === params.id) ?? null,
      details: null,
      detailsError: null,
    })),
    clearSelected: assign({ selected: null, details: null, detailsError: null }),
    assignDetails: assign((_, params: { details: CustomerDetails }) => ({
      details: params.details,
      detailsError: null,
    })),
    assignDetailsError: assign((_, params: { error: unknown }) => ({
      detailsError: failureMessage(params.error, CUSTOMER_LIST_MESSAGES.detailsFailed),
    })),
    assignFormValues: assign(({ context }) => ({
      values: context.selected ? customerFormValues(context.selected) : EMPTY_FORM,
      errors: {},
      saveError: null,
    })),
    assignField: assign(({ context }, params: { field: CustomerFormField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return {
        values: { ...context.values, [params.field]: params.value },
        errors,
        saveError: null,
      };
    }),
    assignValidationErrors: assign(({ context }) => ({
      errors: validateCustomerForm(context.values),
    })),
    assignServerErrors: assign((_, params: { error: unknown }) => ({
      errors: serverFieldErrors(params.error),
      saveError: null,
    })),
    assignSaveError: assign((_, params: { error: unknown }) => ({
      saveError: failureMessage(params.error, CUSTOMER_LIST_MESSAGES.saveFailed),
    })),
    clearSaveError: assign({ saveError: null }),
    replaceCustomer: assign(({ context }, params: { customer: Customer }) => ({
      customers: context.customers.map((c) => (c.id === params.customer.id ? params.customer : c)),
    })),
    removeCustomer: assign(({ context }, params: { id: number }) => ({
      customers: context.customers.filter((c) => c.id !== params.id),
    })),
    /* Effects the app supplies: */
    focusFirstInvalidField: () => {},
    notifySaved: (_, _params: { customer: Customer }) => {},
    notifyDeleted: (_, _params: { customer: Customer }) => {},
    notifyDeleteFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isListedCustomer: ({ context }, params: { id: number }) =>
      context.customers.some((c) => c.id === params.id),
    isFormValid: ({ context }) => Object.keys(validateCustomerForm(context.values)).length === 0,
    hasFieldErrors: (_, params: { error: unknown }) =>
      Object.keys(serverFieldErrors(params.error)).length > 0,
  },
}).createMachine({
  id: 'adminCustomers',
  description:
    'Customer management: the customer list; View Details loads their bookings; Edit validates with the contract schema and saves (422 errors land under the fields); Delete asks first, then reloads.',
  context: {
    customers: [],
    loadError: null,
    selected: null,
    details: null,
    detailsError: null,
    values: EMPTY_FORM,
    errors: {},
    saveError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading customers...'",
      tags: ['loading'],
      invoke: {
        id: 'fetchCustomers',
        src: 'fetchCustomers',
        onDone: {
          target: 'loaded',
          actions: {
            type: 'assignCustomers',
            params: ({ event }) => ({ customers: event.output }),
          },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'customers.reload': 'loading' },
    },
    loaded: {
      tags: ['loaded'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'customers.reload': 'refreshing',
            'customer.view': {
              guard: { type: 'isListedCustomer', params: ({ event }) => event },
              target: 'viewing',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
            'customer.edit': {
              guard: { type: 'isListedCustomer', params: ({ event }) => event },
              target: 'editing',
              actions: [
                { type: 'assignSelected', params: ({ event }) => event },
                'assignFormValues',
              ],
            },
            'customer.delete': {
              guard: { type: 'isListedCustomer', params: ({ event }) => event },
              target: 'confirmingDelete',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
          },
        },
        refreshing: {
          description: 'Reloading the list while the current one stays on screen.',
          tags: ['refreshing'],
          invoke: {
            id: 'fetchCustomers',
            src: 'fetchCustomers',
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignCustomers',
                params: ({ event }) => ({ customers: event.output }),
              },
            },
            onError: {
              target: '#adminCustomers.failed',
              actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        viewing: {
          description: 'The View Details dialog: the customer at once, their bookings once loaded.',
          tags: ['viewing'],
          on: { 'details.close': { target: 'idle', actions: 'clearSelected' } },
          initial: 'loading',
          states: {
            loading: {
              tags: ['detailsLoading'],
              invoke: {
                id: 'fetchCustomerDetails',
                src: 'fetchCustomerDetails',
                input: ({ context }) => ({ id: context.selected!.id }),
                onDone: {
                  target: 'shown',
                  actions: {
                    type: 'assignDetails',
                    params: ({ event }) => ({ details: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'assignDetailsError',
                    params: ({ event }) => ({ error: event.error }),
                  },
                },
              },
            },
            shown: {},
            failed: {
              tags: ['detailsError'],
              on: { 'details.retry': 'loading' },
            },
          },
        },
        editing: {
          description: 'The Edit dialog (name, phone, country, status).',
          tags: ['editing'],
          initial: 'idle',
          states: {
            idle: {
              on: {
                'field.change': {
                  actions: { type: 'assignField', params: ({ event }) => event },
                },
                'edit.submit': [
                  { guard: 'isFormValid', target: 'saving', actions: 'clearSaveError' },
                  { actions: ['assignValidationErrors', 'focusFirstInvalidField'] },
                ],
                'edit.cancel': { target: '#adminCustomers.loaded.idle', actions: 'clearSelected' },
              },
            },
            saving: {
              description: 'Fields and buttons are disabled; the dialog cannot close mid-save.',
              tags: ['saving', 'busy'],
              invoke: {
                id: 'updateCustomer',
                src: 'updateCustomer',
                input: ({ context }) => ({
                  id: context.selected!.id,
                  request: toUpdateRequest(context.values),
                }),
                onDone: {
                  target: '#adminCustomers.loaded.idle',
                  actions: [
                    {
                      type: 'replaceCustomer',
                      params: ({ event }) => ({ customer: event.output }),
                    },
                    { type: 'notifySaved', params: ({ event }) => ({ customer: event.output }) },
                    'clearSelected',
                  ],
                },
                onError: [
                  {
                    guard: {
                      type: 'hasFieldErrors',
                      params: ({ event }) => ({ error: event.error }),
                    },
                    target: 'idle',
                    actions: [
                      {
                        type: 'assignServerErrors',
                        params: ({ event }) => ({ error: event.error }),
                      },
                      'focusFirstInvalidField',
                    ],
                  },
                  {
                    target: 'idle',
                    actions: {
                      type: 'assignSaveError',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                ],
              },
            },
          },
        },
        confirmingDelete: {
          description: 'The confirmation is open; it says that their bookings are kept.',
          tags: ['confirmDelete'],
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'idle', actions: 'clearSelected' },
          },
        },
        deleting: {
          tags: ['confirmDelete', 'deleting', 'busy'],
          invoke: {
            id: 'deleteCustomer',
            src: 'deleteCustomer',
            input: ({ context }) => ({ id: context.selected!.id }),
            onDone: {
              description: 'The list reloads after a delete.',
              target: 'refreshing',
              actions: [
                { type: 'removeCustomer', params: ({ context }) => ({ id: context.selected!.id }) },
                {
                  type: 'notifyDeleted',
                  params: ({ context }) => ({ customer: context.selected! }),
                },
                'clearSelected',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'notifyDeleteFailed', params: ({ event }) => ({ error: event.error }) },
                'clearSelected',
              ],
            },
          },
        },
      },
    },
  },
});

export type AdminCustomersActorRef = ActorRefFrom<typeof adminCustomersMachine>;
export type AdminCustomersSnapshot = SnapshotFrom<typeof adminCustomersMachine>;
