import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { LoginResponse } from '../../contract/auth';
import { TWO_FACTOR_MESSAGES, type LoginStepResponse } from '../../contract/two-factor';
import { editMachine } from '../../machines/edit-machine';
import {
  codeFormActor,
  codeRules,
  credentialsFormActor,
  loginMachine,
} from '../../machines/login-machine';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';

const USER = {
  id: 1,
  name: 'Test Admin',
  email: 'admin@example.com',
  roles: [{ name: 'admin' }],
};
const SESSION: LoginResponse = { user: USER, token: 'token-1' };
const CHALLENGE: LoginStepResponse = { two_factor: true, challenge: 'challenge-1' };

/**
 * The login page with fake server answers: `password` answers the credentials form, `code` the
 * code form; `sent` records each request, `signedIn` what the app was asked to start.
 */
function startLogin(answers: {
  password: (request: unknown) => Promise<LoginStepResponse>;
  code?: (request: unknown) => Promise<LoginResponse>;
}) {
  const sent: Array<[string, unknown]> = [];
  const signedIn: unknown[] = [];
  const form = (name: string, answer: (request: unknown) => Promise<unknown>) =>
    editMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }) => {
          sent.push([name, input]);
          return answer(input);
        }),
      },
      actions: { focusFirstInvalidField: () => undefined },
    });
  const actor = createActor(
    loginMachine.provide({
      actors: {
        credentialsForm: form('password', answers.password),
        codeForm: form('code', answers.code ?? (() => Promise.reject(new Error('no code')))),
      },
      actions: { signIn: (_, { response }) => signedIn.push(response) },
    }),
    { input: { email: 'admin@example.com' } },
  ).start();
  return { actor, sent, signedIn };
}

const type = (form: AnyActorRef | undefined, field: string, value: string) =>
  form?.send({ type: 'draft.edit', edit: { field, value } });
const submit = async (form: AnyActorRef | undefined) => {
  form?.send({ type: 'draft.save' });
  await flush();
  await flush();
};

describe('login machine (SPEC 4; issue 18 two-factor step)', () => {
  it('signs in with the password alone when the server hands out a session', async () => {
    const { actor, sent, signedIn } = startLogin({ password: async () => SESSION });
    expect(actor.getSnapshot().hasTag('credentials')).toBe(true);
    const credentials = credentialsFormActor(actor.getSnapshot());
    expect(credentials?.getSnapshot().context.values).toEqual({
      email: 'admin@example.com',
      password: '',
    });
    type(credentials, 'password', 'secret-password');
    await submit(credentials);
    expect(sent).toEqual([
      ['password', { email: 'admin@example.com', password: 'secret-password' }],
    ]);
    expect(signedIn).toEqual([SESSION]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('asks for a code after the password, then signs in with the challenge and the code', async () => {
    const { actor, sent, signedIn } = startLogin({
      password: async () => CHALLENGE,
      code: async () => SESSION,
    });
    const credentials = credentialsFormActor(actor.getSnapshot());
    type(credentials, 'password', 'secret-password');
    await submit(credentials);
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(actor.getSnapshot().context.challenge).toBe('challenge-1');
    expect(signedIn).toEqual([]);
    expect(credentialsFormActor(actor.getSnapshot())).toBeUndefined();

    const code = codeFormActor(actor.getSnapshot());
    // A malformed code never leaves the page.
    type(code, 'code', '12');
    await submit(code);
    expect(code?.getSnapshot().context.errors).toEqual({ code: TWO_FACTOR_MESSAGES.code });
    type(code, 'code', ' 123456 ');
    await submit(code);
    expect(sent.at(-1)).toEqual(['code', { challenge: 'challenge-1', code: '123456' }]);
    expect(signedIn).toEqual([SESSION]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('stays on the code step when the code is refused, and goes back to the password', async () => {
    const { actor, signedIn } = startLogin({
      password: async () => CHALLENGE,
      code: () => Promise.reject(apiError(401, TWO_FACTOR_MESSAGES.invalidCode)),
    });
    const credentials = credentialsFormActor(actor.getSnapshot());
    type(credentials, 'password', 'secret-password');
    await submit(credentials);
    const code = codeFormActor(actor.getSnapshot());
    type(code, 'code', 'abcde-fghij');
    await submit(code);
    expect(actor.getSnapshot().matches('code')).toBe(true);
    expect(code?.getSnapshot().hasTag('error')).toBe(true);
    expect(signedIn).toEqual([]);

    actor.send({ type: 'login.restart' });
    expect(actor.getSnapshot().matches('credentials')).toBe(true);
    expect(actor.getSnapshot().context.challenge).toBeNull();
  });

  it('builds the code request with the challenge', () => {
    expect(codeRules('c-1').request({ code: ' 654321 ' })).toEqual({
      challenge: 'c-1',
      code: '654321',
    });
  });
});
