import { describe, expect, it } from 'vitest';
import { paymentHistory } from '../../contract/my-bookings';
import { waitFor } from 'xstate';
import {
  EMPTY_CARD_FORM,
  MAX_SAVED_CARDS,
  PAYMENT_METHOD_MESSAGES,
} from '../../contract/payment-methods';
import { PAYMENT_FAILURES, type CardFormRef } from '../../machines/payment-methods-machine';
import {
  BAD_LUHN,
  CARDS,
  MASTERCARD,
  VISA,
  card,
  historyPage,
  myBooking,
  startPayments,
} from './payment-methods-fixture';
import { apiError } from '../support/api-error';

const HISTORY = historyPage(paymentHistory([myBooking()]));

async function loaded(cards = CARDS) {
  const started = startPayments();
  started.loads[0]!.resolve({ cards, history: HISTORY });
  await waitFor(started.actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
  return started;
}

/** The add-card form open and filled with a valid Mastercard. */
async function filledForm(makeDefault = false) {
  const started = await loaded();
  started.actor.send({ type: 'card.add' });
  started.change('cardNumber', MASTERCARD);
  started.change('expiryDate', '09/29');
  started.change('makeDefault', makeDefault);
  return started;
}

/** The open form's snapshot (fails the test when the form is closed). */
const formSnap = (form: () => CardFormRef | undefined) => {
  const ref = form();
  if (!ref) throw new Error('The add-card form is not open');
  return ref.getSnapshot();
};

describe('payment methods machine: loading', () => {
  it('loads the cards and the bookings with one request state', async () => {
    const { actor, loads } = startPayments();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'card.add' })).toBe(false);
    expect(loads).toHaveLength(1);
    loads[0]!.resolve({ cards: CARDS, history: HISTORY });
    const snapshot = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(snapshot.context.cards).toEqual(CARDS);
    expect(snapshot.context.history).toEqual(HISTORY.data);
    expect(snapshot.context.historyMeta).toEqual(HISTORY.meta);
    expect(snapshot.context.today).toBe('2026-11-22');
    expect(snapshot.hasTag('busy')).toBe(false);
  });

  it('a failed load is an error state with the reason and a retry', async () => {
    const { actor, loads } = startPayments();
    loads[0]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.hasTag('loadFailed')).toBe(true);
    expect(failed.context.loadError).toBe('Server Error');
    actor.send({ type: 'payments.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    loads[1]!.resolve({ cards: [], history: historyPage([]) });
    const snapshot = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(snapshot.context.loadError).toBeNull();
    expect(snapshot.context.cards).toEqual([]);
  });

  it('a failure without a message shows the fixed text', async () => {
    const { actor, loads } = startPayments();
    loads[0]!.reject({});
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.loadError).toBe(
      PAYMENT_FAILURES.load,
    );
  });
});

