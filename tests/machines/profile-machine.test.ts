import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { AUTH_MESSAGES, MAX_NAME_LENGTH } from '../../contract/auth';
import { DEFAULT_PREFERENCES, PROFILE_MESSAGES } from '../../contract/profile';
import { PROFILE_FAILURES, toPreferences } from '../../machines/profile-machine';
import { TODAY, apiError, makeProfile, startProfile } from './profile-fixture';

const EMPTY_FORM = { name: '', email: '', phone: '', date_of_birth: '' };

async function loaded() {
  const started = startProfile();
  started.loads[0]!.resolve(makeProfile());
  await waitFor(started.actor, (s) => s.matches('loaded'));
  return started;
}

async function editing() {
  const started = await loaded();
  started.actor.send({ type: 'profile.edit' });
  return started;
}

/** The Personal Information region's state ('viewing', 'editing', 'saving', 'saveFailed'). */
const details = (s: { value: unknown }) =>
  (s.value as { loaded?: { details: string } }).loaded?.details;

describe('profile machine: loading', () => {
  it('loads the profile and shows it read-only, with the stored preferences', async () => {
    const { actor, loads } = startProfile();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'profile.edit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'preferences.save' })).toBe(false);
    expect(loads).toHaveLength(1);

    loads[0]!.resolve(makeProfile());
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.matches({ loaded: { details: 'viewing', preferences: 'idle' } })).toBe(true);
    expect(snapshot.context.profile).toEqual(makeProfile());
    expect(snapshot.context.preferences).toEqual({
      tour_type: 'trek',
      notifications: true,
      newsletter: false,
      language: 'en',
    });
    expect(snapshot.context.today).toBe(TODAY);
    expect(snapshot.hasTag('editing')).toBe(false);
    expect(snapshot.can({ type: 'profile.edit' })).toBe(true);
  });

  it('a failed load is an error state with the reason, and Try again loads again', async () => {
    const { actor, loads } = startProfile();
    loads[0]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.hasTag('error')).toBe(true);
    expect(failed.context.loadError).toBe('Server Error');
    expect(failed.can({ type: 'profile.edit' })).toBe(false);

    actor.send({ type: 'profile.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve(makeProfile());
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'));
    expect(snapshot.context.loadError).toBeNull();
  });

  it('a failure without a message shows the fixed text', async () => {
    const { actor, loads } = startProfile();
    loads[0]!.reject({});
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.loadError).toBe(PROFILE_FAILURES.load);
  });

  it('profile.retry means nothing once loaded', async () => {
    const { actor, loads } = await loaded();
    expect(actor.getSnapshot().can({ type: 'profile.retry' })).toBe(false);
    actor.send({ type: 'profile.retry' });
    expect(loads).toHaveLength(1);
  });

  it('stored preferences the form does not offer fall back to the defaults', () => {
    expect(
      toPreferences({
        tour_type: 'safari',
        notifications: false,
        newsletter: true,
        language: 'xx',
      }),
    ).toEqual({
      tour_type: DEFAULT_PREFERENCES.tour_type,
      notifications: false,
      newsletter: true,
      language: DEFAULT_PREFERENCES.language,
    });
  });
});

