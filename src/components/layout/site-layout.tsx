import { Box, Flex } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FloatingActions } from './floating-actions';
import { HEADER_HEIGHT, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';

/** Pages that start with a full-bleed hero under the transparent bar. */
const FULL_BLEED = new Set(['/']);

export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Flex direction="column" minH="100dvh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <Box
        as="main"
        id="main"
        flex="1"
        pt={FULL_BLEED.has(pathname) ? 0 : HEADER_HEIGHT}
        tabIndex={-1}
        outline="none"
      >
        {children}
      </Box>
      <SiteFooter />
      <FloatingActions />
    </Flex>
  );
}
