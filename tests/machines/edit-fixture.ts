import { fromPromise, type SnapshotFrom } from 'xstate';
import { editMachine } from '../../machines/edit-machine';

/** A request the test answers by hand. */
export interface Pending<T, I = undefined> {
  input: I;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * A parent's form (machines/edit-machine.ts) with a save the test answers by hand (`saves`
 * holds the open requests, with the request the form's rules built) and the one effect the
 * account and admin pages give it, focus on the first invalid field, logged as `{ type: 'focus' }`.
 */
export function fakeForm<O, I>(
  saves: Array<Pending<O, I>>,
  effects: Array<{ type: string } & Record<string, unknown>>,
) {
  return editMachine.provide({
    actors: {
      saveDraft: fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => saves.push({ input: input as I, resolve, reject })),
      ),
    },
    actions: { focusFirstInvalidField: () => effects.push({ type: 'focus' }) },
  });
}

/**
 * Where a form is, as its view shows it: 'editing', 'saving', 'failed' (the alert over the kept
 * values), 'saved', or 'closed' once its parent has stopped it.
 */
export function formState(
  snapshot: Pick<SnapshotFrom<typeof editMachine>, 'matches' | 'status'> | undefined,
) {
  if (!snapshot || snapshot.status !== 'active') return 'closed';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('saved')) return 'saved';
  if (snapshot.matches({ editing: 'failed' })) return 'failed';
  return 'editing';
}
