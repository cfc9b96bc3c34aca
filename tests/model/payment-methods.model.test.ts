import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { paymentHistory } from '../../contract/my-bookings';
import { transitionPaths, withoutPrefixes } from './transition-paths';
import {
  EMPTY_CARD_FORM,
  PAYMENT_METHOD_MESSAGES,
  toNewCard,
  type CardFormValues,
  type NewCard,
  type SavedCard,
} from '../../contract/payment-methods';
import {
  cardForm,
  cardFormActor,
  paymentMethodsMachine,
  type CardForm,
  type PaymentMethodsEvent,
  type PaymentMethodsSnapshot,
  type PaymentsData,
} from '../../machines/payment-methods-machine';
import {
  BAD_LUHN,
  CARDS,
  TODAY,
  VISA,
  historyPage,
  myBooking,
  startPayments,
} from '../machines/payment-methods-fixture';
import { apiError } from '../support/api-error';
import { allStateNodes, expectEveryStateVisited, leafOf } from '../support/model-paths';
import { describeFormWalk, type FormWalk } from './edit-paths';

/*
 * Paths generated from the real payment methods machine: @xstate/graph walks its pure
 * transition function with what a traveller does on the Payment Methods tab (open the form;
 * the card saved or the form cancelled, as the form reports it; Make Default; Remove, confirm or
 * keep; dismiss an alert; Try again; Next under the payment history) and what the server answers, then every path is replayed on
 * a real actor with fake server calls, the form's reports made by the real form. At every step
 * the actor must be where the graph predicted, with the tags its states promise, and the typed
 * number is gone once the form closes. The form itself (a number failing the Luhn rule then a
 * good one, an expiry, make default, save; a 422, offline) is walked below on the real edit
 * machine with the add-card rules: the server is only ever sent brand, last four digits and
 * expiry.
 */

type Path = StatePath<PaymentMethodsSnapshot, PaymentMethodsEvent>;

const LOADED = 'xstate.done.actor.fetchPaymentsData';
const LOAD_FAILED = 'xstate.error.actor.fetchPaymentsData';
const DEFAULT_SET = 'xstate.done.actor.makeDefaultCard';
const DEFAULT_FAILED = 'xstate.error.actor.makeDefaultCard';
const REMOVED = 'xstate.done.actor.removeCard';
const REMOVE_FAILED = 'xstate.error.actor.removeCard';
const HISTORY_LOADED = 'xstate.done.actor.fetchPaymentHistory';
const HISTORY_FAILED = 'xstate.error.actor.fetchPaymentHistory';

const internal = (type: string, payload: { output?: unknown; error?: unknown }) =>
  ({ type, ...payload }) as unknown as PaymentMethodsEvent;

/** The first of two pages of history (21 rows in all), and the second. */
const DATA: PaymentsData = {
  cards: CARDS,
  history: historyPage(paymentHistory([myBooking()]), 1, 21),
};
const PAGE_TWO = historyPage(paymentHistory([myBooking({ reference: 'KT2PAGE2' })]), 2, 21);
const DUPLICATE = apiError(422, 'The given data was invalid.', {
  last4: [PAYMENT_METHOD_MESSAGES.duplicate],
});
const OFFLINE = apiError(0, 'We could not reach the server.');
const NOT_FOUND = apiError(404, PAYMENT_METHOD_MESSAGES.notFound);
const SERVER_ERROR = apiError(500, 'Server Error');

/** What the server stores for a valid card: the new card, default if asked. */
function listWithNewCard(card: NewCard): SavedCard[] {
  const { make_default: isDefault = false, ...fields } = card;
  const added = { ...fields, id: 3, is_default: isDefault };
  const others = CARDS.map((saved) => (isDefault ? { ...saved, is_default: false } : saved));
  return isDefault ? [added, ...others] : [...others, added];
}

/** The card the walk's form saves: a Visa, made the default. */
const NEW_CARD: CardFormValues = { cardNumber: VISA, expiryDate: '08/29', makeDefault: true };

/**
 * Next under the history, and the server's answers. Offered while the cards' region is idle on
 * the first page: the cards' own walk runs there, so paging is walked once, not in every card
 * state.
 */
function historyEvents(s: PaymentMethodsSnapshot): PaymentMethodsEvent[] {
  if (!s.matches({ loaded: { cards: 'idle' } })) return [];
  if (s.matches({ loaded: { history: 'shown' } }))
    return s.context.query.page === 2 ? [] : [{ type: 'query.change', query: { page: 2 } }];
  if (s.matches({ loaded: { history: 'paging' } }))
    return [
      internal(HISTORY_LOADED, { output: PAGE_TWO }),
      internal(HISTORY_FAILED, { error: SERVER_ERROR }),
    ];
  if (s.matches({ loaded: { history: 'failed' } })) return [{ type: 'history.retry' }];
  return [];
}

function travellerAndServerEvents(s: PaymentMethodsSnapshot): PaymentMethodsEvent[] {
  if (s.context.query.page === 2) return historyEvents(s);
  return [...cardEvents(s), ...historyEvents(s)];
}

