import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, setup } from 'xstate';
import type { FieldMessages } from '../../contract/api-failure';
import { ITINERARY_MESSAGES, TOUR_FORM_MESSAGES } from '../../contract/admin-tours';
import { AUTH_MESSAGES } from '../../contract/auth';
import { CUSTOM_TOUR_DEFAULTS, ENQUIRY_MESSAGES } from '../../contract/enquiries';
import { TOUR_MEDIA_MESSAGES } from '../../contract/tour-media';
import {
  draftValues,
  initialDraft,
  savedTourId,
  type TabDraft,
  type WizardTab,
} from '../../contract/tour-wizard';
import { TIMINGS } from '../../machines/constants';
import {
  editActor,
  editMachine,
  setField,
  type EditReport,
  type EditRules,
  type FieldEdit,
} from '../../machines/edit-machine';
import {
  FORMS,
  validateForm,
  type FieldForm,
  type FormId,
  type FormValues,
} from '../../machines/form-rules';
import { TAB_RULES, type TabForm, type TabSnapshot } from '../../machines/tour-wizard-machine';
import {
  editTour,
  fakeTabForm,
  imageFile,
  savedBasic,
  TODAY,
  VALID_BASIC,
} from './tour-wizard-fixture';
import { apiError } from '../support/api-error';
import { controllable, flush } from '../support/controllable';

type Effect = [string, unknown?];

/** A plain form (machines/form-rules.ts) on its own, as a page's form runs it. */
function startForm(
  form: FormId,
  values: FormValues,
  save: (request: FormValues) => Promise<unknown>,
  clock?: SimulatedClock,
) {
  const effects: Effect[] = [];
  const started = createActor(
    editMachine.provide({
      actors: { saveDraft: fromPromise(({ input }) => save(input as FormValues)) },
      actions: {
        notifyInvalid: () => effects.push(['invalid']),
        focusFirstInvalidField: () => effects.push(['focus']),
        notifySaved: (_, { output }) => effects.push(['saved', output]),
        notifyFailed: (_, { error }) => effects.push(['failed', error]),
      },
    }),
    { input: { rules: FORMS[form], values }, ...(clock ? { clock } : {}) },
  ).start();
  const actor = editActor<FieldForm>(started);
  const type = (field: string, value: string) =>
    actor.send({ type: 'draft.edit', edit: { field, value } });
  return { actor, effects, type, snap: () => actor.getSnapshot() };
}

