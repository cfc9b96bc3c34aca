import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { apiError } from '../support/api-error';
import {
  EMPTY_LOOKUP,
  lookupForm,
  manageBookingMachine,
  validateLookup,
  type LookupForm,
} from '../../machines/manage-booking-machine';
import { MANAGE_BOOKING_MESSAGES, type BookingLookup } from '../../contract/manage-booking';
import { fakeForm } from './edit-fixture';
import { myBooking } from './payment-methods-fixture';

function start() {
  const focus: string[] = [];
  const form = fakeForm<LookupForm['output'], BookingLookup>(() => focus.push('focus'));
  const actor = createActor(manageBookingMachine.provide({ actors: { lookupForm: form.logic } }));
  actor.start();
  const type = (field: 'reference' | 'email', value: string) =>
    lookupForm(actor.getSnapshot())!.send({ type: 'draft.edit', edit: { field, value } });
  const submit = () => lookupForm(actor.getSnapshot())!.send({ type: 'draft.save' });
  return { actor, form, focus, type, submit };
}

describe('validateLookup', () => {
  it('asks for an 8-character reference and an e-mail, with the contract messages', () => {
    expect(validateLookup(EMPTY_LOOKUP)).toEqual({
      reference: MANAGE_BOOKING_MESSAGES.reference,
      email: MANAGE_BOOKING_MESSAGES.email,
    });
    expect(validateLookup({ reference: ' kt7q2m9x ', email: 'a@b.co' })).toEqual({});
    expect(validateLookup({ reference: 'KT7Q2M9', email: 'a@b' })).toEqual({
      reference: MANAGE_BOOKING_MESSAGES.reference,
      email: MANAGE_BOOKING_MESSAGES.email,
    });
  });
});

describe('manageBookingMachine', () => {
  it('keeps a refused form on screen: nothing is sent, focus goes to the first error', () => {
    const { actor, form, focus, submit } = start();
    submit();
    expect(actor.getSnapshot().value).toBe('lookingUp');
    expect(form.saves).toHaveLength(0);
    expect(lookupForm(actor.getSnapshot())!.getSnapshot().context.errors).toEqual({
      reference: MANAGE_BOOKING_MESSAGES.reference,
      email: MANAGE_BOOKING_MESSAGES.email,
    });
    expect(focus).toEqual(['focus']);
  });

  it("sends the pair as read (upper-cased, trimmed) and shows a wrong pair's 404 on the form", async () => {
    const { actor, form, type, submit } = start();
    type('reference', ' kt7q2m9x ');
    type('email', ' ayesha@example.com ');
    submit();
    expect(form.saves).toHaveLength(1);
    expect(form.saves[0]!.input).toEqual({ reference: 'KT7Q2M9X', email: 'ayesha@example.com' });
    form.saves[0]!.reject(apiError(404, MANAGE_BOOKING_MESSAGES.notFound));
    const child = lookupForm(actor.getSnapshot())!;
    await waitFor(child, (s) => s.context.failure !== null);
    expect(child.getSnapshot().context.failure).toBe(MANAGE_BOOKING_MESSAGES.notFound);
    expect(actor.getSnapshot().value).toBe('lookingUp');
  });

  it('manages the booking found with its pair, and looks up again from that pair', async () => {
    const { actor, form, type, submit } = start();
    type('reference', 'KT7Q2M9X');
    type('email', 'ayesha@example.com');
    submit();
    const pair = { reference: 'KT7Q2M9X', email: 'ayesha@example.com' };
    const booking = myBooking();
    form.saves[0]!.resolve({ pair, booking });
    await waitFor(actor, (s) => s.matches('managing'));
    expect(actor.getSnapshot().hasTag('found')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ pair, found: booking });

    actor.send({ type: 'manage.again' });
    expect(actor.getSnapshot().value).toBe('lookingUp');
    expect(lookupForm(actor.getSnapshot())!.getSnapshot().context.values).toEqual(pair);
  });
});
