import { useSelector } from '@xstate/react';
import { useCallback, type FormEvent } from 'react';
import type { FormActorRef } from '../../machines/form-machine';

/**
 * What a view needs from a form actor (machines/form-machine.ts): small slices (values, errors,
 * busy), a change handler and the props for its <form>. The actor and its I/O come from the
 * feature's logic file.
 */
export function useFormBinding(actor: FormActorRef, formId: string) {
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
