import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { validateBalancePayment, type BalancePaymentField } from '../../contract/balance-payment';
import { CHECKOUT_MESSAGES } from '../../contract/bookings';
import type { MyBooking } from '../../contract/my-bookings';
import { PAYMENT_MESSAGES, payBalanceRequestSchema } from '../../contract/payments';
import type { PayBalanceRequest } from '../../contract/payments';
import { TIMINGS } from '../../machines/constants';
import {
  payBalanceMachine,
  type PayBalanceContext,
  type PayBalanceEvent,
  type PayBalanceSnapshot,
} from '../../machines/pay-balance-machine';
import { DEPOSIT, DEPOSIT_PAID, GOOD_CARD, MY_TODAY } from '../machines/my-bookings-fixture';
import { apiError } from '../support/api-error';
import { controllable } from '../support/controllable';
import {
  allStateNodes,
  expectEveryStateVisited,
  leafOf,
  replayInGroups,
} from '../support/model-paths';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';

/*
 * Paths generated from the real Pay balance machine: @xstate/graph walks its pure transition
 * function with what a traveller (typing a card or choosing PayPal, submitting, cancelling),
 * the payment's 2 s and the server can do in each state; every path is replayed on a real actor
 * with a simulated clock and a POST the test answers. At every step the actor must be where the
 * graph predicted, show the tags its state promises, keep the context's invariants, and have
 * sent exactly one request per payment: the balance shown, the method and at most the card's
 * last four digits.
 */

type Path = StatePath<PayBalanceSnapshot, PayBalanceEvent>;

const PAID_AFTER = 'xstate.after.paymentDelay.payBalance.processing.paying';
const RECORDED = 'xstate.done.actor.payBalance';
const REFUSED = 'xstate.error.actor.payBalance';

const internal = (type: string, payload: { output?: unknown; error?: unknown } = {}) =>
  ({ type, ...payload }) as unknown as PayBalanceEvent;

const SERVER = {
  paymentDone: internal(PAID_AFTER),
  recorded: internal(RECORDED, { output: DEPOSIT_PAID }),
  changed: internal(REFUSED, { error: apiError(409, PAYMENT_MESSAGES.changed) }),
  notPayable: internal(REFUSED, {
    error: apiError(422, PAYMENT_MESSAGES.notPayable, { booking: [PAYMENT_MESSAGES.notPayable] }),
  }),
  serverError: internal(REFUSED, { error: apiError(500, 'Server Error') }),
  offline: internal(REFUSED, { error: apiError(0, 'Offline') }),
};

const change = (field: BalancePaymentField, value: string): PayBalanceEvent => ({
  type: 'field.change',
  field,
  value,
});
const submit: PayBalanceEvent = { type: 'payment.submit' };
const dismiss: PayBalanceEvent = { type: 'payment.dismiss' };

const CARD_ORDER = Object.entries(GOOD_CARD) as Array<[BalancePaymentField, string]>;
const TYPO = '4111 1111 1111 1112';
const nextToFill = (c: PayBalanceContext) =>
  c.values.paymentMethod === 'card'
    ? CARD_ORDER.find(([field, value]) => c.values[field] !== value)
    : undefined;
const untouched = (c: PayBalanceContext) =>
  c.values.cardNumber === '' && Object.keys(c.errors).length === 0;

/** What the traveller, the clock and the server can do in each state. */
function travellerAndServerEvents(s: PayBalanceSnapshot): PayBalanceEvent[] {
  const c = s.context;
  if (s.status === 'done') return [];
  if (s.matches({ editing: 'ready' })) {
    const events: PayBalanceEvent[] = [submit];
    const next = nextToFill(c);
    if (next) {
      // A typo in the card number first, then the real one.
      if (next[0] === 'cardNumber' && c.values.cardNumber === '') {
        events.push(change('cardNumber', TYPO));
      }
      events.push(change(...next));
    }
    if (untouched(c)) {
      events.push(dismiss, change('paymentMethod', 'paypal'), change('paymentMethod', 'bank'));
    }
    if (c.values.paymentMethod === 'paypal') events.push(change('paymentMethod', 'card'));
    return events;
  }
  if (s.matches({ editing: 'failed' })) {
    return [submit, dismiss, change('nameOnCard', 'A KHAN')];
  }
  if (s.matches({ processing: 'paying' })) return [SERVER.paymentDone, submit, dismiss];
  if (s.matches({ processing: 'recording' })) {
    return [SERVER.recorded, SERVER.changed, SERVER.notPayable, SERVER.serverError, SERVER.offline];
  }
  throw new Error(`no events for ${JSON.stringify(s.value)}`);
}

