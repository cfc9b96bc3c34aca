import { Badge, Box, Button, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Download, Printer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  DepartureFigures,
  Manifest,
  ManifestBooking,
} from '../../../../contract/admin-departures';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { EmptyListState } from '../../../components/empty-list-state';
import { Table } from '../../../components/ui/table';
import { downloadCsv } from '../../../lib/download-csv';
import { formatLongDate, formatMoney } from '../../../lib/format';
import {
  BackLink,
  FIGURE_LABELS,
  figureKeys,
  figureText,
  LoadingRows,
  PaymentBadge,
  SCREEN_ONLY,
  StartedBadge,
} from './departure-parts';
import {
  failedAsNotFound,
  manifestFailure,
  useManifestActor,
  type ManifestActorRef,
} from './departures.logic';
import { manifestFileName, manifestToCsv } from './manifest-csv';
import { AdminDepartureWaitlist } from '../../waitlist/admin-waitlist';

/**
 * A departure's manifest (/admin/departures/{id}, issue 14): who travels, how to reach them,
 * what they asked for and where their money stands; Download CSV and Print. On paper (print
 * media) the admin chrome, buttons and cards go and the table stays, at any width.
 */
export function ManifestPage({ departureId }: { departureId: number }) {
  const actor = useManifestActor(departureId);
  const status = useSelector(actor, (s) =>
    s.hasTag('loaded') ? 'loaded' : s.hasTag('error') ? 'failed' : 'loading',
  );
  const tourId = useSelector(actor, (s) => s.context.data?.tour.id);
  const subtitle = useSelector(actor, (s) =>
    s.context.data
      ? `${s.context.data.tour.title}, ${formatLongDate(s.context.data.departure.startDate)}`
      : 'Everyone travelling on this departure.',
  );

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      {tourId === undefined ? (
        <BackLink to="/admin/tours">Tour Management</BackLink>
      ) : (
        <BackLink to="/admin/tours/$id/departures" params={{ id: tourId }}>
          Departures
        </BackLink>
      )}
      <AdminPageHeading title="Manifest" description={subtitle} />
      {status === 'loading' && <LoadingRows label="Loading manifest..." />}
      {status === 'failed' && <ManifestFailed actor={actor} />}
      {status === 'loaded' && <ManifestLoaded actor={actor} />}
    </Stack>
  );
}

function ManifestFailed({ actor }: { actor: ManifestActorRef }) {
  const message = useSelector(actor, manifestFailure);
  const notFound = useSelector(actor, failedAsNotFound);
  return (
    <LoadFailedAlert
      title={notFound ? 'Departure Not Found' : "We couldn't load the manifest"}
      description={
        notFound ? "The departure you're looking for doesn't exist or has been removed." : message
      }
      onRetry={() => actor.send({ type: 'data.retry' })}
    />
  );
}

function ManifestLoaded({ actor }: { actor: ManifestActorRef }) {
  const manifest = useSelector(actor, (s) => s.context.data);
  if (!manifest) return null;
  const { departure, bookings, cancelled } = manifest;
  return (
    <Stack gap="6">
      <Figures departure={departure} />
      <Stack gap="3">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            Travellers
          </Heading>
          <Actions manifest={manifest} />
        </HStack>
        {bookings.length === 0 ? (
          <EmptyListState
            icon={<Users />}
            title="No bookings yet"
            description="Nobody has booked this departure yet; bookings show here as they come in."
            bg="bg.panel"
          />
        ) : (
          <>
            <Text color="fg.muted" fontSize="sm">
              {travellerCount(bookings)}
            </Text>
            <ManifestTable bookings={bookings} />
            <ManifestCards bookings={bookings} />
          </>
        )}
      </Stack>
      {cancelled.length > 0 && <CancelledList bookings={cancelled} />}
      <AdminDepartureWaitlist departureId={departure.id} />
    </Stack>
  );
}

