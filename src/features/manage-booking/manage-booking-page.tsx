import { Box, Button, Container, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Search } from 'lucide-react';
import { useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { WaitlistPlaces } from '../waitlist/waitlist-places';
import type { BookingLookup } from '../../../contract/manage-booking';
import {
  lookupForm,
  type LookupDraft,
  type ManageBookingActorRef,
} from '../../../machines/manage-booking-machine';
import { FormCard } from '../../components/form-card';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { BookingsList } from '../account/bookings-tab';
import {
  LOOKUP_FORM_ID,
  useManageBookingActor,
  useManagedBookingsActor,
} from './manage-booking.logic';

/**
 * Manage my booking (issue 14): find a booking by its reference and the e-mail it was made
 * with, then see it, pay its balance or cancel it under the policy: no account needed.
 */
export function ManageBookingPage() {
  // A waitlist mail's link (issue 19) opens its place here: see it, leave it, claim an offer.
  const search: { waitlist?: unknown } = useSearch({ strict: false });
  if (typeof search.waitlist === 'string') return <WaitlistLinkPage token={search.waitlist} />;
  return <ManageBooking />;
}

function WaitlistLinkPage({ token }: { token: string }) {
  return (
    <>
      <PageHeader title="Your Waitlist Place">
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          See where you stand on the waitlist, book the seats we hold for you, or leave the
          waitlist.
        </Text>
      </PageHeader>
      <Container maxW="4xl" pb={{ base: '12', md: '20' }}>
        <WaitlistPlaces source={{ kind: 'link', token }} emptyText="This place was not found." />
      </Container>
    </>
  );
}

function ManageBooking() {
  const manage = useManageBookingActor();
  const pair = useSelector(manage, (s) => (s.hasTag('found') ? s.context.pair : null));
  return (
    <>
      <PageHeader title="Manage My Booking">
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
          Booked without an account? Enter your booking reference and the e-mail address you booked
          with to see your booking, pay the balance or cancel.
        </Text>
      </PageHeader>
      <Container maxW="4xl" pb={{ base: '12', md: '20' }}>
        {pair ? (
          <Managed key={`${pair.reference}:${pair.email}`} pair={pair} manage={manage} />
        ) : (
          <LookupCard manage={manage} />
        )}
      </Container>
    </>
  );
}

function LookupCard({ manage }: { manage: ManageBookingActorRef }) {
  const form = useSelector(manage, lookupForm);
  if (!form) return null;
  return <LookupFormView form={form} />;
}

function LookupFormView({ form }: { form: NonNullable<ReturnType<typeof lookupForm>> }) {
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const failure = useSelector(form, (s) => s.context.failure);
  const busy = useSelector(form, (s) => s.hasTag('saving'));
  const change = useCallback(
    (field: string, value: string) =>
      form.send({ type: 'draft.edit', edit: { field: field as keyof LookupDraft, value } }),
    [form],
  );
  return (
    <FormCard
      title="Find your booking"
      description="Your reference is on your booking confirmation, e.g. KT7Q2M9X."
    >
      <form
        id={LOOKUP_FORM_ID}
        noValidate
        aria-label="Find your booking"
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'draft.save' });
        }}
      >
        <Stack gap="5">
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <FormField
            name="reference"
            label="Booking reference"
            value={values.reference}
            error={errors.reference}
            onValueChange={change}
            disabled={busy}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
          />
          <FormField
            name="email"
            label="E-mail address"
            type="email"
            value={values.email}
            error={errors.email}
            onValueChange={change}
            disabled={busy}
            required
            autoComplete="email"
          />
          <Button
            type="submit"
            colorPalette="sunrise"
            size="lg"
            alignSelf={{ base: 'stretch', md: 'flex-start' }}
            loading={busy}
            loadingText="Looking up..."
          >
            <Search aria-hidden /> Find booking
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}

function Managed({ pair, manage }: { pair: BookingLookup; manage: ManageBookingActorRef }) {
  const bookings = useManagedBookingsActor(pair);
  return (
    <Stack gap="6">
      <BookingsList
        bookings={bookings}
        title={`Booking ${pair.reference}`}
        reviews={false}
        itinerary={(reference) => ({ kind: 'manage', reference, email: pair.email })}
      />
      <Box>
        <Button variant="outline" onClick={() => manage.send({ type: 'manage.again' })}>
          Find another booking
        </Button>
      </Box>
    </Stack>
  );
}
