import { Box, Button, Grid, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import {
  CalendarCheck,
  CreditCard,
  Heart,
  LifeBuoy,
  LogOut,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { StoredUser } from '../../../contract/session';
import { initials } from '../../../contract/profile';
import { Avatar } from '../../components/ui/avatar';
import { memberSince } from './booking-text';
import type { DashboardTab } from './dashboard-search';

const NAV: ReadonlyArray<{ tab: DashboardTab; label: string; icon: LucideIcon }> = [
  { tab: 'bookings', label: 'My Bookings', icon: CalendarCheck },
  { tab: 'profile', label: 'Profile', icon: UserRound },
  { tab: 'payments', label: 'Payment Methods', icon: CreditCard },
  { tab: 'wishlist', label: 'Wishlist', icon: Heart },
  { tab: 'settings', label: 'Settings', icon: Settings },
];

const navItemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  rounded: 'md',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg',
  textDecoration: 'none',
  transition: 'background 0.15s ease',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '1px' },
} as const;

/** Avatar (initials), name, e-mail and 'Member since' (hidden when the account's date is unknown). */
export function AccountProfileCard({ user }: { user: StoredUser }) {
  const since = memberSince(user.created_at);
  return (
    <Stack
      direction={{ base: 'row', lg: 'column' }}
      align="center"
      textAlign={{ base: 'start', lg: 'center' }}
      gap="3"
      p={{ base: '3', lg: '5' }}
      borderBottomWidth="1px"
    >
      <Avatar.Root size={{ base: 'lg', lg: '2xl' }} colorPalette="brand" aria-hidden flexShrink={0}>
        <Avatar.Fallback fontWeight="bold">{initials(user.name)}</Avatar.Fallback>
      </Avatar.Root>
      <Box minW="0" w="full">
        <Text fontWeight="bold" fontSize="lg" fontFamily="heading" overflowWrap="anywhere">
          {user.name}
        </Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {user.email}
        </Text>
        {since && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {since}
          </Text>
        )}
      </Box>
    </Stack>
  );
}

/** The account navigation: each tab is a link (?tab=), the open one marked aria-current. */
export function AccountNav({ tab, onLogout }: { tab: DashboardTab; onLogout: () => void }) {
  return (
    <chakra.nav aria-label="My Account" p={{ base: '2', lg: '3' }}>
      {/*
       * Phones: the only navigation on the page (the tab bar is hidden there), one row that
       * scrolls sideways so the first booking starts near the top. At lg: one column beside it.
       */}
      <Grid
        as="ul"
        autoFlow={{ base: 'column', lg: 'row' }}
        autoColumns={{ base: 'max-content', lg: 'auto' }}
        templateColumns={{ lg: 'minmax(0, 1fr)' }}
        gap={{ base: '1', lg: '0.5' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        p={{ base: '0.5', lg: '0' }}
        css={{ scrollbarWidth: 'thin' }}
        listStyleType="none"
      >
        {NAV.map(({ tab: target, label, icon: Icon }) => {
          const active = target === tab;
          return (
            <li key={target}>
              <chakra.a
                asChild
                {...navItemStyles}
                bg={active ? 'brand.subtle' : undefined}
                color={active ? 'brand.fg' : 'fg'}
                fontWeight={active ? 'semibold' : 'medium'}
                _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
              >
                <Link
                  to="/dashboard"
                  search={{ tab: target }}
                  aria-current={active ? 'page' : undefined}
                >
                  <Icon size={18} aria-hidden />
                  {label}
                </Link>
              </chakra.a>
            </li>
          );
        })}
        <li>
          <chakra.button
            type="button"
            {...navItemStyles}
            cursor="pointer"
            color="red.700"
            _hover={{ bg: 'red.50' }}
            onClick={onLogout}
          >
            <LogOut size={18} aria-hidden />
            Logout
          </chakra.button>
        </li>
      </Grid>
    </chakra.nav>
  );
}

/** SPEC 2: 'Need Help?' with Contact Support (to /contact). */
export function NeedHelpBox() {
  return (
    <Stack
      as="aside"
      aria-labelledby="need-help-heading"
      gap="3"
      p="5"
      rounded="xl"
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Stack direction="row" gap="2" align="center" color="brand.fg">
        <LifeBuoy size={20} aria-hidden />
        <Heading as="h2" size="md" id="need-help-heading" color="brand.fg">
          Need Help?
        </Heading>
      </Stack>
      <Text fontSize="sm">
        Questions about a booking, a payment or your trip? Our team in Skardu is happy to help.
      </Text>
      <Button asChild colorPalette="brand" size="sm" alignSelf="flex-start">
        <Link to="/contact">Contact Support</Link>
      </Button>
    </Stack>
  );
}
