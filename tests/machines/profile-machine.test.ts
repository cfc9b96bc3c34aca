import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { AUTH_MESSAGES, MAX_NAME_LENGTH } from '../../contract/auth';
import { DEFAULT_PREFERENCES, PROFILE_MESSAGES } from '../../contract/profile';
import {
  PROFILE_FAILURES,
  toPreferences,
  type ProfileFormRef,
} from '../../machines/profile-machine';
import { apiError } from '../support/api-error';
import { TODAY, makeProfile, startProfile } from './profile-fixture';

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

/** The Personal Information region's state ('viewing' or 'editing': its form is open). */
const details = (s: { value: unknown }) =>
  (s.value as { loaded?: { details: string } }).loaded?.details;

/** The open form's snapshot (fails the test when the form is closed). */
const formSnap = (form: () => ProfileFormRef | undefined) => {
  const ref = form();
  if (!ref) throw new Error('The Personal Information form is not open');
  return ref.getSnapshot();
};

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
  it('Edit Profile opens the form filled from the profile (missing phone and date become empty)', async () => {
    const { actor, loads, form } = startProfile();
    loads[0]!.resolve(makeProfile({ phone: null, date_of_birth: null }));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(form()).toBeUndefined();
    actor.send({ type: 'profile.edit' });
    const snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('editing');
    expect(snapshot.hasTag('editing')).toBe(true);
    expect(formSnap(form).matches({ editing: 'ready' })).toBe(true);
    expect(formSnap(form).context.values).toEqual({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      phone: '',
      date_of_birth: '',
    });
    expect(snapshot.can({ type: 'profile.edit' })).toBe(false);
  });

  it('refuses an invalid form without a request: errors under the fields, focus asked', async () => {
    const { form, change, save, saves, effects } = await editing();
    change('name', 'A');
    change('phone', 'call me');
    change('date_of_birth', '2027-01-01');
    save();
    expect(formSnap(form).matches({ editing: 'ready' })).toBe(true);
    expect(saves).toHaveLength(0);
    expect(formSnap(form).context.errors).toEqual({
      name: AUTH_MESSAGES.name,
      phone: PROFILE_MESSAGES.phone,
      date_of_birth: PROFILE_MESSAGES.dateOfBirthFuture,
    });
    expect(effects).toEqual([{ type: 'focus' }]);
  });

  it('judges the e-mail, an impossible date and a too-long name like the server', async () => {
    const { form, change, save } = await editing();
    change('email', 'ayesha@');
    change('date_of_birth', '1990-02-30');
    change('name', 'x'.repeat(MAX_NAME_LENGTH + 1));
    save();
    expect(formSnap(form).context.errors).toEqual({
      email: AUTH_MESSAGES.email,
      date_of_birth: PROFILE_MESSAGES.dateOfBirth,
      name: `Name may not be longer than ${MAX_NAME_LENGTH} characters`,
    });
  });

  it('judges the date of birth against the day the page was opened', async () => {
    const { form, change, save } = await editing();
    change('date_of_birth', '2026-11-23'); // the day after TODAY
    save();
    expect(formSnap(form).context.errors).toEqual({
      date_of_birth: PROFILE_MESSAGES.dateOfBirthFuture,
    });
  });

  it('editing a field clears its error only', async () => {
    const { form, change, save } = await editing();
    change('phone', 'x');
    change('email', 'nope');
    save();
    expect(Object.keys(formSnap(form).context.errors)).toEqual(['email', 'phone']);
    change('phone', '+92 300 7654321');
    expect(formSnap(form).context.errors).toEqual({ email: AUTH_MESSAGES.email });
    expect(formSnap(form).context.values.phone).toBe('+92 300 7654321');
  });

  it('saves the trimmed form (empty phone and date as null) and shows what the server stored', async () => {
    const { actor, form, change, save, saves, effects } = await editing();
    change('name', '  Ayesha Malik ');
    change('phone', '   ');
    change('date_of_birth', '');
    save();

    const saving = formSnap(form);
    expect(saving.matches('saving')).toBe(true);
    expect(saving.hasTag('busy')).toBe(true);
    expect(saving.can({ type: 'draft.save' })).toBe(false);
    expect(saving.can({ type: 'draft.edit', edit: { field: 'name', value: 'x' } })).toBe(false);
    expect(saving.can({ type: 'draft.cancel' })).toBe(false);
    expect(details(actor.getSnapshot())).toBe('editing');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.input).toEqual({
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
    // The form, and what was typed in it, is gone.
    expect(form()).toBeUndefined();
    expect(after.hasTag('editing')).toBe(false);
    expect(effects).toEqual([
      { type: 'session', name: 'Ayesha Malik', email: 'ayesha@example.com' },
      { type: 'profileSaved', profile: stored },
    ]);
  });

  it('a 422 (e-mail taken) lands under the field and keeps what was typed', async () => {
    const { actor, form, change, save, saves, effects } = await editing();
    change('email', 'taken@example.com');
    save();
    saves[0]!.reject(
      apiError(422, 'The given data was invalid.', {
        email: [AUTH_MESSAGES.emailTaken, 'second message'],
        unknown_field: ['ignored'],
      }),
    );
    const snapshot = await waitFor(form()!, (s) => !s.matches('saving'));
    expect(snapshot.matches({ editing: 'ready' })).toBe(true);
    expect(snapshot.context.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    expect(snapshot.context.values.email).toBe('taken@example.com');
    expect(snapshot.context.failure).toBeNull();
    expect(effects).toEqual([{ type: 'focus' }]);
    expect(details(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context.profile).toEqual(makeProfile());
  });

  it('any other failure keeps the form with an alert, and Save tries again', async () => {
    const { actor, form, change, save, saves, effects } = await editing();
    change('phone', '+92 311 0000000');
    save();
    saves[0]!.reject(apiError(0, 'We could not reach the server.'));
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.hasTag('error')).toBe(true);
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
    expect(failed.context.failure).toBe('We could not reach the server.');
    expect(failed.context.values.phone).toBe('+92 311 0000000');
    expect(effects).toEqual([]);

    save();
    expect(formSnap(form).matches('saving')).toBe(true);
    expect(formSnap(form).context.failure).toBeNull();
    expect(saves[1]!.input.phone).toBe('+92 311 0000000');
    saves[1]!.resolve(makeProfile({ phone: '+92 311 0000000' }));
    await waitFor(actor, (s) => details(s) === 'viewing');
    expect(effects.map((e) => e.type)).toEqual(['session', 'profileSaved']);
  });

  it("sending again clears the server's old errors: a later failure does not show them", async () => {
    const { form, change, save, saves } = await editing();
    save();
    saves[0]!.reject(
      apiError(422, 'The given data was invalid.', { email: [AUTH_MESSAGES.emailTaken] }),
    );
    await waitFor(form()!, (s) => s.matches({ editing: 'ready' }));
    change('phone', '+92 311 0000000');
    expect(formSnap(form).context.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    save();
    expect(formSnap(form).context.errors).toEqual({});
    saves[1]!.reject(apiError(0, 'We could not reach the server.'));
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.errors).toEqual({});
  });

  it('a 422 naming no form field is a failure with the server message', async () => {
    const { form, save, saves } = await editing();
    save();
    saves[0]!.reject(apiError(422, 'Nothing to change.', { _: ['Nothing to change.'] }));
    const failed = await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(failed.context.failure).toBe('Nothing to change.');
    expect(failed.context.errors).toEqual({});
  });

  it('after a failure: typing returns to editing and clears the alert; a failure without a message says the fixed text', async () => {
    const { form, change, save, saves } = await editing();
    save();
    saves[0]!.reject({});
    await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    expect(formSnap(form).context.failure).toBe(PROFILE_FAILURES.save);
    change('name', 'Ayesha K.');
    const snapshot = formSnap(form);
    expect(snapshot.matches({ editing: 'ready' })).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.context.values.name).toBe('Ayesha K.');
  });

  it('after a failure, an invalid form is judged again without a request', async () => {
    const { form, change, save, saves, effects } = await editing();
    save();
    saves[0]!.reject(new Error('boom'));
    await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    change('email', 'bad');
    save();
    expect(formSnap(form).matches({ editing: 'ready' })).toBe(true);
    expect(formSnap(form).context.errors).toEqual({ email: AUTH_MESSAGES.email });
    expect(saves).toHaveLength(1);
    expect(effects).toEqual([{ type: 'focus' }]);
  });

  it('Cancel discards the form, from editing or after a failure', async () => {
    const { actor, form, change, save, cancel, saves } = await editing();
    change('name', 'Someone Else');
    change('phone', 'bad');
    save();
    cancel();
    let snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('viewing');
    expect(form()).toBeUndefined();
    expect(snapshot.context.profile!.name).toBe('Ayesha Khan');
    expect(saves).toHaveLength(0);

    // A new form starts from the profile, with no errors.
    actor.send({ type: 'profile.edit' });
    expect(formSnap(form).context.values.name).toBe('Ayesha Khan');
    expect(formSnap(form).context.errors).toEqual({});
    save();
    saves[0]!.reject(new Error('boom'));
    await waitFor(form()!, (s) => s.matches({ editing: 'failed' }));
    cancel();
    snapshot = actor.getSnapshot();
    expect(details(snapshot)).toBe('viewing');
    expect(form()).toBeUndefined();
  });
});

