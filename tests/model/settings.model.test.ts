import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { SETTINGS_MESSAGES, type Settings } from '../../contract/settings';
import { editMachine } from '../../machines/edit-machine';
import {
  settingsForm,
  settingsMachine,
  validateDraft,
  type SettingsEdit,
} from '../../machines/settings-machine';
import { apiError, makeSettings } from '../machines/admin-dashboard-fixture';

const PHONE_TOO_LONG = 'Phone may not be longer than 40 characters';

/**
 * What an admin observes on /admin/settings: the skeleton or the load error with 'Try again';
 * then the form, which may hold an invalid value not yet judged, show the client's errors
 * (nothing sent), be saving (Save disabled), be saved (toast), or show the server's 422 errors
 * under the fields; a network failure keeps what was typed.
 */
const settingsModel = createMachine({
  id: 'settingsModel',
  initial: 'loading',
  states: {
    loading: { on: { LOAD_OK: 'valid', LOAD_FAIL: 'loadFailed' } },
    loadFailed: { on: { RETRY: 'loading' } },
    valid: { on: { TYPE_BAD_EXPIRY: 'invalid', SAVE: 'saving' } },
    invalid: { on: { SAVE: 'clientErrors', FIX_EXPIRY: 'valid' } },
    clientErrors: { on: { FIX_EXPIRY: 'valid', SAVE: 'clientErrors' } },
    saving: { on: { SAVE_OK: 'saved', SAVE_422: 'serverErrors', SAVE_OFFLINE: 'valid' } },
    saved: { on: { SAVE: 'saving', TYPE_BAD_EXPIRY: 'invalid' } },
    serverErrors: { on: { FIX_PHONE: 'valid', SAVE: 'saving' } },
  },
});

const model = createTestModel(settingsModel);
const paths = [
  ...model.getShortestPaths(),
  ...model.getSimplePaths({ toState: (s) => s.matches('saved') || s.matches('serverErrors') }),
];