describe('payment methods machine: Add Payment Method', () => {
  it('opens an empty form', async () => {
    const { actor, form } = await loaded();
    expect(form()).toBeUndefined();
    actor.send({ type: 'card.add' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: { cards: 'adding' } })).toBe(true);
    expect(snapshot.hasTag('adding')).toBe(true);
    expect(formSnap(form).matches({ editing: 'ready' })).toBe(true);
    expect(formSnap(form).context.values).toEqual(EMPTY_CARD_FORM);
    expect(snapshot.can({ type: 'card.makeDefault', id: 2 })).toBe(false);
    expect(snapshot.can({ type: 'card.remove', id: 2 })).toBe(false);
  });

  it(`no more than ${MAX_SAVED_CARDS} cards`, async () => {
    const full = Array.from({ length: MAX_SAVED_CARDS }, (_, i) =>
      card({ id: i + 1, is_default: i === 0 }),
    );
    const { actor, form } = await loaded(full);
    expect(actor.getSnapshot().can({ type: 'card.add' })).toBe(false);
    actor.send({ type: 'card.add' });
    expect(actor.getSnapshot().matches({ loaded: { cards: 'idle' } })).toBe(true);
    expect(form()).toBeUndefined();
  });

  it('refuses a number failing the Luhn rule and an empty expiry, without a request', async () => {
    const { actor, form, change, save, adds, effects } = await loaded();
    actor.send({ type: 'card.add' });
    change('cardNumber', BAD_LUHN);
    save();
    expect(formSnap(form).matches({ editing: 'ready' })).toBe(true);
    expect(formSnap(form).context.errors).toEqual({
      cardNumber: PAYMENT_METHOD_MESSAGES.cardNumberInvalid,
      expiryDate: PAYMENT_METHOD_MESSAGES.expiry,
    });
    expect(adds).toHaveLength(0);
    expect(effects).toEqual([{ type: 'focus' }]);
  });

  it('refuses an empty number, a brand we do not take, a bad format and an expired card', async () => {
    const { actor, form, change, save } = await loaded();
    actor.send({ type: 'card.add' });
    change('expiryDate', '13/27');
    save();
    expect(formSnap(form).context.errors).toEqual({
      cardNumber: PAYMENT_METHOD_MESSAGES.cardNumber,
      expiryDate: PAYMENT_METHOD_MESSAGES.expiryFormat,
    });
    // A Luhn-valid JCB number: not a brand we take.
    change('cardNumber', '3530 1113 3330 0000');
    change('expiryDate', '10/26');
    save();
    expect(formSnap(form).context.errors).toEqual({
      cardNumber: PAYMENT_METHOD_MESSAGES.brandUnsupported,
      expiryDate: PAYMENT_METHOD_MESSAGES.expired,
    });
  });

  it('a card is good through its month: 11/26 is accepted on 2026-11-22', async () => {
    const { actor, form, change, save, adds } = await loaded();
    actor.send({ type: 'card.add' });
    change('cardNumber', VISA);
    change('expiryDate', '11/26');
    save();
    expect(formSnap(form).context.errors).toEqual({});
    expect(adds[0]!.input).toMatchObject({ exp_month: 11, exp_year: 2026 });
  });

  it('typing clears that field error only', async () => {
    const { actor, form, change, save } = await loaded();
    actor.send({ type: 'card.add' });
    save();
    expect(Object.keys(formSnap(form).context.errors)).toEqual(['cardNumber', 'expiryDate']);
    change('cardNumber', '4');
    expect(formSnap(form).context.errors).toEqual({
      expiryDate: PAYMENT_METHOD_MESSAGES.expiry,
    });
    change('makeDefault', true);
    expect(formSnap(form).context.errors).toEqual({
      expiryDate: PAYMENT_METHOD_MESSAGES.expiry,
    });
    expect(formSnap(form).context.values.makeDefault).toBe(true);
  });

  it('sends exactly brand, last4, expiry and make_default, then shows the server list and wipes the form', async () => {
    const { actor, form, save, adds, effects } = await filledForm(true);
    save();
    const saving = formSnap(form);
    expect(saving.matches('saving')).toBe(true);
    expect(saving.hasTag('busy')).toBe(true);
    expect(saving.can({ type: 'draft.save' })).toBe(false);
    expect(saving.can({ type: 'draft.cancel' })).toBe(false);
    expect(saving.can({ type: 'draft.edit', edit: { field: 'cardNumber', value: '4' } })).toBe(
      false,
    );
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);

    const sent = adds[0]!.input;
    expect(Object.keys(sent).sort()).toEqual([
      'brand',
      'exp_month',
      'exp_year',
      'last4',
      'make_default',
    ]);
    expect(sent).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      exp_month: 9,
      exp_year: 2029,
      make_default: true,
    });
    expect(JSON.stringify(sent)).not.toContain('5555');

    const stored = [
      card({ id: 3, brand: 'Mastercard', last4: '4444', exp_month: 9, exp_year: 2029 }),
      card({ is_default: false }),
    ];
    adds[0]!.resolve(stored);
    const after = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(after.context.cards).toEqual(stored);
    // The form, with the number typed in it, is gone.
    expect(form()).toBeUndefined();
    expect(effects).toEqual([{ type: 'added', cards: stored }]);
    // Nothing of the typed number is left in the actor.
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('5555');
  });

  it('a 422 lands on the fields it concerns and keeps the form', async () => {
    const { form, save, adds, effects } = await filledForm();
    save();
    adds[0]!.reject(
      apiError(422, 'The given data was invalid.', {
        last4: [PAYMENT_METHOD_MESSAGES.duplicate],
        exp_year: [PAYMENT_METHOD_MESSAGES.expiryFormat],
        exp_month: ['second expiry message is not shown'],
      }),
    );
    const snapshot = await waitFor(form()!, (s) => s.matches({ editing: 'ready' }));
    expect(snapshot.context.errors).toEqual({
      cardNumber: PAYMENT_METHOD_MESSAGES.duplicate,
      expiryDate: PAYMENT_METHOD_MESSAGES.expiryFormat,
    });
    expect(snapshot.context.values.cardNumber).toBe(MASTERCARD);
    expect(snapshot.context.failure).toBeNull();
    expect(effects).toEqual([{ type: 'focus' }]);
  });

  it("sending again clears the server's old errors", async () => {
    const { form, change, save, adds } = await filledForm();
    save();
    adds[0]!.reject(
      apiError(422, 'The given data was invalid.', { last4: [PAYMENT_METHOD_MESSAGES.duplicate] }),
    );
    await waitFor(form()!, (s) => s.matches({ editing: 'ready' }));
    change('expiryDate', '10/29');
    save();
    expect(formSnap(form).context.errors).toEqual({});
    adds[1]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.errors).toEqual({});
  });

  it('a 422 naming no field of the form (too many cards) is a failure with the message', async () => {
    const { form, save, adds } = await filledForm();
    save();
    adds[0]!.reject(
      apiError(422, PAYMENT_METHOD_MESSAGES.tooMany, { card: [PAYMENT_METHOD_MESSAGES.tooMany] }),
    );
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.failure).toBe(PAYMENT_METHOD_MESSAGES.tooMany);
    expect(failed.context.errors).toEqual({});
  });

  it('any other failure keeps the form with an alert; Save again sends the same card', async () => {
    const { actor, form, save, adds, effects } = await filledForm();
    save();
    adds[0]!.reject(apiError(0, 'We could not reach the server.'));
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('adding')).toBe(true);
    expect(failed.context.failure).toBe('We could not reach the server.');
    expect(failed.context.values.cardNumber).toBe(MASTERCARD);

    save();
    expect(formSnap(form).matches('saving')).toBe(true);
    expect(formSnap(form).context.failure).toBeNull();
    expect(adds[1]!.input).toEqual(adds[0]!.input);
    adds[1]!.resolve(CARDS);
    await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(effects.map((e) => e.type)).toEqual(['added']);
  });

  it('after a failure: typing returns to the form and clears the alert (fixed text without a message)', async () => {
    const { form, change, save, adds } = await filledForm();
    save();
    adds[0]!.reject({});
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.failure).toBe(PAYMENT_FAILURES.add);
    change('expiryDate', '10/29');
    const snapshot = formSnap(form);
    expect(snapshot.matches({ editing: 'ready' })).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.context.values.expiryDate).toBe('10/29');
  });

  it('Cancel wipes the form, from the form or after a failure', async () => {
    const { actor, form, change, save, cancel, adds } = await filledForm(true);
    cancel();
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: { cards: 'idle' } })).toBe(true);
    expect(form()).toBeUndefined();
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('5555');

    actor.send({ type: 'card.add' });
    expect(formSnap(form).context.values).toEqual(EMPTY_CARD_FORM);
    change('cardNumber', VISA);
    change('expiryDate', '08/27');
    save();
    adds[0]!.reject(new Error('boom'));
    await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    cancel();
    snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: { cards: 'idle' } })).toBe(true);
    expect(form()).toBeUndefined();
    expect(JSON.stringify(actor.getPersistedSnapshot())).not.toContain('4242 4242');
  });
});

