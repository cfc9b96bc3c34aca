import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ADMIN_BOOKING_MESSAGES } from '../../contract/admin-bookings';
import { PAYMENT_MESSAGES } from '../../contract/payments';
import {
  adminBookingMachine,
  cancelForm,
  cancelFormActor,
  moveForm,
  moveFormActor,
  moveValues,
  paymentForm,
  paymentFormActor,
  type AdminBookingEvent,
  type CancelForm,
  type MoveForm,
  type PaymentForm,
} from '../../machines/admin-booking-machine';
import { cancelOnBehalfValues, recordPaymentValues } from '../../contract/admin-bookings';
import {
  apiError,
  cancelled,
  detail,
  moved,
  paid,
  REFERENCE,
  startBooking,
} from '../machines/admin-booking-fixture';
import {
  allStateNodes,
  expectEveryStateVisited,
  leafOf,
  replayInGroups,
} from '../support/model-paths';
import { describeFormWalk, type FormWalk } from './edit-paths';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';

/*
 * Paths generated from the real booking machine: @xstate/graph walks its pure transition
 * function with what an admin and the server can do in each state (each form's outcome as the
 * form reports it: saved, refused because the booking changed, cancelled); every path is
 * replayed on a real actor with fake I/O, the reports made by the real forms (submitted,
 * answered, or closed). At every step the actor must be where the graph predicted, show the
 * tags its state promises, have a form exactly while a dialog edits, have asked the server
 * exactly what the state needs and asked the app for exactly the toasts expected. The three
 * forms themselves are walked below on the real edit machine with their rules.
 */

type Snapshot = SnapshotFrom<typeof adminBookingMachine>;
type Path = StatePath<Snapshot, AdminBookingEvent>;

const LOADED = 'xstate.done.actor.fetchBooking';
const LOAD_FAILED = 'xstate.error.actor.fetchBooking';

/** An event only an invoked actor sends (typed as a machine event for the graph). */
const internal = (type: string, payload: { output?: unknown; error?: unknown } = {}) =>
  ({ type, ...payload }) as unknown as AdminBookingEvent;

const CHANGED = apiError(409, PAYMENT_MESSAGES.changed);

const SERVER = {
  loaded: internal(LOADED, { output: detail() }),
  loadFailed: internal(LOAD_FAILED, { error: apiError(500, 'Server Error') }),
};

type Action = 'payment' | 'cancel' | 'move';

/** What each action's form reports when the server stores it. */
function savedOutput(action: Action, before: ReturnType<typeof detail>) {
  if (action === 'payment') return paid(before, before.booking.payment.balance);
  if (action === 'cancel') return cancelled(before, before.refund_preview?.amount ?? 0);
  return moved(before);
}

const actionOf = (s: Snapshot): Action | null =>
  s.hasTag('paymentDialog')
    ? 'payment'
    : s.hasTag('cancelDialog')
      ? 'cancel'
      : s.hasTag('moveDialog')
        ? 'move'
        : null;

/** What an admin and the server can do in each state. */
function adminAndServerEvents(s: Snapshot): AdminBookingEvent[] {
  if (s.matches('loading')) return [SERVER.loaded, SERVER.loadFailed];
  if (s.matches('failed')) return [{ type: 'booking.retry' }];
  if (s.matches({ loaded: 'idle' })) {
    return [{ type: 'payment.start' }, { type: 'cancel.start' }, { type: 'move.start' }];
  }
  const action = actionOf(s);
  if (action && s.hasTag('conflict')) {
    if (s.hasTag('busy')) {
      return [
        internal(LOADED, { output: detail() }),
        internal(LOAD_FAILED, { error: apiError(0, 'Offline') }),
        { type: 'action.close' },
      ];
    }
    return [{ type: 'action.retry' }, { type: 'action.close' }];
  }
  if (action) {
    return [
      { type: 'edit.saved', output: savedOutput(action, s.context.detail!) },
      { type: 'edit.failed', error: CHANGED },
      { type: 'edit.cancelled' },
    ];
  }
  throw new Error(`no events for ${JSON.stringify(s.value)}`);
}

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, context: s.context });
const options = {
  events: adminAndServerEvents,
  serializeState: serialize,
  input: { reference: REFERENCE },
};

const adjacency = getAdjacencyMap(adminBookingMachine, options);
const edges = adjacencyMapToArray(adjacency);
const shortest = getShortestPaths(adminBookingMachine, options);
const paths = withoutPrefixes([...shortest, ...transitionPaths(shortest, edges, serialize)]);

/* The observable contract of each state. */

