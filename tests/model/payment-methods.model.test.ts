import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { transitionPaths, withoutPrefixes } from './transition-paths';
import type { StateNode, StateValue } from 'xstate';
import {
  EMPTY_CARD_FORM,
  PAYMENT_METHOD_MESSAGES,
  toNewCard,
  validateCardForm,
  type SavedCard,
} from '../../contract/payment-methods';
import {
  paymentMethodsMachine,
  type PaymentMethodsContext,
  type PaymentMethodsEvent,
  type PaymentMethodsSnapshot,
  type PaymentsData,
} from '../../machines/payment-methods-machine';
import {
  BAD_LUHN,
  CARDS,
  VISA,
  apiError,
  myBooking,
  startPayments,
} from '../machines/payment-methods-fixture';

/*
 * Paths generated from the real payment methods machine: @xstate/graph walks its pure
 * transition function with what a traveller does on the Payment Methods tab (open the form,
 * type a number failing the Luhn rule then a good one, an expiry, make default, save, cancel;
 * Make Default; Remove, confirm or keep; dismiss an alert; Try again) and what the server
 * answers, then every path is replayed on a real actor with fake server calls. At every step
 * the actor must be where the graph predicted, with the tags its states promise; the server is
 * only ever sent brand, last four digits and expiry, and the typed number is gone once the form
 * closes.
 */

type Path = StatePath<PaymentMethodsSnapshot, PaymentMethodsEvent>;

const LOADED = 'xstate.done.actor.fetchPaymentsData';
const LOAD_FAILED = 'xstate.error.actor.fetchPaymentsData';
const ADDED = 'xstate.done.actor.addCard';
const ADD_FAILED = 'xstate.error.actor.addCard';
const DEFAULT_SET = 'xstate.done.actor.makeDefaultCard';
const DEFAULT_FAILED = 'xstate.error.actor.makeDefaultCard';
const REMOVED = 'xstate.done.actor.removeCard';
const REMOVE_FAILED = 'xstate.error.actor.removeCard';

const internal = (type: string, payload: { output?: unknown; error?: unknown }) =>
  ({ type, ...payload }) as unknown as PaymentMethodsEvent;

const DATA: PaymentsData = { cards: CARDS, bookings: [myBooking()] };
const DUPLICATE = apiError(422, 'The given data was invalid.', {
  last4: [PAYMENT_METHOD_MESSAGES.duplicate],
});
const OFFLINE = apiError(0, 'We could not reach the server.');
const NOT_FOUND = apiError(404, PAYMENT_METHOD_MESSAGES.notFound);
const SERVER_ERROR = apiError(500, 'Server Error');

/** What the server stores for the valid form: the new card, default if asked. */
function listWithNewCard(c: PaymentMethodsContext): SavedCard[] {
  const added = { ...toNewCard(c.form), id: 3, is_default: c.form.makeDefault };
  delete (added as { make_default?: boolean }).make_default;
  const others = c.cards.map((card) => (added.is_default ? { ...card, is_default: false } : card));
  return added.is_default ? [added, ...others] : [...others, added];
}

function formEvents(c: PaymentMethodsContext): PaymentMethodsEvent[] {
  const events: PaymentMethodsEvent[] = [{ type: 'card.save' }, { type: 'card.cancel' }];
  events.push({
    type: 'card.change',
    field: 'cardNumber',
    value: c.form.cardNumber === BAD_LUHN ? VISA : BAD_LUHN,
  });
  if (!c.form.expiryDate) events.push({ type: 'card.change', field: 'expiryDate', value: '08/29' });
  if (!c.form.makeDefault) events.push({ type: 'card.change', field: 'makeDefault', value: true });
  return events;
}

function travellerAndServerEvents(s: PaymentMethodsSnapshot): PaymentMethodsEvent[] {
  const c = s.context;
  if (s.matches('loading'))
    return [
      internal(LOADED, { output: DATA }),
      internal(LOAD_FAILED, { error: apiError(500, 'Server Error') }),
    ];
  if (s.matches('failed')) return [{ type: 'payments.retry' }];
  // A changed list ends the walk there: what follows is what followed the load.
  if (JSON.stringify(c.cards) !== JSON.stringify(CARDS)) return [];
  if (s.matches({ loaded: 'idle' }))
    return [
      { type: 'card.add' },
      { type: 'card.makeDefault', id: 2 },
      { type: 'card.remove', id: 2 },
    ];
  if (s.matches({ loaded: { adding: 'editing' } })) return formEvents(c);
  if (s.matches({ loaded: { adding: 'saving' } }))
    return [
      internal(ADDED, { output: listWithNewCard(c) }),
      internal(ADD_FAILED, { error: DUPLICATE }),
      internal(ADD_FAILED, { error: OFFLINE }),
    ];
  if (s.matches({ loaded: { adding: 'failed' } }))
    return [
      { type: 'card.save' },
      { type: 'card.cancel' },
      { type: 'card.change', field: 'expiryDate', value: '09/29' },
    ];
  if (s.matches({ loaded: 'settingDefault' }))
    return [
      internal(DEFAULT_SET, {
        output: [
          { ...CARDS[1]!, is_default: true },
          { ...CARDS[0]!, is_default: false },
        ],
      }),
      internal(DEFAULT_FAILED, { error: NOT_FOUND }),
      internal(DEFAULT_FAILED, { error: SERVER_ERROR }),
    ];
  if (s.matches({ loaded: 'confirmingRemove' }))
    return [{ type: 'remove.confirm' }, { type: 'remove.cancel' }];
  if (s.matches({ loaded: 'removing' }))
    return [
      internal(REMOVED, { output: [CARDS[0]!] }),
      internal(REMOVE_FAILED, { error: OFFLINE }),
      internal(REMOVE_FAILED, { error: NOT_FOUND }),
    ];
  if (s.matches({ loaded: 'actionFailed' })) return [{ type: 'action.dismiss' }];
  return [];
}

