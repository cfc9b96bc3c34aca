import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
  type StatePath,
} from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { ACCOUNT_MESSAGES } from '../../contract/account';
import { AUTH_MESSAGES } from '../../contract/auth';
import { editMachine } from '../../machines/edit-machine';
import { forgotFormActor, forgotPasswordMachine } from '../../machines/forgot-password-machine';
import { resetFormActor, resetPasswordMachine } from '../../machines/reset-password-machine';
import { RESEND_FAILURE, verifyBannerMachine } from '../../machines/verify-banner-machine';
import { VERIFY_FAILURE, verifyEmailMachine } from '../../machines/verify-email-machine';
import { apiError } from '../support/api-error';
import { controllable, flush } from '../support/controllable';
import { allStateNodes, expectEveryStateVisited } from '../support/model-paths';
import { pathKey, transitionPaths, withoutPrefixes } from './transition-paths';

/*
 * Paths generated from the real recovery machines (forgot password, reset password, verify
 * e-mail, My Account's verify banner): @xstate/graph walks each pure transition function with
 * what a traveller does and what the server answers, then every path is replayed on a real
 * actor with fake server calls; a form's reports are made by the real form (typed in, saved,
 * answered). At every step the actor must be where the graph predicted, with the tags the view
 * reads and the context it shows.
 */

type Snapshot = AnyMachineSnapshot;
type Path = StatePath<Snapshot, EventObject>;

/** An event with its payload, typed for the graph (each machine's own union is narrower). */
const event = (type: string, payload: Record<string, unknown>) =>
  ({ type, ...payload }) as EventObject;
const internal = event;

const serialize = (s: Snapshot) => JSON.stringify({ value: s.value, context: s.context });

/** The shortest path to every state, then every other transition appended to its source's. */
function pathsOf(
  machine: AnyStateMachine,
  events: (s: Snapshot) => EventObject[],
  input?: unknown,
): Path[] {
  const options = { events, serializeState: serialize, input };
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, options));
  const shortest = getShortestPaths(machine, options);
  return withoutPrefixes([...shortest, ...transitionPaths(shortest, edges, serialize)]) as Path[];
}

const OFFLINE = apiError(0, 'We could not reach the server.');
const LINK_REFUSED = apiError(422, ACCOUNT_MESSAGES.resetLinkInvalid, {
  token: [ACCOUNT_MESSAGES.resetLinkInvalid],
});
const SENT = { message: ACCOUNT_MESSAGES.resetRequested };

/** Replays `path` step by step; `drive` turns a graph event into what the test does. */
async function replay(
  actor: AnyActorRef,
  path: Path,
  drive: (event: EventObject & { output?: unknown; error?: unknown }) => Promise<void> | void,
  check: (s: Snapshot, at: string) => void,
) {
  const visited: Snapshot[] = [];
  for (const [index, step] of path.steps.entries()) {
    const at = `step ${index} (${step.event.type}) of ${pathKey(path)}`;
    if (step.event.type !== 'xstate.init') await drive(step.event);
    await flush();
    const actual = actor.getSnapshot() as Snapshot;
    expect(actual.value, at).toEqual(step.state.value);
    expect(actual.context, at).toEqual(step.state.context);
    check(actual, at);
    visited.push(actual);
  }
  return visited;
}

/* Forgot password --------------------------------------------------------------------------- */

describe('forgot password paths', () => {
  const events = (s: Snapshot): EventObject[] =>
    s.matches('editing') ? [event('edit.saved', { output: SENT })] : [{ type: 'forgot.again' }];
  const paths = pathsOf(forgotPasswordMachine, events);

  it('reach the form and the sent page, and back', () => {
    expect(paths.map(pathKey)).toContainEqual(expect.stringContaining('forgot.again'));
  });

  for (const path of paths) {
    it(pathKey(path), async () => {
      const saves = controllable<unknown, { email: string }>();
      const actor = createActor(
        forgotPasswordMachine.provide({
          actors: {
            forgotForm: editMachine.provide({ actors: { saveDraft: saves.logic as never } }),
          },
        }),
      ).start();
      await replay(
        actor,
        path,
        async (event) => {
          if (event.type === 'edit.saved') {
            const form = forgotFormActor(actor.getSnapshot())!;
            // Refused by the form's rules first, then sent; a 429 keeps the form with an alert.
            form.send({ type: 'draft.save' });
            expect(form.getSnapshot().context.errors).toEqual({ email: AUTH_MESSAGES.email });
            form.send({ type: 'draft.edit', edit: { field: 'email', value: 'ann@example.com' } });
            form.send({ type: 'draft.save' });
            expect(saves.last().input).toEqual({ email: 'ann@example.com' });
            await saves.reject(apiError(429, ACCOUNT_MESSAGES.resetThrottled));
            expect(form.getSnapshot().context.failure).toBe(ACCOUNT_MESSAGES.resetThrottled);
            form.send({ type: 'draft.save' });
            await saves.resolve(event.output);
          } else actor.send(event as never);
        },
        (s, at) => {
          expect(s.hasTag('sent'), at).toBe(s.matches('sent'));
          expect(Boolean(forgotFormActor(s)), at).toBe(s.matches('editing'));
          if (s.matches('sent')) expect(s.context.message, at).toBe(SENT.message);
        },
      );
      actor.stop();
    });
  }
});