/** A request the test settles by hand. */
function pendingRequest() {
  const request = {} as { resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const promise = new Promise((resolve, reject) => Object.assign(request, { resolve, reject }));
  return { request, save: () => promise };
}

describe('edit machine: login (SPEC 5)', () => {
  it('shows SPEC messages under the fields and does not save', () => {
    let calls = 0;
    const { actor, effects, snap } = startForm(
      'login',
      { email: 'nope', password: '123' },
      async () => calls++,
    );
    actor.send({ type: 'draft.save' });
    expect(snap().context.errors).toEqual({
      email: AUTH_MESSAGES.email,
      password: AUTH_MESSAGES.password,
    });
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(calls).toBe(0);
    expect(effects.map(([e]) => e)).toEqual(['invalid', 'focus']);
  });

  it('clears a field error as soon as the field is edited', () => {
    const { actor, type } = startForm(
      'login',
      { email: 'nope', password: '123' },
      async () => null,
    );
    actor.send({ type: 'draft.save' });
    type('email', 'a@b.co');
    expect(actor.getSnapshot().context.errors).toEqual({ password: AUTH_MESSAGES.password });
  });

  it('is saving (fields disabled) until the request settles, then saved and still busy', async () => {
    let resolve!: (v: unknown) => void;
    const { actor, effects, snap } = startForm(
      'login',
      { email: 'a@b.co', password: 'secret1' },
      () => new Promise((r) => (resolve = r)),
    );
    actor.send({ type: 'draft.save' });
    expect(snap().hasTag('saving')).toBe(true);
    expect(snap().hasTag('busy')).toBe(true);
    expect(snap().can({ type: 'draft.save' })).toBe(false);
    actor.send({ type: 'draft.save' }); // double submit is ignored
    resolve({ token: 't' });
    await flush();
    // Login and registration leave the page from here: the form stays busy.
    expect(snap().matches('saved')).toBe(true);
    expect(snap().hasTag('saved')).toBe(true);
    expect(snap().hasTag('busy')).toBe(true);
    expect(snap().can({ type: 'draft.edit', edit: { field: 'email', value: 'x' } })).toBe(false);
    expect(effects).toEqual([['saved', { token: 't' }]]);
  });

  it('a 422 returns to editing with the server field errors, values kept', async () => {
    const error = { fieldErrors: { email: [AUTH_MESSAGES.emailTaken, 'second'] }, status: 422 };
    const { actor, effects, snap } = startForm(
      'register',
      { name: 'Ann', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' },
      () => Promise.reject(error),
    );
    actor.send({ type: 'draft.save' });
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    expect(snap().context.values.email).toBe('a@b.co');
    expect(effects).toEqual([['failed', error], ['focus']]);
  });

  it('refused credentials (401, no field) keep the values with the failure, no field errors', async () => {
    const error = { status: 401, message: AUTH_MESSAGES.invalidCredentials };
    const { actor, effects, snap, type } = startForm(
      'login',
      { email: 'a@b.co', password: 'secret1' },
      () => Promise.reject(error),
    );
    actor.send({ type: 'draft.save' });
    await flush();
    expect(snap().matches({ editing: 'failed' })).toBe(true);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.errors).toEqual({});
    expect(snap().context.failure).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(snap().context.values).toEqual({ email: 'a@b.co', password: 'secret1' });
    expect(effects).toEqual([['failed', error]]);
    // Typing again puts the alert away.
    type('password', 'secret2');
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.failure).toBeNull();
  });
});

describe('edit machine: registration (SPEC 5)', () => {
  it('requires name >= 2, a valid email, passwords >= 6 that match (on confirmPassword)', () => {
    const { actor, type } = startForm(
      'register',
      { name: 'A', email: 'bad', password: '12345', confirmPassword: '12345' },
      async () => null,
    );
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: AUTH_MESSAGES.name,
      email: AUTH_MESSAGES.email,
      password: AUTH_MESSAGES.password,
      confirmPassword: AUTH_MESSAGES.password,
    });
    type('password', 'secret1');
    type('confirmPassword', 'secret2');
    type('name', 'Ann');
    type('email', 'ann@example.com');
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      confirmPassword: AUTH_MESSAGES.passwordsMismatch,
    });
  });
});

const EMPTY_CONTACT = { name: '', email: '', phone: '', subject: 'general', message: '' };
const FILLED_CONTACT = {
  ...EMPTY_CONTACT,
  name: 'Sara',
  email: 'sara@example.com',
  message: 'Is K2 base camp open in June?',
};