describe('payment methods machine: Make Default and Remove', () => {
  it('Make Default only for a saved card that is not the default', async () => {
    const { actor } = await loaded();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'card.makeDefault', id: 1 })).toBe(false);
    expect(snapshot.can({ type: 'card.makeDefault', id: 99 })).toBe(false);
    expect(snapshot.can({ type: 'card.makeDefault', id: 2 })).toBe(true);
  });

  it('Make Default asks the server and shows its list', async () => {
    const { actor, defaults, effects } = await loaded();
    actor.send({ type: 'card.makeDefault', id: 2 });
    const busy = actor.getSnapshot();
    expect(busy.matches({ loaded: { cards: 'settingDefault' } })).toBe(true);
    expect(busy.hasTag('busy')).toBe(true);
    expect(busy.context.target).toEqual({ id: 2, brand: 'Mastercard', last4: '4444' });
    expect(busy.can({ type: 'card.add' })).toBe(false);
    expect(defaults[0]!.input).toEqual({ id: 2 });

    const swapped = [
      { ...CARDS[1]!, is_default: true },
      { ...CARDS[0]!, is_default: false },
    ];
    defaults[0]!.resolve(swapped);
    const after = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(after.context.cards).toEqual(swapped);
    expect(after.context.target).toBeNull();
    expect(effects).toEqual([
      { type: 'defaultChanged', card: { id: 2, brand: 'Mastercard', last4: '4444' } },
    ]);
  });

  it('a card removed meanwhile (404) is said and the list reloaded, for Make Default and Remove', async () => {
    const { actor, defaults, removes, loads, effects } = await loaded();
    actor.send({ type: 'card.makeDefault', id: 2 });
    defaults[0]!.reject(apiError(404, PAYMENT_METHOD_MESSAGES.notFound));
    await waitFor(actor, (s) => s.matches('loading'));
    const gone = { id: 2, brand: 'Mastercard', last4: '4444' };
    expect(effects).toEqual([{ type: 'cardGone', card: gone }]);
    loads[1]!.resolve({ cards: CARDS, history: historyPage([]) });
    await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(actor.getSnapshot().context.target).toBeNull();

    actor.send({ type: 'card.remove', id: 2 });
    actor.send({ type: 'remove.confirm' });
    removes[0]!.reject(apiError(404, PAYMENT_METHOD_MESSAGES.notFound));
    await waitFor(actor, (s) => s.matches('loading'));
    expect(effects).toEqual([
      { type: 'cardGone', card: gone },
      { type: 'cardGone', card: gone },
    ]);
    expect(loads).toHaveLength(3);
  });

  it('a failed Make Default is an alert until dismissed; the list is kept', async () => {
    const { actor, defaults, effects } = await loaded();
    actor.send({ type: 'card.makeDefault', id: 2 });
    defaults[0]!.reject(apiError(500, PAYMENT_METHOD_MESSAGES.notFound));
    const failed = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'actionFailed' } }));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.hasTag('actionFailed')).toBe(true);
    expect(failed.hasTag('loadFailed')).toBe(false);
    expect(failed.context.actionError).toBe(PAYMENT_METHOD_MESSAGES.notFound);
    expect(failed.context.cards).toEqual(CARDS);
    expect(failed.can({ type: 'card.add' })).toBe(false);
    actor.send({ type: 'action.dismiss' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: { cards: 'idle' } })).toBe(true);
    expect(snapshot.context.actionError).toBeNull();
    expect(snapshot.context.target).toBeNull();
    expect(effects).toEqual([]);
  });

  it('a failure without a message says which action failed', async () => {
    const { actor, defaults, removes } = await loaded();
    actor.send({ type: 'card.makeDefault', id: 2 });
    defaults[0]!.reject({});
    await waitFor(actor, (s) => s.matches({ loaded: { cards: 'actionFailed' } }));
    expect(actor.getSnapshot().context.actionError).toBe(PAYMENT_FAILURES.makeDefault);
    actor.send({ type: 'action.dismiss' });
    actor.send({ type: 'card.remove', id: 1 });
    actor.send({ type: 'remove.confirm' });
    removes[0]!.reject({});
    await waitFor(actor, (s) => s.matches({ loaded: { cards: 'actionFailed' } }));
    expect(actor.getSnapshot().context.actionError).toBe(PAYMENT_FAILURES.remove);
  });

  it('Remove asks first; Cancel keeps the card', async () => {
    const { actor, removes } = await loaded();
    expect(actor.getSnapshot().can({ type: 'card.remove', id: 99 })).toBe(false);
    actor.send({ type: 'card.remove', id: 1 });
    const confirming = actor.getSnapshot();
    expect(confirming.matches({ loaded: { cards: 'confirmingRemove' } })).toBe(true);
    expect(confirming.hasTag('confirmingRemove')).toBe(true);
    expect(confirming.hasTag('busy')).toBe(false);
    expect(confirming.context.target).toEqual({ id: 1, brand: 'Visa', last4: '4242' });
    actor.send({ type: 'remove.cancel' });
    expect(actor.getSnapshot().matches({ loaded: { cards: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(removes).toHaveLength(0);
  });

  it('Remove, confirmed, deletes the card and shows the list left', async () => {
    const { actor, removes, effects } = await loaded();
    actor.send({ type: 'card.remove', id: 2 });
    actor.send({ type: 'remove.confirm' });
    const removing = actor.getSnapshot();
    expect(removing.matches({ loaded: { cards: 'removing' } })).toBe(true);
    expect(removing.hasTag('busy')).toBe(true);
    expect(removing.hasTag('confirmingRemove')).toBe(true);
    expect(removing.can({ type: 'remove.cancel' })).toBe(false);
    expect(removes[0]!.input).toEqual({ id: 2 });
    removes[0]!.resolve([CARDS[0]!]);
    const after = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'idle' } }));
    expect(after.context.cards).toEqual([CARDS[0]]);
    expect(effects).toEqual([
      { type: 'removed', card: { id: 2, brand: 'Mastercard', last4: '4444' } },
    ]);
  });

  it('a failed Remove is an alert until dismissed', async () => {
    const { actor, removes } = await loaded();
    actor.send({ type: 'card.remove', id: 2 });
    actor.send({ type: 'remove.confirm' });
    removes[0]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(actor, (s) => s.matches({ loaded: { cards: 'actionFailed' } }));
    expect(failed.context.actionError).toBe('Server Error');
    expect(failed.context.cards).toEqual(CARDS);
    actor.send({ type: 'action.dismiss' });
    expect(actor.getSnapshot().matches({ loaded: { cards: 'idle' } })).toBe(true);
  });
});

