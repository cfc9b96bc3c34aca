import type { RadioGroup } from '@chakra-ui/react';

/**
 * A radio drawn as a bordered tile, highlighted while chosen: the payment method, the deposit
 * or full payment, and the saved card at checkout all look alike.
 */
export const CHOICE_ITEM_PROPS = {
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
  px: '4',
  py: '3',
  cursor: 'pointer',
  gap: '3',
  transition: 'border-color 0.15s, background-color 0.15s',
  _hover: { borderColor: 'brand.emphasized' },
  _checked: { borderColor: 'brand.solid', bg: 'brand.subtle' },
  _disabled: { cursor: 'not-allowed', opacity: 0.7 },
} satisfies Partial<RadioGroup.ItemProps>;
