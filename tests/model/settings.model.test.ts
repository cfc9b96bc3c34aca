import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { SETTINGS_MESSAGES, type Settings } from '../../contract/settings';
import { settingsMachine, validateDraft } from '../../machines/settings-machine';
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
            saveSettings: fromPromise<Settings, { settings: Settings }>(
              ({ input }) =>
                new Promise((resolve, reject) =>
                  saves.push({ resolve, reject, settings: input.settings }),
                ),
            ),
          },
          actions: {
            notifySaved: () => effects.push('saved'),
            notifySaveFailed: () => effects.push('saveFailed'),
            notifyInvalid: () => effects.push('invalid'),
            focusFirstInvalidField: () => effects.push('focus'),
          },
        }),
      ).start();
      const snap = () => actor.getSnapshot();
      const savesAnswered = () => effects.filter((e) => e === 'saved' || e === 'saveFailed').length;

      await path.test({
        states: {
          loading: () => {
            expect(snap().hasTag('loading')).toBe(true);
            expect(snap().can({ type: 'settings.save' })).toBe(false);
          },
          loadFailed: () => {
            expect(snap().hasTag('error')).toBe(true);
            expect(snap().can({ type: 'settings.retry' })).toBe(true);
          },
          valid: () => {
            expect(snap().hasTag('editing')).toBe(true);
            expect(snap().hasTag('saving')).toBe(false);
            expect(snap().context.errors).toEqual({});
            expect(validateDraft(snap().context.draft)).toEqual({});
            expect(snap().can({ type: 'settings.save' })).toBe(true);
          },
          invalid: () => {
            // Nothing is judged until Save.
            expect(snap().context.errors).toEqual({});
            expect(Object.keys(validateDraft(snap().context.draft))).toEqual([
              'security.passwordExpiry',
            ]);
          },
          clientErrors: () => {
            expect(snap().context.errors).toEqual({
              'security.passwordExpiry': SETTINGS_MESSAGES.passwordExpiry,
            });
            expect(snap().context.tab).toBe('security');
            expect(effects.at(-1)).toBe('focus');
            expect(saves.length).toBe(savesAnswered());
          },
          saving: () => {
            expect(snap().hasTag('saving')).toBe(true);
            expect(snap().can({ type: 'settings.save' })).toBe(false);
            expect(saves.length).toBe(savesAnswered() + 1);
            expect(saves.at(-1)!.settings.security.passwordExpiry).toBe(30);
          },
          saved: () => {
            expect(effects.at(-1)).toBe('saved');
            expect(snap().context.errors).toEqual({});
            expect(snap().context.draft.general.phone).toBe('+92 300 1234567');
          },
          serverErrors: () => {
            expect(snap().context.errors).toEqual({ 'general.phone': PHONE_TOO_LONG });
            expect(snap().context.tab).toBe('general');
            expect(effects.slice(-2)).toEqual(['saveFailed', 'focus']);
            // What was typed is kept.
            expect(snap().context.draft.general.phone).toBe('+92 300 1234567');
          },
        },
        events: {
          LOAD_OK: async () => {
            loads.at(-1)!.resolve(makeSettings());
            await waitFor(actor, (s) => s.matches('editing'));
            actor.send({ type: 'general.change', field: 'phone', value: '+92 300 1234567' });
            actor.send({ type: 'passwordExpiry.change', value: '30' });
          },
          LOAD_FAIL: async () => {
            loads.at(-1)!.reject(apiError(500, 'Server Error'));
            await waitFor(actor, (s) => s.matches('failed'));
          },
          RETRY: () => actor.send({ type: 'settings.retry' }),
          TYPE_BAD_EXPIRY: () => actor.send({ type: 'passwordExpiry.change', value: '-1' }),
          FIX_EXPIRY: () => actor.send({ type: 'passwordExpiry.change', value: '30' }),
          FIX_PHONE: () =>
            actor.send({ type: 'general.change', field: 'phone', value: '+92 300 1234567' }),
          SAVE: () => actor.send({ type: 'settings.save' }),
          SAVE_OK: async () => {
            const { settings, resolve } = saves.at(-1)!;
            resolve(settings);
            await waitFor(actor, (s) => !s.hasTag('saving'));
          },
          SAVE_422: async () => {
            saves
              .at(-1)!
              .reject(
                apiError(422, 'The given data was invalid.', { 'general.phone': [PHONE_TOO_LONG] }),
              );
            await waitFor(actor, (s) => !s.hasTag('saving'));
          },
          SAVE_OFFLINE: async () => {
            saves.at(-1)!.reject(apiError(0, 'We could not reach the server.'));
            await waitFor(actor, (s) => !s.hasTag('saving'));
            expect(effects.at(-2)).toBe('saveFailed');
          },
        },
      });
    });
  }
});
