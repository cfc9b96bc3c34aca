import { Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Lock } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CardFormField } from '../../../contract/payment-methods';
import type { CardFormRef } from '../../../machines/payment-methods-machine';
import { FormField } from '../../components/form-field';
import { CardNumberField } from '../../components/payments/card-number-field';
import { Checkbox } from '../../components/ui/checkbox';
import { ADD_CARD_FORM_ID } from './account.logic';
import { FailureAlert } from './profile-section';
import { FormActions } from './form-actions';

/**
 * Add Payment Method: card number (spaced and its brand shown as it is typed, by the shared
 * CardNumberField), expiry MM/YY and 'Make this my default card'. The number stays in this form's memory: only the brand, the last four digits
 * and the expiry are sent, and the form is wiped when it closes.
 */
export function AddCardForm({ actor }: { actor: CardFormRef }) {
  const form = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const addError = useSelector(actor, (s) => (s.hasTag('error') ? s.context.failure : null));
  const rootRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    rootRef.current?.querySelector<HTMLInputElement>('input[name="cardNumber"]')?.focus();
  }, []);
  const field = (name: CardFormField) => ({
    name,
    value: form[name],
    error: errors[name],
    disabled: busy,
    onValueChange: (_: string, value: string) =>
      actor.send({ type: 'draft.edit', edit: { field: name, value } }),
  });
  return (
    <form
      id={ADD_CARD_FORM_ID}
      ref={rootRef}
      noValidate
      aria-labelledby={`${ADD_CARD_FORM_ID}-title`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        actor.send({ type: 'draft.save' });
      }}
    >
      <Stack gap="5">
        <Heading as="h3" size="md" id={`${ADD_CARD_FORM_ID}-title`}>
          Add Payment Method
        </Heading>
        {addError && (
          <FailureAlert
            title="Your card was not saved"
            description={addError}
            onAction={() => actor.send({ type: 'draft.save' })}
          />
        )}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap="5"
          alignItems="start"
        >
          <CardNumberField {...field('cardNumber')} />
          <FormField
            {...field('expiryDate')}
            label="Expiry Date"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            required
          />
        </Grid>
        <Checkbox.Root
          checked={form.makeDefault}
          onCheckedChange={({ checked }) =>
            actor.send({
              type: 'draft.edit',
              edit: { field: 'makeDefault', value: checked === true },
            })
          }
          disabled={busy}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput name="makeDefault" />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="normal">Make this my default card</Checkbox.Label>
        </Checkbox.Root>
        <HStack gap="2" align="flex-start" color="fg.muted" fontSize="sm">
          <Lock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text>
            Only the card brand, the last four digits and the expiry date are saved. The full card
            number never leaves this device.
          </Text>
        </HStack>
        <FormActions
          busy={busy}
          submitLabel="Save Card"
          onCancel={() => actor.send({ type: 'draft.cancel' })}
        />
      </Stack>
    </form>
  );
}