describe('profile machine: Personal Information', () => {
  it('Edit Profile fills the form from the profile (missing phone and date become empty)', async () => {
    const { actor, loads } = startProfile();
    loads[0]!.resolve(makeProfile({ phone: null, date_of_birth: null }));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'profile.edit' });
    const snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('editing');
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(snapshot.context.values).toEqual({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '',
      date_of_birth: '',
    });
    expect(snapshot.can({ type: 'profile.edit' })).toBe(false);
  });

  it('refuses an invalid form without a request: errors under the fields, focus asked', async () => {
    const { actor, saves, effects } = await editing();
    actor.send({ type: 'profile.change', field: 'name', value: 'A' });
    actor.send({ type: 'profile.change', field: 'phone', value: 'call me' });
    actor.send({ type: 'profile.change', field: 'date_of_birth', value: '2027-01-01' });
    actor.send({ type: 'profile.save' });
    const snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('editing');
    expect(saves).toHaveLength(0);
    expect(snapshot.context.errors).toEqual({
      name: AUTH_MESSAGES.name,
      phone: PROFILE_MESSAGES.phone,
      date_of_birth: PROFILE_MESSAGES.dateOfBirthFuture,
    });
    expect(effects).toEqual([{ type: 'focus' }]);
  });

  it('judges the e-mail, an impossible date and a too-long name like the server', async () => {
    const { actor } = await editing();
    actor.send({ type: 'profile.change', field: 'email', value: 'ayesha@' });
    actor.send({ type: 'profile.change', field: 'date_of_birth', value: '1990-02-30' });
    actor.send({ type: 'profile.change', field: 'name', value: 'x'.repeat(MAX_NAME_LENGTH + 1) });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: AUTH_MESSAGES.email,
      date_of_birth: PROFILE_MESSAGES.dateOfBirth,
      name: `Name may not be longer than ${MAX_NAME_LENGTH} characters`,
    });
  });

  it('editing a field clears its error only', async () => {
    const { actor } = await editing();
    actor.send({ type: 'profile.change', field: 'phone', value: 'x' });
    actor.send({ type: 'profile.change', field: 'email', value: 'nope' });
    actor.send({ type: 'profile.save' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['email', 'phone']);
    actor.send({ type: 'profile.change', field: 'phone', value: '+92 300 7654321' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: AUTH_MESSAGES.email });
    expect(actor.getSnapshot().context.values.phone).toBe('+92 300 7654321');
  });

  it('saves the trimmed form (empty phone and date as null) and shows what the server stored', async () => {
    const { actor, saves, effects } = await editing();
    actor.send({ type: 'profile.change', field: 'name', value: '  Ayesha Malik ' });
    actor.send({ type: 'profile.change', field: 'phone', value: '   ' });
    actor.send({ type: 'profile.change', field: 'date_of_birth', value: '' });
    actor.send({ type: 'profile.save' });

    const saving = actor.getSnapshot();
    expect(details(saving)).toBe('saving');
    expect(saving.hasTag('busy')).toBe(true);
    expect(saving.can({ type: 'profile.save' })).toBe(false);
    expect(saving.can({ type: 'profile.change', field: 'name', value: 'x' })).toBe(false);
    expect(saving.can({ type: 'profile.cancel' })).toBe(false);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.input.update).toEqual({
      name: 'Ayesha Malik',
      email: 'ayesha@example.com',
      phone: null,
      date_of_birth: null,
    });

    const stored = makeProfile({
      name: 'Ayesha Malik',
      email: 'ayesha@example.com',
      phone: null,
      date_of_birth: null,
    });
    saves[0]!.resolve(stored);
    const after = await waitFor(actor, (s) => details(s) === 'viewing');
    expect(after.context.profile).toEqual(stored);
    expect(after.context.values).toEqual(EMPTY_FORM);
    expect(after.context.errors).toEqual({});
    expect(after.hasTag('busy')).toBe(false);
    expect(effects).toEqual([
      { type: 'session', name: 'Ayesha Malik', email: 'ayesha@example.com' },
      { type: 'profileSaved', profile: stored },
    ]);
  });

  it('a 422 (e-mail taken) lands under the field and keeps what was typed', async () => {
    const { actor, saves, effects } = await editing();
    actor.send({ type: 'profile.change', field: 'email', value: 'taken@example.com' });
    actor.send({ type: 'profile.save' });
    saves[0]!.reject(
      apiError(422, 'The given data was invalid.', {
        email: [AUTH_MESSAGES.emailTaken, 'second message'],
        unknown_field: ['ignored'],
      }),
    );
    const snapshot = await waitFor(actor, (s) => details(s) === 'editing');
    expect(snapshot.context.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    expect(snapshot.context.values.email).toBe('taken@example.com');
    expect(snapshot.context.saveError).toBeNull();
    expect(effects).toEqual([{ type: 'focus' }]);
    expect(snapshot.context.profile).toEqual(makeProfile());
  });

  it('any other failure keeps the form with an alert, and Save tries again', async () => {
    const { actor, saves, effects } = await editing();
    actor.send({ type: 'profile.change', field: 'phone', value: '+92 311 0000000' });
    actor.send({ type: 'profile.save' });
    saves[0]!.reject(apiError(0, 'We could not reach the server.'));
    const failed = await waitFor(actor, (s) => details(s) === 'saveFailed');
    expect(failed.hasTag('saveFailed')).toBe(true);
    expect(failed.hasTag('editing')).toBe(true);
    expect(failed.hasTag('error')).toBe(false);
    expect(failed.context.saveError).toBe('We could not reach the server.');
    expect(failed.context.values.phone).toBe('+92 311 0000000');
    expect(effects).toEqual([]);

    actor.send({ type: 'profile.save' });
    expect(details(actor.getSnapshot())).toBe('saving');
    expect(actor.getSnapshot().context.saveError).toBeNull();
    expect(saves[1]!.input.update.phone).toBe('+92 311 0000000');
    saves[1]!.resolve(makeProfile({ phone: '+92 311 0000000' }));
    await waitFor(actor, (s) => details(s) === 'viewing');
    expect(effects.map((e) => e.type)).toEqual(['session', 'profileSaved']);
  });

  it("sending again clears the server's old errors: a later failure does not show them", async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'profile.save' });
    saves[0]!.reject(
      apiError(422, 'The given data was invalid.', { email: [AUTH_MESSAGES.emailTaken] }),
    );
    await waitFor(actor, (s) => details(s) === 'editing');
    actor.send({ type: 'profile.change', field: 'phone', value: '+92 311 0000000' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    actor.send({ type: 'profile.save' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    saves[1]!.reject(apiError(0, 'We could not reach the server.'));
    const failed = await waitFor(actor, (s) => details(s) === 'saveFailed');
    expect(failed.context.errors).toEqual({});
  });

  it('a 422 naming no form field is a failure with the server message', async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'profile.save' });
    saves[0]!.reject(apiError(422, 'Nothing to change.', { _: ['Nothing to change.'] }));
    const failed = await waitFor(actor, (s) => details(s) === 'saveFailed');
    expect(failed.context.saveError).toBe('Nothing to change.');
    expect(failed.context.errors).toEqual({});
  });

  it('after a failure: typing returns to editing and clears the alert; a failure without a message says the fixed text', async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'profile.save' });
    saves[0]!.reject({});
    await waitFor(actor, (s) => details(s) === 'saveFailed');
    expect(actor.getSnapshot().context.saveError).toBe(PROFILE_FAILURES.save);
    actor.send({ type: 'profile.change', field: 'name', value: 'Ayesha K.' });
    const snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('editing');
    expect(snapshot.context.saveError).toBeNull();
    expect(snapshot.context.values.name).toBe('Ayesha K.');
  });

  it('after a failure, an invalid form is judged again without a request', async () => {
    const { actor, saves, effects } = await editing();
    actor.send({ type: 'profile.save' });
    saves[0]!.reject(new Error('boom'));
    await waitFor(actor, (s) => details(s) === 'saveFailed');
    actor.send({ type: 'profile.change', field: 'email', value: 'bad' });
    actor.send({ type: 'profile.save' });
    expect(details(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: AUTH_MESSAGES.email });
    expect(saves).toHaveLength(1);
    expect(effects).toEqual([{ type: 'focus' }]);
  });

  it('Cancel discards the form, from editing or after a failure', async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'profile.change', field: 'name', value: 'Someone Else' });
    actor.send({ type: 'profile.change', field: 'phone', value: 'bad' });
    actor.send({ type: 'profile.save' });
    actor.send({ type: 'profile.cancel' });
    let snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('viewing');
    expect(snapshot.context.values).toEqual(EMPTY_FORM);
    expect(snapshot.context.errors).toEqual({});
    expect(snapshot.context.profile!.name).toBe('Ayesha Khan');
    expect(saves).toHaveLength(0);

    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().context.values.name).toBe('Ayesha Khan');
    actor.send({ type: 'profile.save' });
    saves[0]!.reject(new Error('boom'));
    await waitFor(actor, (s) => details(s) === 'saveFailed');
    actor.send({ type: 'profile.cancel' });
    snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('viewing');
    expect(snapshot.context.saveError).toBeNull();
    expect(snapshot.context.values).toEqual(EMPTY_FORM);
  });
});

