import { Input, InputGroup } from '@chakra-ui/react';
import { Field } from '../../components/ui/field';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { MAX_QUERY_LENGTH } from '../../../contract/blog-categories';

/**
 * The text the box shows, kept in step with the URL's `q`. Typing updates both at once; the URL
 * catches up a moment later, so its echoes of our own keystrokes are recognised (`pending`) and
 * only a change made elsewhere (back button, a link, Clear filters) replaces what is typed.
 */
function useUrlBackedText(query: string, onQueryChange: (value: string) => void) {
  const [text, setText] = useState(query);
  const [seen, setSeen] = useState<{ query: string; pending: string[] }>({ query, pending: [] });
  if (query !== seen.query) {
    const echo = seen.pending.lastIndexOf(query);
    if (echo === -1) {
      setText(query);
      setSeen({ query, pending: [] });
    } else {
      setSeen({ query, pending: seen.pending.slice(echo + 1) });
    }
  }
  const change = (value: string) => {
    setText(value);
    setSeen((s) => ({ ...s, pending: [...s.pending, value] }));
    onQueryChange(value);
  };
  return [text, change] as const;
}

interface BlogSearchBoxProps {
  query: string;
  onQueryChange: (query: string) => void;
}

/** Filters as you type (title or excerpt); the text lives in the URL so a search is a link. */
export function BlogSearchBox({ query, onQueryChange }: BlogSearchBoxProps) {
  const [text, change] = useUrlBackedText(query, onQueryChange);
  return (
    <Field.Root maxW={{ md: 'sm' }}>
      <Field.Label srOnly>Search articles</Field.Label>
      <InputGroup startElement={<Search size={18} aria-hidden />}>
        <Input
          type="search"
          name="q"
          placeholder="Search articles..."
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          onChange={(e) => change(e.target.value)}
          size="lg"
          bg="bg"
          autoComplete="off"
        />
      </InputGroup>
    </Field.Root>
  );
}
