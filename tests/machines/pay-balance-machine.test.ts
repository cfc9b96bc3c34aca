import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { BalancePaymentField } from '../../contract/balance-payment';
import { CHECKOUT_MESSAGES } from '../../contract/bookings';
import type { MyBooking } from '../../contract/my-bookings';
import { PAYMENT_MESSAGES, payBalanceRequestSchema } from '../../contract/payments';
import type { PayBalanceRequest } from '../../contract/payments';
import { TIMINGS } from '../../machines/constants';
import {
  PAY_BALANCE_MESSAGES,
  payBalanceMachine,
  type PayBalanceInput,
} from '../../machines/pay-balance-machine';
import { DEPOSIT, DEPOSIT_PAID, GOOD_CARD, MY_TODAY } from './my-bookings-fixture';
import { apiError } from '../support/api-error';
import { controllable, flush } from '../support/controllable';

const INPUT: PayBalanceInput = {
  reference: DEPOSIT.reference,
  balance: DEPOSIT.payment.balance,
  today: MY_TODAY,
};

/** The dialog's machine on its own (no parent), with a POST the test answers and a clock. */
function startPayBalance(input: PayBalanceInput = INPUT) {
  const clock = new SimulatedClock();
  const pays = controllable<MyBooking, { reference: string; request: PayBalanceRequest }>();
  const focused: string[] = [];
  const actor = createActor(
    payBalanceMachine.provide({
      actors: { payBalance: pays.logic },
      actions: { focusFirstInvalidField: () => void focused.push('focus') },
    }),
    { input, clock },
  ).start();
  const change = (field: BalancePaymentField, value: string) =>
    actor.send({ type: 'field.change', field, value });
  const fillCard = () => {
    for (const [field, value] of Object.entries(GOOD_CARD)) {
      change(field as BalancePaymentField, value);
    }
  };
  return { actor, clock, pays, focused, change, fillCard };
}

const snap = (h: ReturnType<typeof startPayBalance>) => h.actor.getSnapshot();

/** Filled in, submitted, the 2 s payment passed: the POST is out. */
async function recording(h = startPayBalance()) {
  h.fillCard();
  h.actor.send({ type: 'payment.submit' });
  h.clock.increment(TIMINGS.paymentDelay);
  await flush();
  return h;
}

describe('pay balance machine: the form', () => {
  it('starts editing with the card chosen and nothing typed, for the balance shown', () => {
    const h = startPayBalance();
    expect(snap(h).matches({ editing: 'ready' })).toBe(true);
    expect(snap(h).context).toMatchObject({
      reference: DEPOSIT.reference,
      balance: 2237.6,
      values: { paymentMethod: 'card', cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '' },
      errors: {},
      failure: null,
    });
    expect(snap(h).hasTag('busy')).toBe(false);
  });

  it("an empty card is refused with checkout's messages, focused, nothing sent", () => {
    const h = startPayBalance();
    h.actor.send({ type: 'payment.submit' });
    expect(snap(h).matches({ editing: 'ready' })).toBe(true);
    expect(snap(h).context.errors).toEqual({
      cardNumber: CHECKOUT_MESSAGES.cardNumber,
      expiryDate: CHECKOUT_MESSAGES.expiryDate,
      cvv: CHECKOUT_MESSAGES.cvv,
      nameOnCard: CHECKOUT_MESSAGES.nameOnCard,
    });
    expect(h.focused).toEqual(['focus']);
    expect(h.pays.calls).toHaveLength(0);
  });

  it('a bad number (Luhn) or an expired card is refused; editing clears that error only', () => {
    const h = startPayBalance();
    h.fillCard();
    h.change('cardNumber', '4111 1111 1111 1112');
    h.change('expiryDate', '10/26');
    h.actor.send({ type: 'payment.submit' });
    expect(snap(h).context.errors).toEqual({
      cardNumber: CHECKOUT_MESSAGES.cardNumberFormat,
      expiryDate: CHECKOUT_MESSAGES.expiryPast,
    });
    h.change('cardNumber', GOOD_CARD.cardNumber);
    expect(snap(h).context.errors).toEqual({ expiryDate: CHECKOUT_MESSAGES.expiryPast });
  });

  it('PayPal needs nothing typed, and choosing it drops the card errors', () => {
    const h = startPayBalance();
    h.actor.send({ type: 'payment.submit' });
    h.change('paymentMethod', 'paypal');
    expect(snap(h).context.errors).toEqual({});
    h.actor.send({ type: 'payment.submit' });
    expect(snap(h).matches({ processing: 'paying' })).toBe(true);
  });

  it('refuses a method it does not take (a bank transfer is not a balance payment)', () => {
    const h = startPayBalance();
    const before = snap(h);
    expect(before.can({ type: 'field.change', field: 'paymentMethod', value: 'bank' })).toBe(false);
    h.change('paymentMethod', 'bank');
    expect(snap(h).context).toEqual(before.context);
  });

  it('dismissing ends it with the outcome dismissed', () => {
    const h = startPayBalance();
    h.actor.send({ type: 'payment.dismiss' });
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ kind: 'dismissed' });
  });
});

