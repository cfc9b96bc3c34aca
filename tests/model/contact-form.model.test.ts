import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, createMachine } from 'xstate';
import { ENQUIRY_MESSAGES } from '../../contract/enquiries';
import { TIMINGS } from '../../machines/constants';
import { editMachine } from '../../machines/edit-machine';
import { FORMS } from '../../machines/form-rules';
import { apiError } from '../support/api-error';
import { controllable } from '../support/controllable';

const EMPTY = { name: '', email: '', phone: '', subject: 'general', message: '' };
const FILLED = { name: 'Sara', email: 'sara@example.com', message: 'Hello from Lahore' };

/**
 * The contact form as a user sees it (SPEC 4, 8, 9): 'Sending...' lasts until both the server
 * has answered and 1500 ms have passed, whichever comes last.
 */
const contactModel = createMachine({
  id: 'contactFormModel',
  initial: 'empty',
  states: {
    empty: { on: { SUBMIT_EMPTY: 'showingErrors', SUBMIT_FILLED: 'sending' } },
    showingErrors: { on: { SUBMIT_FILLED: 'sending' } },
    sending: {
      on: { SERVER_OK: 'answeredOk', SERVER_FAILS: 'answeredFailed', TIME_PASSES: 'slowSending' },
    },
    answeredOk: { on: { TIME_PASSES: 'sent' } },
    answeredFailed: { on: { TIME_PASSES: 'failed' } },
    slowSending: { on: { SERVER_OK: 'sent', SERVER_FAILS: 'failed' } },
    sent: { on: { SUBMIT_EMPTY: 'showingErrors' } },
    failed: { on: { SUBMIT_AGAIN: 'sending' } },
  },
});

const model = createTestModel(contactModel);

describe('contact form model paths', () => {
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const clock = new SimulatedClock();
      const saves = controllable<unknown, unknown>();
      const outcomes: string[] = [];
      const actor = createActor(
        editMachine.provide({
          actors: {
            saveDraft: saves.logic,
          },
          actions: {
            notifySaved: () => outcomes.push('Message Sent'),
            notifyFailed: () => outcomes.push('Message not sent'),
          },
        }),
        { input: { rules: FORMS.contact, values: EMPTY }, clock },
      ).start();
      const snap = () => actor.getSnapshot();
      let outcomesBeforeSend = 0;
      /** Still 'Sending...', and no toast yet. */
      const sending = () => {
        expect(snap().hasTag('saving')).toBe(true);
        expect(outcomes).toHaveLength(outcomesBeforeSend);
      };

      await path.test({
        states: {
          empty: () => expect(snap().context.values).toEqual(EMPTY),
          showingErrors: () => {
            expect(snap().hasTag('saving')).toBe(false);
            expect(snap().context.errors).toEqual({
              name: ENQUIRY_MESSAGES.name,
              email: ENQUIRY_MESSAGES.email,
              message: ENQUIRY_MESSAGES.message,
            });
          },
          sending,
          answeredOk: sending,
          answeredFailed: sending,
          slowSending: sending,
          sent: () => {
            expect(snap().matches({ editing: 'ready' })).toBe(true);
            expect(snap().context.values).toEqual(EMPTY);
            expect(outcomes.at(-1)).toBe('Message Sent');
          },
          failed: () => {
            expect(snap().matches({ editing: 'failed' })).toBe(true);
            expect(snap().context.values).toMatchObject(FILLED);
            expect(outcomes.at(-1)).toBe('Message not sent');
          },
        },
        events: {
          SUBMIT_EMPTY: () => actor.send({ type: 'draft.save' }),
          SUBMIT_FILLED: () => {
            for (const [field, value] of Object.entries(FILLED)) {
              actor.send({ type: 'draft.edit', edit: { field, value } });
            }
            outcomesBeforeSend = outcomes.length;
            actor.send({ type: 'draft.save' });
          },
          SUBMIT_AGAIN: () => {
            outcomesBeforeSend = outcomes.length;
            actor.send({ type: 'draft.save' });
          },
          SERVER_OK: async () => {
            await saves.resolve({ message: 'Message received.' });
          },
          SERVER_FAILS: async () => {
            await saves.reject(apiError(500, 'Server Error'));
          },
          TIME_PASSES: () => clock.increment(TIMINGS.contactSendDelay),
        },
      });
    });
  }
});
