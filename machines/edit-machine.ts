import {
  assign,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRef,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { failureMessage, fieldMessages, type FieldMessages } from '../contract/api-failure';

/** The types one form works with. */
export interface EditTypes {
  /** What its inputs hold. */
  values: unknown;
  /** The edits its inputs send (`{ field, value }` for a flat form). */
  edit: unknown;
  /** What a save sends (the app's save actor receives it). */
  request: unknown;
  /** What the server answers to a save (or a removal): what it stored. */
  output: unknown;
}

/** An accepted edit: the new values and the error keys it answers ('all': every one). */
export interface Edited<V> {
  values: V;
  clears: 'all' | readonly string[];
}

/**
 * One form's rules, given by whoever starts the form (its parent machine, or the form's logic
 * file): how its values take an edit, the contract's checks, what a save sends and what follows.
 * Error keys are the server's 422 keys (`email`, `general.email`, `itinerary.0.title`), so one key
 * names one field whichever side found the problem.
 */
export interface EditRules<T extends EditTypes> {
  /** The values after `edit`, or null when the form refuses it (a bad index, another tab's edit). */
  edit(values: T['values'], edit: T['edit']): Edited<T['values']> | null;
  /** The form's own checks (the contract's): first message per field; empty when it may be sent. */
  validate(values: T['values']): FieldMessages;
  /** What the save sends; only asked once `validate` passed. */
  request(values: T['values']): T['request'];
  /** A failed save's messages under the fields (default: the 422's, as the server keys them). */
  serverErrors?(error: unknown, values: T['values']): FieldMessages;
  /**
   * The values after a save: the form stays open with them (settings, the wizard's tabs, forms
   * that clear). Without it the form's work is done once saved: its parent closes it, or the app
   * leaves (login, registration).
   */
  saved?(values: T['values'], output: T['output'], initial: T['values']): T['values'];
  /** Nothing would be sent (SPEC 8: Media with no file chosen): an alert, not a request. */
  hasNothingToSave?(values: T['values']): boolean;
  /** A stored item the form deletes at once, not on save (the wizard's gallery images). */
  removable?(values: T['values'], id: number): boolean;
  /** The values once an item is removed: the server's answer, and what is still unsent. */
  removed?(values: T['values'], output: T['output']): T['values'];
  /** How long a save stays busy at least, in ms (SPEC 9: the contact form's 'Sending...'). */
  minimumSaveDuration?: number;
  /** The alert's text when a save fails for no field and the server said nothing. */
  failureMessage?: string;
}

export interface EditInput<T extends EditTypes> {
  rules: EditRules<T>;
  /** What the form starts with (and returns to, for a form whose `saved` says so). */
  values: T['values'];
}

/** How the last save settled, held until its minimum duration has passed too. */
type SaveOutcome<O> = { ok: true; output: O } | { ok: false; error: unknown };

export interface EditContext<T extends EditTypes> extends EditInput<T> {
  initialValues: T['values'];
  /** First message per field, shown under it: the form's checks, or the server's 422. */
  errors: FieldMessages;
  /** Why the last save failed when no field is to blame (the `failed` state's alert). */
  failure: string | null;
  outcome: SaveOutcome<T['output']> | null;
  /** The stored item a removal is under way for. */
  removingId: number | null;
}

export type EditEvent<T extends EditTypes> =
  | { type: 'draft.edit'; edit: T['edit'] }
  | { type: 'draft.save' }
  | { type: 'draft.cancel' }
  | { type: 'item.remove'; id: number };

/**
 * What a form tells the machine that started it (a form used on its own, such as the login
 * page's, has no one to tell). Each parent handles the ones it needs.
 */
export type EditReport<T extends EditTypes> =
  | { type: 'edit.saved'; output: T['output'] }
  /** Refused by the form's checks or by the server's 422: the messages are under the fields. */
  | { type: 'edit.invalid'; errors: FieldMessages }
  /** The save failed for no field; the form keeps the values and says why. */
  | { type: 'edit.failed'; error: unknown }
  | { type: 'edit.cancelled' };

/** A change of one field of a flat form: `{ field: 'email', value: 'a@b.co' }`. */
export type FieldEdit<V> = { [K in keyof V]: { field: K; value: V[K] } }[keyof V];

/** A flat form's edit: the field takes the value, and its error goes. */
export function setField<V>(values: V, edit: FieldEdit<V>): Edited<V> {
  return { values: { ...values, [edit.field]: edit.value }, clears: [String(edit.field)] };
}

const without = (errors: FieldMessages, keys: readonly string[]): FieldMessages =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !keys.includes(key)));

