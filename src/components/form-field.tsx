import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { Field } from './ui/field';
import { NativeSelect } from './ui/native-select';

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
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
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
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
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
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        name={name}
        value={value}
        onChange={(e) => onValueChange(name, e.target.value)}
        size="lg"
        autoresize
        {...textarea}
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
