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
  Landmark,
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
import { ItineraryDownload } from '../../components/itinerary/itinerary-download';
import { BankTransferDetails } from '../../components/payments/bank-transfer-details';
import { PaymentStateBadge } from '../../components/payments/payment-state-badge';
import { Card } from '../../components/ui/card';
import { formatLongDate, formatMoney } from '../../lib/format';
import {
  awaitingTransfer,
  bookingDate,
  DetailRow,
  paymentMethodLabel,
  travelersText,
} from './confirmation-details';
import { SectionCard } from './section-card';

/**
 * What happened, honestly: paid (deposit or in full), or received and awaiting a transfer. The
 * server queues the confirmation (or the transfer instructions) with the booking (issue 15).
 */
function heroText(booking: Booking): string {
  const thanks = `Thank you, ${booking.contact.name}.`;
  if (awaitingTransfer(booking)) {
    return `${thanks} We have received your booking and hold your seats while we wait for your bank transfer. Our bank details are on their way to ${booking.contact.email}.`;
  }
  return `${thanks} Your adventure with Karakoram Trails is booked, and a confirmation is on its way to ${booking.contact.email}.`;
}

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
          {heroText(booking)}
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
          <DetailRow label="Total">
            <Text as="span" fontSize="lg" fontWeight="bold" color="brand.fg">
              {formatMoney(booking.payment.total)}
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

/** Paid now, and what is still owed: the balance and its due date, or 'Paid in full'. */
function MoneyRows({ payment, transfer }: { payment: Booking['payment']; transfer: boolean }) {
  // An awaited transfer: what to send now, and what remains after it (a deposit's balance).
  const dueNow = transfer ? payment.due_at_booking : 0;
  const later = payment.balance - dueNow;
  return (
    <>
      <DetailRow label="Total" figure>
        {formatMoney(payment.total)}
      </DetailRow>
      <DetailRow label="Paid now" figure>
        {formatMoney(payment.paid)}
      </DetailRow>
      {transfer && (
        <DetailRow label="To transfer now" figure>
          {formatMoney(dueNow)}
        </DetailRow>
      )}
      {later > 0 ? (
        <DetailRow label={`Balance due by ${formatLongDate(payment.balance_due_date)}`} figure>
          {formatMoney(later)}
        </DetailRow>
      ) : (
        !transfer && <DetailRow label="Balance">Paid in full</DetailRow>
      )}
    </>
  );
}

function PaymentDetails({ booking }: { booking: Booking }) {
  const { payment } = booking;
  return (
    <SectionCard fullHeight id="confirmation-payment-heading" icon={CreditCard} title="Payment">
      <Stack gap="3">
        <Stack as="dl" gap="0">
          <DetailRow label="Method">{paymentMethodLabel(booking)}</DetailRow>
          <DetailRow label="Status">
            <PaymentStateBadge state={payment.state} label={booking.payment_status} />
          </DetailRow>
          <MoneyRows payment={payment} transfer={awaitingTransfer(booking)} />
        </Stack>
        {booking.bank_details && (
          <BankTransferDetails
            bank={booking.bank_details}
            amount={payment.due_at_booking}
            holdExpiresAt={payment.hold_expires_at}
          />
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

type NextStep = { icon: LucideIcon; title: string; text: string };

/**
 * SPEC 2's three next steps: 1 check e-mail (the confirmation is mailed with the booking, issue
 * 15), or, for a transfer still due, make it with the details shown here and e-mailed.
 */
function nextSteps(booking: Booking): NextStep[] {
  const first: NextStep = awaitingTransfer(booking)
    ? {
        icon: Landmark,
        title: 'Make your bank transfer',
        text: `Transfer ${formatMoney(booking.payment.due_at_booking)} quoting ${booking.reference}, using the bank details above (also in your e-mail), before your seats' hold ends.`,
      }
    : {
        icon: Mail,
        title: 'Check your e-mail',
        text: 'Your confirmation and receipt are on their way to your inbox. Keep them for your records.',
      };
  return [
    first,
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
}

function NextSteps({ booking }: { booking: Booking }) {
  return (
    <SectionCard fullHeight id="confirmation-next-heading" icon={LayoutList} title="Next Steps">
      <Grid
        as="ol"
        listStyleType="none"
        gap="5"
        templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
      >
        {nextSteps(booking).map((step, index) => (
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

function ConfirmationActions({ actor, booking }: { actor: BookingActorRef; booking: Booking }) {
  const sharing = useSelector(actor, (s) => s.hasTag('sharing'));
  return (
    <Flex
      gap="3"
      direction={{ base: 'column', sm: 'row' }}
      justify="center"
      align={{ base: 'stretch', sm: 'flex-start' }}
      wrap="wrap"
    >
      {/* The confirmation knows the pair, so this works for guests and signed-in travellers. */}
      <ItineraryDownload
        key={booking.reference}
        source={{ kind: 'manage', reference: booking.reference, email: booking.contact.email }}
        onDownload={() => actor.send({ type: 'confirmation.download' })}
        size="lg"
        width={{ base: 'full', sm: 'auto' }}
      />
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
      <Button asChild variant="outline" colorPalette="brand" size="lg">
        <Link to="/manage-booking">Manage My Booking</Link>
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
        <NextSteps booking={booking} />
        <ConfirmationActions actor={actor} booking={booking} />
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