describe('edit machine: contact (SPEC 5, 8, 9)', () => {
  it('requires name, email and message; phone and subject are optional', () => {
    const { actor } = startForm('contact', EMPTY_CONTACT, async () => null);
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: ENQUIRY_MESSAGES.name,
      email: ENQUIRY_MESSAGES.email,
      message: ENQUIRY_MESSAGES.message,
    });
  });

  it('a fast answer still shows the send for the full 1500 ms, then clears the form', async () => {
    const clock = new SimulatedClock();
    const { actor, effects, type } = startForm(
      'contact',
      { ...EMPTY_CONTACT },
      async () => ({ message: 'ok' }),
      clock,
    );
    for (const [field, value] of Object.entries(FILLED_CONTACT)) type(field, value);
    actor.send({ type: 'draft.save' });
    await flush(); // the server has answered
    clock.increment(TIMINGS.contactSendDelay - 1);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(effects).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT);
    expect(effects).toEqual([['saved', { message: 'ok' }]]);
  });

  it('a slow answer settles when it arrives, after the minimum', async () => {
    const clock = new SimulatedClock();
    const { request, save } = pendingRequest();
    const { actor, effects } = startForm('contact', FILLED_CONTACT, save, clock);
    actor.send({ type: 'draft.save' });
    clock.increment(TIMINGS.contactSendDelay * 2);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    request.resolve({ message: 'ok' });
    await flush();
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    expect(effects).toEqual([['saved', { message: 'ok' }]]);
  });

  it('a failure is shown after the minimum too, and keeps what was typed', async () => {
    const clock = new SimulatedClock();
    const error = { status: 500, message: 'Server Error' };
    const { actor, effects } = startForm(
      'contact',
      FILLED_CONTACT,
      () => Promise.reject(error),
      clock,
    );
    actor.send({ type: 'draft.save' });
    await flush();
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    clock.increment(TIMINGS.contactSendDelay);
    const snap = actor.getSnapshot();
    expect(snap.matches({ editing: 'failed' })).toBe(true);
    expect(snap.context.values).toEqual(FILLED_CONTACT);
    expect(snap.context.failure).toBe('Server Error');
    // No field is to blame: nothing to focus.
    expect(effects).toEqual([['failed', error]]);
    // Saving again retries: the alert goes while it runs.
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('edit machine: custom tour request (SPEC 5, 8)', () => {
  const EMPTY_REQUEST = CUSTOM_TOUR_DEFAULTS;

  it('requires name, email, group size, destination, duration and activities', () => {
    const { actor } = startForm('customTour', EMPTY_REQUEST, async () => null);
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: ENQUIRY_MESSAGES.name,
      email: ENQUIRY_MESSAGES.email,
      groups_size: ENQUIRY_MESSAGES.groupsSize,
      destination: ENQUIRY_MESSAGES.destination,
      duration: ENQUIRY_MESSAGES.duration,
      activities: ENQUIRY_MESSAGES.activities,
    });
  });

  it('settles as soon as the request does (no minimum) and resets to the defaults', async () => {
    const { request, save } = pendingRequest();
    const filled = {
      ...EMPTY_REQUEST,
      name: 'Omar',
      email: 'omar@example.com',
      groups_size: '4',
      destination: 'Hunza',
      duration: '10 days',
      activities: 'Hiking',
      accommodation_type: 'luxury',
    };
    const { actor, effects, type } = startForm('customTour', EMPTY_REQUEST, save);
    for (const [field, value] of Object.entries(filled)) type(field, value);
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    request.resolve({ message: 'ok' });
    await flush();
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_REQUEST);
    expect(effects).toEqual([['saved', { message: 'ok' }]]);
  });
});

describe('edit machine: newsletter and change password (SPEC 5, 8)', () => {
  it('the newsletter needs a valid e-mail and clears after subscribing', async () => {
    const { actor, type, effects } = startForm('newsletter', { email: '' }, async () => ({
      alreadySubscribed: false,
    }));
    actor.send({ type: 'draft.save' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: ENQUIRY_MESSAGES.email });
    type('email', 'sara@example.com');
    actor.send({ type: 'draft.save' });
    await flush();
    expect(actor.getSnapshot().context.values).toEqual({ email: '' });
    expect(effects.at(-1)).toEqual(['saved', { alreadySubscribed: false }]);
  });

  it('a changed password is not left on screen', async () => {
    const empty = { current_password: '', password: '', confirmPassword: '' };
    expect(validateForm('changePassword', empty)).not.toEqual({});
    const { actor, type } = startForm('changePassword', empty, async () => ({}));
    type('current_password', 'secret1');
    type('password', 'secret22');
    type('confirmPassword', 'secret22');
    actor.send({ type: 'draft.save' });
    await flush();
    expect(actor.getSnapshot().context.values).toEqual(empty);
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
  });
});