describe('profile machine: Preferences', () => {
  it('changes each choice and saves them with PUT, then shows what the server stored', async () => {
    const { actor, prefSaves, effects } = await loaded();
    actor.send({ type: 'preferences.change', field: 'tour_type', value: 'cultural' });
    actor.send({ type: 'preferences.change', field: 'notifications', value: false });
    actor.send({ type: 'preferences.change', field: 'newsletter', value: true });
    actor.send({ type: 'preferences.change', field: 'language', value: 'de' });
    actor.send({ type: 'preferences.save' });

    const saving = actor.getSnapshot();
    expect(saving.matches({ loaded: { preferences: 'saving' } })).toBe(true);
    expect(saving.hasTag('preferencesBusy')).toBe(true);
    expect(saving.can({ type: 'preferences.save' })).toBe(false);
    expect(saving.can({ type: 'preferences.change', field: 'newsletter', value: false })).toBe(
      false,
    );
    const sent = { tour_type: 'cultural', notifications: false, newsletter: true, language: 'de' };
    expect(prefSaves[0]!.input.preferences).toEqual(sent);

    const stored = makeProfile({ preferences: sent });
    prefSaves[0]!.resolve(stored);
    const after = await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    expect(after.context.preferences).toEqual(sent);
    expect(after.context.profile).toEqual(stored);
    expect(effects).toEqual([{ type: 'preferencesSaved', profile: stored }]);
  });

  it('a preferences answer read before a profile save committed does not bring back the old name', async () => {
    const { actor, saves, prefSaves } = await editing();
    const before = actor.getSnapshot().context.profile!;
    actor.send({ type: 'profile.change', field: 'name', value: 'Renamed Traveller' });
    actor.send({ type: 'profile.save' });
    actor.send({ type: 'preferences.change', field: 'language', value: 'fr' });
    actor.send({ type: 'preferences.save' });
    // The rename commits first; the preferences answer was read before it, with the old name.
    saves[0]!.resolve({ ...before, name: 'Renamed Traveller' });
    await waitFor(actor, (s) => s.matches({ loaded: { details: 'viewing' } }));
    prefSaves[0]!.resolve({ ...before, preferences: { ...before.preferences, language: 'fr' } });
    const after = await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    expect(after.context.profile!.name).toBe('Renamed Traveller');
    expect(after.context.profile!.preferences.language).toBe('fr');
  });

  it('a failed save keeps the choices with an alert; Update Preferences tries again', async () => {
    const { actor, prefSaves, effects } = await loaded();
    actor.send({ type: 'preferences.change', field: 'language', value: 'fr' });
    actor.send({ type: 'preferences.save' });
    prefSaves[0]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(actor, (s) =>
      s.matches({ loaded: { preferences: 'saveFailed' } }),
    );
    expect(failed.hasTag('preferencesFailed')).toBe(true);
    expect(failed.context.preferencesError).toBe('Server Error');
    expect(failed.context.preferences.language).toBe('fr');

    actor.send({ type: 'preferences.save' });
    expect(actor.getSnapshot().context.preferencesError).toBeNull();
    expect(prefSaves[1]!.input.preferences.language).toBe('fr');
    prefSaves[1]!.resolve(
      makeProfile({ preferences: { ...makeProfile().preferences, language: 'fr' } }),
    );
    await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    expect(effects.map((e) => e.type)).toEqual(['preferencesSaved']);
  });

  it('changing a choice after a failure clears the alert (fixed text when no message)', async () => {
    const { actor, prefSaves } = await loaded();
    actor.send({ type: 'preferences.save' });
    prefSaves[0]!.reject({});
    const failed = await waitFor(actor, (s) =>
      s.matches({ loaded: { preferences: 'saveFailed' } }),
    );
    expect(failed.context.preferencesError).toBe(PROFILE_FAILURES.preferences);
    actor.send({ type: 'preferences.change', field: 'newsletter', value: true });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ loaded: { preferences: 'idle' } })).toBe(true);
    expect(snapshot.context.preferencesError).toBeNull();
    expect(snapshot.context.preferences.newsletter).toBe(true);
  });

  it('the two regions are independent: edit the details while preferences save', async () => {
    const { actor, prefSaves, saves } = await loaded();
    actor.send({ type: 'preferences.change', field: 'newsletter', value: true });
    actor.send({ type: 'preferences.save' });
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.change', field: 'name', value: 'Ayesha Malik' });
    expect(
      actor.getSnapshot().matches({ loaded: { details: 'editing', preferences: 'saving' } }),
    ).toBe(true);
    prefSaves[0]!.resolve(
      makeProfile({ preferences: { ...makeProfile().preferences, newsletter: true } }),
    );
    await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    // The form being typed is not touched by the preferences' answer.
    expect(actor.getSnapshot().context.values.name).toBe('Ayesha Malik');
    actor.send({ type: 'profile.save' });
    expect(saves[0]!.input.update.name).toBe('Ayesha Malik');
  });

  it('a profile save keeps preference choices that are not saved yet', async () => {
    const { actor, saves } = await editing();
    actor.send({ type: 'preferences.change', field: 'tour_type', value: 'expedition' });
    actor.send({ type: 'profile.save' });
    saves[0]!.resolve(makeProfile());
    await waitFor(actor, (s) => details(s) === 'viewing');
    expect(actor.getSnapshot().context.preferences.tour_type).toBe('expedition');
  });
});
