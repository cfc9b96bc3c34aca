import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { failureMessage } from '../../../contract/api-failure';
import type { WaitlistPlace } from '../../../contract/waitlist';
import type { WaitlistPlacesActorRef } from '../../../machines/waitlist-places-machine';
import { formatLongDate } from '../../lib/format';
import { useWaitlistDemand, useWaitlistPlaces } from './waitlist.logic';
import { WaitlistLoadFailed, WaitlistStatusBadge } from './waitlist-places';

/** The day part of an ISO timestamp, as the admin pages show dates. */
const day = (iso: string) => formatLongDate(iso.slice(0, 10));

function EntryRow({
  entry,
  index,
  actor,
}: {
  entry: WaitlistPlace;
  index: number;
  actor: WaitlistPlacesActorRef;
}) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const act = (action: 'offer' | 'remove') =>
    actor.send({ type: 'place.act', id: entry.id, action });
  const active = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <Box as="li" borderWidth="1px" rounded="lg" p="3" bg="bg.panel" data-testid="waitlist-entry">
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Flex gap="3" align="center" minW="0">
          <Text fontWeight="semibold" color="fg.muted" minW="6" aria-hidden>
            {index + 1}.
          </Text>
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" wordBreak="break-all">
              {entry.email}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {entry.travelers} {entry.travelers === 1 ? 'traveler' : 'travelers'} · joined{' '}
              {day(entry.joined_at)}
              {entry.status === 'offered' && entry.offer_expires_at
                ? ` · offer ends ${day(entry.offer_expires_at)}`
                : ''}
            </Text>
          </Stack>
        </Flex>
        <Flex gap="2" align="center" wrap="wrap">
          <WaitlistStatusBadge status={entry.status} />
          {entry.status === 'waiting' && (
            <Button size="xs" colorPalette="brand" disabled={busy} onClick={() => act('offer')}>
              Offer seats
            </Button>
          )}
          {active && (
            <Button size="xs" variant="outline" disabled={busy} onClick={() => act('remove')}>
              Remove
            </Button>
          )}
        </Flex>
      </Flex>
    </Box>
  );
}

/**
 * A departure's waitlist for the operator (issue 19), on its manifest page: the line in order with
 * each entry's status; offer the seats to a waiting entry by hand (they must fit in the seats
 * left) or remove an entry.
 */
export function AdminDepartureWaitlist({ departureId }: { departureId: number }) {
  const actor = useWaitlistPlaces({ kind: 'departure', departureId });
  const status = useSelector(actor, (s) =>
    s.hasTag('loaded') ? 'loaded' : s.hasTag('error') ? 'failed' : 'loading',
  );
  const entries = useSelector(actor, (s) => s.context.places);
  const error = useSelector(actor, (s) => s.context.error);
  const waiting = entries.filter((e) => e.status === 'waiting');
  const people = waiting.reduce((sum, e) => sum + e.travelers, 0);
  return (
    <Stack gap="3" css={{ '@media print': { display: 'none' } }}>
      <Heading as="h2" size="lg">
        Waitlist
      </Heading>
      {status === 'loading' && <Skeleton h="16" rounded="lg" />}
      {status === 'failed' && (
        <WaitlistLoadFailed
          message={failureMessage(error, 'Please try again.')}
          onRetry={() => actor.send({ type: 'places.retry' })}
        />
      )}
      {status === 'loaded' &&
        (entries.length === 0 ? (
          <Text color="fg.muted">Nobody is on the waitlist for this departure.</Text>
        ) : (
          <>
            <Text color="fg.muted" fontSize="sm">
              {people} {people === 1 ? 'person' : 'people'} waiting in {waiting.length}{' '}
              {waiting.length === 1 ? 'entry' : 'entries'}. Freed seats go to the first entries that
              fit.
            </Text>
            <Stack as="ol" gap="2" listStyleType="none">
              {entries.map((entry, index) => (
                <EntryRow key={entry.id} entry={entry} index={index} actor={actor} />
              ))}
            </Stack>
          </>
        ))}
    </Stack>
  );
}

/** The dashboard's demand on sold-out departures: people waiting, most first. */
export function WaitlistDemandCard() {
  const actor = useWaitlistDemand();
  const rows = useSelector(actor, (s) => s.context.data);
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  if (failed || rows.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        Waitlist demand
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {rows.map((row) => (
          <Box as="li" key={row.departure_id} borderWidth="1px" rounded="lg" p="3" bg="bg.panel">
            <Flex gap="3" justify="space-between" align="center" wrap="wrap">
              <Stack gap="0.5">
                <Link to="/admin/departures/$id" params={{ id: row.departure_id }}>
                  <Text as="span" fontWeight="semibold" color="brand.fg" textDecoration="underline">
                    {row.tour_title}
                  </Text>
                </Link>
                <Text fontSize="sm" color="fg.muted">
                  {formatLongDate(row.start_date)} · {row.seats_left} of {row.capacity} seats left
                </Text>
              </Stack>
              <Text fontWeight="semibold">
                {row.travelers} {row.travelers === 1 ? 'person' : 'people'} waiting
              </Text>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
