import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { AUTH_MESSAGES } from '../../contract/auth';
import { ENQUIRY_MESSAGES } from '../../contract/enquiries';
import { TIMINGS } from '../../machines/constants';
import { formMachine, type FormId, type FormValues } from '../../machines/form-machine';

const flush = () => new Promise((r) => setTimeout(r, 0));

function startForm(
  form: FormId,
  values: FormValues,
  submit: (values: FormValues) => Promise<unknown>,
  clock?: SimulatedClock,
) {
  const effects: Array<[string, unknown?]> = [];
  const actor = createActor(
    formMachine.provide({
      actors: { submitForm: fromPromise(({ input }) => submit(input.values)) },
      actions: {
        notifyInvalid: () => effects.push(['invalid']),
        focusFirstInvalidField: () => effects.push(['focus']),
        notifySubmitted: (_, { output }) => effects.push(['submitted', output]),
        notifyFailed: (_, { error }) => effects.push(['failed', error]),
      },
    }),
    { input: { form, values }, ...(clock ? { clock } : {}) },
  ).start();
  return { actor, effects };
}

describe('form machine: login (SPEC 5)', () => {
  it('shows SPEC messages under the fields and does not submit', () => {
    let calls = 0;
    const { actor, effects } = startForm(
      'login',
      { email: 'nope', password: '123' },
      async () => calls++,
    );
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      email: AUTH_MESSAGES.email,
      password: AUTH_MESSAGES.password,
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(calls).toBe(0);
    expect(effects.map(([e]) => e)).toEqual(['invalid', 'focus']);
  });

  it('clears a field error as soon as the field is edited', () => {
    const { actor } = startForm('login', { email: 'nope', password: '123' }, async () => null);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'email', value: 'a@b.co' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: AUTH_MESSAGES.password });
  });

  it('is submitting (fields disabled) until the request settles, then submitted', async () => {
    let resolve!: (v: unknown) => void;
    const { actor, effects } = startForm(
      'login',
      { email: 'a@b.co', password: 'secret1' },
      () => new Promise((r) => (resolve = r)),
    );
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    actor.send({ type: 'form.submit' }); // double submit is ignored
    resolve({ token: 't' });
    await flush();
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
    expect(effects).toEqual([['submitted', { token: 't' }]]);
  });

  it('a failed request returns to editing with the server field errors, values kept', async () => {
    const error = { fieldErrors: { email: [AUTH_MESSAGES.emailTaken, 'second'] }, status: 422 };
    const { actor, effects } = startForm(
      'register',
      { name: 'Ann', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' },
      () => Promise.reject(error),
    );
    actor.send({ type: 'form.submit' });
    await flush();
    const snap = actor.getSnapshot();
    expect(snap.matches('editing')).toBe(true);
    expect(snap.context.errors).toEqual({ email: AUTH_MESSAGES.emailTaken });
    expect(snap.context.values.email).toBe('a@b.co');
    expect(effects[0]).toEqual(['failed', error]);
  });
});

describe('form machine: registration (SPEC 5)', () => {
  it('requires name >= 2, a valid email, passwords >= 6 that match (on confirmPassword)', () => {
    const { actor } = startForm(
      'register',
      { name: 'A', email: 'bad', password: '12345', confirmPassword: '12345' },
      async () => null,
    );
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: AUTH_MESSAGES.name,
      email: AUTH_MESSAGES.email,
      password: AUTH_MESSAGES.password,
      confirmPassword: AUTH_MESSAGES.password,
    });
    actor.send({ type: 'field.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'secret2' });
    actor.send({ type: 'field.change', field: 'name', value: 'Ann' });
    actor.send({ type: 'field.change', field: 'email', value: 'ann@example.com' });
    actor.send({ type: 'form.submit' });
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

/** A request the test settles by hand. */
function pendingRequest() {
  const request = {} as { resolve: (v: unknown) => void; reject: (e: unknown) => void };
  const promise = new Promise((resolve, reject) => Object.assign(request, { resolve, reject }));
  return { request, submit: () => promise };
}

describe('form machine: contact (SPEC 5, 8, 9)', () => {
  it('requires name, email and message; phone and subject are optional', () => {
    const { actor } = startForm('contact', EMPTY_CONTACT, async () => null);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      name: ENQUIRY_MESSAGES.name,
      email: ENQUIRY_MESSAGES.email,
      message: ENQUIRY_MESSAGES.message,
    });
  });

  it('a fast answer still shows the send for the full 1500 ms, then clears the form', async () => {
    const clock = new SimulatedClock();
    const { actor, effects } = startForm(
      'contact',
      { ...EMPTY_CONTACT },
      async () => ({ message: 'ok' }),
      clock,
    );
    for (const [field, value] of Object.entries(FILLED_CONTACT)) {
      actor.send({ type: 'field.change', field, value });
    }
    actor.send({ type: 'form.submit' });
    await flush(); // the server has answered
    clock.increment(TIMINGS.contactSendDelay - 1);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    expect(effects).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_CONTACT);
    expect(effects).toEqual([['submitted', { message: 'ok' }]]);
  });

  it('a slow answer settles when it arrives, after the minimum', async () => {
    const clock = new SimulatedClock();
    const { request, submit } = pendingRequest();
    const { actor, effects } = startForm('contact', FILLED_CONTACT, submit, clock);
    actor.send({ type: 'form.submit' });
    clock.increment(TIMINGS.contactSendDelay * 2);
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    request.resolve({ message: 'ok' });
    await flush();
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false);
    expect(effects).toEqual([['submitted', { message: 'ok' }]]);
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
    actor.send({ type: 'form.submit' });
    await flush();
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    clock.increment(TIMINGS.contactSendDelay);
    const snap = actor.getSnapshot();
    expect(snap.matches('editing')).toBe(true);
    expect(snap.context.values).toEqual(FILLED_CONTACT);
    expect(effects).toEqual([['failed', error], ['focus']]);
  });
});

describe('form machine: custom tour request (SPEC 5, 8)', () => {
  const EMPTY_REQUEST = {
    name: '',
    email: '',
    phone: '',
    groups_size: '',
    destination: '',
    duration: '',
    preferred_date: '',
    activities: '',
    special_requirements: '',
    budget: '',
    accommodation_type: 'standard',
  };

  it('requires name, email, group size, destination, duration and activities', () => {
    const { actor } = startForm('customTour', EMPTY_REQUEST, async () => null);
    actor.send({ type: 'form.submit' });
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
    const { request, submit } = pendingRequest();
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
    const { actor, effects } = startForm('customTour', EMPTY_REQUEST, submit);
    for (const [field, value] of Object.entries(filled)) {
      actor.send({ type: 'field.change', field, value });
    }
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true);
    request.resolve({ message: 'ok' });
    await flush();
    expect(actor.getSnapshot().context.values).toEqual(EMPTY_REQUEST);
    expect(effects).toEqual([['submitted', { message: 'ok' }]]);
  });
});
