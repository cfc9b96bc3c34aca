import { Badge, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { CalendarPlus, ClipboardList, Pencil } from 'lucide-react';
import type { DepartureFigures, DepartureTour } from '../../../../contract/admin-departures';
import { AdminPageHeading } from '../../../components/admin/admin-page-heading';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { EmptyListState } from '../../../components/empty-list-state';
import { Table } from '../../../components/ui/table';
import { formatLongDate } from '../../../lib/format';
import {
  BackLink,
  FIGURE_LABELS,
  FigureList,
  figureKeys,
  figureText,
  type FigureKey,
  LoadingRows,
  StartedBadge,
} from './departure-parts';
import {
  departuresFailure,
  failedAsNotFound,
  useTourDeparturesActor,
  type TourDeparturesActorRef,
} from './departures.logic';

/**
 * A tour's departures (/admin/tours/{id}/departures, issue 14): per departure its seats
 * (capacity, sold, held for an awaited transfer, left), bookings and money, and a link to its
 * manifest. A table from lg up, one card per departure below.
 */
export function DeparturesPage({ tourId }: { tourId: number }) {
  const actor = useTourDeparturesActor(tourId);
  const status = useSelector(actor, (s) =>
    s.hasTag('loaded') ? 'loaded' : s.hasTag('error') ? 'failed' : 'loading',
  );

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <BackLink to="/admin/tours">Tour Management</BackLink>
      <AdminPageHeading
        title="Departures"
        description="Seats sold, held and left, and revenue per departure."
      />
      {status === 'loading' && <LoadingRows label="Loading departures..." />}
      {status === 'failed' && <DeparturesFailed actor={actor} />}
      {status === 'loaded' && <DeparturesLoaded actor={actor} />}
    </Stack>
  );
}

function DeparturesFailed({ actor }: { actor: TourDeparturesActorRef }) {
  const message = useSelector(actor, departuresFailure);
  const notFound = useSelector(actor, failedAsNotFound);
  return (
    <LoadFailedAlert
      title={notFound ? 'Tour Not Found' : "We couldn't load the departures"}
      description={
        notFound ? "The tour you're looking for doesn't exist or has been removed." : message
      }
      onRetry={() => actor.send({ type: 'data.retry' })}
    />
  );
}

function DeparturesLoaded({ actor }: { actor: TourDeparturesActorRef }) {
  const data = useSelector(actor, (s) => s.context.data);
  if (!data) return null;
  const { tour, departures } = data;
  return (
    <Stack gap="4">
      <TourLine tour={tour} />
      {departures.length === 0 ? (
        <EmptyListState
          icon={<CalendarPlus />}
          title="No departures yet"
          description="Add the dates this tour starts on in its Availability tab."
          bg="bg.panel"
          action={
            <Button asChild colorPalette="brand">
              <Link to="/admin/tours/customize/$id" params={{ id: tour.id }}>
                <Pencil aria-hidden />
                Edit tour
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <DeparturesTable departures={departures} tourTitle={tour.title} />
          <DepartureCards departures={departures} tourTitle={tour.title} />
          <FiguresNote departures={departures} />
        </>
      )}
    </Stack>
  );
}

/** What the short column headers mean. */
function FiguresNote({ departures }: { departures: readonly DepartureFigures[] }) {
  const reserved = figureKeys(departures).includes('reserved');
  return (
    <Text fontSize="sm" color="fg.muted">
      Held: seats of bookings awaiting a bank transfer, released if it does not arrive in time.
      {reserved && ' Reserved: seats taken without a booking on record.'} Revenue: what was received
      less refunds, cancelled bookings included. Outstanding: balances still owed.
    </Text>
  );
}

function TourLine({ tour }: { tour: DepartureTour }) {
  return (
    <HStack justify="space-between" gap="3" flexWrap="wrap">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize="lg">
          {tour.title}
        </Text>
        {tour.status !== 'Active' && (
          <Badge colorPalette={tour.status === 'Draft' ? 'yellow' : 'gray'}>{tour.status}</Badge>
        )}
      </HStack>
      <Button asChild size="sm" variant="outline" colorPalette="brand">
        <Link to="/admin/tours/customize/$id" params={{ id: tour.id }}>
          <Pencil aria-hidden />
          Edit tour
        </Link>
      </Button>
    </HStack>
  );
}

/** 'Manifest for June 15, 2025': the link's name says which departure it opens. */
function ManifestLink({
  departure,
  tourTitle,
  size,
}: {
  departure: DepartureFigures;
  tourTitle: string;
  size: 'xs' | 'sm';
}) {
  return (
    <Button asChild size={size} variant="outline" colorPalette="brand">
      <Link
        to="/admin/departures/$id"
        params={{ id: departure.id }}
        aria-label={`Manifest for ${tourTitle}, ${formatLongDate(departure.startDate)}`}
      >
        <ClipboardList aria-hidden />
        Manifest
      </Link>
    </Button>
  );
}

/** Short column headers; the cards and the note under the table say what they mean. */
const COLUMN_HEADERS: Partial<Record<FigureKey, string>> = { held: 'Held', reserved: 'Reserved' };

function DeparturesTable({
  departures,
  tourTitle,
}: {
  departures: readonly DepartureFigures[];
  tourTitle: string;
}) {
  const columns = figureKeys(departures);
  return (
    <Table.ScrollArea hideBelow="lg" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="Departures">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader py="3">Start date</Table.ColumnHeader>
            {columns.map((key) => (
              <Table.ColumnHeader key={key} py="3" textAlign="end">
                {COLUMN_HEADERS[key] ?? FIGURE_LABELS[key]}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader py="3" textAlign="end">
              <Text as="span" srOnly>
                Manifest
              </Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {departures.map((departure) => (
            <Table.Row key={departure.id} data-testid="departure-row">
              <Table.Cell>
                <HStack gap="2">
                  <Text fontWeight="semibold" whiteSpace="nowrap">
                    {formatLongDate(departure.startDate)}
                  </Text>
                  <StartedBadge started={departure.started} />
                </HStack>
              </Table.Cell>
              {columns.map((key) => (
                <Table.Cell key={key} textAlign="end" whiteSpace="nowrap">
                  {figureText(departure, key)}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">
                <ManifestLink departure={departure} tourTitle={tourTitle} size="xs" />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function DepartureCards({
  departures,
  tourTitle,
}: {
  departures: readonly DepartureFigures[];
  tourTitle: string;
}) {
  return (
    <Grid
      as="ul"
      aria-label="Departures"
      hideFrom="lg"
      listStyleType="none"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
    >
      {departures.map((departure) => (
        <Stack
          as="li"
          key={departure.id}
          data-testid="departure-card"
          gap="4"
          p="4"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
        >
          <HStack justify="space-between" gap="3">
            <Text fontWeight="semibold" fontSize="lg">
              {formatLongDate(departure.startDate)}
            </Text>
            <StartedBadge started={departure.started} />
          </HStack>
          <FigureList figures={departure} />
          <ManifestLink departure={departure} tourTitle={tourTitle} size="sm" />
        </Stack>
      ))}
    </Grid>
  );
}
