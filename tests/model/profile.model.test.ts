import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';
import type { StateValue } from 'xstate';
import { AUTH_MESSAGES } from '../../contract/auth';
import {
  PROFILE_MESSAGES,
  profileFormValues,
  toProfileUpdate,
  type Profile,
  type ProfileUpdate,
} from '../../contract/profile';
import {
  profileForm,
  profileMachine,
  type ProfileEvent,
  type ProfileForm,
  type ProfileSnapshot,
  profileFormActor,
} from '../../machines/profile-machine';
import { apiError } from '../support/api-error';
import { allStateNodes } from '../support/model-paths';
import { TODAY, makeProfile, startProfile } from '../machines/profile-fixture';
import { describeFormWalk, type FormWalk } from './edit-paths';

/*
 * Paths generated from the real profile machine: @xstate/graph walks its pure transition
 * function with what a traveller does on the Profile tab (Edit Profile; the form saved or
 * cancelled, as the form reports it; choose preferences, update them, try again) and what the
 * server answers, then every path is replayed on a real actor with fake server calls, the form's
 * reports made by the real form (typed in, saved, answered). At every step the actor must be
 * where the graph predicted, with the tags its states promise, the server asked exactly what the
 * form holds and the app asked for exactly the toasts and session update it needs. The form
 * itself (type a good or a bad phone, save, a 422, offline) is walked below on the real edit
 * machine with the profile's rules.
 */

type Path = StatePath<ProfileSnapshot, ProfileEvent>;

const LOADED = 'xstate.done.actor.fetchProfile';
const LOAD_FAILED = 'xstate.error.actor.fetchProfile';
const PREFS_SAVED = 'xstate.done.actor.updatePreferences';
const PREFS_FAILED = 'xstate.error.actor.updatePreferences';

/** An event only an invoked actor sends (typed as a machine event for the graph). */
const internal = (type: string, payload: { output?: unknown; error?: unknown }) =>
  ({ type, ...payload }) as unknown as ProfileEvent;

const LOADED_PROFILE = makeProfile();
const NEW_NAME = 'Ayesha Malik';
const BAD_PHONE = 'call me';
const EMAIL_TAKEN = apiError(422, 'The given data was invalid.', {
  email: [AUTH_MESSAGES.emailTaken],
});
const OFFLINE = apiError(0, 'We could not reach the server.');

/** The server stores what it was sent and answers with the whole profile. */
const storedProfile = (update: ProfileUpdate): Profile => ({ ...LOADED_PROFILE, ...update });
/** What the form saves in the walk: the loaded profile, renamed. */
const RENAMED = storedProfile({
  ...toProfileUpdate(profileFormValues(LOADED_PROFILE)),
  name: NEW_NAME,
});

function detailsEvents(s: ProfileSnapshot): ProfileEvent[] {
  if (s.matches({ loaded: { details: 'viewing' } })) return [{ type: 'profile.edit' }];
  if (!s.matches({ loaded: { preferences: 'idle' } })) return [];
  if (s.matches({ loaded: { details: 'editing' } }))
    return [{ type: 'edit.saved', output: RENAMED }, { type: 'edit.cancelled' }];
  return [];
}

function preferencesEvents(s: ProfileSnapshot): ProfileEvent[] {
  const c = s.context;
  // Explored while the details are read-only (the regions are independent: Edit Profile is
  // offered in every preferences state, which is enough to show it).
  if (!s.matches({ loaded: { details: 'viewing' } })) return [];
  if (s.matches({ loaded: { preferences: 'idle' } })) {
    const events: ProfileEvent[] = [{ type: 'preferences.save' }];
    if (c.preferences.tour_type !== 'cultural')
      events.push({ type: 'preferences.change', field: 'tour_type', value: 'cultural' });
    return events;
  }
  if (s.matches({ loaded: { preferences: 'saving' } }))
    return [
      internal(PREFS_SAVED, { output: { ...c.profile!, preferences: c.preferences } }),
      internal(PREFS_FAILED, { error: OFFLINE }),
    ];
  if (s.matches({ loaded: { preferences: 'saveFailed' } }))
    return [
      { type: 'preferences.save' },
      { type: 'preferences.change', field: 'newsletter', value: true },
    ];
  return [];
}

