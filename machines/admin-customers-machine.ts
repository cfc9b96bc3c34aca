import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { failureMessage, fieldMessages, type FieldMessages } from '../contract/api-failure';
import {
  updateCustomerRequestSchema,
  type Customer,
  type CustomerDetailResponse,
  type CustomerListQuery,
  type CustomerListResponse,
  type UpdateCustomerRequest,
} from '../contract/admin-customers';
import type { PageMeta } from '../contract/paging';
import {
  editActor,
  editMachine,
  setField,
  type EditActorRef,
  type EditRules,
  type FieldEdit,
} from './edit-machine';
import { isOtherQuery, queryChangeOf, type QueryChangeEvent } from './page-query';

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
const CUSTOMER_FORM_FIELDS = ['name', 'phone', 'country', 'status'] as const;

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

export const CUSTOMER_LIST_MESSAGES = {
  loadFailed: 'Failed to fetch customers.',
  detailsFailed: 'Failed to load customer details.',
  saveFailed: 'Failed to save customer.',
  deleteFailed: 'Failed to delete customer.',
  exportFailed: 'The export failed.',
} as const;

const QUERY_KEYS = [
  'q',
  'status',
  'country',
  'sort',
  'page',
  'perPage',
] as const satisfies ReadonlyArray<keyof CustomerListQuery>;

const onQueryChange = queryChangeOf<CustomerListQuery>();

/** The export as the server sent it: the CSV text and the file name it gave. */
export interface CustomersCsv {
  csv: string;
  fileName: string;
}

/** The Edit dialog's types (machines/edit-machine.ts). */
export interface CustomerForm {
  values: CustomerFormValues;
  edit: FieldEdit<CustomerFormValues>;
  request: { id: number; request: UpdateCustomerRequest };
  output: Customer;
}

/**
 * The Edit dialog's rules for one customer: the contract schema the server uses, and the server's
 * 422 messages for the dialog's own fields.
 */
function customerForm(id: number): EditRules<CustomerForm> {
  return {
    edit: setField,
    validate: (values): FieldMessages => validateCustomerForm(values),
    request: (values) => ({ id, request: toUpdateRequest(values) }),
    serverErrors: (error) => fieldMessages(error, CUSTOMER_FORM_FIELDS),
    failureMessage: CUSTOMER_LIST_MESSAGES.saveFailed,
  };
}

export interface AdminCustomersInput {
  /** The URL's search, filters, sort and page. */
  query: CustomerListQuery;
}

export interface AdminCustomersContext {
  /** What the list shows: the URL's search, filters, sort and page (the server applies them). */
  query: CustomerListQuery;
  /** The page of customers on screen. */
  customers: Customer[];
  /** Where that page is in the whole list; null until the first page arrives. */
  meta: PageMeta | null;
  /** Every country on the list, for the Country filter. */
  countries: string[];
  /** Why the list could not be loaded (the failed state's text). */
  loadError: string | null;
  /** The customer an open dialog is about (View Details, Edit or Delete). */
  selected: Customer | null;
  /** View Details, once GET /api/admin/customers/{id} answered. */
  details: CustomerDetails | null;
  detailsError: string | null;
}

