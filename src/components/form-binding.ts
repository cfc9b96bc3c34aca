import { useSelector } from '@xstate/react';
import { useCallback, useState, type FormEvent } from 'react';
import type { EditActorRef } from '../../machines/edit-machine';
import { useHydrated } from '../app/app-context';
import type { FieldForm } from '../../machines/form-rules';

/**
 * What a view needs from a plain form's actor (machines/edit-machine.ts with the rules of
 * machines/form-rules.ts): small slices (values, errors, busy), a change handler and the props
 * for its <form>. The actor and its I/O come from the feature's logic file.
 */
export function useFormBinding<O>(actor: EditActorRef<FieldForm<O>>, formId: string) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  // 'busy' while saving and once saved: login and registration navigate away from there.
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // A server-rendered form (contact, custom tour, newsletter) shows before its script runs:
  // until React has adopted it, typing would be lost and Submit would post the page natively,
  // so its fields and button stay disabled until then (a moment, even on a slow phone).
  const ready = useHydrated();
  const change = useCallback(
    (field: string, value: string) => actor.send({ type: 'draft.edit', edit: { field, value } }),
    [actor],
  );
  /** The wiring every field of the form shares: spread it into FormField / SelectField / TextareaField. */
  const field = (name: string) => ({
    name,
    value: values[name] ?? '',
    error: errors[name],
    onValueChange: change,
    disabled: busy || !ready,
  });
  const formProps = {
    id: formId,
    noValidate: true,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      actor.send({ type: 'draft.save' });
    },
  };
  return { actor, values, errors, busy, ready, change, field, formProps };
}

/**
 * The form actor a dialog shows: the open one, or, while the dialog fades out after its parent
 * closed the form, the last one (as it ended), so the dialog does not empty itself on the way out.
 */
export function useDialogForm<A>(form: A | undefined): A | undefined {
  const [last, setLast] = useState(form);
  if (form !== undefined && form !== last) setLast(form);
  return form ?? last;
}
