import {
  Box,
  Button,
  CloseButton,
  Flex,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Drawer } from '../ui/drawer';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeft,
  CalendarCheck,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mails,
  Map,
  Menu,
  Settings,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSessionActor, useSessionUser } from '../../session/use-session';
import { Logo } from './logo';

const ADMIN_LINKS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, exact: true },
  { to: '/admin/tours', label: 'Tours', icon: Map, exact: false },
  { to: '/admin/bookings', label: 'Bookings', icon: CalendarCheck, exact: false },
  { to: '/admin/customers', label: 'Customers', icon: Users, exact: false },
  { to: '/admin/enquiries', label: 'Enquiries', icon: Inbox, exact: false },
  { to: '/admin/outbox', label: 'Outbox', icon: Mails, exact: false },
  { to: '/admin/settings', label: 'Settings', icon: Settings, exact: false },
] as const;

type AdminLinkPath = (typeof ADMIN_LINKS)[number]['to'];

/** Something shown after a link's label (the unread count next to Enquiries). */
export type AdminLinkBadges = Partial<Record<AdminLinkPath, ReactNode>>;

function SidebarNav({ onNavigate, badges }: { onNavigate?: () => void; badges?: AdminLinkBadges }) {
  return (
    <Stack as="nav" aria-label="Admin" gap="1">
      {ADMIN_LINKS.map(({ to, label, icon: Icon, exact }) => (
        <Link key={to} to={to} activeOptions={{ exact }} onClick={onNavigate}>
          {({ isActive }) => (
            <HStack
              px="3"
              py="2.5"
              rounded="md"
              gap="3"
              fontWeight="medium"
              bg={isActive ? 'brand.solid' : undefined}
              color={isActive ? 'brand.contrast' : 'whiteAlpha.800'}
              _hover={isActive ? undefined : { bg: 'whiteAlpha.100', color: 'white' }}
            >
              <Icon size={18} aria-hidden />
              {label}
              {badges?.[to]}
            </HStack>
          )}
        </Link>
      ))}
      <Box borderTopWidth="1px" borderColor="whiteAlpha.200" my="3" />
      <Link to="/" onClick={onNavigate}>
        <HStack
          px="3"
          py="2.5"
          rounded="md"
          gap="3"
          color="whiteAlpha.800"
          _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
        >
          <ArrowLeft size={18} aria-hidden />
          Back to Website
        </HStack>
      </Link>
    </Stack>
  );
}

/**
 * SPEC 2: sidebar with Dashboard, Tours, Customers, Settings, Back to Website, and a mobile toggle;
 * issue 14 adds Bookings and Enquiries (with its unread count in `badges`).
 */
export function AdminLayout({
  children,
  badges,
}: {
  children: ReactNode;
  badges?: AdminLinkBadges;
}) {
  const [open, setOpen] = useState(false);
  const session = useSessionActor();
  const user = useSessionUser();

  return (
    <Flex minH="100dvh" bg="bg.subtle" _print={{ bg: 'white', minH: 'auto' }}>
      <Box
        as="aside"
        hideBelow="lg"
        _print={{ display: 'none' }}
        w="64"
        flexShrink={0}
        bg="brand.950"
        color="white"
        px="4"
        py="6"
        position="sticky"
        top="0"
        h="100dvh"
      >
        <Box px="3" mb="8">
          <Logo color="white" />
        </Box>
        <SidebarNav badges={badges} />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <HStack
          as="header"
          justify="space-between"
          px={{ base: '4', md: '8' }}
          h="16"
          bg="bg.panel"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
          _print={{ display: 'none' }}
        >
          <HStack gap="2">
            <Drawer.Root
              open={open}
              onOpenChange={(e) => setOpen(e.open)}
              placement="start"
              size="xs"
            >
              <Drawer.Trigger asChild>
                <IconButton aria-label="Open admin menu" variant="ghost" hideFrom="lg">
                  <Menu />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content bg="brand.950" color="white">
                    <Drawer.Header>
                      <Drawer.Title asChild>
                        <div>
                          <Logo color="white" onNavigate={() => setOpen(false)} />
                        </div>
                      </Drawer.Title>
                      <Drawer.CloseTrigger asChild>
                        <CloseButton aria-label="Close admin menu" size="sm" color="white" />
                      </Drawer.CloseTrigger>
                    </Drawer.Header>
                    <Drawer.Body>
                      <SidebarNav badges={badges} onNavigate={() => setOpen(false)} />
                    </Drawer.Body>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
            <Text fontWeight="semibold" color="fg.muted">
              Admin Panel
            </Text>
          </HStack>
          <HStack gap="3">
            <Text fontSize="sm" color="fg.muted" hideBelow="sm">
              {user?.name}
            </Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() => session.send({ type: 'session.logout' })}
            >
              <LogOut aria-hidden />
              Logout
            </Button>
          </HStack>
        </HStack>
        <Box as="main" id="main" flex="1" px={{ base: '4', md: '8' }} py="8" _print={{ p: '0' }}>
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
