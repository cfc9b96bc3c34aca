import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Field } from './ui/field';

/**
 * The search box of a list whose query lives in the URL. What is typed stays local so the caret
 * never jumps while the URL catches up; a change of the URL from elsewhere (Back, Clear) replaces
 * it, unless it is only the typed text trimmed (a URL that trims must not eat a leading space).
 */
export function ListSearchBox({
  label,
  placeholder,
  value,
  onChange,
  size,
}: {
  /** The label for screen readers (the box shows only the placeholder). */
  label: string;
  placeholder: string;
  value: string | undefined;
  onChange: (value: string) => void;
  size?: 'lg';
}) {
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== draft.trim()) setDraft(value ?? '');
  }
  return (
    <Field.Root flex="1" minW="0">
      <Field.Label srOnly>{label}</Field.Label>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          size={size}
          bg="bg.panel"
          placeholder={placeholder}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            onChange(e.target.value);
          }}
        />
      </InputGroup>
    </Field.Root>
  );
}