function travellerCount(bookings: readonly ManifestBooking[]): string {
  const travellers = bookings.reduce((sum, b) => sum + b.travelers, 0);
  return `${bookings.length} ${bookings.length === 1 ? 'booking' : 'bookings'}, ${travellers} ${
    travellers === 1 ? 'traveller' : 'travellers'
  }`;
}

/** Download CSV (every listed column, formulas escaped) and Print (the browser's dialog). */
function Actions({ manifest }: { manifest: Manifest }) {
  return (
    <HStack gap="2" {...SCREEN_ONLY}>
      <Button
        size="sm"
        variant="outline"
        disabled={manifest.bookings.length === 0}
        onClick={() => downloadCsv(manifestToCsv(manifest), manifestFileName(manifest))}
      >
        <Download aria-hidden />
        Download CSV
      </Button>
      <Button size="sm" colorPalette="brand" onClick={() => window.print()}>
        <Printer aria-hidden />
        Print
      </Button>
    </HStack>
  );
}

/** The departure's figures as a row of small panels (two columns on a phone). */
function Figures({ departure }: { departure: DepartureFigures }) {
  const keys = figureKeys([departure]);
  return (
    <Stack gap="2">
      <HStack gap="2">
        <Heading as="h2" size="lg">
          Seats and money
        </Heading>
        <StartedBadge started={departure.started} />
      </HStack>
      <Grid
        as="dl"
        templateColumns={{
          base: 'repeat(2, 1fr)',
          md: 'repeat(4, 1fr)',
          xl: `repeat(${keys.length}, 1fr)`,
        }}
        gap={{ base: '2', md: '3' }}
        _print={{ gridTemplateColumns: `repeat(${keys.length}, 1fr)`, gap: '1' }}
      >
        {keys.map((key) => (
          <Box
            key={key}
            bg="bg.panel"
            borderWidth="1px"
            rounded="lg"
            px="3"
            py="2"
            _print={{ px: '1', py: '0.5' }}
          >
            <Text as="dt" fontSize="xs" color="fg.muted">
              {FIGURE_LABELS[key]}
            </Text>
            <Text as="dd" fontWeight="semibold" fontSize="lg" _print={{ fontSize: 'sm' }}>
              {figureText(departure, key)}
            </Text>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}

const dash = (value: string | null) => (value ? value : '—');

function AddOns({ names }: { names: readonly string[] }) {
  return <>{names.length === 0 ? '—' : names.join(', ')}</>;
}

/** The balance under the payment badge while something is owed. */
function Payment({ booking }: { booking: ManifestBooking }) {
  return (
    <Stack gap="0.5" align="flex-start">
      <PaymentBadge state={booking.paymentState} />
      {booking.balance > 0 && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {formatMoney(booking.balance)} due
        </Text>
      )}
    </Stack>
  );
}

/**
 * From lg up, and always on paper (print media ignores the screen breakpoints, so the table is
 * shown and the cards hidden there whatever the width). Phone and e-mail share a Contact column
 * and long text wraps, so the table fits the page beside the sidebar and on A4.
 */
function ManifestTable({ bookings }: { bookings: readonly ManifestBooking[] }) {
  return (
    <Table.ScrollArea
      hideBelow="lg"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      _print={{ overflow: 'visible', borderWidth: '0', rounded: 'none' }}
    >
      <Table.Root
        size="sm"
        aria-label="Manifest"
        // On A4 the columns share the width: no screen minimums, tighter padding.
        _print={{ fontSize: 'xs', '& th, & td': { minW: '0', px: '1.5' } }}
      >
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader py="3">Lead traveller</Table.ColumnHeader>
            <Table.ColumnHeader py="3" textAlign="end">
              Travellers
            </Table.ColumnHeader>
            <Table.ColumnHeader py="3">Contact</Table.ColumnHeader>
            <Table.ColumnHeader py="3">Country</Table.ColumnHeader>
            <Table.ColumnHeader py="3">Add-ons</Table.ColumnHeader>
            <Table.ColumnHeader py="3">Special requests</Table.ColumnHeader>
            <Table.ColumnHeader py="3">Payment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {bookings.map((booking) => (
            <Table.Row
              key={booking.reference}
              data-testid="manifest-row"
              verticalAlign="top"
              _print={{ breakInside: 'avoid' }}
            >
              <Table.Cell whiteSpace="normal" minW="36">
                <Text fontWeight="semibold">{booking.leadTraveller}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                  {booking.reference}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{booking.travelers}</Table.Cell>
              <Table.Cell whiteSpace="normal" minW="40" maxW="56">
                <Text whiteSpace="nowrap">{booking.phone}</Text>
                <Text overflowWrap="anywhere">{booking.email}</Text>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">{dash(booking.country)}</Table.Cell>
              <Table.Cell whiteSpace="normal" minW="36">
                <AddOnLines names={booking.addOns} />
              </Table.Cell>
              <Table.Cell whiteSpace="pre-line" minW="40" overflowWrap="anywhere">
                {dash(booking.specialRequests)}
              </Table.Cell>
              <Table.Cell>
                <Payment booking={booking} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One add-on a line in the table, so a long list stays narrow. */
function AddOnLines({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <>—</>;
  return (
    <Stack as="ul" listStyleType="none" gap="0">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" overflowWrap="anywhere">
        {children}
      </Text>
    </>
  );
}

/** Below lg on screen: one card per booking. */
function ManifestCards({ bookings }: { bookings: readonly ManifestBooking[] }) {
  return (
    <Grid
      as="ul"
      aria-label="Manifest"
      hideFrom="lg"
      listStyleType="none"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
      {...SCREEN_ONLY}
    >
      {bookings.map((booking) => (
        <Stack
          as="li"
          key={booking.reference}
          data-testid="manifest-card"
          gap="3"
          p="4"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
        >
          <HStack justify="space-between" align="flex-start" gap="3">
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="lg" lineHeight="short">
                {booking.leadTraveller}
              </Text>
              <Text fontSize="sm" color="fg.muted" fontFamily="mono">
                {booking.reference}
              </Text>
            </Box>
            <Payment booking={booking} />
          </HStack>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5">
            <Fact label="Travellers">{booking.travelers}</Fact>
            <Fact label="Phone">{booking.phone}</Fact>
            <Fact label="Email">{booking.email}</Fact>
            <Fact label="Country">{dash(booking.country)}</Fact>
            <Fact label="Add-ons">
              <AddOns names={booking.addOns} />
            </Fact>
            <Fact label="Special requests">{dash(booking.specialRequests)}</Fact>
          </Grid>
        </Stack>
      ))}
    </Grid>
  );
}

/** Who no longer travels: cancelled or expired (unpaid transfer) bookings. Not printed. */
function CancelledList({ bookings }: { bookings: readonly ManifestBooking[] }) {
  return (
    <Stack as="section" aria-labelledby="manifest-cancelled" gap="3" {...SCREEN_ONLY}>
      <Heading as="h2" size="md" id="manifest-cancelled">
        Cancelled and expired ({bookings.length})
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2" aria-label="Cancelled and expired bookings">
        {bookings.map((booking) => (
          <HStack
            as="li"
            key={booking.reference}
            data-testid="cancelled-booking"
            justify="space-between"
            gap="3"
            flexWrap="wrap"
            px="4"
            py="3"
            bg="bg.panel"
            borderWidth="1px"
            rounded="lg"
          >
            <Box minW="0">
              <Text fontWeight="medium">{booking.leadTraveller}</Text>
              <Text fontSize="sm" color="fg.muted">
                <Text as="span" fontFamily="mono">
                  {booking.reference}
                </Text>
                {` · ${booking.travelers} ${booking.travelers === 1 ? 'traveller' : 'travellers'}`}
              </Text>
            </Box>
            <Badge colorPalette="gray" variant="outline">
              {booking.status}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
