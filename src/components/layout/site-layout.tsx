import { Box, Flex } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, type ReactNode } from 'react';
import { DockSlotProvider, useDockSlot } from './dock';
import { DOCK_SPACE, FloatingActions } from './floating-actions';
import { HEADER_HEIGHT, SiteHeader } from './site-header';

/**
 * The footer sits below the fold of every page: its code (links, contact details, social icons)
 * loads right after the page's own, keeping it out of the first download.
 */
const SiteFooter = lazy(() =>
  import('./site-footer').then((module) => ({ default: module.SiteFooter })),
);

/** Pages that start with a full-bleed hero under the transparent bar. */
const FULL_BLEED = new Set(['/']);

export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [dockAction, setDockAction] = useDockSlot();
  return (
    // The space under the footer keeps its last line clear of the phone's dock.
    <Flex direction="column" minH="100dvh" pb={DOCK_SPACE}>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <Box
        as="main"
        id="main"
        flex="1"
        // At least a screen tall: the footer starts below the fold, so a page whose content
        // arrives after the first paint (lazy route code, data) never moves it on screen
        // (layout shift).
        minH="100dvh"
        pt={FULL_BLEED.has(pathname) ? 0 : HEADER_HEIGHT}
        tabIndex={-1}
        outline="none"
      >
        <DockSlotProvider value={setDockAction}>{children}</DockSlotProvider>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <FloatingActions pageAction={dockAction} />
    </Flex>
  );
}
