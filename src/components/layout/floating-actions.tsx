import { Box, Button, IconButton } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowUp, Compass } from 'lucide-react';
import { THRESHOLDS } from '../../../machines/constants';
import { prefersReducedMotion, useScrolledPast } from './use-scrolled-past';

/** Request Custom Tour on every page but /custom-tour, and scroll-to-top past 400 px (SPEC 2). */
export function FloatingActions() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const showScrollTop = useScrolledPast(THRESHOLDS.scrollToTop);

  return (
    <Box as="aside" aria-label="Quick actions">
      {showScrollTop && (
        <IconButton
          aria-label="Scroll to top"
          position="fixed"
          right={{ base: '4', md: '6' }}
          bottom={{ base: '20', md: '24' }}
          zIndex="docked"
          rounded="full"
          colorPalette="brand"
          shadow="lg"
          onClick={() =>
            window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
          }
        >
          <ArrowUp />
        </IconButton>
      )}
      {pathname !== '/custom-tour' && (
        <Button
          asChild
          position="fixed"
          right={{ base: '4', md: '6' }}
          bottom={{ base: '4', md: '6' }}
          zIndex="docked"
          rounded="full"
          colorPalette="sunrise"
          shadow="lg"
          size={{ base: 'sm', md: 'md' }}
        >
          <Link to="/custom-tour">
            <Compass aria-hidden />
            Request Custom Tour
          </Link>
        </Button>
      )}
    </Box>
  );
}
