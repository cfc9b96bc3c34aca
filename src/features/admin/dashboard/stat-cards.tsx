import { Center, HStack, SimpleGrid, Span, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  CalendarCheck,
  DollarSign,
  Map,
  Minus,
  TrendingDown,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import type { DashboardStats, Stat } from '../../../../contract/admin-dashboard';
import { Card } from '../../../components/ui/card';
import { formatPrice } from '../../../lib/format';
import { TREND_WINDOW_DAYS } from '../../../../contract/admin-dashboard';
import { describeTrend, type TrendTone } from './trend';

const count = new Intl.NumberFormat('en-US');

/** The four cards of SPEC 2, in its order. */
const STAT_CARDS: ReadonlyArray<{
  key: keyof DashboardStats;
  label: string;
  icon: LucideIcon;
  format: (value: number) => string;
}> = [
  { key: 'totalTours', label: 'Total Tours', icon: Map, format: (v) => count.format(v) },
  {
    key: 'activeBookings',
    label: 'Active Bookings',
    icon: CalendarCheck,
    format: (v) => count.format(v),
  },
  { key: 'customers', label: 'Customers', icon: Users, format: (v) => count.format(v) },
  { key: 'revenue', label: 'Revenue', icon: DollarSign, format: formatPrice },
];

const TONE: Record<TrendTone, { color: string; icon: LucideIcon | null }> = {
  up: { color: 'green.700', icon: TrendingUp },
  down: { color: 'red.700', icon: TrendingDown },
  flat: { color: 'fg.muted', icon: Minus },
  none: { color: 'fg.muted', icon: null },
};

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: '3', md: '4' }}>
      {STAT_CARDS.map(({ key, label, icon, format }) => (
        <StatCard
          key={key}
          label={label}
          icon={icon}
          value={format(stats[key].value)}
          stat={stats[key]}
        />
      ))}
    </SimpleGrid>
  );
}

function StatCard({
  label,
  icon: Icon,
  value,
  stat,
}: {
  label: string;
  icon: LucideIcon;
  value: string;
  stat: Stat;
}) {
  const labelId = useId();
  const trend = describeTrend(stat.trend);
  const tone = TONE[trend.tone];
  const TrendIcon = tone.icon;
  return (
    <Card.Root role="group" aria-labelledby={labelId} rounded="xl" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Text id={labelId} fontWeight="medium" color="fg.muted">
            {label}
          </Text>
          <Center
            boxSize="10"
            flexShrink={0}
            rounded="lg"
            bg="brand.subtle"
            color="brand.fg"
            hideBelow="sm"
            aria-hidden
          >
            <Icon size={20} />
          </Center>
        </HStack>
        <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2">
          {value}
        </Text>
        <Text fontSize={{ base: 'xs', sm: 'sm' }} color="fg.muted">
          <Span
            color={tone.color}
            fontWeight="semibold"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            {TrendIcon && <TrendIcon size={14} aria-hidden />}
            <span aria-hidden={trend.tone === 'none' ? true : undefined}>{trend.text}</span>
          </Span>{' '}
          <span aria-hidden>vs previous {TREND_WINDOW_DAYS} days</span>
          <VisuallyHidden>
            {trend.tone === 'none' ? `No trend: ${trend.description}` : trend.description}
          </VisuallyHidden>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
