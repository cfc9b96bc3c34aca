import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FileCheck } from 'lucide-react';
import type { BookingActorRef } from '../../../machines/booking-machine';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { List } from '../../components/ui/list';
import { useCheckoutBusy, useCheckoutError } from './checkout-field';
import { SectionCard } from './section-card';

/** The policies of SPEC 9 in short, and the required 'I agree' checkbox with its error. */
export function CheckoutTerms({ actor }: { actor: BookingActorRef }) {
  const agreed = useSelector(actor, (s) => s.context.contact.terms);
  const error = useCheckoutError(actor, 'terms');
  const busy = useCheckoutBusy(actor);

  return (
    <SectionCard id="checkout-terms-heading" icon={FileCheck} title="Terms & Conditions">
      <Stack gap="4">
        <List.Root gap="1.5" ps="5" fontSize="sm" color="fg.muted">
          <List.Item>
            A 20% deposit secures your booking; the balance is due 30 days before the trip starts.
          </List.Item>
          <List.Item>
            Cancellation: a full refund 30 days or more before the start, 50% from 29 to 15 days, no
            refund under 15 days.
          </List.Item>
          <List.Item>
            We may modify or cancel a trip for weather, safety or too few participants.
          </List.Item>
        </List.Root>
        <Field.Root invalid={Boolean(error)} required disabled={busy}>
          <Checkbox.Root
            checked={agreed}
            onCheckedChange={({ checked }) =>
              actor.send({ type: 'field.change', field: 'terms', value: checked === true })
            }
            colorPalette="brand"
            alignItems="start"
          >
            <Checkbox.HiddenInput name="terms" />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>
              I agree to the terms and conditions
              <Text as="span" color="fg.error" aria-hidden>
                {' '}
                *
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </SectionCard>
  );
}
