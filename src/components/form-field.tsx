import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { Field } from './ui/field';
import { NativeSelect } from './ui/native-select';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}

/** Label above, control, error under it; Chakra's Field wires aria-invalid and describedby. */
function FieldShell({ label, error, required, disabled, children }: FieldShellProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface FormFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValueChange: (name: string, value: string) => void;
  /** The input element, for a field that manages its caret (CardNumberField). */
  ref?: Ref<HTMLInputElement>;
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
    <FieldShell label={label} error={error} required={required} disabled={disabled}>
      <Input
        name={name}
        value={value}
        onChange={(e) => onValueChange(name, e.target.value)}
        size="lg"
        {...input}
      />
    </FieldShell>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  onValueChange: (name: string, value: string) => void;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select (keyboard and screen-reader friendly on every device). */
export function SelectField({
  name,
  label,
  value,
  options,
  error,
  onValueChange,
  required,
  disabled,
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} required={required} disabled={disabled}>
      <NativeSelect.Root size="lg" disabled={disabled}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(e) => onValueChange(name, e.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

interface TextareaFieldProps extends Omit<TextareaProps, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onValueChange: (name: string, value: string) => void;
}

/** A labelled multi-line input, error under it like FormField. */
export function TextareaField({
  name,
  label,
  value,
  error,
  onValueChange,
  required,
  disabled,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FieldShell label={label} error={error} required={required} disabled={disabled}>
      <Textarea
        name={name}
        value={value}
        onChange={(e) => onValueChange(name, e.target.value)}
        size="lg"
        autoresize
        {...textarea}
      />
    </FieldShell>
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