const serialize = (s: PayBalanceSnapshot) =>
  JSON.stringify({ value: s.value, status: s.status, context: s.context });
const INPUT = { reference: DEPOSIT.reference, balance: DEPOSIT.payment.balance, today: MY_TODAY };
const options = { events: travellerAndServerEvents, serializeState: serialize, input: INPUT };

const adjacency = getAdjacencyMap(payBalanceMachine, options);
const edges = adjacencyMapToArray(adjacency);
const shortest = getShortestPaths(payBalanceMachine, options);
const everyTransition = transitionPaths(shortest, edges, serialize);

/** Whole payments: a card typed with a typo, a failure, and paid; and PayPal paid. */
function journeyEvents(s: PayBalanceSnapshot): PayBalanceEvent[] {
  const c = s.context;
  if (s.status === 'done') return [];
  if (s.matches({ editing: 'ready' })) {
    // Corrected after a failure: pay again.
    if (c.values.nameOnCard === 'A KHAN') return [submit];
    const next = nextToFill(c);
    if (untouched(c) && c.values.paymentMethod === 'card') {
      return [change('paymentMethod', 'paypal'), change(...next!)];
    }
    return next ? [change(...next)] : [submit];
  }
  if (s.matches({ editing: 'failed' })) {
    return c.values.paymentMethod === 'card' ? [change('nameOnCard', 'A KHAN')] : [submit];
  }
  if (s.matches({ processing: 'paying' })) return [SERVER.paymentDone];
  if (s.matches({ processing: 'recording' })) {
    return c.failure === null && c.values.nameOnCard !== 'A KHAN'
      ? [SERVER.recorded, SERVER.serverError]
      : [SERVER.recorded];
  }
  return [];
}
const journeys = getSimplePaths(payBalanceMachine, {
  events: journeyEvents,
  serializeState: serialize,
  input: INPUT,
  toState: (s) => s.status === 'done',
});

const paths = withoutPrefixes([...shortest, ...everyTransition, ...journeys]);

/* The observable contract of each state. */

const TAGS: Record<string, string[]> = {
  'editing.ready': [],
  'editing.failed': ['error'],
  'processing.paying': ['busy'],
  'processing.recording': ['busy'],
  paid: [],
  changed: [],
  dismissed: [],
};