/* Reset password ---------------------------------------------------------------------------- */

describe('reset password paths', () => {
  const events = (s: Snapshot): EventObject[] =>
    s.matches('editing')
      ? [
          event('edit.saved', { output: { message: ACCOUNT_MESSAGES.passwordReset } }),
          event('edit.invalid', { errors: { token: ACCOUNT_MESSAGES.resetLinkInvalid } }),
          event('edit.invalid', { errors: { password: AUTH_MESSAGES.password } }),
        ]
      : [];
  const withToken = pathsOf(resetPasswordMachine, events, { token: 'link-token' });
  const withoutToken = pathsOf(resetPasswordMachine, events, { token: null });

  const cases = [
    ...withToken.map((path) => ({ token: 'link-token' as string | null, path })),
    ...withoutToken.map((path) => ({ token: null, path })),
  ];
  const visited: Snapshot[] = [];

  for (const { token, path } of cases) {
    it(`token ${token ?? 'missing'}: ${pathKey(path)}`, async () => {
      const saves = controllable<unknown, Record<string, string>>();
      let resets = 0;
      const actor = createActor(
        resetPasswordMachine.provide({
          actors: {
            resetForm: editMachine.provide({ actors: { saveDraft: saves.logic as never } }),
          },
          actions: { notifyPasswordReset: () => (resets += 1) },
        }),
        { input: { token } },
      ).start();
      const form = () => resetFormActor(actor.getSnapshot())!;
      const type = (password: string, confirmation: string) => {
        form().send({ type: 'draft.edit', edit: { field: 'password', value: password } });
        form().send({
          type: 'draft.edit',
          edit: { field: 'password_confirmation', value: confirmation },
        });
      };
      visited.push(
        ...(await replay(
          actor,
          path,
          async (event) => {
            const errors = (event as { errors?: Record<string, string> }).errors;
            if (event.type === 'edit.invalid' && errors?.password) {
              // The form's own rules: registration's messages, nothing sent.
              type('123', '456');
              form().send({ type: 'draft.save' });
              expect(form().getSnapshot().context.errors.password).toBe(AUTH_MESSAGES.password);
              expect(saves.calls).toHaveLength(0);
              return;
            }
            type('new-secret', 'new-secret');
            form().send({ type: 'draft.save' });
            expect(saves.last().input).toEqual({
              token: 'link-token',
              password: 'new-secret',
              password_confirmation: 'new-secret',
            });
            if (event.type === 'edit.saved') await saves.resolve(event.output);
            else await saves.reject(LINK_REFUSED);
          },
          (s, at) => {
            expect(s.hasTag('reset'), at).toBe(s.matches('reset'));
            expect(s.hasTag('invalid'), at).toBe(s.matches('linkInvalid'));
            expect(Boolean(resetFormActor(s)), at).toBe(s.matches('editing'));
            expect(resets, at).toBe(s.matches('reset') ? 1 : 0);
          },
        )),
      );
      actor.stop();
    });
  }

  it('visit every state', () => {
    // `opening` only reads the link: it is left before any snapshot is taken.
    expectEveryStateVisited(
      allStateNodes(resetPasswordMachine.root).filter((s) => s !== 'opening'),
      visited,
    );
  });
});

/* Verify e-mail ----------------------------------------------------------------------------- */

const VERIFIED = { email: 'ann@example.com', claimed_bookings: 2 };

