import {
  Button,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Plus, RotateCw, Settings2 } from 'lucide-react';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { WaitlistDemandCard } from '../../waitlist/admin-waitlist';
import { DashboardTabs } from './dashboard-tabs';
import { StatCards } from './stat-cards';
import {
  dashboardFailure,
  useAdminDashboardActor,
  type AdminDashboardActorRef,
} from './dashboard.logic';

/** SPEC 2 'Admin layout and dashboard', on the real API (issue 5). */
export function DashboardPage() {
  const actor = useAdminDashboardActor();
  const status = useSelector(actor, (s) =>
    s.hasTag('loaded') ? 'loaded' : s.hasTag('error') ? 'failed' : 'loading',
  );
  return (
    <Stack gap={{ base: '6', md: '8' }} maxW="7xl" mx="auto">
      <HStack justify="space-between" align={{ base: 'start', md: 'center' }} wrap="wrap" gap="4">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            Admin Dashboard
          </Heading>
          <Text color="fg.muted">Tours, bookings and customers at a glance.</Text>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/admin/tours">
              <Settings2 aria-hidden />
              Manage Tours
            </Link>
          </Button>
          <Button asChild colorPalette="sunrise">
            <Link to="/admin/tours/customize">
              <Plus aria-hidden />
              Create New Tour
            </Link>
          </Button>
        </HStack>
      </HStack>
      {status === 'loading' && <DashboardSkeleton />}
      {status === 'failed' && <DashboardFailed actor={actor} />}
      {status === 'loaded' && <DashboardLoaded actor={actor} />}
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="6" role="status" aria-live="polite">
      <VisuallyHidden>Loading dashboard...</VisuallyHidden>
      <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }} aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h="36" rounded="xl" />
        ))}
      </SimpleGrid>
      <Skeleton h="72" rounded="xl" aria-hidden />
    </Stack>
  );
}

function DashboardFailed({ actor }: { actor: AdminDashboardActorRef }) {
  const failure = useSelector(actor, dashboardFailure);
  return (
    <LoadFailedAlert
      title="We couldn't load the dashboard"
      description={failure}
      onRetry={() => actor.send({ type: 'data.retry' })}
    />
  );
}

function DashboardLoaded({ actor }: { actor: AdminDashboardActorRef }) {
  const dashboard = useSelector(actor, (s) => s.context.data);
  const refreshing = useSelector(actor, (s) => s.hasTag('busy'));
  if (!dashboard) return null;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h2" size="lg">
            Overview
          </Heading>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actor.send({ type: 'data.refresh' })}
            loading={refreshing}
            loadingText="Refreshing..."
          >
            <RotateCw aria-hidden />
            Refresh
          </Button>
        </HStack>
        <StatCards stats={dashboard.stats} />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          Activity
        </Heading>
        <DashboardTabs
          recentBookings={dashboard.recentBookings}
          latestReviews={dashboard.latestReviews}
          popularTours={dashboard.popularTours}
        />
      </Stack>
      <WaitlistDemandCard />
    </Stack>
  );
}