function cardEvents(s: PaymentMethodsSnapshot): PaymentMethodsEvent[] {
  const c = s.context;
  if (s.matches('loading'))
    return [
      internal(LOADED, { output: DATA }),
      internal(LOAD_FAILED, { error: apiError(500, 'Server Error') }),
    ];
  if (s.matches('failed')) return [{ type: 'payments.retry' }];
  // A changed list ends the walk there: what follows is what followed the load.
  if (JSON.stringify(c.cards) !== JSON.stringify(CARDS)) return [];
  if (s.matches({ loaded: { cards: 'idle' } }))
    return [
      { type: 'card.add' },
      { type: 'card.makeDefault', id: 2 },
      { type: 'card.remove', id: 2 },
    ];
  if (s.matches({ loaded: { cards: 'adding' } }))
    return [
      { type: 'edit.saved', output: listWithNewCard(toNewCard(NEW_CARD)) },
      { type: 'edit.cancelled' },
    ];
  if (s.matches({ loaded: { cards: 'settingDefault' } }))
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
  if (s.matches({ loaded: { cards: 'confirmingRemove' } }))
    return [{ type: 'remove.confirm' }, { type: 'remove.cancel' }];
  if (s.matches({ loaded: { cards: 'removing' } }))
    return [
      internal(REMOVED, { output: [CARDS[0]!] }),
      internal(REMOVE_FAILED, { error: OFFLINE }),
      internal(REMOVE_FAILED, { error: NOT_FOUND }),
    ];
  if (s.matches({ loaded: { cards: 'actionFailed' } })) return [{ type: 'action.dismiss' }];
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

/** A short name for a path: 'card.add > edit.saved'. */
function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as PaymentMethodsEvent & { error?: { status?: number } };
      const type = e.type as string;
      if (type.startsWith('xstate.done.actor.')) return `ok(${type.slice(18)})`;
      if (type.startsWith('xstate.error.actor.'))
        return `fail ${e.error?.status}(${type.slice(19)})`;
      if ('id' in e) return `${type} ${e.id}`;
      return type;
    })
    .join(' > ');
}

const TAGS: Record<string, string[]> = {
  loading: ['loading'],
  failed: ['error', 'loadFailed'],
  'loaded.cards.idle': [],
  'loaded.cards.adding': ['adding'],
  'loaded.cards.settingDefault': ['busy', 'settingDefault'],
  'loaded.cards.confirmingRemove': ['confirmingRemove'],
  'loaded.cards.removing': ['busy', 'confirmingRemove', 'removing'],
  'loaded.cards.actionFailed': ['actionFailed', 'error'],
  'loaded.history.shown': [],
  'loaded.history.paging': ['paging'],
  'loaded.history.failed': ['error', 'historyFailed'],
};

/** Every leaf the snapshot is in: both regions of `loaded`. */
function leavesOf(s: PaymentMethodsSnapshot): string[] {
  if (!s.matches('loaded')) return [leafOf(s.value)];
  const { cards, history } = (s.value as { loaded: { cards: string; history: string } }).loaded;
  return [`loaded.cards.${cards}`, `loaded.history.${history}`];
}

const tagsOf = (s: PaymentMethodsSnapshot) =>
  [...new Set(leavesOf(s).flatMap((leaf) => TAGS[leaf]!))].sort();

/** The numbers typed in the form, as typed and as digits only. */
const TYPED = [VISA, BAD_LUHN].flatMap((n) => [n, n.replace(/\D/g, '')]);
const holdsTypedNumber = (value: unknown) => TYPED.some((n) => JSON.stringify(value).includes(n));

function expectContract(s: PaymentMethodsSnapshot, at: string) {
  const c = s.context;
  const leaf = leafOf(s.value);
  if (leaf === 'failed') expect(c.loadError, at).toBe('Server Error');
  // The history shows the page the server last answered.
  if (leaf.startsWith('loaded')) {
    const page = c.historyMeta?.page === 2 ? PAGE_TWO : DATA.history;
    expect(c.history, at).toEqual(page.data);
    expect(c.historyMeta, at).toEqual(page.meta);
    if (s.matches({ loaded: { history: 'failed' } }))
      expect(c.historyError, at).toBe(SERVER_ERROR.message);
  }
  // The page never holds the typed number; the form does while it is open, and goes with it.
  expect(holdsTypedNumber(c), at).toBe(false);
  const form = cardFormActor(s);
  if (leaf === 'loaded.cards.adding') {
    expect(form?.getSnapshot().context.initialValues, at).toEqual(EMPTY_CARD_FORM);
  } else {
    expect(form, at).toBeUndefined();
  }
  if (
    [
      'loaded.cards.settingDefault',
      'loaded.cards.confirmingRemove',
      'loaded.cards.removing',
    ].includes(leaf)
  ) {
    expect(c.target, at).toEqual({ id: 2, brand: 'Mastercard', last4: '4444' });
  }
  if (leaf === 'loaded.cards.idle') expect(c.target, at).toBeNull();
  if (leaf === 'loaded.cards.actionFailed') {
    expect([SERVER_ERROR.message, OFFLINE.message], at).toContain(c.actionError);
    expect(c.cards, at).toEqual(CARDS);
  }
}