/*
 * The machine on its own terms: a form's rules given as input (here a small two-field form whose
 * gallery-like items can be removed), under a parent that hears its reports.
 */
interface Item {
  id: number;
  label: string;
}
interface NoteValues {
  title: string;
  body: string;
  items: Item[];
}
interface NoteForm {
  values: NoteValues;
  edit: FieldEdit<Pick<NoteValues, 'title' | 'body'>>;
  request: { title: string };
  output: { title: string; items: Item[] };
}

const NOTE: NoteValues = {
  title: 'Day one',
  body: 'Arrive in Skardu',
  items: [
    { id: 1, label: 'a' },
    { id: 2, label: 'b' },
  ],
};

function noteRules(overrides: Partial<EditRules<NoteForm>> = {}): EditRules<NoteForm> {
  return {
    edit: (values, edit) => {
      // A refused edit: the body is locked once it says 'locked'.
      if (edit.field === 'body' && values.body === 'locked') return null;
      return setField(values, edit) as { values: NoteValues; clears: readonly string[] };
    },
    validate: (values): FieldMessages => (values.title ? {} : { title: 'A title is needed' }),
    request: (values) => ({ title: values.title.trim() }),
    removable: (values, id) => values.items.some((item) => item.id === id),
    removed: (values, output) => ({ ...values, items: output.items }),
    ...overrides,
  };
}

function startNote(rules: EditRules<NoteForm> = noteRules()) {
  const saves = controllable<unknown, unknown>();
  const removals = controllable<unknown, { values: unknown; id: number }>();
  const effects: Effect[] = [];
  const reports: Array<EditReport<NoteForm>> = [];
  const logic = editMachine.provide({
    actors: { saveDraft: saves.logic, removeItem: removals.logic },
    actions: {
      notifySaved: (_, { output }) => effects.push(['saved', output]),
      notifyInvalid: (_, { errors }) => effects.push(['invalid', errors]),
      notifyFailed: (_, { error }) => effects.push(['failed', error]),
      notifyNothingToSave: () => effects.push(['nothingToSave']),
      focusFirstInvalidField: () => effects.push(['focus']),
      notifyRemoved: (_, { output }) => effects.push(['removed', output]),
      notifyRemoveFailed: (_, { error }) => effects.push(['removeFailed', error]),
    },
  });
  const parent = createActor(
    setup({
      types: { events: {} as EditReport<NoteForm> },
      actors: { note: logic },
    }).createMachine({
      id: 'noteParent',
      invoke: { id: 'note', src: 'note', input: { rules, values: NOTE } },
      on: {
        'edit.saved': { actions: ({ event }) => reports.push(event) },
        'edit.invalid': { actions: ({ event }) => reports.push(event) },
        'edit.failed': { actions: ({ event }) => reports.push(event) },
        'edit.cancelled': { actions: ({ event }) => reports.push(event) },
      },
    }),
  ).start();
  const actor = editActor<NoteForm>(parent.getSnapshot().children.note!);
  return {
    actor,
    snap: () => actor.getSnapshot(),
    saves: saves.calls,
    removals: removals.calls,
    effects,
    reports,
  };
}