function expectContextContract(s: PayBalanceSnapshot) {
  const c = s.context;
  const leaf = leafOf(s.value);
  expect(c.reference).toBe(DEPOSIT.reference);
  expect(c.balance).toBe(DEPOSIT.payment.balance);
  if (leaf.startsWith('processing')) {
    // Only a payment that passes the card rules is ever taken.
    expect(validateBalancePayment(c.values, c.today)).toEqual({});
    expect(c.errors).toEqual({});
    expect(c.failure).toBeNull();
  }
  if (leaf === 'editing.failed') {
    expect(['Server Error', 'Offline']).toContain(c.failure);
  } else if (leaf !== 'dismissed') {
    // Dismissed after a failure may keep its text: nobody shows it any more.
    expect(c.failure).toBeNull();
  }
  if (leaf === 'paid') {
    expect(s.output).toEqual({ kind: 'paid', booking: DEPOSIT_PAID });
    expect(c.values.cardNumber).toBe('');
  }
  if (leaf === 'changed') {
    expect(s.output).toEqual({
      kind: 'changed',
      message: expect.stringMatching(
        new RegExp(`^(${PAYMENT_MESSAGES.changed}|${PAYMENT_MESSAGES.notPayable})$`),
      ),
    });
  }
  if (leaf === 'dismissed') expect(s.output).toEqual({ kind: 'dismissed' });
  // Errors name only fields of the form, with checkout's messages.
  for (const message of Object.values(c.errors)) {
    expect(Object.values(CHECKOUT_MESSAGES)).toContain(message);
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function replay(path: Path) {
  const clock = new SimulatedClock();
  const pays = controllable<MyBooking, { reference: string; request: PayBalanceRequest }>();
  const effects: string[] = [];
  const actor = createActor(
    payBalanceMachine.provide({
      actors: { payBalance: pays.logic },
      actions: { focusFirstInvalidField: () => void effects.push('focus') },
    }),
    { input: INPUT, clock },
  ).start();
  const snap = () => actor.getSnapshot();
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as PayBalanceEvent & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const at = `step ${index} (${type}) of ${pathKey(path)}`;
    const before = { pays: pays.calls.length, effects: effects.length };
    if (type === PAID_AFTER) {
      // SPEC 9: the simulated payment takes 2 s, not a millisecond less.
      clock.increment(TIMINGS.paymentDelay - 1);
      expect(snap().matches({ processing: 'paying' }), at).toBe(true);
      clock.increment(1);
    } else if (type === RECORDED) pays.last().resolve(event.output as MyBooking);
    else if (type === REFUSED) pays.last().reject(event.error);
    else if (type !== 'xstate.init') actor.send(event);
    if (type.startsWith('xstate.') && type !== 'xstate.init') await tick();

    const actual = snap();
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect(actual.status, at).toBe(step.state.status);
    expect([...actual.tags].sort(), at).toEqual(TAGS[leafOf(actual.value)]);
    expectContextContract(actual);

    // Focus goes to the first error on a refused submit, and only then.
    const refused =
      type === 'payment.submit' && actual.matches('editing') && previous.matches('editing');
    expect(effects.length, at).toBe(before.effects + (refused ? 1 : 0));
    if (refused) expect(Object.keys(actual.context.errors).length, at).toBeGreaterThan(0);

    // One request per payment, once its 2 s have passed: the balance shown, last four only.
    expect(pays.calls.length, at).toBe(before.pays + (type === PAID_AFTER ? 1 : 0));
    if (type === PAID_AFTER) {
      const { input } = pays.last();
      const card = actual.context.values.paymentMethod === 'card';
      expect(input, at).toEqual({
        reference: DEPOSIT.reference,
        request: card
          ? { payment_method: 'card', card_last4: '1111', balance: DEPOSIT.payment.balance }
          : { payment_method: 'paypal', balance: DEPOSIT.payment.balance },
      });
      expect(payBalanceRequestSchema.safeParse(input.request).success, at).toBe(true);
      const sent = JSON.stringify(input);
      for (const secret of ['4111 1111', '09/30', GOOD_CARD.cvv, 'KHAN']) {
        expect(sent, at).not.toContain(secret);
      }
    }
    previous = actual;
  }
  actor.stop();
}

describe('pay balance model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('visits every state of the machine', () => {
    const states = allStateNodes(payBalanceMachine.root);
    expect(states).toHaveLength(9);
    expectEveryStateVisited(states, visited);
  });

  it('replays every transition of the walk and takes each traveller and server event', () => {
    const transitionKey = (from: PayBalanceSnapshot, event: PayBalanceEvent) =>
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
      'field.change',
      'payment.submit',
      'payment.dismiss',
      PAID_AFTER,
      RECORDED,
      REFUSED,
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('includes whole payments by card and by PayPal, one after a failure', () => {
    const paid = journeys.filter((j) => j.state.matches('paid'));
    const through = (text: string) =>
      paid.some((j) => j.steps.some((s) => JSON.stringify(s.event).includes(text)));
    expect(through('"value":"paypal"')).toBe(true);
    expect(through('"field":"cvv"')).toBe(true);
    expect(through('"status":500')).toBe(true);
  });

  it('stays a walk small enough to replay', () => {
    console.info(
      `pay balance graph: ${Object.keys(adjacency).length} states, ${edges.length} transitions, ` +
        `${journeys.length} journeys, ${paths.length} replayed paths`,
    );
    expect(paths.length).toBeLessThan(1000);
  });

  replayInGroups(paths, 40, replay, 60_000);
});
