import { Field } from './ui/field';
import { NativeSelect } from './ui/native-select';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled native select (filters and sorts of the lists). */
export function SelectField({
  label,
  value,
  options,
  onChange,
  srOnlyLabel = false,
  size,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The label only for screen readers, where the options say what the select is ('Sort: ...'). */
  srOnlyLabel?: boolean;
  size?: 'lg';
}) {
  return (
    <Field.Root>
      <Field.Label srOnly={srOnlyLabel || undefined} fontWeight="semibold">
        {label}
      </Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          bg="bg.panel"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