describe('edit machine: a form under a parent', () => {
  it('starts editing the values it was given, with no errors, failure or removal', () => {
    const { snap } = startNote();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context).toMatchObject({
      values: NOTE,
      initialValues: NOTE,
      errors: {},
      failure: null,
      removingId: null,
    });
  });

  it('applies the edits its rules accept and refuses the rest', () => {
    const { actor, snap } = startNote();
    actor.send({ type: 'draft.edit', edit: { field: 'body', value: 'locked' } });
    expect(snap().context.values.body).toBe('locked');
    const refused = { type: 'draft.edit', edit: { field: 'body', value: 'open' } } as const;
    expect(snap().can(refused)).toBe(false);
    actor.send(refused);
    expect(snap().context.values.body).toBe('locked');
  });

  it("refused by its checks: messages under the fields, and the parent hears 'edit.invalid'", () => {
    const { actor, snap, saves, effects, reports } = startNote();
    actor.send({ type: 'draft.edit', edit: { field: 'title', value: '' } });
    actor.send({ type: 'draft.save' });
    expect(saves).toHaveLength(0);
    expect(snap().context.errors).toEqual({ title: 'A title is needed' });
    expect(effects).toEqual([['invalid', { title: 'A title is needed' }], ['focus']]);
    expect(reports).toEqual([{ type: 'edit.invalid', errors: { title: 'A title is needed' } }]);
  });

  it('sends what its rules build; once saved it is done and tells the parent', async () => {
    const { actor, snap, saves, effects, reports } = startNote();
    actor.send({ type: 'draft.edit', edit: { field: 'title', value: '  Day two ' } });
    actor.send({ type: 'draft.save' });
    expect(saves[0]!.input).toEqual({ title: 'Day two' });
    expect(snap().matches('saving')).toBe(true);
    expect(snap().can({ type: 'draft.cancel' })).toBe(false);
    saves[0]!.resolve({ title: 'Day two', items: [] });
    await flush();
    expect(snap().matches('saved')).toBe(true);
    expect(effects).toEqual([['saved', { title: 'Day two', items: [] }]]);
    expect(reports).toEqual([{ type: 'edit.saved', output: { title: 'Day two', items: [] } }]);
  });

  it("a form whose rules say what follows a save stays open with it (the server's values)", async () => {
    const { actor, snap, saves, reports } = startNote(
      noteRules({ saved: (values, output) => ({ ...values, title: output.title }) }),
    );
    actor.send({ type: 'draft.save' });
    saves[0]!.resolve({ title: 'Stored', items: [] });
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.values.title).toBe('Stored');
    expect(reports).toEqual([{ type: 'edit.saved', output: { title: 'Stored', items: [] } }]);
  });

  it('a 422 naming its fields lands under them; the parent hears the messages', async () => {
    const { actor, snap, saves, effects, reports } = startNote();
    actor.send({ type: 'draft.save' });
    const error = { status: 422, message: 'Invalid', fieldErrors: { title: ['Taken', 'second'] } };
    saves[0]!.reject(error);
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.errors).toEqual({ title: 'Taken' });
    expect(effects).toEqual([['failed', error], ['focus']]);
    expect(reports).toEqual([{ type: 'edit.invalid', errors: { title: 'Taken' } }]);
  });

  it("a 422 the rules read as naming no field of theirs is a failure with the server's message", async () => {
    const { actor, snap, saves } = startNote(noteRules({ serverErrors: () => ({}) }));
    actor.send({ type: 'draft.save' });
    saves[0]!.reject({ status: 422, message: 'Nothing to change.', fieldErrors: { x: ['y'] } });
    await flush();
    expect(snap().matches({ editing: 'failed' })).toBe(true);
    expect(snap().context.failure).toBe('Nothing to change.');
  });

  it("any other failure keeps the values with an alert; the parent hears 'edit.failed'", async () => {
    const { actor, snap, saves, effects, reports } = startNote();
    actor.send({ type: 'draft.save' });
    const error = new Error('boom');
    saves[0]!.reject(error);
    await flush();
    expect(snap().matches({ editing: 'failed' })).toBe(true);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.failure).toBe('boom');
    expect(snap().context.values).toEqual(NOTE);
    expect(effects).toEqual([['failed', error]]);
    expect(reports).toEqual([{ type: 'edit.failed', error }]);
  });

  it("a failure with no message says the rules' text, or 'Something went wrong'", async () => {
    const plain = startNote();
    plain.actor.send({ type: 'draft.save' });
    plain.saves[0]!.reject({});
    await flush();
    expect(plain.snap().context.failure).toBe('Something went wrong');

    const worded = startNote(noteRules({ failureMessage: 'Your note was not saved.' }));
    worded.actor.send({ type: 'draft.save' });
    worded.saves[0]!.reject({});
    await flush();
    expect(worded.snap().context.failure).toBe('Your note was not saved.');
  });

  it("sending again clears the server's old errors", async () => {
    const { actor, snap, saves } = startNote();
    actor.send({ type: 'draft.save' });
    saves[0]!.reject({ status: 422, fieldErrors: { title: ['Taken'] } });
    await flush();
    actor.send({ type: 'draft.edit', edit: { field: 'body', value: 'More' } });
    expect(snap().context.errors).toEqual({ title: 'Taken' });
    actor.send({ type: 'draft.save' });
    expect(snap().context.errors).toEqual({});
  });

  it("Cancel is the parent's to act on; while saving it waits for the answer", () => {
    const { actor, reports } = startNote();
    actor.send({ type: 'draft.cancel' });
    expect(reports).toEqual([{ type: 'edit.cancelled' }]);
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'draft.cancel' });
    expect(reports).toHaveLength(1);
  });

  it('nothing to save is an alert, not a request', () => {
    const { actor, snap, saves, effects, reports } = startNote(
      noteRules({ hasNothingToSave: (values) => values.body === '' }),
    );
    actor.send({ type: 'draft.edit', edit: { field: 'body', value: '' } });
    actor.send({ type: 'draft.save' });
    expect(saves).toHaveLength(0);
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(effects).toEqual([['nothingToSave']]);
    expect(reports).toEqual([]);
  });

  it('removes a stored item at once; a failed removal keeps it', async () => {
    const { actor, snap, removals, effects } = startNote();
    expect(snap().can({ type: 'item.remove', id: 999 })).toBe(false);
    actor.send({ type: 'item.remove', id: 1 });
    expect(snap().matches('removing')).toBe(true);
    expect(snap().hasTag('removing')).toBe(true);
    expect(snap().hasTag('busy')).toBe(true);
    expect(snap().can({ type: 'draft.save' })).toBe(false);
    expect(snap().context.removingId).toBe(1);
    expect(removals[0]!.input).toEqual({ values: NOTE, id: 1 });
    const error = { status: 404, message: 'Gone' };
    removals[0]!.reject(error);
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.removingId).toBeNull();
    expect(snap().context.values.items).toHaveLength(2);

    actor.send({ type: 'item.remove', id: 1 });
    const stored = { title: 'Day one', items: [{ id: 2, label: 'b' }] };
    removals[1]!.resolve(stored);
    await flush();
    expect(snap().context.values.items.map((item) => item.id)).toEqual([2]);
    expect(effects).toEqual([
      ['removeFailed', error],
      ['removed', stored],
    ]);
  });

  it('a form whose rules remove nothing refuses item.remove; without `removed` the values stay', async () => {
    const none = startNote(noteRules({ removable: undefined }));
    expect(none.snap().can({ type: 'item.remove', id: 1 })).toBe(false);

    const kept = startNote(noteRules({ removed: undefined }));
    kept.actor.send({ type: 'item.remove', id: 1 });
    kept.removals[0]!.resolve({ title: 'Day one', items: [] });
    await flush();
    expect(kept.snap().context.values).toEqual(NOTE);
  });

  it('a form on its own has no parent to tell', async () => {
    const { actor, snap } = startForm(
      'login',
      { email: 'a@b.co', password: 'secret1' },
      async () => ({ token: 't' }),
    );
    actor.send({ type: 'draft.cancel' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(snap().matches('saved')).toBe(true);
  });
});

