import { Box, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { PageBreadcrumb, PageTitle } from '../../components/page-breadcrumb';
import { CHECKOUT_FORM_ID } from './booking.logic';
import { CheckoutCompactSummary } from './checkout-compact-summary';
import { CheckoutContact } from './checkout-contact';
import { CheckoutFailure } from './checkout-failure';
import { CheckoutHold } from './checkout-hold';
import { CheckoutPayment } from './checkout-payment';
import { CheckoutSidePanel } from './checkout-side-panel';
import { CheckoutTerms } from './checkout-terms';

/**
 * The checkout screen (SPEC 2): contact details, payment method, terms, and the side panel with
 * the summary and Complete Booking. Rendered only while the booking machine is in checkout; it
 * validates, pays, stores and navigates, this view only shows and sends.
 */
export function CheckoutPage({ actor, tourId }: { actor: BookingActorRef; tourId: number }) {
  const title = useSelector(actor, (s) => s.context.tour?.title ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'checkout.submit' });
  };

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageBreadcrumb current="Checkout">
        <Link to="/tour/$id" params={{ id: tourId }}>
          {title}
        </Link>
        <Link to="/booking/$id" params={{ id: tourId }}>
          Book
        </Link>
      </PageBreadcrumb>
      <Stack gap="1" mb={{ base: '6', md: '8' }}>
        <PageTitle id="checkout-title">Complete Your Booking</PageTitle>
        <Text color="fg.muted">Fields marked with an asterisk (*) are required.</Text>
      </Stack>

      <form id={CHECKOUT_FORM_ID} noValidate onSubmit={submit} aria-labelledby="checkout-title">
        <Grid
          gap={{ base: '6', lg: '10' }}
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }}
          alignItems="start"
        >
          <Stack gap="6" minW="0">
            <CheckoutHold actor={actor} tourId={tourId} />
            <CheckoutCompactSummary actor={actor} />
            <CheckoutFailure actor={actor} />
            <CheckoutContact actor={actor} />
            <CheckoutPayment actor={actor} />
            <CheckoutTerms actor={actor} />
          </Stack>
          <Box position={{ lg: 'sticky' }} top={{ lg: '96px' }}>
            <CheckoutSidePanel actor={actor} />
          </Box>
        </Grid>
      </form>
    </Container>
  );
}
