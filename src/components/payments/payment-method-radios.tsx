import { SimpleGrid } from '@chakra-ui/react';
import { Building2, CreditCard, Wallet, type LucideIcon } from 'lucide-react';
import type { PaymentMethod } from '../../../contract/bookings';
import { RadioGroup } from '../ui/radio-group';
import { CHOICE_ITEM_PROPS } from './choice-item';

const METHODS: Record<PaymentMethod, { label: string; icon: LucideIcon }> = {
  card: { label: 'Credit / Debit Card', icon: CreditCard },
  paypal: { label: 'PayPal', icon: Wallet },
  bank: { label: 'Bank Transfer', icon: Building2 },
};

/** SPEC 2's payment method radios (card, PayPal, bank), as checkout and Pay balance offer them. */
export function PaymentMethodRadios<M extends PaymentMethod>({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly M[];
  value: M;
  onChange: (method: M) => void;
  disabled: boolean;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={({ value: next }) => {
        const method = methods.find((m) => m === next);
        if (method) onChange(method);
      }}
      disabled={disabled}
      colorPalette="brand"
    >
      <RadioGroup.Label srOnly>Choose how to pay</RadioGroup.Label>
      <SimpleGrid columns={{ base: 1, sm: methods.length }} gap="3">
        {methods.map((method) => {
          const { label, icon: Icon } = METHODS[method];
          return (
            <RadioGroup.Item key={method} value={method} {...CHOICE_ITEM_PROPS}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText display="flex" alignItems="center" gap="2" fontWeight="medium">
                <Icon size={18} aria-hidden />
                {label}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          );
        })}
      </SimpleGrid>
    </RadioGroup.Root>
  );
}
