import { Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LockKeyhole } from 'lucide-react';
import { FormField } from '../form-field';
import { CardNumberField } from './card-number-field';

/** The card inputs a form shows (checkout, Pay balance): never sent, only their last four digits. */
export type CardField = 'cardNumber' | 'expiryDate' | 'cvv' | 'nameOnCard';

/** One input's wiring, as the form's machine provides it. */
export interface CardFieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onValueChange: (name: string, value: string) => void;
}

/**
 * Card Number, Expiry Date, CVV and Name on Card (SPEC 2's checkout fields), with the note that
 * card details stay in the browser: payment is simulated and only the last four digits are kept.
 */
export function CardFields({ fields }: { fields: Record<CardField, CardFieldBinding> }) {
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
      <CardNumberField {...fields.cardNumber} />
      <SimpleGrid columns={2} gap="5">
        <FormField
          {...fields.expiryDate}
          label="Expiry Date"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          required
        />
        <FormField
          {...fields.cvv}
          label="CVV"
          placeholder="123"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </SimpleGrid>
      <FormField {...fields.nameOnCard} label="Name on Card" autoComplete="cc-name" required />
    </Stack>
  );
}
