import { Box, Button, Container, Flex, HStack, Spinner, chakra } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { THRESHOLDS } from '../../../machines/constants';
import { useSessionStatus } from '../../session/use-session';
import { AuthActions } from './auth-actions';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-links';
import { ToursMenu } from './tours-menu';
import { useScrolledPast } from './use-scrolled-past';

export const HEADER_HEIGHT = '72px';

/** Pages whose top is a dark full-bleed hero: the bar's text is white until scrolled. */
const HERO_PATHS = new Set(['/']);

/** Active/hover accent: light over the dark hero, dark enough for AA contrast on white. */
function accentColor(onHero: boolean): string {
  return onHero ? 'sunrise.300' : 'sunrise.700';
}

function NavLink({
  to,
  label,
  color,
  accent,
}: {
  to: string;
  label: string;
  color: string;
  accent: string;
}) {
  return (
    <Link to={to} activeOptions={{ exact: to === '/' }}>
      {({ isActive }) => (
        <chakra.span
          display="inline-block"
          px="3"
          py="2"
          fontWeight="medium"
          color={isActive ? accent : color}
          _hover={{ color: accent }}
          borderBottomWidth="2px"
          borderColor={isActive ? accent : 'transparent'}
        >
          {label}
        </chakra.span>
      )}
    </Link>
  );
}

/** The catalogue (/tours and its categories) and the tour pages, under the Tours menu. */
const isTourPage = (pathname: string) => /^\/tours?(\/|$)/.test(pathname);

/** Fixed top bar: transparent at the top, translucent white with a shadow past 10 px (SPEC 2). */
export function SiteHeader() {
  const scrolled = useScrolledPast(THRESHOLDS.navScroll);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const status = useSessionStatus();
  const onHero = HERO_PATHS.has(pathname) && !scrolled;
  const color = onHero ? 'white' : 'fg';
  const accent = accentColor(onHero);

  return (
    <Box
      as="header"
      position="fixed"
      top="0"
      insetX="0"
      zIndex="sticky"
      h={HEADER_HEIGHT}
      data-scrolled={scrolled ? '' : undefined}
      bg={scrolled ? 'rgba(255, 255, 255, 0.9)' : 'transparent'}
      backdropFilter={scrolled ? 'saturate(180%) blur(10px)' : undefined}
      shadow={scrolled ? 'md' : 'none'}
      transition="background-color 0.3s, box-shadow 0.3s"
    >
      <Container maxW="7xl" h="full">
        <Flex h="full" align="center" justify="space-between" gap="4">
          <Logo color={onHero ? 'white' : 'brand.fg'} />
          {status === 'loading' ? (
            <Flex flex="1" justify="center" hideBelow="lg">
              <Spinner size="md" color={onHero ? 'white' : 'brand.solid'} aria-label="Loading" />
            </Flex>
          ) : (
            <HStack as="nav" aria-label="Main" gap="1" hideBelow="lg">
              <NavLink to="/" label="Home" color={color} accent={accent} />
              <ToursMenu color={color} accent={accent} current={isTourPage(pathname)} />
              {MAIN_LINKS.map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  label={link.label}
                  color={color}
                  accent={accent}
                />
              ))}
            </HStack>
          )}
          <HStack gap="3">
            <Box hideBelow="lg">{status !== 'loading' && <AuthActions onHero={onHero} />}</Box>
            <Button asChild colorPalette="sunrise" size="sm" hideBelow="sm">
              <Link to="/tours">Book Now</Link>
            </Button>
            <MobileMenu color={color} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
