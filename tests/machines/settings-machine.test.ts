import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SETTINGS_MESSAGES, type Settings } from '../../contract/settings';
import {
  isSwitchOn,
  sectionsWithErrors,
  settingsMachine,
  validateDraft,
  toDraft,
} from '../../machines/settings-machine';
import { apiError, makeSettings } from './admin-dashboard-fixture';

type Effect = [string, unknown?];

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
        saveSettings: fromPromise(({ input }) => {
          saved.push(input.settings);
          return (options.save ?? (async (s: Settings) => s))(input.settings);
        }),
      },
      actions: {
        notifySaved: (_, { settings }) => effects.push(['saved', settings]),
        notifySaveFailed: (_, { error }) => effects.push(['saveFailed', error]),
        notifyInvalid: () => effects.push(['invalid']),
        focusFirstInvalidField: () => effects.push(['focus']),
      },
    }),
  ).start();
  return { actor, effects, saved };
}

const editing = (actor: ReturnType<typeof startSettings>['actor']) =>
  waitFor(actor, (s) => s.matches('editing'));

describe('settings machine (SPEC 2 Settings, 3, 5)', () => {
  it('loads the stored settings into the form, on the General tab', async () => {
    const { actor } = startSettings({});
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'settings.save' })).toBe(false);
    const snapshot = await editing(actor);
    expect(snapshot.context.tab).toBe('general');
    expect(snapshot.context.draft).toEqual(toDraft(makeSettings()));
    expect(snapshot.context.draft.security.passwordExpiry).toBe('90');
    expect(snapshot.can({ type: 'settings.save' })).toBe(true);
  });

  it('a failed load is an error state with a retry', async () => {
    let calls = 0;
    const { actor } = startSettings({
      load: async () => {
        calls += 1;
        if (calls === 1) throw apiError(500, 'Server Error');
        return makeSettings();
      },
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.loadError).toBe('Server Error');
    actor.send({ type: 'settings.retry' });
    await editing(actor);
    expect(calls).toBe(2);
  });

  it('edits every kind of field and saves the trimmed document with PUT', async () => {
    const { actor, effects, saved } = startSettings({});
    await editing(actor);
    actor.send({ type: 'general.change', field: 'phone', value: '  +92 300 1234567 ' });
    actor.send({ type: 'switch.toggle', field: 'notifications.marketingEmails', checked: true });
    actor.send({ type: 'switch.toggle', field: 'security.twoFactorAuth', checked: true });
    actor.send({ type: 'passwordExpiry.change', value: '0' });
    expect(isSwitchOn(actor.getSnapshot().context.draft, 'notifications.marketingEmails')).toBe(
      true,
    );

    actor.send({ type: 'settings.save' });
    const saving = actor.getSnapshot();
    expect(saving.hasTag('saving')).toBe(true);
    expect(saving.can({ type: 'settings.save' })).toBe(false);
    expect(saving.can({ type: 'general.change', field: 'phone', value: 'x' })).toBe(false);

    const after = await editing(actor);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.general.phone).toBe('+92 300 1234567');
    expect(saved[0]!.notifications.marketingEmails).toBe(true);
    expect(saved[0]!.security).toEqual({
      twoFactorAuth: true,
      passwordExpiry: 0,
      ipRestriction: false,
    });
    expect(effects.map(([name]) => name)).toEqual(['saved']);
    expect(after.context.draft.general.phone).toBe('+92 300 1234567');
  });

  it('shows what the server stored after a save', async () => {
    const stored = makeSettings({
      general: { ...makeSettings().general, companyName: 'Stored By Server' },
    });
    const { actor } = startSettings({ save: async () => stored });
    await editing(actor);
    actor.send({ type: 'settings.save' });
    const after = await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('saving'));
    expect(after.context.draft).toEqual(toDraft(stored));
  });

  it('refuses an invalid draft without a request and opens the tab of the first error', async () => {
    const { actor, effects, saved } = startSettings({});
    await editing(actor);
    actor.send({ type: 'tab.select', tab: 'notifications' });
    actor.send({ type: 'passwordExpiry.change', value: '-1' });
    actor.send({ type: 'settings.save' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(saved).toHaveLength(0);
    expect(snapshot.context.errors).toEqual({
      'security.passwordExpiry': SETTINGS_MESSAGES.passwordExpiry,
    });
    expect(snapshot.context.tab).toBe('security');
    expect(effects).toEqual([['invalid'], ['focus']]);

    // General comes first in tab order.
    actor.send({ type: 'general.change', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'settings.save' });
    snapshot = actor.getSnapshot();
    expect(snapshot.context.tab).toBe('general');
    expect(sectionsWithErrors(snapshot.context.errors)).toEqual(['general', 'security']);

    // Editing a field clears its error only.
    actor.send({ type: 'general.change', field: 'email', value: 'ops@example.com' });
    expect(actor.getSnapshot().context.errors).toEqual({
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
    const { actor, effects } = startSettings({
      save: async () => {
        throw apiError(422, 'The given data was invalid.', {
          'general.website': ['Please enter a valid website address (https://...)'],
          'security.passwordExpiry': ['Password expiry must be 0 or more days', 'second'],
        });
      },
    });
    await editing(actor);
    actor.send({ type: 'tab.select', tab: 'notifications' });
    actor.send({ type: 'general.change', field: 'phone', value: '+92 1' });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing') && effects.length > 0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.errors).toEqual({
      'general.website': 'Please enter a valid website address (https://...)',
      'security.passwordExpiry': 'Password expiry must be 0 or more days',
    });
    expect(snapshot.context.tab).toBe('general');
    expect(snapshot.context.draft.general.phone).toBe('+92 1');
    expect(effects.map(([name]) => name)).toEqual(['saveFailed', 'focus']);
  });

  it('a network failure keeps the values and the tab, with no field errors', async () => {
    const { actor, effects } = startSettings({
      save: () => Promise.reject(apiError(0, 'We could not reach the server.')),
    });
    await editing(actor);
    actor.send({ type: 'tab.select', tab: 'security' });
    actor.send({ type: 'switch.toggle', field: 'security.ipRestriction', checked: true });
    actor.send({ type: 'settings.save' });
    await waitFor(actor, (s) => s.matches('editing') && effects.length > 0);
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.errors).toEqual({});
    expect(snapshot.context.tab).toBe('security');
    expect(snapshot.context.draft.security.ipRestriction).toBe(true);
    expect(effects[0]![0]).toBe('saveFailed');
    expect(snapshot.can({ type: 'settings.save' })).toBe(true);
  });
});
