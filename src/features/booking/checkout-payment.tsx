import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { CreditCard } from 'lucide-react';
import { PAYMENT_METHODS } from '../../../contract/bookings';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { CardFields } from '../../components/payments/card-fields';
import { PaymentMethodRadios } from '../../components/payments/payment-method-radios';
import { CheckoutPlan } from './checkout-plan';
import { CheckoutSavedCards } from './checkout-saved-cards';
import { useCheckoutBusy, useCheckoutText } from './checkout-field';
import { SectionCard } from './section-card';

/** Card Number, Expiry Date, CVV and Name on Card: kept in this browser tab only. */
function CheckoutCardFields({ actor }: { actor: BookingActorRef }) {
  const fields = {
    cardNumber: useCheckoutText(actor, 'cardNumber'),
    expiryDate: useCheckoutText(actor, 'expiryDate'),
    cvv: useCheckoutText(actor, 'cvv'),
    nameOnCard: useCheckoutText(actor, 'nameOnCard'),
  };
  return <CardFields fields={fields} />;
}

function MethodNote({ children }: { children: string }) {
  return (
    <Text bg="bg.subtle" rounded="lg" px="4" py="3" color="fg.muted">
      {children}
    </Text>
  );
}

/**
 * SPEC 2: card (default), PayPal or bank transfer, each with its own panel; above them, for trips
 * more than 30 days ahead, the deposit or paying in full (issue 14).
 */
export function CheckoutPayment({ actor }: { actor: BookingActorRef }) {
  const method = useSelector(actor, (s) => s.context.contact.paymentMethod);
  const typesCard = useSelector(actor, (s) => s.context.contact.savedCard === '');
  const busy = useCheckoutBusy(actor);

  return (
    <SectionCard id="checkout-payment-heading" icon={CreditCard} title="Payment Method">
      <Stack gap="6">
        <CheckoutPlan actor={actor} />
        <PaymentMethodRadios
          methods={PAYMENT_METHODS}
          value={method}
          onChange={(value) => actor.send({ type: 'field.change', field: 'paymentMethod', value })}
          disabled={busy}
        />

        {method === 'card' && <CheckoutSavedCards actor={actor} />}
        {method === 'card' && typesCard && <CheckoutCardFields actor={actor} />}
        {method === 'paypal' && (
          <MethodNote>You&apos;ll be redirected to PayPal to complete your payment.</MethodNote>
        )}
        {method === 'bank' && (
          <MethodNote>Our bank details will be shared after booking confirmation.</MethodNote>
        )}
      </Stack>
    </SectionCard>
  );
}
