import { Box, Button, Container, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowRight, MapPin } from 'lucide-react';
import type { BookingActorRef, BookingSnapshot } from '../../../machines/booking-machine';
import { FullPageSpinner } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { PageBreadcrumb, PageTitle } from '../../components/page-breadcrumb';
import { TourLoadFailed, TourNotFound } from '../../components/tours/tour-load-states';
import { TextareaField } from '../../components/form-field';
import { formatLongDate, pluralDays } from '../../lib/format';
import { SPECIAL_REQUESTS_MAX } from '../../../contract/bookings';
import { AddOnsPicker } from './add-ons-picker';
import { BookingSection } from './booking-section';
import { BookingSummary } from './booking-summary';
import { DeparturePicker } from './departure-picker';
import { FaqSection } from './faq-section';
import { PolicyPanel } from './policy-panel';
import { TravelersField } from './travelers-field';

type Screen = 'loading' | 'finishing' | 'notFound' | 'failed' | 'selecting';

/** What the booking page shows for tour `tourId`, read from the machine's tags. */
function screenOf(snapshot: BookingSnapshot, tourId: number): Screen {
  if (snapshot.hasTag('busy')) return 'finishing';
  // Another tour's booking is still in the actor until this page's booking.open arrives.
  if (snapshot.context.tourId !== tourId) return 'loading';
  if (snapshot.hasTag('selecting')) return 'selecting';
  if (snapshot.hasTag('notFound')) return 'notFound';
  if (snapshot.can({ type: 'tour.retry' })) return 'failed';
  return 'loading';
}

/**
 * The booking page for /booking/{id} (SPEC 2): the route reports the page opened; the booking
 * machine loads the tour and owns every choice. This view renders what its tags say.
 */
export function BookingPage({ actor, tourId }: { actor: BookingActorRef; tourId: number }) {
  const screen = useSelector(actor, (s) => screenOf(s, tourId));
  switch (screen) {
    case 'loading':
      return <FullPageSpinner label="Loading tour details..." />;
    case 'finishing':
      return <FullPageSpinner label="Finishing your booking..." />;
    case 'notFound':
      return <TourNotFound />;
    case 'failed':
      return <TourLoadFailed onRetry={() => actor.send({ type: 'tour.retry' })} />;
    case 'selecting':
      return <BookingForm actor={actor} />;
  }
}

/** The booking form: breadcrumb, title, the four steps, the summary sidebar and the FAQ. */
function BookingForm({ actor }: { actor: BookingActorRef }) {
  const tourId = useSelector(actor, (s) => s.context.tour?.id ?? 0);
  const title = useSelector(actor, (s) => s.context.tour?.title ?? '');
  const location = useSelector(actor, (s) => s.context.tour?.location ?? '');
  const holding = useSelector(actor, (s) => s.hasTag('holding'));
  const duration = useSelector(actor, (s) => s.context.tour?.duration ?? 0);

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <title>{`Book ${title} | Karakoram Trails`}</title>
      <PageBreadcrumb current="Book Tour">
        <Link to="/tours">Tours</Link>
        <Link to="/tour/$id" params={{ id: tourId }}>
          {title}
        </Link>
      </PageBreadcrumb>

      <Box mb={{ base: '6', md: '8' }}>
        <PageTitle>Book {title}</PageTitle>
        <HStack gap="1.5" mt="2" color="fg.muted" wrap="wrap">
          <MapPin size={16} aria-hidden />
          <Text>
            {location} · {pluralDays(duration)}
          </Text>
        </HStack>
      </Box>

      <SeatsGoneNotice actor={actor} />

      <Grid
        gap={{ base: '6', lg: '10' }}
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }}
        templateAreas={{
          base: '"form" "summary" "faq"',
          lg: '"form summary" "faq summary"',
        }}
      >
        <Stack gridArea="form" gap="6">
          <BookingSection id="dates" step={1} title="Select Your Dates">
            <DeparturePicker actor={actor} />
          </BookingSection>
          <BookingSection id="travelers" step={2} title="Number of Travelers">
            <TravelersField actor={actor} />
          </BookingSection>
          <BookingSection id="add-ons" step={3} title="Add-Ons & Extras">
            <AddOnsPicker actor={actor} />
          </BookingSection>
          <BookingSection id="requests" step={4} title="Special Requests">
            <SpecialRequests actor={actor} />
          </BookingSection>
        </Stack>

        {/* Sticky on desktop; taller than a short window (every add-on and the policies), it
            scrolls on its own instead of hiding its end until the bottom of the page. */}
        <Box
          gridArea="summary"
          alignSelf="start"
          position={{ lg: 'sticky' }}
          top={{ lg: '96px' }}
          maxH={{ lg: 'calc(100vh - 112px)' }}
          overflowY={{ lg: 'auto' }}
          overscrollBehavior="contain"
          p={{ lg: '1' }}
          m={{ lg: '-1' }}
        >
          <Stack gap="4">
            <BookingSummary actor={actor} />
            <HoldFailedNotice actor={actor} />
            <Button
              colorPalette="sunrise"
              size="lg"
              w="full"
              loading={holding}
              loadingText="Holding your seats..."
              onClick={() => actor.send({ type: 'booking.proceed' })}
            >
              Proceed to Checkout
              <ArrowRight aria-hidden />
            </Button>
            <PolicyPanel actor={actor} />
          </Stack>
        </Box>

        <Box gridArea="faq" mt={{ base: '4', lg: '6' }}>
          <FaqSection />
        </Box>
      </Grid>
    </Container>
  );
}

function SpecialRequests({ actor }: { actor: BookingActorRef }) {
  const text = useSelector(actor, (s) => s.context.specialRequests);
  return (
    <TextareaField
      name="specialRequests"
      label="Anything we should know?"
      value={text}
      onValueChange={(_, value) => actor.send({ type: 'requests.change', text: value })}
      maxLength={SPECIAL_REQUESTS_MAX}
      minH="28"
      placeholder="Dietary needs, medical conditions, celebrations, arrival times..."
    />
  );
}

/** The seats could not be held (no answer, a server error): Proceed to Checkout tries again. */
function HoldFailedNotice({ actor }: { actor: BookingActorRef }) {
  const message = useSelector(actor, (s) =>
    s.hasTag('holdFailed') ? (s.context.failure?.message ?? '') : null,
  );
  if (message === null) return null;
  return (
    <Alert.Root status="error" role="alert" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>We could not hold your seats</Alert.Title>
        <Alert.Description>{message} Proceed to Checkout to try again.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** After the seats on the chosen date were taken during checkout (409): choose another date. */
function SeatsGoneNotice({ actor }: { actor: BookingActorRef }) {
  const date = useSelector(actor, (s) =>
    s.context.notice?.kind === 'seatsGone' ? s.context.notice.date : null,
  );
  if (!date) return null;
  return (
    <Alert.Root status="warning" role="alert" mb="6" rounded="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Those seats are no longer available</Alert.Title>
        <Alert.Description>
          The seats on {formatLongDate(date)} were just taken. Please choose another date.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
