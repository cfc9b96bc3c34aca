import { Box, Button, CloseButton, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '../ui/drawer';
import { Link } from '@tanstack/react-router';
import { useSessionActor, useSessionRole, useSessionStatus } from '../../session/use-session';
import { Logo } from './logo';
import { MAIN_LINKS, TOUR_MENU } from './nav-links';

function MenuLink({
  to,
  label,
  onNavigate,
}: {
  to: string;
  label: string;
  onNavigate: () => void;
}) {
  return (
    <Link to={to} onClick={onNavigate} activeOptions={{ exact: true }}>
      {({ isActive }) => (
        <Box
          px="3"
          py="2.5"
          rounded="md"
          fontWeight={isActive ? 'semibold' : 'medium'}
          color={isActive ? 'brand.fg' : 'fg'}
          bg={isActive ? 'brand.subtle' : undefined}
          _hover={{ bg: 'bg.muted' }}
        >
          {label}
        </Box>
      )}
    </Link>
  );
}

interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus returns here when the drawer closes. */
  trigger: () => HTMLElement | null;
}

/** The phone-width menu: the same links; choosing any link closes it (SPEC 2). */
export default function MobileMenuDrawer({ open, onOpenChange, trigger }: MobileMenuDrawerProps) {
  const session = useSessionActor();
  const status = useSessionStatus();
  const role = useSessionRole();
  const close = () => onOpenChange(false);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size="xs"
      finalFocusEl={trigger}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>
                  <Logo onNavigate={close} />
                </div>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <CloseButton aria-label="Close menu" size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Mobile">
                <Stack gap="0.5">
                  <MenuLink to="/" label="Home" onNavigate={close} />
                  <Text
                    px="3"
                    pt="3"
                    pb="1"
                    fontSize="xs"
                    fontWeight="bold"
                    color="fg.muted"
                    textTransform="uppercase"
                  >
                    Tours
                  </Text>
                  {TOUR_MENU.map((item) => (
                    <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={close} />
                  ))}
                  <Separator my="2" />
                  {MAIN_LINKS.map((item) => (
                    <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={close} />
                  ))}
                  <Separator my="2" />
                  {status === 'signedIn' && (
                    <>
                      <MenuLink to="/dashboard" label="My Account" onNavigate={close} />
                      {role === 'admin' && (
                        <MenuLink to="/admin" label="Admin Panel" onNavigate={close} />
                      )}
                    </>
                  )}
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2">
              <Button asChild colorPalette="sunrise">
                <Link to="/tours" onClick={close}>
                  Book Now
                </Link>
              </Button>
              {status === 'signedOut' && (
                <Stack direction="row" gap="2">
                  <Button asChild variant="outline" flex="1">
                    <Link to="/login" onClick={close}>
                      Login
                    </Link>
                  </Button>
                  <Button asChild variant="outline" flex="1">
                    <Link to="/register" onClick={close}>
                      Register
                    </Link>
                  </Button>
                </Stack>
              )}
              {status === 'signedIn' && (
                <Button
                  variant="outline"
                  onClick={() => {
                    close();
                    session.send({ type: 'session.logout' });
                  }}
                >
                  Logout
                </Button>
              )}
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
