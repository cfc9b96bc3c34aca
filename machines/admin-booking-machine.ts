import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  cancelOnBehalfValues,
  recordPaymentValues,
  toCancelOnBehalfRequest,
  toMoveBookingRequest,
  toRecordPaymentRequest,
  validateCancelOnBehalf,
  validateMoveBooking,
  validateRecordPayment,
  type AdminBookingDetail,
  type CancelOnBehalfRequest,
  type CancelOnBehalfValues,
  type MoveBookingRequest,
  type MoveBookingValues,
  type RecordPaymentValues,
} from '../contract/admin-bookings';
import { failureMessage, failureStatus, fieldMessages } from '../contract/api-failure';
import type { RecordPaymentRequest } from '../contract/payments';
import {
  editActor,
  editMachine,
  setField,
  type EditRules,
  type Edited,
  type FieldEdit,
} from './edit-machine';

export const ADMIN_BOOKING_TEXT = {
  loadFailed: 'Failed to load the booking.',
  paymentFailed: 'The payment could not be recorded.',
  cancelFailed: 'The booking could not be cancelled.',
  moveFailed: 'The booking could not be moved.',
} as const;

/* ------------------------------------------------------------------------------------------
 * The three forms (machines/edit-machine.ts), each built for the booking as loaded
 * ---------------------------------------------------------------------------------------- */

/** What an action sends: the booking's reference and the request body. */
interface ActionRequest<B> {
  reference: string;
  body: B;
}

/** Record payment: amount (never more than the balance), method, note. */
export interface PaymentForm {
  values: RecordPaymentValues;
  edit: FieldEdit<RecordPaymentValues>;
  request: ActionRequest<RecordPaymentRequest>;
  output: AdminBookingDetail;
}

export function paymentForm(detail: AdminBookingDetail): EditRules<PaymentForm> {
  return {
    edit: setField,
    validate: (values) => validateRecordPayment(values, detail.booking.payment.balance),
    request: (values) => ({
      reference: detail.booking.reference,
      body: toRecordPaymentRequest(values),
    }),
    serverErrors: (error) => fieldMessages(error, ['amount', 'method', 'note']),
    failureMessage: ADMIN_BOOKING_TEXT.paymentFailed,
  };
}

/** Cancel on the customer's behalf: the policy refund, or an override amount with a reason. */
export interface CancelForm {
  values: CancelOnBehalfValues;
  edit: FieldEdit<CancelOnBehalfValues>;
  request: ActionRequest<CancelOnBehalfRequest>;
  output: AdminBookingDetail;
}

/** Switching between the policy and an override clears the override's messages too. */
function editCancel(
  values: CancelOnBehalfValues,
  edit: FieldEdit<CancelOnBehalfValues>,
): Edited<CancelOnBehalfValues> {
  const edited = setField(values, edit);
  return edit.field === 'override' ? { ...edited, clears: 'all' } : edited;
}

export function cancelForm(detail: AdminBookingDetail): EditRules<CancelForm> {
  return {
    edit: editCancel,
    validate: (values) => validateCancelOnBehalf(values, detail.refundable),
    request: (values) => ({
      reference: detail.booking.reference,
      body: toCancelOnBehalfRequest(values),
    }),
    serverErrors: (error) => fieldMessages(error, ['refund_amount', 'reason']),
    failureMessage: ADMIN_BOOKING_TEXT.cancelFailed,
  };
}

/** Move to another departure of the same tour. */
export interface MoveForm {
  values: MoveBookingValues;
  edit: FieldEdit<MoveBookingValues>;
  request: ActionRequest<MoveBookingRequest>;
  output: AdminBookingDetail;
}

export function moveForm(detail: AdminBookingDetail): EditRules<MoveForm> {
  return {
    edit: setField,
    validate: (values) => validateMoveBooking(values, detail.move_options),
    request: (values) => ({
      reference: detail.booking.reference,
      body: toMoveBookingRequest(values),
    }),
    serverErrors: (error) => fieldMessages(error, ['departure_id']),
    failureMessage: ADMIN_BOOKING_TEXT.moveFailed,
  };
}

