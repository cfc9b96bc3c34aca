import {
  Box,
  Button,
  Circle,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import {
  CircleCheckBig,
  ClipboardList,
  CreditCard,
  Download,
  LayoutList,
  Mail,
  Map,
  Mountain,
  Share2,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { Booking } from '../../../contract/bookings';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { Card } from '../../components/ui/card';
import { formatMoney } from '../../lib/format';
import {
  bookingDate,
  DetailRow,
  PaymentStatusBadge,
  paymentMethodLabel,
  travelersText,
} from './confirmation-details';
import { SectionCard } from './section-card';

function ConfirmationHero({ booking }: { booking: Booking }) {
  return (
    <Card.Root
      rounded="2xl"
      shadow="md"
      borderWidth="1px"
      borderColor="border.muted"
      overflow="hidden"
    >
      <Box h="2" bgGradient="to-r" gradientFrom="green.500" gradientTo="brand.500" aria-hidden />
      <Card.Body alignItems="center" textAlign="center" gap="4" py={{ base: '8', md: '10' }}>
        <Circle size="20" bg="green.subtle" color="green.fg" aria-hidden>
          <CircleCheckBig size={44} strokeWidth={2.25} />
        </Circle>
        <Heading
          as="h1"
          size={{ base: '2xl', md: '4xl' }}
          color="brand.fg"
          letterSpacing="-0.02em"
          lineHeight="1.15"
        >
          Booking Confirmed!
        </Heading>
        <Text color="fg.muted" maxW="xl" fontSize={{ base: 'md', md: 'lg' }}>
          Thank you, {booking.contact.name}. Your adventure with Karakoram Trails is booked, and a
          confirmation is on its way to {booking.contact.email}.
        </Text>
        <Stack
          gap="1"
          align="center"
          bg="brand.subtle"
          borderWidth="1px"
          borderColor="brand.muted"
          borderStyle="dashed"
          rounded="xl"
          px="6"
          py="3"
        >
          <Text fontSize="sm" color="fg.muted" id="booking-reference-label">
            Booking Reference
          </Text>
          <Text
            aria-labelledby="booking-reference-label"
            fontFamily="mono"
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            letterSpacing="0.15em"
            color="brand.fg"
            data-testid="booking-reference"
          >
            {booking.reference}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Quote it whenever you contact us.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function TourDetails({ booking }: { booking: Booking }) {
  const paid = booking.payment_status === 'Paid';
  return (
    <SectionCard fullHeight id="confirmation-tour-heading" icon={Map} title="Tour Details">
      <Stack gap="5">
        <Stack as="dl" gap="0">
          <DetailRow label="Tour">{booking.tour.title}</DetailRow>
          <DetailRow label="Date">
            {booking.departure.start_date ? (
              <time dateTime={booking.departure.start_date}>{bookingDate(booking)}</time>
            ) : (
              bookingDate(booking)
            )}
          </DetailRow>
          <DetailRow label="Travelers">{travelersText(booking.travelers)}</DetailRow>
          <DetailRow label={paid ? 'Total Paid' : 'Total Due'}>
            <Text as="span" fontSize="lg" fontWeight="bold" color="brand.fg">
              {formatMoney(booking.total)}
            </Text>
          </DetailRow>
        </Stack>

        {booking.add_ons.length > 0 && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Add-Ons
            </Heading>
            <Stack as="dl" gap="0" fontSize="sm">
              {booking.add_ons.map((addOn) => (
                <DetailRow key={addOn.id} label={addOn.name}>
                  {formatMoney(addOn.price)}
                </DetailRow>
              ))}
            </Stack>
          </Stack>
        )}

        {booking.special_requests && (
          <Stack gap="1">
            <Heading as="h3" size="sm">
              Special Requests
            </Heading>
            <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {booking.special_requests}
            </Text>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function PaymentDetails({ booking }: { booking: Booking }) {
  return (
    <SectionCard fullHeight id="confirmation-payment-heading" icon={CreditCard} title="Payment">
      <Stack gap="3">
        <Stack as="dl" gap="0">
          <DetailRow label="Method">{paymentMethodLabel(booking)}</DetailRow>
          <DetailRow label="Status">
            <PaymentStatusBadge status={booking.payment_status} />
          </DetailRow>
        </Stack>
        {booking.payment_method === 'bank' && (
          <Text fontSize="sm" bg="orange.subtle" color="orange.fg" rounded="lg" px="3" py="2">
            Our bank details will be sent to {booking.contact.email} by e-mail. Your seats are held
            while the transfer is pending.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

function ContactDetails({ booking }: { booking: Booking }) {
  return (
    <SectionCard
      fullHeight
      id="confirmation-contact-heading"
      icon={UserRound}
      title="Contact Information"
    >
      <Stack as="dl" gap="0">
        <DetailRow label="Name">{booking.contact.name}</DetailRow>
        <DetailRow label="Email">{booking.contact.email}</DetailRow>
        <DetailRow label="Phone">{booking.contact.phone}</DetailRow>
      </Stack>
    </SectionCard>
  );
}

const NEXT_STEPS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Mail,
    title: 'Check your e-mail',
    text: 'Your confirmation and receipt are in your inbox. Keep them for your records.',
  },
  {
    icon: ClipboardList,
    title: 'Review your trip information',
    text: 'Read the itinerary, the packing list and the travel documents you will need.',
  },
  {
    icon: Mountain,
    title: 'Prepare for your adventure',
    text: 'Build up your fitness, arrange your journey to Skardu and get ready for the mountains.',
  },
];

function NextSteps() {
  return (
    <SectionCard fullHeight id="confirmation-next-heading" icon={LayoutList} title="Next Steps">
      <Grid
        as="ol"
        listStyleType="none"
        gap="5"
        templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
      >
        {NEXT_STEPS.map((step, index) => (
          <HStack as="li" key={step.title} align="start" gap="3">
            <Circle
              size="8"
              bg="brand.solid"
              color="brand.contrast"
              fontWeight="bold"
              flexShrink={0}
            >
              {index + 1}
            </Circle>
            <Stack gap="1">
              <Heading as="h3" size="sm">
                {step.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {step.text}
              </Text>
            </Stack>
          </HStack>
        ))}
      </Grid>
    </SectionCard>
  );
}

function ConfirmationActions({ actor }: { actor: BookingActorRef }) {
  const sharing = useSelector(actor, (s) => s.hasTag('sharing'));
  return (
    <Flex gap="3" direction={{ base: 'column', sm: 'row' }} justify="center" wrap="wrap">
      <Button
        variant="outline"
        colorPalette="brand"
        size="lg"
        onClick={() => actor.send({ type: 'confirmation.download' })}
      >
        <Download size={18} aria-hidden />
        Download Itinerary
      </Button>
      <Button
        variant="outline"
        colorPalette="brand"
        size="lg"
        disabled={sharing}
        onClick={() => actor.send({ type: 'confirmation.share' })}
      >
        <Share2 size={18} aria-hidden />
        Share Booking
      </Button>
      <Button asChild colorPalette="sunrise" size="lg">
        <Link to="/dashboard">View All Bookings</Link>
      </Button>
    </Flex>
  );
}

/**
 * The confirmation screen (SPEC 2): the stored booking as the server confirmed it. Rendered only
 * while the booking machine is confirmed; it toasts and leaves for / otherwise.
 */
export function ConfirmationPage({ actor }: { actor: BookingActorRef }) {
  // Present while confirmed: the machine only enters that state with the server's booking.
  const booking = useSelector(actor, (s) => s.context.booking) as Booking;

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <ConfirmationHero booking={booking} />
        <Grid
          gap={{ base: '5', md: '6' }}
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
        >
          <TourDetails booking={booking} />
          <Stack gap={{ base: '5', md: '6' }}>
            <PaymentDetails booking={booking} />
            <ContactDetails booking={booking} />
          </Stack>
        </Grid>
        <NextSteps />
        <ConfirmationActions actor={actor} />
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          Questions about your trip?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/contact">Contact our team</Link>
          </ChakraLink>
          .
        </Text>
      </Stack>
    </Container>
  );
}
