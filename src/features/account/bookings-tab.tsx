import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Luggage } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MetaPageNav } from '../../components/list-page-nav';
import type { ItinerarySource } from '../../components/itinerary/itinerary-download.logic';
import { LoadFailedAlert } from '../../components/admin/load-failed-alert';
import { BrowseToursButton, EmptyListState } from '../../components/empty-list-state';
import { BookingCard } from './booking-card';
import { BookingDetailsDialog } from './booking-details-dialog';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { PayBalanceDialog } from './pay-balance-dialog';
import { ReviewDialog } from './review-dialog';
import type { MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import { useMyBookingsActor } from './account.logic';
import { WaitlistPlaces } from '../waitlist/waitlist-places';

const MY_WAITLIST = { kind: 'mine' } as const;

function LoadingCards() {
  return (
    <Stack gap="4" role="status" aria-live="polite">
      <Text srOnly>Loading your bookings...</Text>
      {[0, 1].map((i) => (
        <HStack
          key={i}
          gap="4"
          p="4"
          borderWidth="1px"
          rounded="xl"
          align="stretch"
          aria-hidden
          flexDirection={{ base: 'column', md: 'row' }}
        >
          <Skeleton w={{ base: 'full', md: '52' }} h={{ base: '40', md: '36' }} rounded="md" />
          <Stack flex="1" gap="3">
            <Skeleton h="5" w="24" />
            <Skeleton h="6" w="70%" />
            <Skeleton h="4" w="60%" />
            <Skeleton h="4" w="40%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

function NoBookings() {
  return (
    <EmptyListState
      rounded="xl"
      bg="bg.panel"
      icon={<Luggage aria-hidden />}
      title="No bookings yet"
      description="When you book a tour, it appears here with its dates, payment and details."
      action={<BrowseToursButton />}
    />
  );
}

/**
 * My Bookings (SPEC 2 'Bookings' tab, on GET /api/my/bookings): one card per booking with its
 * money, View Details, Pay balance, Cancel Booking with the refund quote, Write a Review;
 * loading, empty and failed states.
 */
export function BookingsTab({
  page,
  onPage,
}: {
  /** The URL's page (`?page=`; the first when absent). */
  page: number | undefined;
  onPage: (page: number) => void;
}) {
  const bookings = useMyBookingsActor({ page });
  // The route owns the page; the machine follows it (back/forward included).
  useEffect(() => {
    bookings.send({ type: 'query.change', query: { page } });
  }, [bookings, page]);
  return (
    <Stack gap="10">
      <BookingsList
        bookings={bookings}
        title="My Bookings"
        itinerary={(reference) => ({ kind: 'mine', reference })}
        onPage={onPage}
      />
      {/* Issue 19: the traveller's waitlist places (shown once there are any). */}
      <WaitlistPlaces source={MY_WAITLIST} heading="Waitlist" />
    </Stack>
  );
}

/**
 * The bookings of a My Bookings statechart with their dialogs: My Account's (every booking of
 * the account) and Manage my booking's (the one booking found by reference and e-mail, without
 * reviews, which need an account).
 */
export function BookingsList({
  bookings,
  title,
  reviews = true,
  itinerary,
  onPage,
}: {
  bookings: MyBookingsActorRef;
  title: string;
  reviews?: boolean;
  /** How the details dialog's Download Itinerary asks for a booking's PDF. */
  itinerary: (reference: string) => ItinerarySource;
  /** Asks the route for another page (My Account; Manage my booking has one booking). */
  onPage?: (page: number) => void;
}) {
  const loading = useSelector(bookings, (s) => s.hasTag('loading'));
  const paging = useSelector(bookings, (s) => s.hasTag('paging'));
  const failed = useSelector(bookings, (s) => s.matches('failed'));
  const loadError = useSelector(bookings, (s) => s.context.loadError);
  const list = useSelector(bookings, (s) => s.context.bookings);
  const meta = useSelector(bookings, (s) => s.context.meta);
  const total = meta?.total ?? list.length;
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} scrollMarginTop="24">
          {title}
        </Heading>
        {!loading && !failed && total > 0 && (
          <Text color="fg.muted" fontSize="sm" mt="1">
            {total} {total === 1 ? 'booking' : 'bookings'}
          </Text>
        )}
      </Box>
      {failed ? (
        <LoadFailedAlert
          title="Your bookings could not be loaded"
          description={loadError}
          onRetry={() => bookings.send({ type: 'bookings.retry' })}
        />
      ) : loading ? (
        <LoadingCards />
      ) : total === 0 ? (
        <NoBookings />
      ) : (
        <Stack
          as="ul"
          gap="4"
          listStyleType="none"
          aria-label="Bookings"
          aria-busy={paging}
          opacity={paging ? 0.6 : 1}
          transition="opacity 0.2s"
        >
          {list.map((booking) => (
            <BookingCard
              key={booking.reference}
              booking={booking}
              bookings={bookings}
              reviews={reviews}
            />
          ))}
        </Stack>
      )}
      {onPage && !failed && !loading && (
        <MetaPageNav meta={meta} focus={headingRef} onPage={onPage} />
      )}
      <BookingDetailsDialog bookings={bookings} itinerary={itinerary} />
      <CancelBookingDialog bookings={bookings} />
      {reviews && <ReviewDialog bookings={bookings} />}
      <PayBalanceDialog bookings={bookings} />
    </Stack>
  );
}
