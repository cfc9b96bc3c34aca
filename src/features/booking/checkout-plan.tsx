import { Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { BALANCE_DUE_DAYS_BEFORE, fromCents, paymentSchedule } from '../../../contract/bookings';
import {
  depositOffered,
  selectedDeparture,
  totalCents,
  type BookingActorRef,
  type PaymentPlan,
} from '../../../machines/booking-machine';
import { RadioGroup } from '../../components/ui/radio-group';
import { formatLongDate, formatMoney } from '../../lib/format';
import { useCheckoutBusy } from './checkout-field';
import { CHOICE_ITEM_PROPS } from '../../components/payments/choice-item';

const money = (cents: number) => formatMoney(fromCents(cents));

/**
 * Deposit or pay in full (issue 14, SPEC 9): offered while the trip starts more than 30 days
 * ahead, the deposit chosen by default; nearer trips are paid in full, and this says so.
 */
export function CheckoutPlan({ actor }: { actor: BookingActorRef }) {
  const offered = useSelector(actor, (s) => depositOffered(s.context));
  const plan = useSelector(actor, (s) => s.context.paymentPlan);
  const total = useSelector(actor, (s) => totalCents(s.context));
  const startDate = useSelector(actor, (s) => selectedDeparture(s.context)?.start_date ?? null);
  const today = useSelector(actor, (s) => s.context.today);
  const busy = useCheckoutBusy(actor);

  if (!startDate) return null;
  if (!offered) {
    return (
      <Text fontSize="sm" bg="bg.subtle" rounded="lg" px="4" py="3" color="fg.muted">
        Your trip starts within {BALANCE_DUE_DAYS_BEFORE} days, so the full amount of {money(total)}{' '}
        is due at booking.
      </Text>
    );
  }
  const schedule = paymentSchedule(total, startDate, today);
  const options: ReadonlyArray<{ value: PaymentPlan; label: string; detail: string }> = [
    {
      value: 'deposit',
      label: 'Pay 20% deposit now',
      detail: `${money(schedule.depositCents)} now, the balance of ${money(schedule.balanceCents)} by ${formatLongDate(schedule.balanceDueDate)}`,
    },
    { value: 'full', label: 'Pay in full now', detail: `${money(total)} now, nothing later` },
  ];

  return (
    <RadioGroup.Root
      value={plan}
      onValueChange={({ value }) => {
        if (value === 'deposit' || value === 'full')
          actor.send({ type: 'plan.select', plan: value });
      }}
      disabled={busy}
      colorPalette="brand"
    >
      <Stack gap="3">
        <RadioGroup.Label fontWeight="semibold" fontSize="md">
          How much would you like to pay now?
        </RadioGroup.Label>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }}>
          {options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              flex="1"
              alignItems="start"
              {...CHOICE_ITEM_PROPS}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="semibold">
                  {option.label}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {option.detail}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </Stack>
    </RadioGroup.Root>
  );
}