function travellerAndServerEvents(s: ProfileSnapshot): ProfileEvent[] {
  if (s.matches('loading'))
    return [
      internal(LOADED, { output: LOADED_PROFILE }),
      internal(LOAD_FAILED, { error: apiError(500, 'Server Error') }),
    ];
  if (s.matches('failed')) return [{ type: 'profile.retry' }];
  // A saved change ends the walk there: what follows a save is what followed the load.
  if (JSON.stringify(s.context.profile) !== JSON.stringify(LOADED_PROFILE)) return [];
  return [...detailsEvents(s), ...preferencesEvents(s)];
}

const serialize = (s: ProfileSnapshot) => JSON.stringify({ value: s.value, context: s.context });
const options = {
  events: travellerAndServerEvents,
  serializeState: serialize,
  input: { today: '2026-11-22' },
};

/* The shortest path to every state, then every other transition appended to the shortest path
 * of its source, so each transition of the walk is replayed at least once. */
const adjacency = getAdjacencyMap(profileMachine, options);
const edges = adjacencyMapToArray(adjacency);
const shortest = getShortestPaths(profileMachine, options);
const everyTransition = transitionPaths(shortest, edges, serialize);

/** A short name for a path: 'profile.edit > edit.saved'. */
function describePath(path: Path): string {
  return path.steps
    .slice(1)
    .map(({ event }) => {
      const e = event as ProfileEvent & { error?: { status?: number } };
      const type = e.type as string;
      if (type.startsWith('xstate.done.actor.')) return `ok(${type.slice(18)})`;
      if (type.startsWith('xstate.error.actor.'))
        return `fail ${e.error?.status}(${type.slice(19)})`;
      if ('field' in e) return `${type} ${e.field}=${String(e.value)}`;
      return type;
    })
    .join(' > ');
}

const paths = withoutPrefixes([...shortest, ...everyTransition]);

/** 'loaded.details.editing' and 'loaded.preferences.idle' for a parallel value. */
function leaves(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [] : leaves(child, `${prefix}${key}.`),
  );
}

/** The tags each leaf state promises the view. */
const TAGS: Record<string, string[]> = {
  loading: ['loading'],
  failed: ['error'],
  'loaded.details.viewing': [],
  'loaded.details.editing': ['editing'],
  'loaded.preferences.idle': [],
  'loaded.preferences.saving': ['preferencesBusy'],
  'loaded.preferences.saveFailed': ['preferencesFailed'],
};

function expectContract(s: ProfileSnapshot, at: string) {
  const c = s.context;
  const form = profileFormActor(s);
  for (const leaf of leaves(s.value)) {
    if (leaf === 'failed') expect(c.loadError, at).toBe('Server Error');
    if (leaf.startsWith('loaded')) expect(c.profile, at).not.toBeNull();
    // The form exists only while editing: what was typed goes with it.
    if (leaf === 'loaded.details.viewing') expect(form, at).toBeUndefined();
    if (leaf === 'loaded.details.editing') {
      expect(form?.getSnapshot().context.initialValues, at).toEqual(profileFormValues(c.profile!));
    }
    if (leaf === 'loaded.preferences.idle' || leaf === 'loaded.preferences.saving')
      expect(c.preferencesError, at).toBeNull();
    if (leaf === 'loaded.preferences.saveFailed')
      expect(c.preferencesError, at).toBe(OFFLINE.message);
  }
  if (!s.matches('loaded')) expect(form, at).toBeUndefined();
}

