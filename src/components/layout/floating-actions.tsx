import { Box, Button, Flex, IconButton, Stack } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowUp, Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { THRESHOLDS } from '../../../machines/constants';
import { prefersReducedMotion, useScrolledPast } from './use-scrolled-past';

/**
 * Where the quick actions sit (issue 17: a floating button must never cover a control or a
 * price). Below `lg` they live in a dock across the bottom of the screen, and the page keeps
 * `DOCK_SPACE` free under its footer so nothing has to stay behind it. From `lg` they stand in
 * the right-hand gutter that the container's padding keeps clear (src/theme/system.ts).
 */
export const DOCK_SPACE = { base: 'calc(4rem + env(safe-area-inset-bottom))', lg: '0' } as const;
const RAIL_DISPLAY = { base: 'none', lg: 'flex' } as const;
const DOCK_DISPLAY = { base: 'flex', lg: 'none' } as const;

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

function ScrollTopButton({ size }: { size: 'md' | 'sm' }) {
  return (
    <IconButton
      aria-label="Scroll to top"
      rounded="full"
      colorPalette="brand"
      shadow="md"
      size={size}
      onClick={scrollToTop}
    >
      <ArrowUp />
    </IconButton>
  );
}

/**
 * Request Custom Tour on every page but /custom-tour, and scroll-to-top past 400 px (SPEC 2).
 * `pageAction` (a page's own sticky action) takes Request Custom Tour's place in the dock.
 */
export function FloatingActions({ pageAction }: { pageAction?: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const showScrollTop = useScrolledPast(THRESHOLDS.scrollToTop);
  const offerCustomTour = pathname !== '/custom-tour';
  const dockAction =
    pageAction ??
    (offerCustomTour && (
      <Button asChild colorPalette="sunrise" rounded="full" size="sm" shadow="sm">
        <Link to="/custom-tour">
          <Compass aria-hidden />
          Request Custom Tour
        </Link>
      </Button>
    ));

  return (
    <Box as="aside" aria-label="Quick actions" data-floating="">
      {(dockAction || showScrollTop) && (
        <Flex
          data-floating="bar"
          display={DOCK_DISPLAY}
          position="fixed"
          insetX="0"
          bottom="0"
          zIndex="docked"
          minH="4rem"
          pb="env(safe-area-inset-bottom)"
          px="4"
          gap="3"
          align="center"
          justify="space-between"
          bg="bg"
          borderTopWidth="1px"
          shadow="0 -4px 12px rgba(15, 23, 42, 0.08)"
        >
          <Box flex="1" minW="0">
            {dockAction}
          </Box>
          {showScrollTop && <ScrollTopButton size="sm" />}
        </Flex>
      )}
      <Stack
        display={RAIL_DISPLAY}
        position="fixed"
        right="3"
        bottom="6"
        zIndex="docked"
        gap="3"
        align="center"
      >
        {showScrollTop && <ScrollTopButton size="md" />}
        {offerCustomTour && (
          <Button
            asChild
            colorPalette="sunrise"
            rounded="full"
            shadow="lg"
            w="11"
            h="auto"
            py="4"
            px="0"
            gap="2"
            // Read from the bottom up, as a side tab: the whole name shows in the gutter.
            css={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}
          >
            <Link to="/custom-tour">
              <Compass aria-hidden style={{ transform: 'rotate(90deg)' }} />
              Request Custom Tour
            </Link>
          </Button>
        )}
      </Stack>
    </Box>
  );
}
