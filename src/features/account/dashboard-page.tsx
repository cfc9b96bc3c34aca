import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import type { ComponentType } from 'react';
import type { StoredUser } from '../../../contract/session';
import { Tabs } from '../../components/ui/tabs';
import { useSessionActor, useSessionUser } from '../../session/use-session';
import { AccountNav, AccountProfileCard, NeedHelpBox } from './account-sidebar';
import { BookingsTab } from './bookings-tab';
import { firstName } from './booking-text';
import type { DashboardTab } from './dashboard-search';
import { PaymentsTab } from './payments-tab';
import { ProfileTab } from './profile-tab';
import { SettingsTab } from './settings-tab';
import { VerifyBanner } from './verify-banner';
import { WishlistTab } from './wishlist-tab';

/** What a tab gets from the route: its list's page, if it pages one (others ignore it). */
interface PagedTabProps {
  page: number | undefined;
  onPage: (page: number) => void;
}

/** SPEC 2's tabs; Settings is reached from the sidebar only. */
const TABS = [
  // My Bookings and Payments take the route's page (below).
  { value: 'bookings', label: 'Bookings', panel: BookingsTab },
  { value: 'profile', label: 'Profile', panel: ProfileTab },
  { value: 'payments', label: 'Payments', panel: PaymentsTab },
  { value: 'wishlist', label: 'Wishlist', panel: WishlistTab },
] as const satisfies ReadonlyArray<{
  value: DashboardTab;
  label: string;
  panel: ComponentType<PagedTabProps>;
}>;

function WelcomeBanner({ user }: { user: StoredUser }) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', md: 'center' }}
      gap={{ base: '3', md: '4' }}
      p={{ base: '4', md: '7' }}
      rounded="xl"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.700"
      gradientTo="brand.900"
    >
      <Box minW="0">
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase">
          My Account
        </Text>
        <Heading
          as="h1"
          size={{ base: '2xl', md: '3xl' }}
          color="white"
          mt="1"
          overflowWrap="anywhere"
        >
          Welcome back, {firstName(user.name)}!
        </Heading>
        {/* Phones skip the blurb so the first booking starts on the first screen. */}
        <Text mt="2" maxW="xl" hideBelow="md">
          Manage your bookings, keep your details up to date and plan your next adventure in the
          Karakoram.
        </Text>
      </Box>
      <Button asChild colorPalette="sunrise" size={{ base: 'sm', md: 'lg' }} flexShrink={0}>
        <Link to="/tours">
          <Compass aria-hidden />
          Book New Tour
        </Link>
      </Button>
    </Stack>
  );
}

/**
 * My Account (/dashboard, SPEC 2): sidebar (profile, navigation, Logout, Need Help), welcome
 * banner and the tabs. The route owns the tab (?tab=) and its list's page (?page=); each tab owns its data.
 */
export function DashboardPage({
  tab,
  onTabChange,
  page,
  onPageChange,
}: {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** The open tab's page (?page=): My Bookings' or the payment history's. */
  page: number | undefined;
  onPageChange: (page: number) => void;
}) {
  const session = useSessionActor();
  const user = useSessionUser();
  if (!user) return null;

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '280px minmax(0, 1fr)' }}
        templateAreas={{
          base: `"account" "main" "help"`,
          lg: `"account main" "help main"`,
        }}
        templateRows={{ lg: 'auto 1fr' }}
        columnGap="8"
        rowGap="6"
      >
        <Box
          gridArea="account"
          borderWidth="1px"
          rounded="xl"
          bg="bg.panel"
          shadow="sm"
          alignSelf="start"
        >
          <AccountProfileCard user={user} />
          <AccountNav tab={tab} onLogout={() => session.send({ type: 'session.logout' })} />
        </Box>
        <Box gridArea="help" alignSelf="start">
          <NeedHelpBox />
        </Box>
        <Stack gridArea="main" gap="6" minW="0">
          <WelcomeBanner user={user} />
          <VerifyBanner />
          {tab === 'settings' ? (
            <Box as="section" aria-label="Settings">
              <SettingsTab />
            </Box>
          ) : (
            <Tabs.Root
              value={tab}
              onValueChange={(e) => onTabChange(e.value as DashboardTab)}
              variant="line"
              colorPalette="brand"
              size={{ base: 'sm', md: 'md' }}
              lazyMount
              unmountOnExit
            >
              {/* Phones navigate with the account navigation above (links, Settings, Logout). */}
              <Tabs.List
                hideBelow="lg"
                overflowX="auto"
                overflowY="hidden"
                css={{ scrollbarWidth: 'thin' }}
                aria-label="My Account sections"
              >
                {TABS.map(({ value, label }) => (
                  <Tabs.Trigger key={value} value={value} flexShrink={0}>
                    {label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {TABS.map(({ value, panel: Panel }) => (
                <Tabs.Content key={value} value={value} pt={{ base: '0', lg: '6' }}>
                  <Panel page={page} onPage={onPageChange} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          )}
        </Stack>
      </Grid>
    </Container>
  );
}