describe('verify e-mail paths', () => {
  const events = (s: Snapshot): EventObject[] => {
    if (s.matches('verifying'))
      return [
        internal('xstate.done.actor.verifyEmail', { output: VERIFIED }),
        internal('xstate.error.actor.verifyEmail', { error: LINK_REFUSED }),
        internal('xstate.error.actor.verifyEmail', { error: OFFLINE }),
      ];
    if (s.matches('failed')) return [{ type: 'verify.retry' }];
    return [];
  };
  const cases = [
    ...pathsOf(verifyEmailMachine, events, { token: 'link-token' }).map((path) => ({
      token: 'link-token' as string | null,
      path,
    })),
    ...pathsOf(verifyEmailMachine, events, { token: null }).map((path) => ({ token: null, path })),
  ];
  const visited: Snapshot[] = [];

  for (const { token, path } of cases) {
    it(`token ${token ?? 'missing'}: ${pathKey(path)}`, async () => {
      const calls = controllable<unknown, { token: string }>();
      const actor = createActor(
        verifyEmailMachine.provide({ actors: { verifyEmail: calls.logic as never } }),
        {
          input: { token },
        },
      ).start();
      visited.push(
        ...(await replay(
          actor,
          path,
          async (event) => {
            if (event.type.startsWith('xstate.done')) await calls.resolve(event.output);
            else if (event.type.startsWith('xstate.error')) await calls.reject(event.error);
            else actor.send(event as never);
          },
          (s, at) => {
            expect(s.hasTag('loading'), at).toBe(s.matches('verifying'));
            if (s.matches('verifying')) expect(calls.last().input, at).toEqual({ token });
            if (s.matches('verified')) expect(s.context.result, at).toEqual(VERIFIED);
            if (s.matches('failed')) expect(s.context.failure, at).toBe(OFFLINE.message);
            expect(s.hasTag('invalid'), at).toBe(s.matches('invalid'));
          },
        )),
      );
      actor.stop();
    });
  }

  it('visit every state; a failure without a message says the fixed text', async () => {
    expectEveryStateVisited(
      allStateNodes(verifyEmailMachine.root).filter((s) => s !== 'opening'),
      visited,
    );
    const calls = controllable<unknown, { token: string }>();
    const actor = createActor(
      verifyEmailMachine.provide({ actors: { verifyEmail: calls.logic as never } }),
      {
        input: { token: 't' },
      },
    ).start();
    await calls.reject('no answer');
    expect(actor.getSnapshot().context.failure).toBe(VERIFY_FAILURE);
    actor.stop();
  });
});

/* My Account's verify banner ---------------------------------------------------------------- */

describe('verify banner paths', () => {
  const events = (s: Snapshot): EventObject[] => {
    if (s.matches('checking'))
      return [
        internal('xstate.done.actor.fetchVerified', { output: true }),
        internal('xstate.done.actor.fetchVerified', { output: false }),
        internal('xstate.error.actor.fetchVerified', { error: OFFLINE }),
      ];
    if (s.matches({ unverified: 'sending' }))
      return [
        internal('xstate.done.actor.resendVerification', {
          output: { message: ACCOUNT_MESSAGES.verificationSent },
        }),
        internal('xstate.error.actor.resendVerification', {
          error: apiError(429, ACCOUNT_MESSAGES.resendThrottled),
        }),
        internal('xstate.error.actor.resendVerification', {
          error: apiError(409, ACCOUNT_MESSAGES.alreadyVerified),
        }),
      ];
    if (s.matches('unverified')) return [{ type: 'verification.resend' }];
    return [];
  };
  const paths = pathsOf(verifyBannerMachine, events);
  const visited: Snapshot[] = [];

  for (const path of paths) {
    it(pathKey(path), async () => {
      const checks = controllable<boolean, void>();
      const resends = controllable<unknown, void>();
      const actor = createActor(
        verifyBannerMachine.provide({
          actors: {
            fetchVerified: checks.logic as never,
            resendVerification: resends.logic as never,
          },
        }),
      ).start();
      visited.push(
        ...(await replay(
          actor,
          path,
          async (event) => {
            const calls = event.type.endsWith('fetchVerified') ? checks : resends;
            if (event.type.startsWith('xstate.done')) await calls.resolve(event.output as never);
            else if (event.type.startsWith('xstate.error')) await calls.reject(event.error);
            else actor.send(event as never);
          },
          (s, at) => {
            expect(s.hasTag('banner'), at).toBe(s.matches('unverified'));
            expect(s.hasTag('sending'), at).toBe(s.matches({ unverified: 'sending' }));
            expect(s.hasTag('sent'), at).toBe(s.matches({ unverified: 'sent' }));
            if (s.matches({ unverified: 'failed' }))
              expect(s.context.failure, at).toBe(ACCOUNT_MESSAGES.resendThrottled);
            expect(s.can({ type: 'verification.resend' }), at).toBe(
              s.matches('unverified') && !s.matches({ unverified: 'sending' }),
            );
          },
        )),
      );
      actor.stop();
    });
  }

  it('visit every state; a failure without a message says the fixed text', async () => {
    expectEveryStateVisited(allStateNodes(verifyBannerMachine.root), visited);
    const checks = controllable<boolean, void>();
    const resends = controllable<unknown, void>();
    const actor = createActor(
      verifyBannerMachine.provide({
        actors: {
          fetchVerified: checks.logic as never,
          resendVerification: resends.logic as never,
        },
      }),
    ).start();
    await checks.resolve(false);
    actor.send({ type: 'verification.resend' });
    await resends.reject('no answer');
    expect(actor.getSnapshot().context.failure).toBe(RESEND_FAILURE);
    actor.stop();
  });
});