/** The first departure offered is chosen to start with. */
export function moveValues(detail: AdminBookingDetail): MoveBookingValues {
  const first = detail.move_options[0];
  return { departure_id: first ? String(first.id) : '' };
}

/* ------------------------------------------------------------------------------------------
 * The booking page
 * ---------------------------------------------------------------------------------------- */

export interface AdminBookingInput {
  /** The booking's reference, from the URL. */
  reference: string;
}

export interface AdminBookingContext {
  reference: string;
  /** The booking as the server last answered; kept while an action runs and after a conflict. */
  detail: AdminBookingDetail | null;
  /** Why the booking did not load (read with contract/api-failure). */
  error: unknown;
  /** Why the last action was refused because the booking changed meanwhile (409, or a 422 about it). */
  conflict: string | null;
}

type FormId = 'paymentForm' | 'cancelForm' | 'moveForm';

export type AdminBookingEvent =
  | { type: 'booking.retry' }
  | { type: 'payment.start' }
  | { type: 'cancel.start' }
  | { type: 'move.start' }
  /** Close the open action's dialog (its form decides while it saves). */
  | { type: 'action.close' }
  /** After a conflict: the same action again, with a fresh form for the booking as it is now. */
  | { type: 'action.retry' }
  /* The forms' reports (EditReport<PaymentForm | CancelForm | MoveForm>): */
  | { type: 'edit.saved'; output: AdminBookingDetail }
  | { type: 'edit.cancelled' }
  | { type: 'edit.failed'; error: unknown }
  | { type: 'edit.invalid'; errors: Record<string, string> };

/**
 * One booking in the back office (issue 14, /admin/bookings/{reference}). It loads the booking,
 * then offers three actions, each a state with its own form (an edit machine: editing, checking,
 * saving; a 422 about a field comes back under it, an unexpected failure stays in the form as an
 * alert): Record payment, Cancel on the customer's behalf and Move to another departure. A save
 * answers the booking as stored, which replaces the page's. A refusal because the booking or the
 * departure changed meanwhile (409, or a 422 about the booking rather than a field) is a
 * `conflict`: the booking reloads and the admin may start the action again or close it. Whether
 * an action can start is the server's word (`detail.actions`).
 */
