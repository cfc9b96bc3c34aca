import { Box, Button, IconButton } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowUp, Compass } from 'lucide-react';
import { THRESHOLDS } from '../../../machines/constants';
import { prefersReducedMotion, useScrolledPast } from './use-scrolled-past';

/**
 * Request Custom Tour on every page but /custom-tour (compact once scrolled), and scroll-to-top
 * past 400 px (SPEC 2).
 */
export function FloatingActions() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const showScrollTop = useScrolledPast(THRESHOLDS.scrollToTop);
  const compact = showScrollTop;

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
          // Once the reader scrolls into the page it shrinks to its icon, so it covers as little
          // as possible of cards, sticky summaries and buttons; the name stays for assistive tech.
          px={compact ? '0' : undefined}
          aspectRatio={compact ? 'square' : undefined}
          title={compact ? 'Request Custom Tour' : undefined}
        >
          <Link to="/custom-tour">
            <Compass aria-hidden />
            <Box as="span" srOnly={compact}>
              Request Custom Tour
            </Box>
          </Link>
        </Button>
      )}
    </Box>
  );
}
