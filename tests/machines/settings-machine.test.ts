import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { IP_RESTRICTION_MESSAGES, SETTINGS_MESSAGES, type Settings } from '../../contract/settings';
import { editMachine } from '../../machines/edit-machine';
import {
  isSwitchOn,
  sectionsWithErrors,
  settingsForm,
  settingsMachine,
  validateDraft,
  toDraft,
  type SettingsEdit,
} from '../../machines/settings-machine';
import { apiError, makeSettings } from './admin-dashboard-fixture';

type Effect = [string, unknown?];

/**
 * The settings page with a fake GET and PUT, the effects the form asked the app for, and what
 * its inputs and Save Changes send the form (`edit`, `save`).
 */
function startSettings(options: {
  load?: () => Promise<Settings>;
  save?: (settings: Settings) => Promise<Settings>;
}) {
  const effects: Effect[] = [];
  const saved: Settings[] = [];
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        fetchSettings: fromPromise(() => (options.load ?? (async () => makeSettings()))()),
        settingsForm: editMachine.provide({
          actors: {
            saveDraft: fromPromise(({ input }) => {
              saved.push(input as Settings);
              return (options.save ?? (async (s: Settings) => s))(input as Settings);
            }),
          },
          actions: {
            notifySaved: (_, { output }) => effects.push(['saved', output]),
            notifyFailed: (_, { error }) => effects.push(['saveFailed', error]),
            notifyInvalid: () => effects.push(['invalid']),
            focusFirstInvalidField: () => effects.push(['focus']),
          },
        }),
      },
    }),
  ).start();
  const form = () => settingsForm(actor.getSnapshot());
  /** The form's snapshot (fails the test before the settings are loaded). */
  const formSnap = () => {
    const ref = form();
    if (!ref) throw new Error('The settings form is not open');
    return ref.getSnapshot();
  };
  return {
    actor,
    effects,
    saved,
    form,
    formSnap,
    edit: (edit: SettingsEdit) => form()?.send({ type: 'draft.edit', edit }),
    save: () => form()?.send({ type: 'draft.save' }),
  };
}

const editing = (actor: ReturnType<typeof startSettings>['actor']) =>
  waitFor(actor, (s) => s.matches('editing'));

/** Waits for the form to settle a save (no longer saving). */
const settled = (page: ReturnType<typeof startSettings>) =>
  waitFor(page.form()!, (s) => !s.matches('saving'));

