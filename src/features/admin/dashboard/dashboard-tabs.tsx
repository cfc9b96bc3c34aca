import { Badge, Box, Grid, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { MessageSquareText } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  LatestReview,
  PopularTour,
  RecentBooking,
} from '../../../../contract/admin-dashboard';
import { LineTabs } from '../../../components/line-tabs';
import { StarRating } from '../../../components/star-rating';
import { Card } from '../../../components/ui/card';
import { Table } from '../../../components/ui/table';
import { formatLongDate, formatMoney } from '../../../lib/format';

/** Booking status colours: Confirmed green, Cancelled red, anything else grey. */
const STATUS_PALETTE: Record<string, string> = { Confirmed: 'green', Cancelled: 'red' };

export function DashboardTabs({
  recentBookings,
  latestReviews,
  popularTours,
}: {
  recentBookings: RecentBooking[];
  latestReviews: LatestReview[];
  popularTours: PopularTour[];
}) {
  return (
    <LineTabs
      contentPt="4"
      fixedTriggers
      tabs={[
        {
          value: 'bookings',
          label: 'Recent Bookings',
          content: <RecentBookings bookings={recentBookings} />,
        },
        {
          value: 'feedback',
          label: 'Customer Feedback',
          content: <CustomerFeedback reviews={latestReviews} />,
        },
        {
          value: 'popular',
          label: 'Popular Tours',
          content: <PopularTours tours={popularTours} />,
        },
      ]}
    />
  );
}

function Empty({ children }: { children: string }) {
  return (
    <Box
      py="10"
      textAlign="center"
      color="fg.muted"
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      bg="bg.panel"
    >
      {children}
    </Box>
  );
}

/** A table that scrolls sideways on narrow screens; focusable so the keyboard can scroll it too. */
function ScrollingTable({
  label,
  minW,
  children,
}: {
  label: string;
  minW: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea
      role="region"
      aria-label={label}
      tabIndex={0}
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" minW={minW} css={{ '& th, & td': { px: '4', py: '3' } }}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Below xl a list of cards (seven columns fit neither a phone nor the ~700px beside the admin
 * sidebar at 1024); from xl (1280) the table, whose long customer and tour texts wrap so every
 * column fits the content width.
 */
function RecentBookings({ bookings }: { bookings: RecentBooking[] }) {
  if (bookings.length === 0) return <Empty>No bookings yet.</Empty>;
  return (
    <>
      <RecentBookingCards bookings={bookings} />
      <Box hideBelow="xl">
        <ScrollingTable label="Recent bookings" minW="0">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Reference</Table.ColumnHeader>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Tour</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Travellers</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {bookings.map((b) => (
              <Table.Row key={b.id}>
                <Table.Cell fontFamily="mono" fontWeight="semibold" whiteSpace="nowrap">
                  <BookingLink reference={b.reference} />
                </Table.Cell>
                <Table.Cell whiteSpace="normal" minW="36">
                  <Text fontWeight="medium">{b.customerName}</Text>
                  <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                    {b.customerEmail}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="normal" minW="32">
                  {b.tourTitle}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatLongDate(b.startDate)}</Table.Cell>
                <Table.Cell textAlign="end">{b.travelers}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMoney(b.total)}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={b.status} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollingTable>
      </Box>
    </>
  );
}

/** Opens the booking in the back office (issue 14). */
function BookingLink({ reference }: { reference: string }) {
  return (
    <Link asChild color="brand.fg" variant="underline">
      <RouterLink to="/admin/bookings/$reference" params={{ reference }}>
        {reference}
      </RouterLink>
    </Link>
  );
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">
      {status}
    </Badge>
  );
}

/** Phones, tablets and small laptops: one card per booking, every fact labelled. */
function RecentBookingCards({ bookings }: { bookings: RecentBooking[] }) {
  return (
    <SimpleGrid
      as="ul"
      hideFrom="xl"
      columns={{ base: 1, md: 2 }}
      gap="3"
      listStyleType="none"
      aria-label="Recent bookings"
    >
      {bookings.map((b) => (
        <Card.Root as="li" key={b.id} size="sm" rounded="xl">
          <Card.Body gap="3">
            <HStack justify="space-between" gap="2">
              <Text fontFamily="mono" fontWeight="semibold">
                <BookingLink reference={b.reference} />
              </Text>
              <StatusBadge status={b.status} />
            </HStack>
            <Grid
              as="dl"
              templateColumns="auto minmax(0, 1fr)"
              columnGap="4"
              rowGap="1.5"
              fontSize="sm"
            >
              <Fact label="Customer">
                <Text fontWeight="medium">{b.customerName}</Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {b.customerEmail}
                </Text>
              </Fact>
              <Fact label="Tour">{b.tourTitle}</Fact>
              <Fact label="Date">{formatLongDate(b.startDate)}</Fact>
              <Fact label="Travellers">{b.travelers}</Fact>
              <Fact label="Total">
                <Text as="span" fontWeight="semibold">
                  {formatMoney(b.total)}
                </Text>
              </Fact>
            </Grid>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" minW="0">
        {children}
      </Box>
    </>
  );
}

function CustomerFeedback({ reviews }: { reviews: LatestReview[] }) {
  if (reviews.length === 0) return <Empty>No reviews yet.</Empty>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Latest reviews">
      {reviews.map((r) => (
        <Card.Root as="li" key={r.id} size="sm" rounded="xl">
          <Card.Body gap="2">
            <Stack
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', sm: 'start' }}
              gap="2"
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold">{r.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.tourTitle}
                </Text>
              </Stack>
              <Stack gap="1" align={{ base: 'start', sm: 'end' }} flexShrink={0}>
                <StarRating size={14} rating={r.rating} />
                <Text fontSize="xs" color="fg.muted">
                  {formatLongDate(r.date)}
                </Text>
              </Stack>
            </Stack>
            <HStack align="start" gap="2" color="fg">
              <Box color="fg.muted" pt="1" aria-hidden>
                <MessageSquareText size={14} />
              </Box>
              <Text fontSize="sm" lineHeight="tall">
                {r.comment}
              </Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

function PopularTours({ tours }: { tours: PopularTour[] }) {
  if (tours.length === 0) return <Empty>No tours have been booked yet.</Empty>;
  return (
    <ScrollingTable label="Popular tours" minW="320px">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader w="12">#</Table.ColumnHeader>
          <Table.ColumnHeader>Tour</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Bookings</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tours.map((t, i) => (
          <Table.Row key={t.id}>
            <Table.Cell color="fg.muted">{i + 1}</Table.Cell>
            <Table.Cell fontWeight="medium" whiteSpace="normal">
              {t.title}
            </Table.Cell>
            <Table.Cell textAlign="end">{t.bookings}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatMoney(t.revenue)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollingTable>
  );
}