describe('settings model paths', () => {
  it('reaches every observable state', () => {
    const reached = new Set(
      paths.flatMap((p) => [p.state, ...p.steps.map((s) => s.state)]).map((s) => String(s.value)),
    );
    expect(reached).toEqual(
      new Set([
        'loading',
        'loadFailed',
        'valid',
        'invalid',
        'clientErrors',
        'saving',
        'saved',
        'serverErrors',
      ]),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      type Pending = { resolve: (s: Settings) => void; reject: (e: unknown) => void };
      const loads: Pending[] = [];
      const saves: Array<Pending & { settings: Settings }> = [];
      const effects: string[] = [];
      const actor = createActor(
        settingsMachine.provide({
          actors: {
            fetchSettings: fromPromise<Settings>(
              () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
            ),
            settingsForm: editMachine.provide({
              actors: {
                saveDraft: fromPromise<unknown, unknown>(
                  ({ input }) =>
                    new Promise((resolve, reject) =>
                      saves.push({ resolve, reject, settings: input as Settings }),
                    ),
                ),
              },
              actions: {
                notifySaved: () => effects.push('saved'),
                notifyFailed: () => effects.push('saveFailed'),
                notifyInvalid: () => effects.push('invalid'),
                focusFirstInvalidField: () => effects.push('focus'),
              },
            }),
          },
        }),
      ).start();
      const snap = () => actor.getSnapshot();
      /** The settings form, once loaded (fails the test before). */
      const form = () => {
        const ref = settingsForm(snap());
        if (!ref) throw new Error('The settings form is not open');
        return ref;
      };
      const formSnap = () => form().getSnapshot();
      const edit = (change: SettingsEdit) => form().send({ type: 'draft.edit', edit: change });
      const settled = () => waitFor(form(), (s) => !s.matches('saving'));
      const savesAnswered = () => effects.filter((e) => e === 'saved' || e === 'saveFailed').length;

      await path.test({
        states: {
          loading: () => {
            expect(snap().hasTag('loading')).toBe(true);
            // Nothing to save until loaded.
            expect(settingsForm(snap())).toBeUndefined();
          },
          loadFailed: () => {
            expect(snap().hasTag('error')).toBe(true);
            expect(snap().can({ type: 'settings.retry' })).toBe(true);
          },
          valid: () => {
            expect(snap().hasTag('editing')).toBe(true);
            expect(formSnap().hasTag('saving')).toBe(false);
            expect(formSnap().context.errors).toEqual({});
            expect(validateDraft(formSnap().context.values)).toEqual({});
            expect(formSnap().can({ type: 'draft.save' })).toBe(true);
          },
          invalid: () => {
            // Nothing is judged until Save.
            expect(formSnap().context.errors).toEqual({});
            expect(Object.keys(validateDraft(formSnap().context.values))).toEqual([
              'security.passwordExpiry',
            ]);
          },
          clientErrors: () => {
            expect(formSnap().context.errors).toEqual({
              'security.passwordExpiry': SETTINGS_MESSAGES.passwordExpiry,
            });
            expect(snap().context.tab).toBe('security');
            expect(effects.at(-1)).toBe('focus');
            expect(saves.length).toBe(savesAnswered());
          },
          saving: () => {
            expect(formSnap().hasTag('saving')).toBe(true);
            expect(formSnap().can({ type: 'draft.save' })).toBe(false);
            expect(saves.length).toBe(savesAnswered() + 1);
            expect(saves.at(-1)!.settings.security.passwordExpiry).toBe(30);
          },
          saved: () => {
            expect(effects.at(-1)).toBe('saved');
            expect(formSnap().context.errors).toEqual({});
            expect(formSnap().context.values.general.phone).toBe('+92 300 1234567');
          },
          serverErrors: () => {
            expect(formSnap().context.errors).toEqual({ 'general.phone': PHONE_TOO_LONG });
            expect(snap().context.tab).toBe('general');
            expect(effects.slice(-2)).toEqual(['saveFailed', 'focus']);
            // What was typed is kept.
            expect(formSnap().context.values.general.phone).toBe('+92 300 1234567');
          },
        },
        events: {
          LOAD_OK: async () => {
            loads.at(-1)!.resolve(makeSettings());
            await waitFor(actor, (s) => s.matches('editing'));
            edit({ type: 'general.change', field: 'phone', value: '+92 300 1234567' });
            edit({ type: 'passwordExpiry.change', value: '30' });
          },
          LOAD_FAIL: async () => {
            loads.at(-1)!.reject(apiError(500, 'Server Error'));
            await waitFor(actor, (s) => s.matches('failed'));
          },
          RETRY: () => actor.send({ type: 'settings.retry' }),
          TYPE_BAD_EXPIRY: () => edit({ type: 'passwordExpiry.change', value: '-1' }),
          FIX_EXPIRY: () => edit({ type: 'passwordExpiry.change', value: '30' }),
          FIX_PHONE: () =>
            edit({ type: 'general.change', field: 'phone', value: '+92 300 1234567' }),
          SAVE: () => form().send({ type: 'draft.save' }),
          SAVE_OK: async () => {
            const { settings, resolve } = saves.at(-1)!;
            resolve(settings);
            await settled();
          },
          SAVE_422: async () => {
            saves
              .at(-1)!
              .reject(
                apiError(422, 'The given data was invalid.', { 'general.phone': [PHONE_TOO_LONG] }),
              );
            await settled();
          },
          SAVE_OFFLINE: async () => {
            saves.at(-1)!.reject(apiError(0, 'We could not reach the server.'));
            await settled();
            // No field to blame: the values stay, nothing to focus.
            expect(effects.at(-1)).toBe('saveFailed');
            expect(formSnap().matches({ editing: 'failed' })).toBe(true);
          },
        },
      });
    });
  }
});
