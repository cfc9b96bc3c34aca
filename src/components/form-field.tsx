import { Field, Input, type InputProps } from '@chakra-ui/react';

interface FormFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValueChange: (name: string, value: string) => void;
}

/** A labelled input whose error sits under it and is announced (aria-invalid + describedby). */
export function FormField({
  name,
  label,
  value,
  error,
  onValueChange,
  required,
  disabled,
  ...input
}: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={name}
        value={value}
        onChange={(e) => onValueChange(name, e.target.value)}
        size="lg"
        {...input}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * Moves focus to the first field marked invalid inside the element with `rootId`, once the
 * errors the machine just assigned (and the re-enabled fields) have rendered.
 */
export function focusFirstInvalid(rootId: string): void {
  window.setTimeout(() => {
    document.getElementById(rootId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 0);
}
