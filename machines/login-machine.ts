import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  twoFactorCodeSchema,
  type LoginStepResponse,
  type SignedInResponse,
} from '../contract/two-factor';
import { editActor, editMachine, type EditActorRef, type EditRules } from './edit-machine';
import { FORMS, schemaRules, type FieldForm, type FormValues } from './form-rules';

/** The e-mail and password form; the server answers a session or asks for a code. */
export type CredentialsForm = FieldForm<LoginStepResponse>;
/** The code form of an admin with two-factor sign-in: a session. */
export type CodeForm = FieldForm<SignedInResponse>;

/** The code step sends the challenge the password step earned with the code. */
export function codeRules(challenge: string): EditRules<CodeForm> {
  return schemaRules(twoFactorCodeSchema, {
    request: (values) => ({ challenge, code: (values.code ?? '').trim() }),
  });
}

export interface LoginInput {
  /** The address just registered (issue 17), already in its field. */
  email: string;
}

export interface LoginContext {
  email: string;
  /** The password step's proof for the code step; null until the server asks for a code. */
  challenge: string | null;
}

export type LoginEvent =
  | { type: 'login.restart' }
  /* The forms' reports (EditReport): */
  | { type: 'edit.saved'; output: LoginStepResponse };

const isChallenge = (output: LoginStepResponse) => 'challenge' in output;

/**
 * /login (SPEC 4; issue 18): the e-mail and password form, then, for an admin with two-factor
 * sign-in, a second form for the code from the authenticator app or a recovery code. The
 * session starts once the server hands out a token (`signIn`, from either step).
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as { credentialsForm: 'credentialsForm'; codeForm: 'codeForm' },
  },
  actors: {
    /** E-mail and password; the app provides the POST and focus. */
    credentialsForm: editMachine,
    /** The 6-digit or recovery code; the app provides the POST and focus. */
    codeForm: editMachine,
  },
  actions: {
    assignChallenge: assign((_, params: { challenge: string }) => ({
      challenge: params.challenge,
    })),
    clearChallenge: assign({ challenge: null }),
    /** Starts the session, toasts, goes where the role says (the app provides it). */
    signIn: (_, _params: { response: SignedInResponse }) => {
      throw new Error('provide via machine.provide');
    },
  },
  guards: {
    asksForCode: (_, params: { output: LoginStepResponse }) => isChallenge(params.output),
  },
}).createMachine({
  id: 'login',
  description:
    'Sign in: e-mail and password (`credentialsForm`), then for an admin with two-factor sign-in a code (`codeForm`); either step ends with the session started.',
  context: ({ input }) => ({ email: input.email, challenge: null }),
  initial: 'credentials',
  states: {
    credentials: {
      tags: ['credentials'],
      invoke: {
        id: 'credentialsForm',
        src: 'credentialsForm',
        input: ({ context }) => ({
          rules: FORMS.login as EditRules<CredentialsForm>,
          values: { email: context.email, password: '' } satisfies FormValues,
        }),
      },
      on: {
        'edit.saved': [
          {
            guard: { type: 'asksForCode', params: ({ event }) => ({ output: event.output }) },
            target: 'code',
            actions: {
              type: 'assignChallenge',
              params: ({ event }) => ({
                challenge: 'challenge' in event.output ? event.output.challenge : '',
              }),
            },
          },
          {
            target: 'signedIn',
            actions: {
              type: 'signIn',
              params: ({ event }) => ({ response: event.output as SignedInResponse }),
            },
          },
        ],
      },
    },
    code: {
      description:
        'The password was right; the server waits for a code from the authenticator app.',
      tags: ['code'],
      invoke: {
        id: 'codeForm',
        src: 'codeForm',
        input: ({ context }) => ({
          rules: codeRules(context.challenge ?? ''),
          values: { code: '' },
        }),
      },
      on: {
        'edit.saved': {
          target: 'signedIn',
          actions: {
            type: 'signIn',
            params: ({ event }) => ({ response: event.output as SignedInResponse }),
          },
        },
        'login.restart': { target: 'credentials', actions: 'clearChallenge' },
      },
    },
    signedIn: {
      description: 'The session started; the app is on its way to the next page.',
      tags: ['busy'],
      type: 'final',
    },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export function credentialsFormActor(
  snapshot: LoginSnapshot,
): EditActorRef<CredentialsForm> | undefined {
  return editActor<CredentialsForm>(snapshot.children.credentialsForm);
}

export function codeFormActor(snapshot: LoginSnapshot): EditActorRef<CodeForm> | undefined {
  return editActor<CodeForm>(snapshot.children.codeForm);
}
