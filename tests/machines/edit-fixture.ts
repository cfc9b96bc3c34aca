import { editMachine } from '../../machines/edit-machine';
import { controllable, type PendingCall } from '../support/controllable';

/**
 * A parent's form (machines/edit-machine.ts) with a save the test answers by hand: `saves`
 * holds its calls, each with the request the form's rules built (`I`), answered with what the
 * server stored (`O`). The one effect the account and admin pages give a form, focus on its
 * first invalid field, calls `focus`.
 */
export function fakeForm<O, I>(focus: () => void) {
  const saves = controllable<unknown, unknown>();
  const logic = editMachine.provide({
    actors: { saveDraft: saves.logic },
    actions: { focusFirstInvalidField: focus },
  });
  // The machine knows no form's types: the rules the parent gives the form build `I`.
  return { logic, saves: saves.calls as Array<PendingCall<O, I>> };
}
