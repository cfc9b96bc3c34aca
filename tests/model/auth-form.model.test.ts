import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { AUTH_MESSAGES } from '../../contract/auth';
import { formMachine, type FormId, type FormValues } from '../../machines/form-machine';
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
      const submits = controllable<unknown, { form: FormId; values: FormValues }>();
      const outcomes: string[] = [];
      const actor = createActor(
        formMachine.provide({
          actors: {
            submitForm: submits.logic,
          },
          actions: {
            notifySubmitted: () => outcomes.push('success toast'),
            notifyFailed: () => outcomes.push('failure toast'),
          },
        }),
        { input: { form: 'login', values: { email: '', password: '' } } },
      ).start();
      const snap = () => actor.getSnapshot();
      const type = (email: string, password: string) => {
        actor.send({ type: 'field.change', field: 'email', value: email });
        actor.send({ type: 'field.change', field: 'password', value: password });
      };

      await path.test({
        states: {
          invalid: () => expect(snap().hasTag('submitting')).toBe(false),
          showingErrors: () => {
            expect(snap().context.errors.email).toBe(AUTH_MESSAGES.email);
            expect(snap().context.errors.password).toBe(AUTH_MESSAGES.password);
          },
          valid: () => expect(snap().context.errors).toEqual({}),
          submitting: () => expect(snap().hasTag('submitting')).toBe(true),
          failed: () => {
            expect(snap().matches('editing')).toBe(true);
            expect(snap().context.values.email).not.toBe('');
            expect(outcomes.at(-1)).toBe('failure toast');
          },
          submitted: () => {
            expect(snap().hasTag('submitted')).toBe(true);
            expect(outcomes.at(-1)).toBe('success toast');
          },
        },
        events: {
          TYPE_VALID: () => type('ann@example.com', 'secret1'),
          TYPE_INVALID: () => type('ann', '1'),
          SUBMIT: () => actor.send({ type: 'form.submit' }),
          SERVER_OK: async () => {
            await submits.resolve({ ok: true });
          },
          SERVER_REJECTS: async () => {
            await submits.reject(apiError(401, 'These credentials do not match our records.'));
          },
        },
      });
    });
  }
});
