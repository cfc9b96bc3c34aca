import { SimpleGrid } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { FormField } from '../../components/form-field';
import { useCheckoutText } from './checkout-field';
import { SectionCard } from './section-card';

/** SPEC 2: Full Name, Email Address, Phone Number, Address, City, Country, Zip/Postal Code. */
export function CheckoutContact({ actor }: { actor: BookingActorRef }) {
  return (
    <SectionCard id="checkout-contact-heading" icon={UserRound} title="Contact Information">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <FormField
          {...useCheckoutText(actor, 'name')}
          label="Full Name"
          autoComplete="name"
          required
        />
        <FormField
          {...useCheckoutText(actor, 'email')}
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <FormField
          {...useCheckoutText(actor, 'phone')}
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
        />
        <FormField
          {...useCheckoutText(actor, 'address')}
          label="Address"
          autoComplete="street-address"
        />
        <FormField {...useCheckoutText(actor, 'city')} label="City" autoComplete="address-level2" />
        <FormField
          {...useCheckoutText(actor, 'country')}
          label="Country"
          autoComplete="country-name"
        />
        <FormField
          {...useCheckoutText(actor, 'zipCode')}
          label="Zip/Postal Code"
          autoComplete="postal-code"
        />
      </SimpleGrid>
    </SectionCard>
  );
}