describe('pay balance machine: paying', () => {
  it('a valid card: busy for exactly 2000 ms, then the balance shown is sent, last four only', async () => {
    const h = startPayBalance();
    h.fillCard();
    h.actor.send({ type: 'payment.submit' });
    expect(snap(h).matches({ processing: 'paying' })).toBe(true);
    expect(snap(h).hasTag('busy')).toBe(true);
    h.clock.increment(TIMINGS.paymentDelay - 1);
    await flush();
    expect(h.pays.calls).toHaveLength(0);
    h.clock.increment(1);
    await flush();
    expect(snap(h).matches({ processing: 'recording' })).toBe(true);
    const { input } = h.pays.last();
    expect(input).toEqual({
      reference: DEPOSIT.reference,
      request: { payment_method: 'card', card_last4: '1111', balance: 2237.6 },
    });
    expect(payBalanceRequestSchema.safeParse(input.request).success).toBe(true);
    const sent = JSON.stringify(input);
    for (const secret of ['4111 1111', '09/30', '737', 'AYESHA'])
      expect(sent).not.toContain(secret);
  });

  it('PayPal sends the method and the balance only', async () => {
    const h = startPayBalance();
    h.change('paymentMethod', 'paypal');
    h.actor.send({ type: 'payment.submit' });
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(h.pays.last().input.request).toEqual({ payment_method: 'paypal', balance: 2237.6 });
  });

  it('ignores edits, submits and dismissal while busy', async () => {
    const h = await recording();
    for (const event of [
      { type: 'payment.submit' },
      { type: 'payment.dismiss' },
      { type: 'field.change', field: 'cvv', value: '000' },
    ] as const) {
      expect(snap(h).can(event)).toBe(false);
      h.actor.send(event);
    }
    expect(snap(h).matches({ processing: 'recording' })).toBe(true);
    expect(snap(h).context.values.cvv).toBe(GOOD_CARD.cvv);
    expect(h.pays.calls).toHaveLength(1);
  });

  it('paid: done with the stored booking, the card details forgotten', async () => {
    const h = await recording();
    await h.pays.resolve(DEPOSIT_PAID);
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ kind: 'paid', booking: DEPOSIT_PAID });
    expect(snap(h).context.values.cardNumber).toBe('');
  });

  it.each([
    [
      '409 (the balance changed)',
      apiError(409, PAYMENT_MESSAGES.changed),
      PAYMENT_MESSAGES.changed,
    ],
    ['404 (gone)', apiError(404, 'Booking not found.'), 'Booking not found.'],
    [
      '422 (nothing due any more)',
      apiError(422, PAYMENT_MESSAGES.nothingDue, { balance: [PAYMENT_MESSAGES.nothingDue] }),
      PAYMENT_MESSAGES.nothingDue,
    ],
  ])('%s: done with the outcome changed and the message', async (_, error, message) => {
    const h = await recording();
    await h.pays.reject(error);
    expect(snap(h).status).toBe('done');
    expect(snap(h).output).toEqual({ kind: 'changed', message });
  });

  it('a server error or no answer: back to the form with why (tag error); paying again retries', async () => {
    const h = await recording();
    await h.pays.reject(apiError(500, 'Server Error'));
    expect(snap(h).matches({ editing: 'failed' })).toBe(true);
    expect(snap(h).hasTag('error')).toBe(true);
    expect(snap(h).context.failure).toBe('Server Error');
    expect(snap(h).context.values).toMatchObject(GOOD_CARD);

    h.actor.send({ type: 'payment.submit' });
    expect(snap(h).context.failure).toBeNull();
    h.clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(h.pays.calls).toHaveLength(2);
    await h.pays.reject({});
    expect(snap(h).context.failure).toBe(PAY_BALANCE_MESSAGES.failed);
    // Editing a field after a failure clears the alert.
    h.change('nameOnCard', 'A KHAN');
    expect(snap(h).matches({ editing: 'ready' })).toBe(true);
    expect(snap(h).context.failure).toBeNull();
  });

  it('the unprovided stub fails into the form with the provide hint', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(payBalanceMachine, { input: INPUT, clock }).start();
    actor.send({ type: 'field.change', field: 'paymentMethod', value: 'paypal' });
    actor.send({ type: 'payment.submit' });
    clock.increment(TIMINGS.paymentDelay);
    await flush();
    expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.failure).toContain('provide via machine.provide');
  });

  it('leaving mid-payment aborts the request', async () => {
    const h = await recording();
    h.actor.stop();
    expect(h.pays.last().signal.aborted).toBe(true);
  });
});