const TAGS: Record<string, string[]> = {
  loading: ['loading'],
  failed: ['error'],
  'loaded.idle': ['loaded'],
  'loaded.recordingPayment.editing': ['loaded', 'paymentDialog'],
  'loaded.recordingPayment.conflict.reloading': ['busy', 'conflict', 'loaded', 'paymentDialog'],
  'loaded.recordingPayment.conflict.shown': ['conflict', 'loaded', 'paymentDialog'],
  'loaded.cancelling.editing': ['cancelDialog', 'loaded'],
  'loaded.cancelling.conflict.reloading': ['busy', 'cancelDialog', 'conflict', 'loaded'],
  'loaded.cancelling.conflict.shown': ['cancelDialog', 'conflict', 'loaded'],
  'loaded.moving.editing': ['loaded', 'moveDialog'],
  'loaded.moving.conflict.reloading': ['busy', 'conflict', 'loaded', 'moveDialog'],
  'loaded.moving.conflict.shown': ['conflict', 'loaded', 'moveDialog'],
};

function expectContextContract(s: Snapshot, at: string) {
  const c = s.context;
  const leaf = leafOf(s.value);
  expect(c.reference, at).toBe(REFERENCE);
  if (leaf === 'failed') expect(c.error, at).toMatchObject({ status: 500 });
  if (leaf.startsWith('loaded')) {
    expect(c.error, at).toBeNull();
    expect(c.detail, at).not.toBeNull();
  }
  if (leaf.includes('conflict')) expect(c.conflict, at).toBe(PAYMENT_MESSAGES.changed);
  else expect(c.conflict, at).toBeNull();
  // A form exists exactly while its dialog edits, started from the booking as it is.
  const forms = {
    payment: paymentFormActor(s),
    cancel: cancelFormActor(s),
    move: moveFormActor(s),
  };
  const editing = leaf.endsWith('.editing') ? actionOf(s) : null;
  for (const [action, form] of Object.entries(forms)) {
    if (action === editing) expect(form, `${at}: ${action} form`).toBeDefined();
    else expect(form, `${at}: ${action} form`).toBeUndefined();
  }
  if (editing === 'payment') {
    expect(forms.payment!.getSnapshot().context.initialValues, at).toEqual(
      recordPaymentValues(c.detail!),
    );
  }
  // Each dialog opens only for an action the server allows.
  if (editing === 'payment') expect(c.detail!.actions.record_payment, at).toBe(true);
  if (editing === 'cancel') expect(c.detail!.actions.cancel, at).toBe(true);
  if (editing === 'move') expect(c.detail!.actions.move, at).toBe(true);
}

const NOTIFY: Record<Action, string> = {
  payment: 'notifyPaymentRecorded',
  cancel: 'notifyCancelled',
  move: 'notifyMoved',
};

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function replay(path: Path) {
  const h = startBooking();
  const snap = () => h.actor.getSnapshot();
  const saves = { payment: h.payments, cancel: h.cancels, move: h.moves };
  const submit = { payment: h.submitPayment, cancel: h.submitCancel, move: h.submitMove };
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as AdminBookingEvent & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const at = `step ${index} (${type}) of ${pathKey(path)}`;
    const before = {
      loads: h.loads.calls.length,
      saves: h.payments.calls.length + h.cancels.calls.length + h.moves.calls.length,
      effects: h.effects.length,
    };
    const action = actionOf(previous);
    if (type === LOADED) h.loads.last().resolve(event.output as never);
    else if (type === LOAD_FAILED) h.loads.last().reject(event.error);
    else if (type === 'edit.saved' || type === 'edit.failed') {
      // The real form reports it: submitted with its starting values, then answered.
      submit[action!]();
      const sent = saves[action!].last();
      if (type === 'edit.saved') sent.resolve(event.output as never);
      else sent.reject(event.error);
    } else if (type === 'edit.cancelled') h.actor.send({ type: 'action.close' });
    else if (type !== 'xstate.init') h.actor.send(event);
    if (type.startsWith('xstate.') || type.startsWith('edit.')) await tick();

    const actual = snap();
    const leaf = leafOf(actual.value);
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect([...actual.tags].sort(), at).toEqual(TAGS[leaf]);
    expectContextContract(actual, at);

    // What the server was asked: a load on entering a loading state; a save per submitted form.
    const loadsNow = h.loads.calls.length;
    const entersLoad =
      (leaf === 'loading' && leafOf(previous.value) !== 'loading') ||
      (leaf.endsWith('conflict.reloading') && !leafOf(previous.value).endsWith('reloading'));
    if (type === 'xstate.init') expect(loadsNow, at).toBe(1);
    else expect(loadsNow, at).toBe(before.loads + (entersLoad ? 1 : 0));
    const submitted = type === 'edit.saved' || type === 'edit.failed';
    const savesNow = h.payments.calls.length + h.cancels.calls.length + h.moves.calls.length;
    expect(savesNow, at).toBe(before.saves + (submitted ? 1 : 0));
    if (submitted) {
      const request = saves[action!].last().input as { reference: string };
      expect(request.reference, at).toBe(REFERENCE);
    }
    // The toasts: one when an action's save lands, none else.
    const effects = h.effects.slice(before.effects).map((e) => e.type);
    expect(effects, at).toEqual(type === 'edit.saved' ? [NOTIFY[action!]] : []);
    previous = actual;
  }
  h.actor.stop();
}