const isEmpty = (errors: FieldMessages) => Object.keys(errors).length === 0;

function serverErrors<T extends EditTypes>(context: EditContext<T>, error: unknown) {
  return context.rules.serverErrors?.(error, context.values) ?? fieldMessages(error);
}

const failed = <T extends EditTypes>(context: EditContext<T>): unknown =>
  context.outcome?.ok === false ? context.outcome.error : undefined;

/** What the server stored; read only on the way out of a save that succeeded. */
function stored<T extends EditTypes>(context: EditContext<T>): T['output'] {
  if (!context.outcome?.ok) throw new Error('edit: no save has succeeded');
  return context.outcome.output;
}

/**
 * One form (SPEC 4, 5, 8): edit the values, check them with the rules, save them. A refusal (the
 * rules' own, or the server's 422) lands under the fields it names and the form stays editable;
 * any other failure keeps the values and says why. Its parent gives the rules and the starting
 * values as input and hears how it went; the app provides the save and the alerts.
 */
export const editMachine = setup({
  types: {
    input: {} as EditInput<EditTypes>,
    context: {} as EditContext<EditTypes>,
    events: {} as EditEvent<EditTypes>,
  },
  actors: {
    /** Sends the form (the request its rules built); answers what the server stored. */
    saveDraft: fromPromise<unknown, unknown>(async () => {
      throw new Error('saveDraft: provide via machine.provide');
    }),
    /** Deletes a stored item; answers what the server stores now. */
    removeItem: fromPromise<unknown, { values: unknown; id: number }>(async () => {
      throw new Error('removeItem: provide via machine.provide');
    }),
  },
  actions: {
    applyEdit: assign(({ context }, params: { edit: unknown }) => {
      const edited = context.rules.edit(context.values, params.edit);
      if (!edited) return {};
      const errors = edited.clears === 'all' ? {} : without(context.errors, edited.clears);
      return { values: edited.values, errors };
    }),
    assignCheckErrors: assign(({ context }) => ({
      errors: context.rules.validate(context.values),
    })),
    /** Sending again: the form's checks passed, and the server judges it anew. */
    clearErrors: assign({ errors: {} }),
    assignOutcome: assign((_, outcome: SaveOutcome<unknown>) => ({ outcome })),
    assignServerErrors: assign(({ context }) => ({
      errors: serverErrors(context, failed(context)),
    })),
    assignFailure: assign(({ context }) => ({
      failure: failureMessage(
        failed(context),
        context.rules.failureMessage ?? 'Something went wrong',
      ),
    })),
    clearFailure: assign({ failure: null }),
    assignSaved: assign(({ context }) => ({
      values: context.rules.saved
        ? context.rules.saved(context.values, stored(context), context.initialValues)
        : context.values,
      errors: {},
    })),
    assignRemoving: assign((_, params: { id: number }) => ({ removingId: params.id })),
    assignRemoved: assign(({ context }, params: { output: unknown }) => ({
      values: context.rules.removed
        ? context.rules.removed(context.values, params.output)
        : context.values,
      removingId: null,
    })),
    clearRemoving: assign({ removingId: null }),
    report: enqueueActions<
      EditContext<EditTypes>,
      EditEvent<EditTypes>,
      EditReport<EditTypes>,
      EditEvent<EditTypes>,
      never,
      never,
      never,
      never,
      never
    >(({ enqueue, self }, report) => {
      // A form used on its own (the login page's) has no parent to tell.
      if (self._parent) enqueue.sendParent(report);
    }),
    /* Effects the app supplies: */
    notifySaved: (_, _params: { output: unknown }) => {},
    /** The form's checks refused the save; the messages are under the fields. */
    notifyInvalid: (_, _params: { errors: FieldMessages }) => {},
    /** The server refused the save (a 422: under the fields) or it failed. */
    notifyFailed: (_, _params: { error: unknown }) => {},
    notifyNothingToSave: () => {},
    focusFirstInvalidField: () => {},
    notifyRemoved: (_, _params: { output: unknown }) => {},
    notifyRemoveFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    canEdit: ({ context }, params: { edit: unknown }) =>
      context.rules.edit(context.values, params.edit) !== null,
    canRemoveItem: ({ context }, params: { id: number }) =>
      context.rules.removable?.(context.values, params.id) ?? false,
    hasNothingToSave: ({ context }) => context.rules.hasNothingToSave?.(context.values) ?? false,
    isValid: ({ context }) => isEmpty(context.rules.validate(context.values)),
    hasNoMinimumDuration: ({ context }) => (context.rules.minimumSaveDuration ?? 0) <= 0,
    /** The server refused fields of the form (a 422 that names them). */
    isRefused: ({ context }) =>
      context.outcome?.ok === false && !isEmpty(serverErrors(context, context.outcome.error)),
    isFailed: ({ context }) => context.outcome?.ok === false,
    staysOpen: ({ context }) => context.rules.saved !== undefined,
  },
  delays: {
    /** The form's `minimumSaveDuration` (the contact form's: TIMINGS.contactSendDelay). */
    minimumSaveDuration: ({ context }) => context.rules.minimumSaveDuration ?? 0,
  },
}).createMachine({
  id: 'edit',
  description:
    'One form, configured by its rules (input) and its I/O (provide): edit the values, check them with the contract rules, save them; a 422 comes back under the fields, another failure keeps the values with an alert; the parent hears `edit.saved`, `edit.invalid`, `edit.failed` and `edit.cancelled`. Login, registration, contact, custom tour, newsletter, change password, admin settings, the profile, a new card, a customer, a review and each tour-wizard tab are one each.',
  context: ({ input }) => ({
    ...input,
    initialValues: input.values,
    errors: {},
    failure: null,
    outcome: null,
    removingId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      states: {
        ready: {},
        failed: {
          description:
            'The last save failed for no field (offline, a server error): an alert over the kept values; saving again retries.',
          tags: ['error'],
          exit: 'clearFailure',
        },
      },
      on: {
        'draft.edit': {
          guard: { type: 'canEdit', params: ({ event }) => event },
          target: '.ready',
          actions: { type: 'applyEdit', params: ({ event }) => event },
        },
        'draft.save': 'checking',
        'draft.cancel': { actions: { type: 'report', params: { type: 'edit.cancelled' } } },
        'item.remove': {
          guard: { type: 'canRemoveItem', params: ({ event }) => event },
          target: 'removing',
          actions: { type: 'assignRemoving', params: ({ event }) => event },
        },
      },
    },
    checking: {
      description: "The form's own rules first: a refused form is not sent.",
      always: [
        { guard: 'hasNothingToSave', target: 'editing', actions: 'notifyNothingToSave' },
        { guard: 'isValid', target: 'saving' },
        {
          target: 'editing',
          actions: [
            'assignCheckErrors',
            { type: 'notifyInvalid', params: ({ context }) => ({ errors: context.errors }) },
            'focusFirstInvalidField',
            {
              type: 'report',
              params: ({ context }) => ({ type: 'edit.invalid', errors: context.errors }),
            },
          ],
        },
      ],
    },
    saving: {
      description:
        "Fields and buttons wait while the request runs, and for at least the form's minimum duration (contact: SPEC 9); the form settles once both are over.",
      tags: ['saving', 'busy'],
      entry: 'clearErrors',
      type: 'parallel',
      states: {
        request: {
          initial: 'pending',
          states: {
            pending: {
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }: { context: EditContext<EditTypes> }) =>
                  context.rules.request(context.values),
                onDone: {
                  target: 'settled',
                  actions: {
                    type: 'assignOutcome',
                    params: ({ event }) => ({ ok: true, output: event.output }),
                  },
                },
                onError: {
                  target: 'settled',
                  actions: {
                    type: 'assignOutcome',
                    params: ({ event }) => ({ ok: false, error: event.error }),
                  },
                },
              },
            },
            settled: { type: 'final' },
          },
        },
        minimumDuration: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'hasNoMinimumDuration', target: 'elapsed' },
              after: { minimumSaveDuration: 'elapsed' },
            },
            elapsed: { type: 'final' },
          },
        },
      },
      onDone: [
        {
          description: 'A 422 naming fields of the form: the messages go under them.',
          guard: 'isRefused',
          target: 'editing',
          actions: [
            'assignServerErrors',
            { type: 'notifyFailed', params: ({ context }) => ({ error: failed(context) }) },
            'focusFirstInvalidField',
            {
              type: 'report',
              params: ({ context }) => ({ type: 'edit.invalid', errors: context.errors }),
            },
          ],
        },
        {
          guard: 'isFailed',
          target: 'editing.failed',
          actions: [
            'assignFailure',
            { type: 'notifyFailed', params: ({ context }) => ({ error: failed(context) }) },
            {
              type: 'report',
              params: ({ context }) => ({ type: 'edit.failed', error: failed(context) }),
            },
          ],
        },
        {
          description: 'The form stays open with what the server stored (or clears).',
          guard: 'staysOpen',
          target: 'editing',
          actions: [
            'assignSaved',
            { type: 'notifySaved', params: ({ context }) => ({ output: stored(context) }) },
            {
              type: 'report',
              params: ({ context }) => ({ type: 'edit.saved', output: stored(context) }),
            },
          ],
        },
        {
          target: 'saved',
          actions: [
            { type: 'notifySaved', params: ({ context }) => ({ output: stored(context) }) },
            {
              type: 'report',
              params: ({ context }) => ({ type: 'edit.saved', output: stored(context) }),
            },
          ],
        },
      ],
    },
    saved: {
      description:
        "The form's work is done: its parent closes it, or the app leaves (login and registration stay busy while they do).",
      tags: ['saved', 'busy'],
    },
    removing: {
      description: 'A stored item is deleted at once (a gallery image); the form waits.',
      tags: ['removing', 'busy'],
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ values: context.values, id: context.removingId ?? 0 }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignRemoved', params: ({ event }) => ({ output: event.output }) },
            { type: 'notifyRemoved', params: ({ event }) => ({ output: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            'clearRemoving',
            { type: 'notifyRemoveFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

/*
 * The machine knows no form's types (its rules do). Views and logic files see one form's actor
 * with them: the same actor, typed by the form that started it.
 */
type UntypedSnapshot = SnapshotFrom<typeof editMachine>;

/** An edit actor's snapshot, for one form's types. */
export type EditSnapshot<T extends EditTypes> = UntypedSnapshot & { context: EditContext<T> };

/** An edit actor (a parent's child, or a form's own actor), for one form's types. */
export type EditActorRef<T extends EditTypes> = ActorRef<EditSnapshot<T>, EditEvent<T>>;

/** An edit actor (a parent's child by its id, or a form's own), seen with its form's types. */
export function editActor<T extends EditTypes>(ref: AnyActorRef): EditActorRef<T>;
export function editActor<T extends EditTypes>(
  ref: AnyActorRef | undefined,
): EditActorRef<T> | undefined;
export function editActor<T extends EditTypes>(ref: AnyActorRef | undefined) {
  // The rules its input gave it are this form's: they decide what its context holds.
  return ref as EditActorRef<T> | undefined;
}
