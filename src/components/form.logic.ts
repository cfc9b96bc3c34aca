import { useActorRef } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import type { FieldMessages } from '../../contract/api-failure';
import {
  editActor,
  editMachine,
  type EditContext,
  type EditTypes,
} from '../../machines/edit-machine';
import { FORMS, type FieldForm, type FormId, type FormValues } from '../../machines/form-rules';
import { useDeps } from '../app/app-context';
import type { AppDeps } from '../app/deps';
import { withInspector } from '../dev/inspector';
import { focusFirstInvalid } from './form-field';
import { useFormBinding } from './form-binding';

/**
 * One form's I/O and effects (machines/edit-machine.ts), as its feature's logic file states them.
 * Each callback also gets the form's values (the wizard names the tab in its alerts).
 */
export interface EditEffects<T extends EditTypes> {
  /** The request the form's rules built; the abort signal of the saving state goes with it. */
  save: (request: T['request'], signal: AbortSignal) => Promise<T['output']>;
  /** The <form> whose first invalid field takes focus after a refusal (none: focus stays). */
  formId: string | ((values: T['values']) => string | null);
  onSaved?: (output: T['output'], values: T['values']) => void;
  onFailed?: (error: unknown, values: T['values']) => void;
  onInvalid?: (errors: FieldMessages, values: T['values']) => void;
}

/**
 * The edit machine with one form's request and effects. The machine knows no form's types; this
 * is the one place that reads its input and context with them (the form's rules built them).
 */
export function defineEditLogic<T extends EditTypes>(effects: EditEffects<T>) {
  const values = (context: EditContext<EditTypes>) => context.values as T['values'];
  return editMachine.provide({
    actors: {
      saveDraft: fromPromise(({ input, signal }) => effects.save(input as T['request'], signal)),
    },
    actions: {
      notifySaved: ({ context }, { output }) => effects.onSaved?.(output, values(context)),
      notifyFailed: ({ context }, { error }) => effects.onFailed?.(error, values(context)),
      notifyInvalid: ({ context }, { errors }) => effects.onInvalid?.(errors, values(context)),
      focusFirstInvalidField: ({ context }) => {
        const { formId } = effects;
        const id = typeof formId === 'string' ? formId : formId(values(context));
        if (id) focusFirstInvalid(id);
      },
    },
  });
}

/** One form's effects, without the focus (the form's id is made when it mounts). */
export type FormEffects<O> = Omit<EditEffects<FieldForm<O>>, 'formId'>;

/**
 * A plain form of a feature (machines/form-rules.ts): its logic file says what it sends and what
 * follows (`effects`, built from the app's dependencies once, when the form mounts); the view
 * gets the binding.
 */
export function useForm<O>(
  form: FormId,
  initialValues: FormValues,
  effects: (deps: AppDeps) => FormEffects<O>,
) {
  const deps = useDeps();
  const formId = useId();
  const actor = useActorRef(
    defineEditLogic<FieldForm<O>>({ ...effects(deps), formId }),
    withInspector({ input: { rules: FORMS[form], values: initialValues } }),
  );
  return useFormBinding(editActor<FieldForm<O>>(actor), formId);
}
