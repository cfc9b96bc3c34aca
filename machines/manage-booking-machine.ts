import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  bookingLookupSchema,
  type BookingLookup,
  type ManagedBookingResponse,
} from '../contract/manage-booking';
import { firstFieldErrors } from '../contract/form-schemas';
import { editActor, editMachine, setField, type EditRules, type FieldEdit } from './edit-machine';

/** The lookup form as typed. */
export interface LookupDraft {
  reference: string;
  email: string;
}

export const EMPTY_LOOKUP: LookupDraft = { reference: '', email: '' };

/** The lookup form's types (machines/edit-machine.ts): the pair, sent read; the booking found. */
export interface LookupForm {
  values: LookupDraft;
  edit: FieldEdit<LookupDraft>;
  request: BookingLookup;
  output: { pair: BookingLookup; booking: ManagedBookingResponse['data'] };
}

/** First message per field, with the contract's rules (the server applies the same). */
export function validateLookup(values: LookupDraft): Partial<Record<keyof LookupDraft, string>> {
  return firstFieldErrors<keyof LookupDraft>(bookingLookupSchema, values);
}

const LOOKUP_FORM: EditRules<LookupForm> = {
  edit: setField,
  validate: validateLookup,
  // Only asked once validateLookup passed: the reference upper-cased, both trimmed.
  request: (values) => bookingLookupSchema.parse(values),
  // A new lookup starts from the pair that was found.
  saved: (values) => values,
};

export interface ManageBookingContext {
  /** The reference and e-mail that found the booking: every later request sends them. */
  pair: BookingLookup | null;
  /** The booking as first found (the managing view's bookings actor takes over from it). */
  found: ManagedBookingResponse['data'] | null;
}

export type ManageBookingEvent =
  /* The lookup form's report (EditReport<LookupForm>): */
  | { type: 'edit.saved'; output: LookupForm['output'] }
  | { type: 'edit.invalid'; errors: Record<string, string> }
  | { type: 'edit.failed'; error: unknown }
  | { type: 'edit.cancelled' }
  /** Look up another booking. */
  | { type: 'manage.again' };

/**
 * Manage my booking (issue 14): a traveller finds a booking by its reference and the e-mail it
 * was made with (`lookupForm`, an edit machine: a wrong pair is the server's one 404 message,
 * too many is its 429, both shown under the form), then manages it with that pair: the view
 * runs My Account's bookings statechart bound to the pair (details, cancel under the policy,
 * pay the balance), until the traveller looks up another booking.
 */
export const manageBookingMachine = setup({
  types: {
    context: {} as ManageBookingContext,
    events: {} as ManageBookingEvent,
    children: {} as { lookupForm: 'lookupForm' },
  },
  actors: {
    /** The form; the app provides its POST /api/manage-booking, and focus. */
    lookupForm: editMachine,
  },
  actions: {
    assignFound: assign((_, params: LookupForm['output']) => ({
      pair: params.pair,
      found: params.booking,
    })),
  },
}).createMachine({
  id: 'manageBooking',
  description:
    "Manage my booking: find a booking by reference and e-mail (the lookup form: a wrong pair or too many attempts stays on the form with the server's message), then manage it with that pair until another lookup.",
  context: { pair: null, found: null },
  initial: 'lookingUp',
  states: {
    lookingUp: {
      invoke: {
        id: 'lookupForm',
        src: 'lookupForm',
        input: ({ context }) => ({
          rules: LOOKUP_FORM,
          values: context.pair ?? EMPTY_LOOKUP,
        }),
      },
      on: {
        'edit.saved': {
          target: 'managing',
          actions: { type: 'assignFound', params: ({ event }) => event.output },
        },
      },
    },
    managing: {
      tags: ['found'],
      on: { 'manage.again': 'lookingUp' },
    },
  },
});

export type ManageBookingActorRef = ActorRefFrom<typeof manageBookingMachine>;

/** The lookup form, while looking up. */
export const lookupForm = (snapshot: SnapshotFrom<typeof manageBookingMachine>) =>
  editActor<LookupForm>(snapshot.children.lookupForm);
