import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { AUTH_MESSAGES } from '../../contract/auth';
import { formMachine, type FormId, type FormValues } from '../../machines/form-machine';

const flush = () => new Promise((r) => setTimeout(r, 0));

function startForm(
  form: FormId,
  values: FormValues,
  submit: (values: FormValues) => Promise<unknown>,
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
    { input: { form, values } },
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
