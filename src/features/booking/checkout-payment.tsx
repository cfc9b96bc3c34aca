import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Building2, CreditCard, LockKeyhole, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '../../../contract/bookings';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { FormField } from '../../components/form-field';
import { RadioGroup } from '../../components/ui/radio-group';
import { useCheckoutBusy, useCheckoutText } from './checkout-field';
import { SectionCard } from './section-card';

const METHODS: ReadonlyArray<{ value: PaymentMethod; label: string; icon: LucideIcon }> = [
  { value: 'card', label: 'Credit / Debit Card', icon: CreditCard },
  { value: 'paypal', label: 'PayPal', icon: Wallet },
  { value: 'bank', label: 'Bank Transfer', icon: Building2 },
];

/** Card Number, Expiry Date, CVV and Name on Card: kept in this browser tab only. */
function CardFields({ actor }: { actor: BookingActorRef }) {
  return (
    <Stack gap="5">
      <HStack
        gap="2.5"
        align="start"
        bg="bg.subtle"
        rounded="lg"
        px="3"
        py="2.5"
        fontSize="sm"
        color="fg.muted"
      >
        <Box color="green.fg" mt="0.5" aria-hidden>
          <LockKeyhole size={16} />
        </Box>
        <Text>
          Card details never leave your browser: payment is simulated, and only the last four digits
          of the card are kept with your booking.
        </Text>
      </HStack>
      <FormField
        {...useCheckoutText(actor, 'cardNumber')}
        label="Card Number"
        placeholder="1234 5678 9012 3456"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
      />
      <SimpleGrid columns={2} gap="5">
        <FormField
          {...useCheckoutText(actor, 'expiryDate')}
          label="Expiry Date"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          required
        />
        <FormField
          {...useCheckoutText(actor, 'cvv')}
          label="CVV"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </SimpleGrid>
      <FormField
        {...useCheckoutText(actor, 'nameOnCard')}
        label="Name on Card"
        autoComplete="cc-name"
        required
      />
    </Stack>
  );
}

function MethodNote({ children }: { children: string }) {
  return (
    <Text bg="bg.subtle" rounded="lg" px="4" py="3" color="fg.muted">
      {children}
    </Text>
  );
}

/** SPEC 2: card (default), PayPal or bank transfer, each with its own panel. */
export function CheckoutPayment({ actor }: { actor: BookingActorRef }) {
  const method = useSelector(actor, (s) => s.context.contact.paymentMethod);
  const busy = useCheckoutBusy(actor);

  return (
    <SectionCard id="checkout-payment-heading" icon={CreditCard} title="Payment Method">
      <Stack gap="6">
        <RadioGroup.Root
          value={method}
          onValueChange={({ value }) => {
            if (value) actor.send({ type: 'field.change', field: 'paymentMethod', value });
          }}
          disabled={busy}
          colorPalette="brand"
        >
          <RadioGroup.Label srOnly>Choose how to pay</RadioGroup.Label>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            {METHODS.map(({ value, label, icon: Icon }) => (
              <RadioGroup.Item
                key={value}
                value={value}
                borderWidth="1px"
                borderColor="border"
                rounded="lg"
                px="4"
                py="3"
                cursor="pointer"
                gap="3"
                transition="border-color 0.15s, background-color 0.15s"
                _hover={{ borderColor: 'brand.emphasized' }}
                _checked={{ borderColor: 'brand.solid', bg: 'brand.subtle' }}
                _disabled={{ cursor: 'not-allowed', opacity: 0.7 }}
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText display="flex" alignItems="center" gap="2" fontWeight="medium">
                  <Icon size={18} aria-hidden />
                  {label}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>

        {method === 'card' && <CardFields actor={actor} />}
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
