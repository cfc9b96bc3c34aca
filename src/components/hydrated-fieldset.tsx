import { Stack, type StackProps } from '@chakra-ui/react';
import { useHydrated } from '../app/app-context';

/**
 * A group of controls that stay disabled until React has adopted the server's HTML, where a
 * change would otherwise be lost (a moment, even on a slow phone). Only this component renders
 * again when hydration ends, not the page around it: the controls passed in are the same
 * elements and React leaves them be (issue 16: re-rendering the catalogue's cards then was a
 * 120 ms task on a fast machine).
 */
export function HydratedFieldset({ children, ...stack }: StackProps) {
  const ready = useHydrated();
  return (
    <Stack asChild {...stack}>
      <fieldset disabled={!ready}>{children}</fieldset>
    </Stack>
  );
}