describe('payment methods machine: the payment history pages (issue 16)', () => {
  const PAGE_TWO = historyPage(paymentHistory([myBooking({ reference: 'KT2PAGE2' })]), 2, 21);

  it("loads the URL's page with the cards, then another page without the cards", async () => {
    const { actor, loads, histories } = startPayments({ page: 3 });
    expect(loads[0]!.input).toEqual({ query: { page: 3 } });
    loads[0]!.resolve({ cards: CARDS, history: historyPage(HISTORY.data, 1, 21) });
    await waitFor(actor, (s) => s.matches({ loaded: { history: 'shown' } }));

    actor.send({ type: 'query.change', query: { page: 2 } });
    const paging = actor.getSnapshot();
    expect(paging.matches({ loaded: { cards: 'idle', history: 'paging' } })).toBe(true);
    expect(paging.hasTag('paging')).toBe(true);
    // The page on screen stays until the next one arrives.
    expect(paging.context.history).toEqual(HISTORY.data);
    expect(histories.map((h) => h.input)).toEqual([{ query: { page: 2 } }]);
    histories[0]!.resolve(PAGE_TWO);
    const shown = await waitFor(actor, (s) => s.matches({ loaded: { history: 'shown' } }));
    expect(shown.context.history).toEqual(PAGE_TWO.data);
    expect(shown.context.historyMeta).toEqual(PAGE_TWO.meta);
    expect(shown.context.cards).toEqual(CARDS);
    expect(loads).toHaveLength(1);
  });

  it('a page asked for while another is on its way replaces it', async () => {
    const { actor, histories } = await loaded();
    actor.send({ type: 'query.change', query: { page: 2 } });
    actor.send({ type: 'query.change', query: { page: 3 } });
    expect(histories.map((h) => h.input)).toEqual([{ query: { page: 2 } }, { query: { page: 3 } }]);
    expect(histories[0]!.signal.aborted).toBe(true);
    histories[1]!.resolve(PAGE_TWO);
    const shown = await waitFor(actor, (s) => s.matches({ loaded: { history: 'shown' } }));
    expect(shown.context.query).toEqual({ page: 3 });
    expect(shown.context.history).toEqual(PAGE_TWO.data);
  });

  it('the same page again asks for nothing', async () => {
    const { actor, histories } = await loaded();
    actor.send({ type: 'query.change', query: {} });
    expect(actor.getSnapshot().matches({ loaded: { history: 'shown' } })).toBe(true);
    expect(histories).toHaveLength(0);
  });

  it('another page keeps the add-card form open with what was typed', async () => {
    const { actor, histories, form } = await filledForm();
    actor.send({ type: 'query.change', query: { page: 2 } });
    histories[0]!.resolve(PAGE_TWO);
    await waitFor(actor, (s) => s.matches({ loaded: { history: 'shown' } }));
    expect(actor.getSnapshot().matches({ loaded: { cards: 'adding' } })).toBe(true);
    expect(formSnap(form).context.values.cardNumber).toBe(MASTERCARD);
  });

  it('a page that fails is an error state of the history with Try again; the cards stay', async () => {
    const { actor, histories } = await loaded();
    actor.send({ type: 'query.change', query: { page: 2 } });
    histories[0]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(actor, (s) => s.matches({ loaded: { history: 'failed' } }));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.hasTag('historyFailed')).toBe(true);
    expect(failed.context.historyError).toBe('Server Error');
    expect(failed.matches({ loaded: { cards: 'idle' } })).toBe(true);
    expect(failed.can({ type: 'card.add' })).toBe(true);

    actor.send({ type: 'history.retry' });
    expect(histories[1]!.input).toEqual({ query: { page: 2 } });
    histories[1]!.reject({});
    const again = await waitFor(actor, (s) => s.matches({ loaded: { history: 'failed' } }));
    expect(again.context.historyError).toBe(PAYMENT_FAILURES.history);

    // Another page from the failed state: asked for, and shown.
    actor.send({ type: 'query.change', query: { page: 1 } });
    expect(histories[2]!.input).toEqual({ query: { page: 1 } });
    histories[2]!.resolve(HISTORY);
    const shown = await waitFor(actor, (s) => s.matches({ loaded: { history: 'shown' } }));
    expect(shown.context.historyError).toBeNull();
    expect(shown.context.history).toEqual(HISTORY.data);
  });

  it('a page asked for while loading, or after a failed load, is the one loaded', async () => {
    const { actor, loads } = startPayments();
    actor.send({ type: 'query.change', query: { page: 2 } });
    expect(loads.map((l) => l.input)).toEqual([{ query: {} }, { query: { page: 2 } }]);
    expect(loads[0]!.signal.aborted).toBe(true);
    loads[1]!.reject(apiError(500, 'Server Error'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'query.change', query: { page: 3 } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loads[2]!.input).toEqual({ query: { page: 3 } });
    loads[2]!.resolve({ cards: CARDS, history: PAGE_TWO });
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.query).toEqual({ page: 3 });
  });
});
