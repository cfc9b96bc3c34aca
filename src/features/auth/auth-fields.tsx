import { Button } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { FormField } from '../../components/form-field';

type BoundField = Omit<ComponentProps<typeof FormField>, 'label'>;

/** The e-mail field of the sign-in, registration and forgot-password forms. */
export function EmailField(props: BoundField) {
  return (
    <FormField
      {...props}
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
    />
  );
}

/** An auth form's submit button: disabled and relabelled while the request runs. */
export function AuthSubmit({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