function expectedEffects(
  prev: PaymentMethodsSnapshot,
  event: PaymentMethodsEvent & { output?: unknown; error?: unknown },
) {
  switch (event.type as string) {
    case 'edit.saved':
      return [{ type: 'added', cards: event.output }];
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
    else if (type === 'edit.saved') {
      // The real form reports it: typed in, saved, answered.
      h.change('cardNumber', NEW_CARD.cardNumber);
      h.change('expiryDate', NEW_CARD.expiryDate);
      h.change('makeDefault', NEW_CARD.makeDefault);
      h.save();
      expect(h.adds.at(-1)!.input, at).toEqual(toNewCard(NEW_CARD));
      h.adds.at(-1)!.resolve(event.output as SavedCard[]);
    } else if (type === 'edit.cancelled') h.cancel();
    else if (type === DEFAULT_SET) h.defaults.at(-1)!.resolve(event.output as SavedCard[]);
    else if (type === DEFAULT_FAILED) h.defaults.at(-1)!.reject(event.error);
    else if (type === REMOVED) h.removes.at(-1)!.resolve(event.output as SavedCard[]);
    else if (type === REMOVE_FAILED) h.removes.at(-1)!.reject(event.error);
    else if (type === HISTORY_LOADED) h.histories.at(-1)!.resolve(event.output as typeof PAGE_TWO);
    else if (type === HISTORY_FAILED) h.histories.at(-1)!.reject(event.error);
    else if (type !== 'xstate.init') h.actor.send(event);
    if ((type.startsWith('xstate.') && type !== 'xstate.init') || type === 'edit.saved')
      await tick();

    const actual = snap();
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect([...actual.tags].sort(), at).toEqual(tagsOf(actual));
    expectContract(actual, at);
    if (type !== 'xstate.init') {
      expect(h.effects.splice(0), at).toEqual(expectedEffects(previous, event));
    }

    // What the server was asked, when a request starts.
    const started = (state: Parameters<PaymentMethodsSnapshot['matches']>[0]) =>
      actual.matches(state) && !previous.matches(state);
    if (started({ loaded: { cards: 'adding' } })) expect(h.adds, at).toHaveLength(0);
    if (started({ loaded: { cards: 'settingDefault' } }))
      expect(h.defaults.at(-1)!.input, at).toEqual({ id: 2 });
    if (started({ loaded: { cards: 'removing' } }))
      expect(h.removes.at(-1)!.input, at).toEqual({ id: 2 });
    if (started({ loaded: { history: 'paging' } })) {
      // Another page asks for that page only: the cards are not asked for again.
      expect(h.histories.at(-1)!.input, at).toEqual({ query: { page: 2 } });
      expect(h.loads, at).toHaveLength(1);
    }
    previous = actual;
  }
  h.actor.stop();
}

describe('payment methods model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('visits every state of the machine', () => {
    const states = allStateNodes(paymentMethodsMachine.root);
    expect(states).toHaveLength(14);
    expectEveryStateVisited(states, visited);
  });

  it('takes every traveller and server event', () => {
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type as string)));
    for (const type of [
      'payments.retry',
      'card.add',
      'edit.saved',
      'edit.cancelled',
      'card.makeDefault',
      'card.remove',
      'remove.confirm',
      'remove.cancel',
      'action.dismiss',
      LOADED,
      LOAD_FAILED,
      DEFAULT_SET,
      DEFAULT_FAILED,
      REMOVED,
      REMOVE_FAILED,
      'query.change',
      'history.retry',
      HISTORY_LOADED,
      HISTORY_FAILED,
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

/** Add Payment Method's form: the add-card rules on the real edit machine. */
const CARD_FORM: FormWalk<CardForm> = {
  name: 'add-card form',
  rules: cardForm(TODAY),
  values: EMPTY_CARD_FORM,
  edits: (values) => [
    { field: 'cardNumber', value: values.cardNumber === BAD_LUHN ? VISA : BAD_LUHN },
    ...(values.expiryDate ? [] : [{ field: 'expiryDate' as const, value: '08/29' }]),
    ...(values.makeDefault ? [] : [{ field: 'makeDefault' as const, value: true }]),
  ],
  stored: listWithNewCard,
  refusal: DUPLICATE,
  failure: OFFLINE,
  failureText: OFFLINE.message,
  messages: [
    PAYMENT_METHOD_MESSAGES.cardNumberInvalid,
    PAYMENT_METHOD_MESSAGES.cardNumber,
    PAYMENT_METHOD_MESSAGES.expiry,
    PAYMENT_METHOD_MESSAGES.duplicate,
  ],
  // Only brand, last four digits and expiry are sent: never the number.
  checkRequest: (sent, at) => {
    expect(Object.keys(sent).sort(), at).toEqual([
      'brand',
      'exp_month',
      'exp_year',
      'last4',
      'make_default',
    ]);
    expect(holdsTypedNumber(sent), at).toBe(false);
  },
};

describe('add-card form model paths (generated from the real edit machine)', () => {
  describeFormWalk(CARD_FORM, { it });
});
