import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useId, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { formMachine, type FormId, type FormValues } from '../../machines/form-machine';
import { focusFirstInvalid } from './form-field';
import { withInspector } from '../dev/inspector';

export interface UseFormMachineOptions<T> {
  form: FormId;
  initialValues: FormValues;
  /** The request; receives the machine's values and the abort signal of the submitting state. */
  submit: (values: FormValues, signal: AbortSignal) => Promise<T>;
  onSubmitted?: (output: T) => void;
  onFailed?: (error: unknown) => void;
  onInvalid?: () => void;
}

/**
 * One form driven by the shared form statechart: the view gets small slices (values, errors,
 * busy), a change handler and the props for its <form>. The callbacks are bound once, when the
 * form mounts, like any machine implementation.
 */
export function useFormMachine<T>(options: UseFormMachineOptions<T>) {
  const formId = useId();
  const actor = useActorRef(
    formMachine.provide({
      actors: {
        submitForm: fromPromise(({ input, signal }) => options.submit(input.values, signal)),
      },
      actions: {
        notifySubmitted: (_, { output }) => options.onSubmitted?.(output as T),
        notifyFailed: (_, { error }) => options.onFailed?.(error),
        notifyInvalid: () => options.onInvalid?.(),
        focusFirstInvalidField: () => focusFirstInvalid(formId),
      },
    }),
    withInspector({ input: { form: options.form, values: options.initialValues } }),
  );
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  // 'submitted' stays busy too: login and registration navigate away from there.
  const busy = useSelector(actor, (s) => s.hasTag('submitting') || s.hasTag('submitted'));
  const change = useCallback(
    (field: string, value: string) => actor.send({ type: 'field.change', field, value }),
    [actor],
  );
  /** The wiring every field of the form shares: spread it into FormField / SelectField / TextareaField. */
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onValueChange: change,
    disabled: busy,
  });
  const formProps = {
    id: formId,
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'form.submit' });
    },
  };
  return { actor, values, errors, busy, change, field, formProps };
}