/** The effects the app is asked for when the machine takes `event`. */
function expectedEffects(event: ProfileEvent & { output?: unknown }) {
  switch (event.type as string) {
    case 'edit.saved': {
      const profile = event.output as Profile;
      return [
        { type: 'session', name: profile.name, email: profile.email },
        { type: 'profileSaved', profile },
      ];
    }
    case PREFS_SAVED:
      return [{ type: 'preferencesSaved', profile: event.output }];
    default:
      return [];
  }
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

async function replay(path: Path) {
  const h = startProfile();
  const snap = () => h.actor.getSnapshot();
  let previous = snap();
  for (const [index, step] of path.steps.entries()) {
    const event = step.event as ProfileEvent & { output?: unknown; error?: unknown };
    const type = event.type as string;
    const at = `step ${index} (${type}) of ${pathKey(path)}`;
    if (type === LOADED) h.loads.at(-1)!.resolve(event.output as Profile);
    else if (type === LOAD_FAILED) h.loads.at(-1)!.reject(event.error);
    else if (type === 'edit.saved') {
      // The real form reports it: typed in, saved, answered.
      h.change('name', NEW_NAME);
      h.save();
      expect(h.saves.at(-1)!.input, at).toEqual(toProfileUpdate(profileFormValues(RENAMED)));
      h.saves.at(-1)!.resolve(event.output as Profile);
    } else if (type === 'edit.cancelled') h.cancel();
    else if (type === PREFS_SAVED) h.prefSaves.at(-1)!.resolve(event.output as Profile);
    else if (type === PREFS_FAILED) h.prefSaves.at(-1)!.reject(event.error);
    else if (type !== 'xstate.init') h.actor.send(event);
    if ((type.startsWith('xstate.') && type !== 'xstate.init') || type === 'edit.saved')
      await tick();

    const actual = snap();
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    expect([...actual.tags].sort(), at).toEqual(
      [...new Set(leaves(actual.value).flatMap((leaf) => TAGS[leaf]!))].sort(),
    );
    expectContract(actual, at);
    if (type !== 'xstate.init') {
      expect(h.effects.splice(0), at).toEqual(expectedEffects(event));
    }

    // What the server was asked, when a request starts.
    const started = (state: Parameters<ProfileSnapshot['matches']>[0]) =>
      actual.matches(state) && !previous.matches(state);
    if (started('loading') && type !== 'xstate.init') {
      expect(h.loads.length, at).toBe(path.steps.filter((s) => s.state.matches('loading')).length);
    }
    if (started({ loaded: { details: 'editing' } })) expect(h.saves, at).toHaveLength(0);
    if (started({ loaded: { preferences: 'saving' } })) {
      expect(h.prefSaves.at(-1)!.input.preferences, at).toEqual(actual.context.preferences);
    }
    previous = actual;
  }
  h.actor.stop();
}

describe('profile model paths (generated from the real machine)', () => {
  const visited = paths.flatMap((p) => p.steps.map((s) => s.state));

  it('visits every state of the machine', () => {
    const states = allStateNodes(profileMachine.root);
    expect(states.sort()).toEqual(
      [
        'loading',
        'failed',
        'loaded',
        'loaded.details',
        'loaded.details.viewing',
        'loaded.details.editing',
        'loaded.preferences',
        'loaded.preferences.idle',
        'loaded.preferences.saving',
        'loaded.preferences.saveFailed',
      ].sort(),
    );
    const reached = new Set(
      visited.flatMap((s) =>
        leaves(s.value).flatMap((leaf) =>
          leaf.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')),
        ),
      ),
    );
    expect([...reached].sort()).toEqual(states.sort());
  });

  it('takes every traveller and server event', () => {
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type as string)));
    for (const type of [
      'profile.retry',
      'profile.edit',
      'edit.saved',
      'edit.cancelled',
      'preferences.change',
      'preferences.save',
      LOADED,
      LOAD_FAILED,
      PREFS_SAVED,
      PREFS_FAILED,
    ]) {
      expect(types, type).toContain(type);
    }
  });

  it('stays a walk small enough to replay', () => {
    console.info(
      `profile graph: ${Object.keys(adjacency).length} states, ${edges.length} transitions, ` +
        `${paths.length} replayed paths`,
    );
    expect(paths.length).toBeLessThan(2000);
  });

  for (const path of paths) {
    it(describePath(path), () => replay(path));
  }
});

/** Personal Information's form: the profile's rules on the real edit machine. */
const PROFILE_FORM: FormWalk<ProfileForm> = {
  name: 'profile form',
  rules: profileForm(TODAY),
  values: profileFormValues(LOADED_PROFILE),
  edits: (values) => [
    ...(values.name === NEW_NAME ? [] : [{ field: 'name' as const, value: NEW_NAME }]),
    { field: 'phone', value: values.phone === BAD_PHONE ? '+92 311 7654321' : BAD_PHONE },
  ],
  stored: storedProfile,
  refusal: EMAIL_TAKEN,
  failure: OFFLINE,
  failureText: OFFLINE.message,
  // Field errors are only ever the client's bad phone or the server's taken e-mail.
  messages: [PROFILE_MESSAGES.phone, AUTH_MESSAGES.emailTaken],
};

describe('profile form model paths (generated from the real edit machine)', () => {
  describeFormWalk(PROFILE_FORM, { it });
});