export type AdminCustomersEvent =
  /** The route's search changed (search, filter, sort or page). */
  | QueryChangeEvent<CustomerListQuery>
  | { type: 'customers.reload' }
  /** Download every customer matching the query as CSV. */
  | { type: 'customers.export' }
  | { type: 'customer.view'; id: number }
  | { type: 'details.retry' }
  | { type: 'details.close' }
  | { type: 'customer.edit'; id: number }
  | { type: 'customer.delete'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /* The Edit dialog's reports (EditReport<CustomerForm>): */
  | { type: 'edit.saved'; output: CustomerForm['output'] }
  | { type: 'edit.cancelled' };

/**
 * Customer management (SPEC 2 'Customer management', SPEC 3 'Sample customer', on real
 * accounts): load GET /api/admin/customers; View Details loads the customer's bookings; Edit
 * opens a form (an edit machine, `customerForm`) that validates with the contract schema and
 * saves with PUT (a 422 lands under the fields, another failure in an alert); Delete
 * asks first (their bookings are kept), then the list reloads. Search, filter, sort and page
 * live in the URL and reach the machine as `query.change`; the server applies them (issue 16),
 * and Export asks the server for every matching customer as CSV.
 */
export const adminCustomersMachine = setup({
  types: {
    input: {} as AdminCustomersInput,
    context: {} as AdminCustomersContext,
    events: {} as AdminCustomersEvent,
    children: {} as {
      fetchCustomers: 'fetchCustomers';
      fetchCustomerDetails: 'fetchCustomerDetails';
      customerForm: 'customerForm';
      deleteCustomer: 'deleteCustomer';
      exportCustomers: 'exportCustomers';
    },
  },
  actors: {
    fetchCustomers: fromPromise<CustomerListResponse, { query: CustomerListQuery }>(async () => {
      throw new Error('fetchCustomers: provide via machine.provide');
    }),
    fetchCustomerDetails: fromPromise<CustomerDetails, { id: number }>(async () => {
      throw new Error('fetchCustomerDetails: provide via machine.provide');
    }),
    /** The Edit dialog; the app provides its PUT and focus. */
    customerForm: editMachine,
    deleteCustomer: fromPromise<string, { id: number }>(async () => {
      throw new Error('deleteCustomer: provide via machine.provide');
    }),
    exportCustomers: fromPromise<CustomersCsv, { query: CustomerListQuery }>(async () => {
      throw new Error('exportCustomers: provide via machine.provide');
    }),
  },
  actions: {
    assignQuery: assign((_, params: { query: CustomerListQuery }) => ({ query: params.query })),
    assignCustomers: assign((_, params: { page: CustomerListResponse }) => ({
      customers: params.page.data,
      meta: params.page.meta,
      countries: params.page.filters.countries,
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
    replaceCustomer: assign(({ context }, params: { customer: Customer }) => ({
      customers: context.customers.map((c) => (c.id === params.customer.id ? params.customer : c)),
    })),
    removeCustomer: assign(({ context }, params: { id: number }) => ({
      customers: context.customers.filter((c) => c.id !== params.id),
    })),
    /* Effects the app supplies: */
    notifySaved: (_, _params: { customer: Customer }) => {},
    notifyDeleted: (_, _params: { customer: Customer }) => {},
    notifyDeleteFailed: (_, _params: { error: unknown }) => {},
    saveFile: (_, _params: CustomersCsv) => {},
    notifyExportFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isOtherQuery: isOtherQuery<CustomerListQuery>(QUERY_KEYS),
    isListedCustomer: ({ context }, params: { id: number }) =>
      context.customers.some((c) => c.id === params.id),
  },
}).createMachine({
  id: 'adminCustomers',
  description:
    'Customer management: one page of customers for the URL search, filters, sort and page (the server applies them); Export downloads every match as CSV; View Details loads their bookings; Edit opens the `customerForm` edit machine (validated with the contract schema, saved; 422 errors land under the fields); Delete asks first, then reloads.',
  context: ({ input }) => ({
    query: input.query,
    customers: [],
    meta: null,
    countries: [],
    loadError: null,
    selected: null,
    details: null,
    detailsError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading customers...'",
      tags: ['loading'],
      on: { 'query.change': onQueryChange('loading') },
      invoke: {
        id: 'fetchCustomers',
        src: 'fetchCustomers',
        input: ({ context }) => ({ query: context.query }),
        onDone: {
          target: 'loaded',
          actions: {
            type: 'assignCustomers',
            params: ({ event }) => ({ page: event.output }),
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
      on: {
        'customers.reload': 'loading',
        'query.change': onQueryChange('loading'),
      },
    },
    loaded: {
      tags: ['loaded'],
      initial: 'idle',
      on: {
        'query.change': onQueryChange('.refreshing', {
          description:
            'Another search, filter, sort or page: the shown page stays (busy) until the new one arrives; an open dialog closes.',
          actions: ['clearSelected'],
        }),
      },
      states: {
        idle: {
          on: {
            'customers.reload': 'refreshing',
            'customers.export': 'exporting',
            'customer.view': {
              guard: { type: 'isListedCustomer', params: ({ event }) => event },
              target: 'viewing',
              actions: { type: 'assignSelected', params: ({ event }) => event },
            },
            'customer.edit': {
              guard: { type: 'isListedCustomer', params: ({ event }) => event },
              target: 'editing',
              actions: { type: 'assignSelected', params: ({ event }) => event },
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
            input: ({ context }) => ({ query: context.query }),
            onDone: {
              target: 'idle',
              actions: {
                type: 'assignCustomers',
                params: ({ event }) => ({ page: event.output }),
              },
            },
            onError: {
              target: '#adminCustomers.failed',
              actions: { type: 'assignLoadError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        exporting: {
          description:
            'Every customer matching the query, as CSV from the server; the app saves it.',
          tags: ['exporting'],
          invoke: {
            id: 'exportCustomers',
            src: 'exportCustomers',
            input: ({ context }) => ({ query: context.query }),
            onDone: {
              target: 'idle',
              actions: { type: 'saveFile', params: ({ event }) => event.output },
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'notifyExportFailed',
                params: ({ event }) => ({ error: event.error }),
              },
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
          description:
            'The Edit dialog (`customerForm`: name, phone, country, status); it cannot close mid-save.',
          tags: ['editing'],
          invoke: {
            id: 'customerForm',
            src: 'customerForm',
            input: ({ context }) => ({
              rules: customerForm(context.selected!.id),
              values: customerFormValues(context.selected!),
            }),
          },
          on: {
            'edit.saved': {
              target: 'idle',
              actions: [
                { type: 'replaceCustomer', params: ({ event }) => ({ customer: event.output }) },
                { type: 'notifySaved', params: ({ event }) => ({ customer: event.output }) },
                'clearSelected',
              ],
            },
            'edit.cancelled': { target: 'idle', actions: 'clearSelected' },
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
export type CustomerFormRef = EditActorRef<CustomerForm>;

/** The Edit dialog's form while it is open. */
export const customerFormActor = (snapshot: AdminCustomersSnapshot) =>
  editActor<CustomerForm>(snapshot.children.customerForm);
