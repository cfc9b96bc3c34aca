import { useActorRef } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { formMachine, type FormId, type FormValues } from '../../machines/form-machine';
import { useDeps } from '../app/app-context';
import type { AppDeps } from '../app/deps';
import { withInspector } from '../dev/inspector';
import { focusFirstInvalid } from './form-field';
import { useFormBinding } from './form-binding';

/** One form's I/O and effects, as a feature's logic file states them. */
export interface FormEffects<T> {
  /** The request; receives the machine's values and the abort signal of the submitting state. */
  submit: (values: FormValues, signal: AbortSignal) => Promise<T>;
  onSubmitted?: (output: T) => void;
  onFailed?: (error: unknown) => void;
  onInvalid?: () => void;
}

/** The shared form statechart with one form's request and effects (focus on the first error). */
export function defineFormLogic<T>(effects: FormEffects<T>, formId: string) {
  return formMachine.provide({
    actors: {
      submitForm: fromPromise(({ input, signal }) => effects.submit(input.values, signal)),
    },
    actions: {
      notifySubmitted: (_, { output }) => effects.onSubmitted?.(output as T),
      notifyFailed: (_, { error }) => effects.onFailed?.(error),
      notifyInvalid: () => effects.onInvalid?.(),
      focusFirstInvalidField: () => focusFirstInvalid(formId),
    },
  });
}

/**
 * A form of a feature: its logic file says what it sends and what follows (`effects`, built
 * from the app's dependencies once, when the form mounts); the view gets the binding.
 */
export function useForm<T>(
  form: FormId,
  initialValues: FormValues,
  effects: (deps: AppDeps) => FormEffects<T>,
) {
  const deps = useDeps();
  const formId = useId();
  const actor = useActorRef(
    defineFormLogic(effects(deps), formId),
    withInspector({ input: { form, values: initialValues } }),
  );
  return useFormBinding(actor, formId);
}