const serialize = (s: PaymentMethodsSnapshot) =>
  JSON.stringify({ value: s.value, context: s.context });
const options = {
  events: travellerAndServerEvents,
  serializeState: serialize,
  input: { today: '2026-11-22' },
};

const adjacency = getAdjacencyMap(paymentMethodsMachine, options);
const edges = adjacencyMapToArray(adjacency);
const shortest = getShortestPaths(paymentMethodsMachine, options);
const everyTransition = transitionPaths(shortest, edges, serialize);

const paths = withoutPrefixes([...shortest, ...everyTransition]);

/** A short name for a path: 'card.add > card.change cardNumber=... > card.save'. */
function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as PaymentMethodsEvent & { error?: { status?: number } };
      const type = e.type as string;
      if (type.startsWith('xstate.done.actor.')) return `ok(${type.slice(18)})`;
      if (type.startsWith('xstate.error.actor.'))
        return `fail ${e.error?.status}(${type.slice(19)})`;
      if ('field' in e) return `${type} ${e.field}=${String(e.value)}`;
      if ('id' in e) return `${type} ${e.id}`;
      return type;
    })
    .join(' > ');
}

function leafOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] as [string, StateValue];
  return `${key}.${leafOf(child)}`;
}

function allStateNodes(node: StateNode<PaymentMethodsContext, PaymentMethodsEvent>): string[] {
  return Object.values(node.states).flatMap((child) => [
    child.path.join('.'),
    ...allStateNodes(child as StateNode<PaymentMethodsContext, PaymentMethodsEvent>),
  ]);
}

const TAGS: Record<string, string[]> = {
  loading: ['loading'],
  failed: ['error', 'loadFailed'],
  'loaded.idle': [],
  'loaded.adding.editing': ['adding'],
  'loaded.adding.saving': ['adding', 'busy'],
  'loaded.adding.failed': ['addFailed', 'adding'],
  'loaded.settingDefault': ['busy', 'settingDefault'],
  'loaded.confirmingRemove': ['confirmingRemove'],
  'loaded.removing': ['busy', 'confirmingRemove', 'removing'],
  'loaded.actionFailed': ['actionFailed', 'error'],
};

/** The numbers typed in the form, as typed and as digits only. */
const TYPED = [VISA, BAD_LUHN].flatMap((n) => [n, n.replace(/\D/g, '')]);
const holdsTypedNumber = (value: unknown) => TYPED.some((n) => JSON.stringify(value).includes(n));

function expectContract(s: PaymentMethodsSnapshot, at: string) {
  const c = s.context;
  const leaf = leafOf(s.value);
  if (leaf === 'failed') expect(c.loadError, at).toBe('Server Error');
  if (leaf.startsWith('loaded')) expect(c.bookings, at).toEqual(DATA.bookings);
  if (!leaf.startsWith('loaded.adding')) {
    // The typed number is gone once the form closes.
    expect(c.form, at).toEqual(EMPTY_CARD_FORM);
    expect(c.errors, at).toEqual({});
    expect(c.addError, at).toBeNull();
    expect(holdsTypedNumber(c), at).toBe(false);
  }
  if (leaf === 'loaded.adding.saving') {
    expect(validateCardForm(c.form, c.today), at).toEqual({});
    expect(c.errors, at).toEqual({});
  }
  if (leaf === 'loaded.adding.failed') expect(c.addError, at).toBe(OFFLINE.message);
  if (['loaded.settingDefault', 'loaded.confirmingRemove', 'loaded.removing'].includes(leaf)) {
    expect(c.target, at).toEqual({ id: 2, brand: 'Mastercard', last4: '4444' });
  }
  if (leaf === 'loaded.idle') expect(c.target, at).toBeNull();
  if (leaf === 'loaded.actionFailed') {
    expect([SERVER_ERROR.message, OFFLINE.message], at).toContain(c.actionError);
    expect(c.cards, at).toEqual(CARDS);
  }
  for (const [field, message] of Object.entries(c.errors)) {
    expect(
      [
        PAYMENT_METHOD_MESSAGES.cardNumberInvalid,
        PAYMENT_METHOD_MESSAGES.cardNumber,
        PAYMENT_METHOD_MESSAGES.expiry,
        PAYMENT_METHOD_MESSAGES.duplicate,
      ],
      `${at}: ${field}`,
    ).toContain(message);
  }
}