/**
 * One wizard tab's form (TAB_RULES) under a minimal parent (the wizard's part: it hears
 * `edit.saved`), with fake I/O from the wizard's fixture. The wizard's own tests cover each
 * tab's rules in place.
 */
interface TabOptions {
  tourId?: number | null;
  /** Start from tour 7 as loaded, or from the empty form. */
  loaded?: boolean;
}

function startTab(tab: WizardTab, options: TabOptions = {}) {
  const { tourId = 7, loaded = true } = options;
  const fakes = fakeTabForm();
  const reports: Array<EditReport<TabForm>> = [];
  const draft: TabDraft = initialDraft(tab, loaded ? editTour() : null, TODAY);
  const parent = createActor(
    setup({
      types: { events: {} as EditReport<TabForm> },
      actors: { tabForm: fakes.logic },
    }).createMachine({
      id: 'tabParent',
      invoke: { id: 'tab', src: 'tabForm', input: { rules: TAB_RULES, values: { draft, tourId } } },
      on: { 'edit.saved': { actions: ({ event }) => reports.push(event) } },
    }),
  ).start();
  const actor = editActor<TabForm>(parent.getSnapshot().children.tab!);
  return { actor, snap: () => actor.getSnapshot(), ...fakes, reports };
}

const tabDraft = <T extends WizardTab>(snap: TabSnapshot, tab: T) =>
  draftValues(snap.context.values.draft, tab);