describe('profile machine: Preferences', () => {
  it('changes each choice and saves them with PUT, then shows what the server stored', async () => {
    const { actor, prefSaves, effects } = await loaded();
    actor.send({ type: 'preferences.change', field: 'tour_type', value: 'cultural' });
    actor.send({ type: 'preferences.change', field: 'notifications', value: false });
    actor.send({ type: 'preferences.change', field: 'newsletter', value: true });
    actor.send({ type: 'preferences.change', field: 'language', value: 'en' });
    actor.send({ type: 'preferences.save' });

    const saving = actor.getSnapshot();
    expect(saving.matches({ loaded: { preferences: 'saving' } })).toBe(true);
    expect(saving.hasTag('preferencesBusy')).toBe(true);
    expect(saving.can({ type: 'preferences.save' })).toBe(false);
    expect(saving.can({ type: 'preferences.change', field: 'newsletter', value: false })).toBe(
      false,
    );
    const sent = { tour_type: 'cultural', notifications: false, newsletter: true, language: 'en' };
    expect(prefSaves[0]!.input.preferences).toEqual(sent);

    const stored = makeProfile({ preferences: sent });
    prefSaves[0]!.resolve(stored);
    const after = await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    expect(after.context.preferences).toEqual(sent);
    expect(after.context.profile).toEqual(stored);
    expect(effects).toEqual([{ type: 'preferencesSaved', profile: stored }]);
  });

  it('a preferences answer read before a profile save committed does not bring back the old name', async () => {
    const { actor, change, save, saves, prefSaves } = await editing();
    const before = actor.getSnapshot().context.profile!;
    change('name', 'Renamed Traveller');
    save();
    actor.send({ type: 'preferences.change', field: 'tour_type', value: 'expedition' });
    actor.send({ type: 'preferences.save' });
    // The rename commits first; the preferences answer was read before it, with the old name.
    saves[0]!.resolve({ ...before, name: 'Renamed Traveller' });
    await waitFor(actor, (s) => s.matches({ loaded: { details: 'viewing' } }));
    prefSaves[0]!.resolve({
      ...before,
      preferences: { ...before.preferences, tour_type: 'expedition' },
    });
    const after = await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    expect(after.context.profile!.name).toBe('Renamed Traveller');
    expect(after.context.profile!.preferences.tour_type).toBe('expedition');
  });

  it('a failed save keeps the choices with an alert; Update Preferences tries again', async () => {
    const { actor, prefSaves, effects } = await loaded();
    actor.send({ type: 'preferences.change', field: 'tour_type', value: 'cultural' });
    actor.send({ type: 'preferences.save' });
    prefSaves[0]!.reject(apiError(500, 'Server Error'));
    const failed = await waitFor(actor, (s) =>
      s.matches({ loaded: { preferences: 'saveFailed' } }),
    );
    expect(failed.hasTag('preferencesFailed')).toBe(true);
    expect(failed.context.preferencesError).toBe('Server Error');
    expect(failed.context.preferences.tour_type).toBe('cultural');

    actor.send({ type: 'preferences.save' });
    expect(actor.getSnapshot().context.preferencesError).toBeNull();
    expect(prefSaves[1]!.input.preferences.tour_type).toBe('cultural');
    prefSaves[1]!.resolve(
      makeProfile({ preferences: { ...makeProfile().preferences, tour_type: 'cultural' } }),
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
    const { actor, form, change, save, prefSaves, saves } = await loaded();
    actor.send({ type: 'preferences.change', field: 'newsletter', value: true });
    actor.send({ type: 'preferences.save' });
    actor.send({ type: 'profile.edit' });
    change('name', 'Ayesha Malik');
    expect(
      actor.getSnapshot().matches({ loaded: { details: 'editing', preferences: 'saving' } }),
    ).toBe(true);
    prefSaves[0]!.resolve(
      makeProfile({ preferences: { ...makeProfile().preferences, newsletter: true } }),
    );
    await waitFor(actor, (s) => s.matches({ loaded: { preferences: 'idle' } }));
    // The form being typed is not touched by the preferences' answer.
    expect(formSnap(form).context.values.name).toBe('Ayesha Malik');
    save();
    expect(saves[0]!.input.name).toBe('Ayesha Malik');
  });

  it('a profile save keeps preference choices that are not saved yet', async () => {
    const { actor, save, saves } = await editing();
    actor.send({ type: 'preferences.change', field: 'tour_type', value: 'expedition' });
    save();
    saves[0]!.resolve(makeProfile());
    await waitFor(actor, (s) => details(s) === 'viewing');
    expect(actor.getSnapshot().context.preferences.tour_type).toBe('expedition');
  });
});
