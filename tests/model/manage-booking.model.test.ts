import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, waitFor } from 'xstate';
import { MANAGE_BOOKING_MESSAGES, type BookingLookup } from '../../contract/manage-booking';
import {
  lookupForm,
  manageBookingMachine,
  type LookupForm,
} from '../../machines/manage-booking-machine';
import { apiError } from '../support/api-error';
import { fakeForm } from '../machines/edit-fixture';
import { myBooking } from '../machines/payment-methods-fixture';

/**
 * What a traveller on Manage my booking sees: the lookup form (with the server's message under
 * it after a wrong pair or too many tries), then the booking found, then the form again.
 */
const manageModel = createMachine({
  id: 'manageBookingModel',
  initial: 'form',
  states: {
    form: {
      on: { SUBMIT_EMPTY: 'form', WRONG_PAIR: 'refused', THROTTLED: 'refused', FOUND: 'found' },
    },
    refused: { on: { WRONG_PAIR: 'refused', FOUND: 'found' } },
    found: { on: { AGAIN: 'form' } },
  },
});

const model = createTestModel(manageModel);
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];
const PAIR: BookingLookup = { reference: 'KT7Q2M9X', email: 'ayesha@example.com' };

describe('manage my booking model paths', () => {
  it('reaches every observable state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(new Set(['form', 'refused', 'found']));
  });

  for (const path of paths) {
    it(path.description, async () => {
      const form = fakeForm<LookupForm['output'], BookingLookup>(() => undefined);
      const actor = createActor(
        manageBookingMachine.provide({ actors: { lookupForm: form.logic } }),
      ).start();
      const child = () => lookupForm(actor.getSnapshot())!;
      const fill = () => {
        child().send({ type: 'draft.edit', edit: { field: 'reference', value: PAIR.reference } });
        child().send({ type: 'draft.edit', edit: { field: 'email', value: PAIR.email } });
      };
      const answerLast = async (answer: (call: (typeof form.saves)[number]) => void) => {
        fill();
        const before = form.saves.length;
        child().send({ type: 'draft.save' });
        expect(form.saves).toHaveLength(before + 1);
        answer(form.saves.at(-1)!);
      };
      let lastMessage = '';

      await path.test({
        states: {
          form: () => {
            expect(actor.getSnapshot().value).toBe('lookingUp');
            expect(child().getSnapshot().context.failure).toBeNull();
          },
          refused: async () => {
            expect(actor.getSnapshot().value).toBe('lookingUp');
            await waitFor(child(), (s) => s.context.failure !== null);
            expect(child().getSnapshot().context.failure).toBe(lastMessage);
            expect(child().getSnapshot().context.values).toEqual(PAIR);
          },
          found: async () => {
            await waitFor(actor, (s) => s.matches('managing'));
            expect(actor.getSnapshot().context.pair).toEqual(PAIR);
          },
        },
        events: {
          SUBMIT_EMPTY: () => {
            child().send({ type: 'draft.edit', edit: { field: 'reference', value: '' } });
            const before = form.saves.length;
            child().send({ type: 'draft.save' });
            expect(form.saves).toHaveLength(before);
            expect(child().getSnapshot().context.errors.reference).toBe(
              MANAGE_BOOKING_MESSAGES.reference,
            );
          },
          WRONG_PAIR: () =>
            answerLast((call) => {
              lastMessage = MANAGE_BOOKING_MESSAGES.notFound;
              call.reject(apiError(404, lastMessage));
            }),
          THROTTLED: () =>
            answerLast((call) => {
              lastMessage = MANAGE_BOOKING_MESSAGES.throttled;
              call.reject(apiError(429, lastMessage));
            }),
          FOUND: () => answerLast((call) => call.resolve({ pair: PAIR, booking: myBooking() })),
          AGAIN: () => actor.send({ type: 'manage.again' }),
        },
      });
    });
  }
});