export const adminBookingMachine = setup({
  types: {
    input: {} as AdminBookingInput,
    context: {} as AdminBookingContext,
    events: {} as AdminBookingEvent,
    children: {} as {
      fetchBooking: 'fetchBooking';
      paymentForm: 'paymentForm';
      cancelForm: 'cancelForm';
      moveForm: 'moveForm';
    },
  },
  actors: {
    fetchBooking: fromPromise<AdminBookingDetail, { reference: string }>(async () => {
      throw new Error('fetchBooking: provide via machine.provide');
    }),
    /** Record payment's form; the app provides its POST and focus. */
    paymentForm: editMachine,
    /** Cancel on behalf's form; the app provides its POST and focus. */
    cancelForm: editMachine,
    /** Move's form; the app provides its POST and focus. */
    moveForm: editMachine,
  },
  actions: {
    assignDetail: assign((_, params: { detail: AdminBookingDetail }) => ({
      detail: params.detail,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    assignConflict: assign((_, params: { error: unknown }) => ({
      conflict: failureMessage(params.error, ADMIN_BOOKING_TEXT.loadFailed),
    })),
    clearConflict: assign({ conflict: null }),
    /** Asks the open form to close; it refuses while it saves. */
    closeForm: sendTo((_, params: { form: FormId }) => params.form, {
      type: 'draft.cancel' as const,
    }),
    /* Effects the app supplies: */
    notifyPaymentRecorded: (_, _params: { detail: AdminBookingDetail }) => {},
    notifyCancelled: (_, _params: { detail: AdminBookingDetail }) => {},
    notifyMoved: (_, _params: { detail: AdminBookingDetail }) => {},
  },
  guards: {
    canRecordPayment: ({ context }) => context.detail?.actions.record_payment ?? false,
    canCancel: ({ context }) => context.detail?.actions.cancel ?? false,
    canMove: ({ context }) => context.detail?.actions.move ?? false,
    /** Refused because of the booking, not a field: 409, or a 422 naming none of the form's fields. */
    isOutdated: (_, params: { error: unknown }) => [409, 422].includes(failureStatus(params.error)),
  },
}).createMachine({
  id: 'adminBooking',
  description:
    "One booking in the back office: loaded, then Record payment, Cancel on the customer's behalf and Move to another departure, each a state with its form (an edit machine: 422s under the fields) and a conflict state when the booking changed meanwhile (reloads it; try again or close).",
  context: ({ input }) => ({
    reference: input.reference,
    detail: null,
    error: null,
    conflict: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchBooking',
        src: 'fetchBooking',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'Not found (404) or not loaded: the page says which; Try again loads again.',
      tags: ['error'],
      on: { 'booking.retry': 'loading' },
    },
    loaded: {
      tags: ['loaded'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'payment.start': { guard: 'canRecordPayment', target: 'recordingPayment' },
            'cancel.start': { guard: 'canCancel', target: 'cancelling' },
            'move.start': { guard: 'canMove', target: 'moving' },
          },
        },
        recordingPayment: {
          description: 'The Record payment dialog: amount (at most the balance), method, note.',
          tags: ['paymentDialog'],
          initial: 'editing',
          states: {
            editing: {
              invoke: {
                id: 'paymentForm',
                src: 'paymentForm',
                input: ({ context }) => ({
                  rules: paymentForm(context.detail!),
                  values: recordPaymentValues(context.detail!),
                }),
              },
              on: {
                'action.close': { actions: { type: 'closeForm', params: { form: 'paymentForm' } } },
                'edit.cancelled': '#adminBooking.loaded.idle',
                'edit.saved': {
                  target: '#adminBooking.loaded.idle',
                  actions: [
                    { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
                    {
                      type: 'notifyPaymentRecorded',
                      params: ({ event }) => ({ detail: event.output }),
                    },
                  ],
                },
                'edit.failed': {
                  guard: { type: 'isOutdated', params: ({ event }) => event },
                  target: 'conflict',
                  actions: { type: 'assignConflict', params: ({ event }) => event },
                },
              },
            },
            conflict: {
              description:
                'Paid or changed meanwhile: the reason, and the booking reloaded; the admin starts again with the new balance, or closes.',
              tags: ['conflict'],
              exit: 'clearConflict',
              initial: 'reloading',
              states: {
                reloading: {
                  tags: ['busy'],
                  invoke: {
                    id: 'fetchBooking',
                    src: 'fetchBooking',
                    input: ({ context }) => ({ reference: context.reference }),
                    onDone: {
                      target: 'shown',
                      actions: {
                        type: 'assignDetail',
                        params: ({ event }) => ({ detail: event.output }),
                      },
                    },
                    onError: 'shown',
                  },
                },
                shown: {
                  on: {
                    'action.retry': {
                      guard: 'canRecordPayment',
                      target: '#adminBooking.loaded.recordingPayment.editing',
                    },
                  },
                },
              },
              on: { 'action.close': '#adminBooking.loaded.idle' },
            },
          },
        },
        cancelling: {
          description:
            'The Cancel booking dialog: the policy refund first; an override amount needs a reason. The seats return.',
          tags: ['cancelDialog'],
          initial: 'editing',
          states: {
            editing: {
              invoke: {
                id: 'cancelForm',
                src: 'cancelForm',
                input: ({ context }) => ({
                  rules: cancelForm(context.detail!),
                  values: cancelOnBehalfValues(context.detail!),
                }),
              },
              on: {
                'action.close': { actions: { type: 'closeForm', params: { form: 'cancelForm' } } },
                'edit.cancelled': '#adminBooking.loaded.idle',
                'edit.saved': {
                  target: '#adminBooking.loaded.idle',
                  actions: [
                    { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
                    { type: 'notifyCancelled', params: ({ event }) => ({ detail: event.output }) },
                  ],
                },
                'edit.failed': {
                  guard: { type: 'isOutdated', params: ({ event }) => event },
                  target: 'conflict',
                  actions: { type: 'assignConflict', params: ({ event }) => event },
                },
              },
            },
            conflict: {
              description:
                'Paid, cancelled or started meanwhile: the reason, and the booking reloaded with its new refund; start again or close.',
              tags: ['conflict'],
              exit: 'clearConflict',
              initial: 'reloading',
              states: {
                reloading: {
                  tags: ['busy'],
                  invoke: {
                    id: 'fetchBooking',
                    src: 'fetchBooking',
                    input: ({ context }) => ({ reference: context.reference }),
                    onDone: {
                      target: 'shown',
                      actions: {
                        type: 'assignDetail',
                        params: ({ event }) => ({ detail: event.output }),
                      },
                    },
                    onError: 'shown',
                  },
                },
                shown: {
                  on: {
                    'action.retry': {
                      guard: 'canCancel',
                      target: '#adminBooking.loaded.cancelling.editing',
                    },
                  },
                },
              },
              on: { 'action.close': '#adminBooking.loaded.idle' },
            },
          },
        },
        moving: {
          description:
            'The Move booking dialog: another departure of the tour with seats for everyone; the seats are taken there and returned here at once.',
          tags: ['moveDialog'],
          initial: 'editing',
          states: {
            editing: {
              invoke: {
                id: 'moveForm',
                src: 'moveForm',
                input: ({ context }) => ({
                  rules: moveForm(context.detail!),
                  values: moveValues(context.detail!),
                }),
              },
              on: {
                'action.close': { actions: { type: 'closeForm', params: { form: 'moveForm' } } },
                'edit.cancelled': '#adminBooking.loaded.idle',
                'edit.saved': {
                  target: '#adminBooking.loaded.idle',
                  actions: [
                    { type: 'assignDetail', params: ({ event }) => ({ detail: event.output }) },
                    { type: 'notifyMoved', params: ({ event }) => ({ detail: event.output }) },
                  ],
                },
                'edit.failed': {
                  guard: { type: 'isOutdated', params: ({ event }) => event },
                  target: 'conflict',
                  actions: { type: 'assignConflict', params: ({ event }) => event },
                },
              },
            },
            conflict: {
              description:
                "The seats went meanwhile (409) or the booking changed: the reason, and the departures' seats reloaded; choose again or close.",
              tags: ['conflict'],
              exit: 'clearConflict',
              initial: 'reloading',
              states: {
                reloading: {
                  tags: ['busy'],
                  invoke: {
                    id: 'fetchBooking',
                    src: 'fetchBooking',
                    input: ({ context }) => ({ reference: context.reference }),
                    onDone: {
                      target: 'shown',
                      actions: {
                        type: 'assignDetail',
                        params: ({ event }) => ({ detail: event.output }),
                      },
                    },
                    onError: 'shown',
                  },
                },
                shown: {
                  on: {
                    'action.retry': {
                      guard: 'canMove',
                      target: '#adminBooking.loaded.moving.editing',
                    },
                  },
                },
              },
              on: { 'action.close': '#adminBooking.loaded.idle' },
            },
          },
        },
      },
    },
  },
});

export type AdminBookingActorRef = ActorRefFrom<typeof adminBookingMachine>;
type AdminBookingSnapshot = SnapshotFrom<typeof adminBookingMachine>;

/** Record payment's form while its dialog is open and editing. */
export const paymentFormActor = (snapshot: AdminBookingSnapshot) =>
  editActor<PaymentForm>(snapshot.children.paymentForm);

/** Cancel on behalf's form while its dialog is open and editing. */
export const cancelFormActor = (snapshot: AdminBookingSnapshot) =>
  editActor<CancelForm>(snapshot.children.cancelForm);

/** Move's form while its dialog is open and editing. */
export const moveFormActor = (snapshot: AdminBookingSnapshot) =>
  editActor<MoveForm>(snapshot.children.moveForm);