describe('settings machine (SPEC 2 Settings, 3, 5)', () => {
  it('loads the stored settings into the form, on the General tab', async () => {
    const { actor, form, formSnap } = startSettings({});
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // No form to save until the settings are loaded.
    expect(form()).toBeUndefined();
    const snapshot = await editing(actor);
    expect(snapshot.context.tab).toBe('general');
    expect(formSnap().context.values).toEqual(toDraft(makeSettings()));
    expect(formSnap().context.values.security.passwordExpiry).toBe('90');
    expect(formSnap().can({ type: 'draft.save' })).toBe(true);
  });

  it('a failed load is an error state with a retry', async () => {
    let calls = 0;
    const { actor, form } = startSettings({
      load: async () => {
        calls += 1;
        if (calls === 1) throw apiError(500, 'Server Error');
        return makeSettings();
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.loadError).toBe('Server Error');
    expect(form()).toBeUndefined();
    actor.send({ type: 'settings.retry' });
    await editing(actor);
    expect(calls).toBe(2);
  });

  it('edits every kind of field and saves the trimmed document with PUT', async () => {
    const page = startSettings({});
    const { actor, effects, saved, formSnap, edit, save } = page;
    await editing(actor);
    edit({ type: 'general.change', field: 'phone', value: '  +92 300 1234567 ' });
    edit({ type: 'switch.toggle', field: 'notifications.marketingEmails', checked: true });
    edit({ type: 'switch.toggle', field: 'security.twoFactorAuth', checked: true });
    edit({ type: 'passwordExpiry.change', value: '0' });
    edit({ type: 'ipAllowList.change', value: ' 10.0.0.0/8 \n\n2001:db8::/32, 192.0.2.1\n' });
    expect(isSwitchOn(formSnap().context.values, 'notifications.marketingEmails')).toBe(true);

    save();
    const saving = formSnap();
    expect(saving.hasTag('saving')).toBe(true);
    expect(saving.can({ type: 'draft.save' })).toBe(false);
    expect(
      saving.can({
        type: 'draft.edit',
        edit: { type: 'general.change', field: 'phone', value: 'x' },
      }),
    ).toBe(false);

    const after = await settled(page);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.general.phone).toBe('+92 300 1234567');
    expect(saved[0]!.notifications.marketingEmails).toBe(true);
    expect(saved[0]!.security).toEqual({
      twoFactorAuth: true,
      passwordExpiry: 0,
      ipRestriction: false,
      ipAllowList: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.1'],
    });
    expect(effects.map(([name]) => name)).toEqual(['saved']);
    expect(after.matches({ editing: 'ready' })).toBe(true);
    expect(after.context.values.general.phone).toBe('+92 300 1234567');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('shows what the server stored after a save', async () => {
    const stored = makeSettings({
      general: { ...makeSettings().general, companyName: 'Stored By Server' },
    });
    const page = startSettings({ save: async () => stored });
    await editing(page.actor);
    page.save();
    const after = await settled(page);
    expect(after.context.values).toEqual(toDraft(stored));
  });

  it('refuses an invalid draft without a request and opens the tab of the first error', async () => {
    const { actor, effects, saved, formSnap, edit, save } = startSettings({});
    await editing(actor);
    actor.send({ type: 'tab.select', tab: 'notifications' });
    edit({ type: 'passwordExpiry.change', value: '-1' });
    save();
    expect(formSnap().matches({ editing: 'ready' })).toBe(true);
    expect(saved).toHaveLength(0);
    expect(formSnap().context.errors).toEqual({
      'security.passwordExpiry': SETTINGS_MESSAGES.passwordExpiry,
    });
    expect(actor.getSnapshot().context.tab).toBe('security');
    expect(effects).toEqual([['invalid'], ['focus']]);

    // General comes first in tab order.
    edit({ type: 'general.change', field: 'email', value: 'not-an-email' });
    save();
    expect(actor.getSnapshot().context.tab).toBe('general');
    expect(sectionsWithErrors(formSnap().context.errors)).toEqual(['general', 'security']);

    // Editing a field clears its error only.
    edit({ type: 'general.change', field: 'email', value: 'ops@example.com' });
    expect(formSnap().context.errors).toEqual({
      'security.passwordExpiry': SETTINGS_MESSAGES.passwordExpiry,
    });
  });

  it('judges password expiry as SPEC 5 says: a whole number, 0 or more', () => {
    const draft = toDraft(makeSettings());
    const expiry = (value: string) =>
      validateDraft({ ...draft, security: { ...draft.security, passwordExpiry: value } })[
        'security.passwordExpiry'
      ];
    expect(expiry('0')).toBeUndefined();
    expect(expiry('365')).toBeUndefined();
    expect(expiry('-1')).toBe(SETTINGS_MESSAGES.passwordExpiry);
    expect(expiry('')).toBe(SETTINGS_MESSAGES.passwordExpiry);
    expect(expiry('abc')).toBe(SETTINGS_MESSAGES.passwordExpiry);
    expect(expiry('1.5')).toBe(SETTINGS_MESSAGES.passwordExpiryWhole);
    expect(expiry('4000')).toBe(SETTINGS_MESSAGES.passwordExpiryTooLong);
  });

  it('a 422 puts the dotted keys under their fields, keeps the values and opens that tab', async () => {
    const page = startSettings({
      save: async () => {
        throw apiError(422, 'The given data was invalid.', {
          'general.website': ['Please enter a valid website address (https://...)'],
          'security.passwordExpiry': ['Password expiry must be 0 or more days', 'second'],
        });
      },
    });
    const { actor, effects, edit, save } = page;
    await editing(actor);
    actor.send({ type: 'tab.select', tab: 'notifications' });
    edit({ type: 'general.change', field: 'phone', value: '+92 1' });
    save();
    const form = await settled(page);
    expect(form.context.errors).toEqual({
      'general.website': 'Please enter a valid website address (https://...)',
      'security.passwordExpiry': 'Password expiry must be 0 or more days',
    });
    expect(actor.getSnapshot().context.tab).toBe('general');
    expect(form.context.values.general.phone).toBe('+92 1');
    expect(effects.map(([name]) => name)).toEqual(['saveFailed', 'focus']);
  });

  it('a network failure keeps the values and the tab, with no field errors', async () => {
    const page = startSettings({
      save: () => Promise.reject(apiError(0, 'We could not reach the server.')),
    });
    const { actor, effects, edit, save } = page;
    await editing(actor);
    actor.send({ type: 'tab.select', tab: 'security' });
    edit({ type: 'switch.toggle', field: 'security.ipRestriction', checked: true });
    edit({ type: 'ipAllowList.change', value: '198.51.100.7' });
    save();
    const form = await settled(page);
    expect(form.matches({ editing: 'failed' })).toBe(true);
    expect(form.context.errors).toEqual({});
    expect(actor.getSnapshot().context.tab).toBe('security');
    expect(form.context.values.security.ipRestriction).toBe(true);
    expect(effects[0]![0]).toBe('saveFailed');
    expect(form.can({ type: 'draft.save' })).toBe(true);
  });

  it('refuses IP restriction with an empty allow-list and an over-long entry, on the Security tab', async () => {
    const page = startSettings({});
    const { actor, saved, edit, save } = page;
    await editing(actor);
    edit({ type: 'switch.toggle', field: 'security.ipRestriction', checked: true });
    edit({ type: 'ipAllowList.change', value: ' \n ' });
    save();
    const empty = await settled(page);
    expect(empty.context.errors).toEqual({ 'security.ipAllowList': IP_RESTRICTION_MESSAGES.empty });
    expect(actor.getSnapshot().context.tab).toBe('security');
    edit({ type: 'ipAllowList.change', value: `198.51.100.7\n${'1'.repeat(65)}` });
    expect(page.formSnap().context.errors).toEqual({});
    save();
    const tooLong = await settled(page);
    expect(tooLong.context.errors).toEqual({
      'security.ipAllowList': SETTINGS_MESSAGES.ipAllowList,
    });
    expect(saved).toHaveLength(0);
  });
});
