import { Badge, Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { BellRing } from 'lucide-react';
import { failureMessage } from '../../../contract/api-failure';
import { WAITLIST_STATUS_LABELS, type WaitlistPlace } from '../../../contract/waitlist';
import { resolveWaitlistEntry } from '../../../machines/waitlist-offer-machine';
import type { WaitlistPlacesActorRef } from '../../../machines/waitlist-places-machine';
import { useDeps } from '../../app/app-context';
import { formatLongDate } from '../../lib/format';
import { useWaitlistPlaces, type WaitlistSource } from './waitlist.logic';

/**
 * The waitlist did not load: said in place, with a way to load it again. A section beside the
 * page's own content, so not an alert (the page's own failure is the one announced).
 */
export function WaitlistLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Flex gap="3" align="center" wrap="wrap" borderWidth="1px" rounded="lg" p="3">
      <Text color="fg.error" fontSize="sm">
        We couldn't load the waitlist: {message}
      </Text>
      <Button size="xs" variant="outline" onClick={onRetry}>
        Reload waitlist
      </Button>
    </Flex>
  );
}

const STATUS_PALETTE: Record<WaitlistPlace['status'], string> = {
  waiting: 'blue',
  offered: 'green',
  claimed: 'green',
  expired: 'gray',
  left: 'gray',
};

export function WaitlistStatusBadge({ status }: { status: WaitlistPlace['status'] }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle">
      {WAITLIST_STATUS_LABELS[status]}
    </Badge>
  );
}

function travelersText(count: number) {
  return `${count} ${count === 1 ? 'traveler' : 'travelers'}`;
}

/** "Held for you until June 2, 2026, 3:00 PM" in the traveller's own time. */
function offerEnd(iso: string) {
  const at = new Date(iso);
  return `${formatLongDate(iso.slice(0, 10))}, ${at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`;
}

/**
 * What the traveller can do with a place, as the offer statechart says
 * (machines/waitlist-offer-machine.ts): leave while waiting or offered, claim while the offer runs.
 */
function placeActions(place: WaitlistPlace, now: string) {
  const snapshot = resolveWaitlistEntry({
    status: place.status,
    offeredAt: place.offered_at,
    offerExpiresAt: place.offer_expires_at,
  });
  return {
    canLeave: snapshot.can({ type: 'waitlist.leave' }),
    canClaim:
      snapshot.can({ type: 'offer.claim', now }) &&
      place.status === 'offered' &&
      place.offer_expires_at !== null &&
      now < place.offer_expires_at,
  };
}

/** One place: the tour and date, the group, where it stands, and what can be done. */
function PlaceCard({ place, actor }: { place: WaitlistPlace; actor: WaitlistPlacesActorRef }) {
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const pending = useSelector(actor, (s) => s.context.pending);
  const { clock } = useDeps();
  const { canLeave, canClaim } = placeActions(place, clock.now().toISOString());
  const act = (action: 'leave' | 'claim') =>
    actor.send({ type: 'place.act', id: place.id, action });
  const working = (action: string) => busy && pending?.id === place.id && pending.action === action;
  return (
    <Box as="li" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }} bg="bg.panel">
      <Stack gap="3">
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" size="md">
              {place.tour.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <time dateTime={place.departure.start_date}>
                {formatLongDate(place.departure.start_date)}
              </time>{' '}
              · {travelersText(place.travelers)}
            </Text>
          </Stack>
          <WaitlistStatusBadge status={place.status} />
        </Flex>
        {place.status === 'waiting' && place.position !== null && (
          <Text fontSize="sm">
            Number {place.position} in line. We'll e-mail {place.email} when seats free up.
          </Text>
        )}
        {canClaim && place.offer_expires_at && (
          <Text fontSize="sm" fontWeight="semibold" color="green.fg">
            Seats are held for you until {offerEnd(place.offer_expires_at)}.
          </Text>
        )}
        {(canLeave || canClaim) && (
          <Flex gap="3" wrap="wrap">
            {canClaim && (
              <Button colorPalette="sunrise" size="sm" disabled={busy} onClick={() => act('claim')}>
                <BellRing aria-hidden />
                {working('claim') ? 'Opening...' : 'Book your seats'}
              </Button>
            )}
            {canLeave && (
              <Button variant="outline" size="sm" disabled={busy} onClick={() => act('leave')}>
                {working('leave') ? 'Leaving...' : 'Leave the waitlist'}
              </Button>
            )}
          </Flex>
        )}
      </Stack>
    </Box>
  );
}

/** The places of a source (My Account, a mail link), with their actions; nothing while empty. */
export function WaitlistPlaces({
  source,
  heading,
  emptyText,
}: {
  source: WaitlistSource;
  heading?: string;
  emptyText?: string;
}) {
  const actor = useWaitlistPlaces(source);
  const status = useSelector(actor, (s) =>
    s.hasTag('loaded') ? 'loaded' : s.hasTag('error') ? 'failed' : 'loading',
  );
  const places = useSelector(actor, (s) => s.context.places);
  const error = useSelector(actor, (s) => s.context.error);
  if (status === 'loaded' && places.length === 0 && !emptyText) return null;
  return (
    <Stack gap="4" as="section" aria-label={heading ?? 'Waitlist'}>
      {heading && (
        <Heading as="h2" size="lg">
          {heading}
        </Heading>
      )}
      {status === 'loading' && (
        <Stack role="status" aria-live="polite">
          <Text srOnly>Loading the waitlist...</Text>
          <Skeleton h="28" rounded="xl" />
        </Stack>
      )}
      {status === 'failed' && (
        <WaitlistLoadFailed
          message={failureMessage(error, 'Please try again.')}
          onRetry={() => actor.send({ type: 'places.retry' })}
        />
      )}
      {status === 'loaded' &&
        (places.length === 0 ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          <Stack as="ul" gap="4" listStyleType="none">
            {places.map((place) => (
              <PlaceCard key={place.id} place={place} actor={actor} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