describe('edit machine: a tour-wizard tab (TAB_RULES)', () => {
  it('starts editing the draft it was given, with no errors', () => {
    const { snap } = startTab('itinerary');
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.errors).toEqual({});
    expect(tabDraft(snap(), 'itinerary').map((d) => d.title)).toEqual([
      'Arrive in Skardu',
      'Drive to Askole',
    ]);
  });

  it('applies the edits its rules accept and refuses the rest (another tab, a bad index)', () => {
    const { actor, snap } = startTab('itinerary');
    actor.send({ type: 'draft.edit', edit: { type: 'itinerary.add' } });
    expect(tabDraft(snap(), 'itinerary')).toHaveLength(3);
    const refused = [
      { type: 'itinerary.remove', index: 7 },
      { type: 'basic.change', field: 'title', value: 'K2' },
    ] as const;
    for (const edit of refused) {
      expect(snap().can({ type: 'draft.edit', edit })).toBe(false);
      actor.send({ type: 'draft.edit', edit });
    }
    expect(tabDraft(snap(), 'itinerary')).toHaveLength(3);
  });

  it('saves a valid draft, shows what the server stored and tells the wizard', async () => {
    const { actor, snap, saves, effects, reports } = startTab('basic', {
      tourId: null,
      loaded: false,
    });
    for (const [field, value] of Object.entries(VALID_BASIC)) {
      actor.send({
        type: 'draft.edit',
        edit: { type: 'basic.change', field: field as keyof typeof VALID_BASIC, value },
      });
    }
    actor.send({ type: 'draft.save' });
    expect(saves.basic[0]!.input).toMatchObject({ tab: 'basic', tourId: null });
    expect(snap().matches('saving')).toBe(true);
    expect(snap().hasTag('saving')).toBe(true);
    expect(snap().can({ type: 'draft.save' })).toBe(false);
    const stored = savedBasic({ id: 42, title: 'Stored title' });
    saves.basic[0]!.resolve(stored);
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.values.tourId).toBe(42);
    expect(tabDraft(snap(), 'basic').title).toBe('Stored title');
    expect(effects).toEqual([{ type: 'notifySaved', tab: 'basic' }]);
    expect(reports).toEqual([{ type: 'edit.saved', output: { tab: 'basic', saved: stored } }]);
    const [report] = reports;
    expect(report?.type === 'edit.saved' && savedTourId(report.output, null)).toBe(42);
  });

  it('a refused save lands under the fields, focus asked; the draft can be sent again', async () => {
    const { actor, snap, saves, effects, reports } = startTab('itinerary');
    actor.send({ type: 'draft.save' });
    const error = apiError(422, 'x', { 'itinerary.0.title': [ITINERARY_MESSAGES.titleTooLong] });
    saves.itinerary[0]!.reject(error);
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.errors).toEqual({ 'itinerary.0.title': ITINERARY_MESSAGES.titleTooLong });
    expect(effects).toEqual([
      { type: 'notifyFailed', tab: 'itinerary', error },
      { type: 'focusFirstInvalidField', tab: 'itinerary' },
    ]);
    expect(reports).toEqual([]);
    // The draft is still there and can be sent again.
    actor.send({ type: 'draft.save' });
    expect(saves.itinerary).toHaveLength(2);
  });

  it('a failing save with no field to blame lands in its error state', async () => {
    const { actor, snap, saves, effects } = startTab('itinerary');
    actor.send({ type: 'draft.save' });
    const error = apiError(500, 'Server Error');
    saves.itinerary[0]!.reject(error);
    await flush();
    expect(snap().matches({ editing: 'failed' })).toBe(true);
    expect(snap().hasTag('error')).toBe(true);
    expect(snap().context.errors).toEqual({});
    expect(effects).toEqual([{ type: 'notifyFailed', tab: 'itinerary', error }]);
  });

  it('a draft its checks refuse is not sent; focus goes to the first invalid field', () => {
    const { actor, snap, saves, effects } = startTab('basic', { loaded: false });
    actor.send({ type: 'draft.save' });
    expect(saves.basic).toHaveLength(0);
    expect(snap().context.errors.title).toBe(TOUR_FORM_MESSAGES.titleRequired);
    expect(effects).toEqual([
      { type: 'notifyInvalid', tab: 'basic' },
      { type: 'focusFirstInvalidField', tab: 'basic' },
    ]);
  });

  it('a 413 on Media lands under the gallery (the app gives Media no focus)', async () => {
    const { actor, snap, saves, effects } = startTab('media');
    actor.send({ type: 'draft.edit', edit: { type: 'media.add', files: [imageFile()] } });
    actor.send({ type: 'draft.save' });
    const error = apiError(413, TOUR_MEDIA_MESSAGES.bodyTooLarge);
    saves.media[0]!.reject(error);
    await flush();
    expect(snap().context.errors).toEqual({ gallery: TOUR_MEDIA_MESSAGES.bodyTooLarge });
    expect(effects).toEqual([
      { type: 'notifyFailed', tab: 'media', error },
      { type: 'focusFirstInvalidField', tab: 'media' },
    ]);
  });

  it('nothing to save is an alert, not a request', () => {
    const { actor, snap, saves, effects } = startTab('media');
    actor.send({ type: 'draft.save' });
    expect(saves.media).toHaveLength(0);
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(effects).toEqual([{ type: 'notifyNothingToSave', tab: 'media' }]);
  });

  it('removes a stored item at once; a failed removal keeps it', async () => {
    const { actor, snap, removals, effects } = startTab('media');
    expect(snap().can({ type: 'item.remove', id: 999 })).toBe(false);
    actor.send({ type: 'item.remove', id: 31 });
    expect(snap().hasTag('removing')).toBe(true);
    expect(snap().context.removingId).toBe(31);
    expect(removals[0]!.input).toEqual({ tourId: 7, itemId: 31 });
    removals[0]!.reject(apiError(404, TOUR_MEDIA_MESSAGES.mediaNotFound));
    await flush();
    expect(snap().matches({ editing: 'ready' })).toBe(true);
    expect(snap().context.removingId).toBeNull();
    expect(tabDraft(snap(), 'media').media).toHaveLength(2);

    actor.send({ type: 'item.remove', id: 31 });
    const [, second] = editTour().media;
    removals[1]!.resolve({ thumbnail: null, media: [second!] });
    await flush();
    expect(tabDraft(snap(), 'media').media.map((m) => m.id)).toEqual([32]);
    expect(effects.map((e) => e.type)).toEqual(['notifyRemoveFailed', 'notifyRemoved']);
  });

  it('only Media has stored items to remove', () => {
    const { snap } = startTab('itinerary');
    expect(snap().can({ type: 'item.remove', id: 101 })).toBe(false);
  });
});
