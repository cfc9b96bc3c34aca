import { HStack, Stack, Text } from '@chakra-ui/react';
import { CreditCard } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { detectCardBrand } from '../../../contract/cards';
import { FormField } from '../form-field';
import { editCardNumber } from './card-number';
import type { CardFieldBinding } from './card-fields';

/**
 * Card Number, spaced in groups as it is typed (American Express 4-6-5, other cards in fours)
 * with the caret where the traveller left it, and the card's brand under it once the first
 * digits tell it. Used by checkout, Pay balance and My Account's add-card form.
 */
export function CardNumberField({ value, onValueChange, ...binding }: CardFieldBinding) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const deleteKey = useRef(false);
  const brand = detectCardBrand(value);

  // After the spaced number is rendered, put the caret back after the digits it followed.
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(at, at);
    }
  });

  const change = (name: string, typed: string) => {
    const element = input.current;
    const next = editCardNumber(
      value,
      typed,
      element?.selectionStart ?? typed.length,
      deleteKey.current ? 'forward' : 'backward',
    );
    caret.current = next.caret;
    if (next.value === value && element) {
      // Nothing changed (a letter, or a digit past the last group): no render follows, so
      // restore the input and the caret here.
      element.value = value;
      element.setSelectionRange(next.caret, next.caret);
    }
    onValueChange(name, next.value);
  };

  return (
    <Stack gap="1.5">
      <FormField
        {...binding}
        ref={input}
        value={value}
        onValueChange={change}
        onKeyDown={(event) => {
          deleteKey.current = event.key === 'Delete';
        }}
        label="Card Number"
        placeholder="1234 5678 9012 3456"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
      />
      <HStack gap="1.5" fontSize="sm" color="fg.muted" minH="5" aria-live="polite">
        {brand && (
          <>
            <CreditCard size={16} aria-hidden />
            <Text>
              Card type:{' '}
              <Text as="span" fontWeight="semibold" color="fg">
                {brand}
              </Text>
            </Text>
          </>
        )}
      </HStack>
    </Stack>
  );
}
