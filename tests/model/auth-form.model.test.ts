import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { AUTH_MESSAGES } from '../../contract/auth';
import { editActor, editMachine } from '../../machines/edit-machine';
import { FORMS, type FieldForm } from '../../machines/form-rules';
import { apiError } from '../support/api-error';
import { controllable } from '../support/controllable';

/** The login form as a user sees it. */
const loginModel = createMachine({
  id: 'loginFormModel',
  initial: 'invalid',
  states: {
    invalid: { on: { TYPE_VALID: 'valid', SUBMIT: 'showingErrors' } },
    showingErrors: { on: { TYPE_VALID: 'valid' } },
    valid: { on: { TYPE_INVALID: 'invalid', SUBMIT: 'submitting' } },
    submitting: { on: { SERVER_OK: 'submitted', SERVER_REJECTS: 'failed' } },
    failed: { on: { SUBMIT: 'submitting', TYPE_INVALID: 'invalid' } },
    submitted: { type: 'final' },
  },
});

const model = createTestModel(loginModel);

describe('login form model paths', () => {
  for (const path of [...model.getShortestPaths(), ...model.getSimplePaths()]) {
    it(path.description, async () => {
      const saves = controllable<unknown, unknown>();
      const outcomes: string[] = [];
      const actor = editActor<FieldForm>(
        createActor(
          editMachine.provide({
            actors: {
              saveDraft: saves.logic,
            },
            actions: {
              notifySaved: () => outcomes.push('success toast'),
              notifyFailed: () => outcomes.push('failure toast'),
            },
          }),
          { input: { rules: FORMS.login, values: { email: '', password: '' } } },
        ).start(),
      );
      const snap = () => actor.getSnapshot();
      const type = (email: string, password: string) => {
        actor.send({ type: 'draft.edit', edit: { field: 'email', value: email } });
        actor.send({ type: 'draft.edit', edit: { field: 'password', value: password } });
      };

      await path.test({
        states: {
          invalid: () => expect(snap().hasTag('saving')).toBe(false),
          showingErrors: () => {
            expect(snap().context.errors.email).toBe(AUTH_MESSAGES.email);
            expect(snap().context.errors.password).toBe(AUTH_MESSAGES.password);
          },
          valid: () => expect(snap().context.errors).toEqual({}),
          submitting: () => expect(snap().hasTag('saving')).toBe(true),
          failed: () => {
            // The credentials were refused (401, no field): the alert state, values kept.
            expect(snap().matches({ editing: 'failed' })).toBe(true);
            expect(snap().hasTag('error')).toBe(true);
            expect(snap().context.values.email).not.toBe('');
            expect(outcomes.at(-1)).toBe('failure toast');
          },
          submitted: () => {
            // Saved: still busy while the app leaves the page.
            expect(snap().matches('saved')).toBe(true);
            expect(snap().hasTag('busy')).toBe(true);
            expect(outcomes.at(-1)).toBe('success toast');
          },
        },
        events: {
          TYPE_VALID: () => type('ann@example.com', 'secret1'),
          TYPE_INVALID: () => type('ann', '1'),
          SUBMIT: () => actor.send({ type: 'draft.save' }),
          SERVER_OK: async () => {
            await saves.resolve({ ok: true });
          },
          SERVER_REJECTS: async () => {
            await saves.reject(apiError(401, 'These credentials do not match our records.'));
          },
        },
      });
    });
  }
});
