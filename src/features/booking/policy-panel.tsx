import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { CalendarClock, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  BALANCE_DUE_DAYS_BEFORE,
  cancellationTimeline,
  DEPOSIT_RATE,
  fromCents,
  paymentSchedule,
} from '../../../contract/bookings';
import {
  selectedDeparture,
  totalCents,
  type BookingActorRef,
} from '../../../machines/booking-machine';
import { Card } from '../../components/ui/card';
import { formatLongDate, formatMoney } from '../../lib/format';

const money = (cents: number) => formatMoney(fromCents(cents));

/**
 * For the chosen date (SPEC 9): the 20% deposit and the balance with its due date, and the
 * cancellation timeline with real dates. The figures come from the contract's policy functions.
 */
export function PolicyPanel({ actor }: { actor: BookingActorRef }) {
  const startDate = useSelector(actor, (s) => selectedDeparture(s.context)?.start_date ?? null);
  const total = useSelector(actor, (s) => totalCents(s.context));
  const today = useSelector(actor, (s) => s.context.today);

  if (!startDate) {
    return (
      <Text fontSize="sm" color="fg.muted" px="1">
        Choose a date to see your payment schedule and cancellation dates.
      </Text>
    );
  }
  const schedule = paymentSchedule(total, startDate, today);
  const timeline = cancellationTimeline(startDate);

  return (
    <Card.Root size="sm" rounded="xl" variant="outline">
      <Card.Body gap="5">
        <PolicyBlock icon={<Wallet size={18} />} title="Payment schedule">
          {schedule.fullPaymentNow ? (
            <Stack gap="1" fontSize="sm">
              <Row label="Full payment due at booking" value={money(total)} strong />
              <Text color="fg.muted">
                Your trip starts within {BALANCE_DUE_DAYS_BEFORE} days, so the whole amount is due
                now.
              </Text>
            </Stack>
          ) : (
            <Stack gap="1.5" fontSize="sm">
              <Row
                label={`Deposit today (${Math.round(DEPOSIT_RATE * 100)}%)`}
                value={money(schedule.depositCents)}
                strong
              />
              <Row
                label={`Balance due by ${formatLongDate(schedule.balanceDueDate)}`}
                value={money(schedule.balanceCents)}
              />
              <Text color="fg.muted">You may also pay in full at checkout.</Text>
            </Stack>
          )}
        </PolicyBlock>

        <PolicyBlock icon={<CalendarClock size={18} />} title="Cancellation policy">
          <Stack
            as="ol"
            aria-label="Cancellation timeline"
            gap="2"
            fontSize="sm"
            listStyleType="none"
          >
            <Step color="green.solid" label="Full refund">
              if you cancel on or before {formatLongDate(timeline.fullRefundUntil)}
            </Step>
            <Step color="yellow.solid" label="50% refund">
              from {formatLongDate(timeline.halfRefundFrom)} to{' '}
              {formatLongDate(timeline.halfRefundUntil)}
            </Step>
            <Step color="red.solid" label="No refund">
              from {formatLongDate(timeline.noRefundFrom)}
            </Step>
          </Stack>
        </PolicyBlock>
      </Card.Body>
    </Card.Root>
  );
}

function PolicyBlock({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="2">
      <Flex gap="2" align="center" color="brand.fg">
        <Box aria-hidden>{icon}</Box>
        <Heading as="h3" size="sm" color="fg">
          {title}
        </Heading>
      </Flex>
      {children}
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="3" align="baseline">
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text fontWeight={strong ? 'bold' : 'medium'} whiteSpace="nowrap">
        {value}
      </Text>
    </Flex>
  );
}

function Step({ color, label, children }: { color: string; label: string; children: ReactNode }) {
  return (
    <Flex as="li" gap="2.5" align="flex-start">
      <Box aria-hidden boxSize="2.5" mt="1.5" rounded="full" bg={color} flexShrink={0} />
      <Text>
        <Text as="span" fontWeight="semibold">
          {label}
        </Text>{' '}
        {children}
      </Text>
    </Flex>
  );
}