describe('admin booking model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('visits every state of the machine', () => {
    const states = allStateNodes(adminBookingMachine.root);
    expect(states).toHaveLength(19);
    expectEveryStateVisited(states, visited);
  });

  it('replays every transition of the walk and takes each admin and server event', () => {
    const transitionKey = (from: Snapshot, event: AdminBookingEvent) =>
      `${serialize(from)} | ${JSON.stringify(event)}`;
    const walked = new Set(
      paths.flatMap((p) =>
        p.steps.slice(1).map((s, i) => transitionKey(p.steps[i]!.state, s.event)),
      ),
    );
    for (const { state, event } of edges) {
      expect(walked.has(transitionKey(state, event)), JSON.stringify(event)).toBe(true);
    }
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type as string)));
    for (const type of [
      'booking.retry',
      'payment.start',
      'cancel.start',
      'move.start',
      'action.retry',
      'action.close',
      'edit.saved',
      'edit.failed',
      'edit.cancelled',
      LOADED,
      LOAD_FAILED,
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('stays a walk small enough to replay', () => {
    console.info(
      `admin booking graph: ${Object.keys(adjacency).length} states, ${edges.length} transitions, ` +
        `${paths.length} replayed paths`,
    );
    expect(paths.length).toBeLessThan(400);
  });

  replayInGroups(paths, 40, replay, 60_000);
});

/* The three forms, walked on the real edit machine with their rules. */

const BOOKING = detail();

const PAYMENT_FORM: FormWalk<PaymentForm> = {
  name: 'record payment form',
  rules: paymentForm(BOOKING),
  values: recordPaymentValues(BOOKING),
  edits: (values) =>
    values.amount === '1600'
      ? [
          { field: 'amount', value: '1600.01' },
          { field: 'amount', value: '' },
        ]
      : [{ field: 'amount', value: '500' }],
  stored: ({ body }) => paid(BOOKING, body.amount),
  refusal: apiError(422, PAYMENT_MESSAGES.nothingDue, { amount: [PAYMENT_MESSAGES.nothingDue] }),
  failure: apiError(0, 'Offline'),
  failureText: 'Offline',
  messages: [PAYMENT_MESSAGES.overBalance, PAYMENT_MESSAGES.amount, PAYMENT_MESSAGES.nothingDue],
  checkRequest: (sent, at) => {
    expect(sent.reference, at).toBe(REFERENCE);
    expect(sent.body.method, at).toBe('card');
  },
};

const CANCEL_FORM: FormWalk<CancelForm> = {
  name: 'cancel on behalf form',
  rules: cancelForm(BOOKING),
  values: cancelOnBehalfValues(BOOKING),
  edits: (values) =>
    values.override
      ? [
          { field: 'override', value: false },
          ...(values.refund_amount === '400'
            ? [{ field: 'refund_amount' as const, value: '450' }]
            : []),
          ...(values.reason === '' ? [{ field: 'reason' as const, value: 'Goodwill' }] : []),
        ]
      : [{ field: 'override', value: true }],
  stored: ({ body }) => cancelled(BOOKING, body.refund_amount ?? 400),
  refusal: apiError(422, PAYMENT_MESSAGES.refundOverPaid, {
    refund_amount: [PAYMENT_MESSAGES.refundOverPaid],
  }),
  failure: apiError(0, 'Offline'),
  failureText: 'Offline',
  messages: [PAYMENT_MESSAGES.refundOverPaid, PAYMENT_MESSAGES.reason],
  checkRequest: (sent, at) => {
    // The policy sends no amount; an override always carries its reason.
    if (sent.body.refund_amount !== undefined) expect(sent.body.reason, at).toBeTruthy();
  },
};

const MOVE_FORM: FormWalk<MoveForm> = {
  name: 'move form',
  rules: moveForm(BOOKING),
  values: moveValues(BOOKING),
  edits: (values) => [{ field: 'departure_id', value: values.departure_id === '32' ? '' : '32' }],
  stored: () => moved(BOOKING),
  refusal: apiError(422, ADMIN_BOOKING_MESSAGES.sameDeparture, {
    departure_id: [ADMIN_BOOKING_MESSAGES.sameDeparture],
  }),
  failure: apiError(0, 'Offline'),
  failureText: 'Offline',
  messages: [PAYMENT_MESSAGES.departure, ADMIN_BOOKING_MESSAGES.sameDeparture],
  checkRequest: (sent, at) => expect(sent.body, at).toEqual({ departure_id: 32 }),
};

describe('record payment form model paths (real edit machine)', () => {
  describeFormWalk(PAYMENT_FORM, { it });
});

describe('cancel on behalf form model paths (real edit machine)', () => {
  describeFormWalk(CANCEL_FORM, { it });
});

describe('move form model paths (real edit machine)', () => {
  describeFormWalk(MOVE_FORM, { it });
});