function expectedEffects(
  prev: PaymentMethodsSnapshot,
  event: PaymentMethodsEvent & { output?: unknown; error?: unknown },
) {
  switch (event.type as string) {
    case 'card.save':
      return prev.matches({ loaded: { adding: 'editing' } }) &&
        Object.keys(validateCardForm(prev.context.form, prev.context.today)).length > 0
        ? [{ type: 'focus' }]
        : [];
    case ADDED:
      return [{ type: 'added', cards: event.output }];
    case ADD_FAILED:
      return event.error === DUPLICATE ? [{ type: 'focus' }] : [];
    case DEFAULT_SET:
      return [{ type: 'defaultChanged', card: prev.context.target }];
    case REMOVED:
      return [{ type: 'removed', card: prev.context.target }];
    case DEFAULT_FAILED:
    case REMOVE_FAILED:
      // A card removed meanwhile is said and the list reloaded; other failures are an alert.
      return event.error === NOT_FOUND ? [{ type: 'cardGone', card: prev.context.target }] : [];
    default:
      return [];
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function replay(path: Path) {
  const h = startPayments();
  const snap = () => h.actor.getSnapshot();
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as PaymentMethodsEvent & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const at = `step ${index} (${type}) of ${describePath(path)}`;
    if (type === LOADED) h.loads.at(-1)!.resolve(event.output as PaymentsData);
    else if (type === LOAD_FAILED) h.loads.at(-1)!.reject(event.error);
    else if (type === ADDED) h.adds.at(-1)!.resolve(event.output as SavedCard[]);
    else if (type === ADD_FAILED) h.adds.at(-1)!.reject(event.error);
    else if (type === DEFAULT_SET) h.defaults.at(-1)!.resolve(event.output as SavedCard[]);
    else if (type === DEFAULT_FAILED) h.defaults.at(-1)!.reject(event.error);
    else if (type === REMOVED) h.removes.at(-1)!.resolve(event.output as SavedCard[]);
    else if (type === REMOVE_FAILED) h.removes.at(-1)!.reject(event.error);
    else if (type !== 'xstate.init') h.actor.send(event);
    if (type.startsWith('xstate.') && type !== 'xstate.init') await tick();

    const actual = snap();
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect([...actual.tags].sort(), at).toEqual(TAGS[leafOf(actual.value)]);
    expectContract(actual, at);
    if (type !== 'xstate.init') {
      expect(h.effects.splice(0), at).toEqual(expectedEffects(previous, event));
    }

    // What the server was asked, when a request starts.
    const started = (state: Parameters<PaymentMethodsSnapshot['matches']>[0]) =>
      actual.matches(state) && !previous.matches(state);
    if (started({ loaded: { adding: 'saving' } })) {
      const sent = h.adds.at(-1)!.input.card;
      expect(Object.keys(sent).sort(), at).toEqual([
        'brand',
        'exp_month',
        'exp_year',
        'last4',
        'make_default',
      ]);
      expect(sent, at).toEqual(toNewCard(actual.context.form));
      expect(holdsTypedNumber(sent), at).toBe(false);
    }
    if (started({ loaded: 'settingDefault' }))
      expect(h.defaults.at(-1)!.input, at).toEqual({ id: 2 });
    if (started({ loaded: 'removing' })) expect(h.removes.at(-1)!.input, at).toEqual({ id: 2 });
    previous = actual;
  }
  h.actor.stop();
}

describe('payment methods model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('visits every state of the machine', () => {
    const states = allStateNodes(paymentMethodsMachine.root);
    expect(states).toHaveLength(12);
    const reached = new Set(
      visited.flatMap((s) =>
        leafOf(s.value)
          .split('.')
          .map((_, i, parts) => parts.slice(0, i + 1).join('.')),
      ),
    );
    expect([...reached].sort()).toEqual([...states].sort());
  });

  it('takes every traveller and server event', () => {
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type as string)));
    for (const type of [
      'payments.retry',
      'card.add',
      'card.change',
      'card.save',
      'card.cancel',
      'card.makeDefault',
      'card.remove',
      'remove.confirm',
      'remove.cancel',
      'action.dismiss',
      LOADED,
      LOAD_FAILED,
      ADDED,
      ADD_FAILED,
      DEFAULT_SET,
      DEFAULT_FAILED,
      REMOVED,
      REMOVE_FAILED,
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('stays a walk small enough to replay', () => {
    console.info(
      `payment methods graph: ${Object.keys(adjacency).length} states, ${edges.length} ` +
        `transitions, ${paths.length} replayed paths`,
    );
    expect(paths.length).toBeLessThan(1000);
  });

  for (const path of paths) {
    it(describePath(path), () => replay(path));
  }
});
