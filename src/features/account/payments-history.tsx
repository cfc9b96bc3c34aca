import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Receipt } from 'lucide-react';
import { useRef } from 'react';
import type { PaymentHistoryRow } from '../../../contract/my-bookings';
import type { LedgerEntry } from '../../../contract/payment-summary';
import type { PaymentMethodsActorRef } from '../../../machines/payment-methods-machine';
import { LoadFailedAlert } from '../../components/admin/load-failed-alert';
import { EmptyListState } from '../../components/empty-list-state';
import { MetaPageNav } from '../../components/list-page-nav';
import { Table } from '../../components/ui/table';
import { formatLongDate, formatMoney } from '../../lib/format';
import { ledgerMethodText } from './booking-text';
import { SectionCard } from './profile-section';

const STATUS_PALETTE: Record<PaymentHistoryRow['status'], 'green' | 'orange' | 'blue'> = {
  Paid: 'green',
  'Awaiting transfer': 'orange',
  Refunded: 'blue',
};
const statusPalette = (status: PaymentHistoryRow['status']) => STATUS_PALETTE[status];

function StatusBadge({ status }: { status: PaymentHistoryRow['status'] }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle">
      {status}
    </Badge>
  );
}

function rowText(row: PaymentHistoryRow) {
  return {
    date: formatLongDate(row.date),
    method: ledgerMethodText({
      method: row.method as LedgerEntry['method'],
      card_last4: row.cardLast4,
    }),
    amount: row.kind === 'refund' ? `-${formatMoney(row.amount)}` : formatMoney(row.amount),
  };
}

function HistoryTable({ rows }: { rows: PaymentHistoryRow[] }) {
  return (
    <Box hideBelow="md" overflowX="auto">
      <Table.Root size="sm" variant="line">
        <Table.Caption srOnly>Payments and refunds for your bookings, newest first</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Tour</Table.ColumnHeader>
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader>For</Table.ColumnHeader>
            <Table.ColumnHeader>Method</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const text = rowText(row);
            return (
              <Table.Row key={`${row.reference}-${row.kind}-${index}`}>
                <Table.Cell whiteSpace="nowrap">{text.date}</Table.Cell>
                <Table.Cell fontWeight="medium">{row.tourTitle}</Table.Cell>
                <Table.Cell fontFamily="mono">{row.reference}</Table.Cell>
                <Table.Cell>{row.what}</Table.Cell>
                <Table.Cell>{text.method}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                  {text.amount}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={row.status} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function HistoryCards({ rows }: { rows: PaymentHistoryRow[] }) {
  return (
    <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" aria-label="Payment history">
      {rows.map((row, index) => {
        const text = rowText(row);
        return (
          <Box
            as="li"
            key={`${row.reference}-${row.kind}-${index}`}
            borderWidth="1px"
            rounded="lg"
            p="4"
          >
            <HStack justify="space-between" align="flex-start" gap="3">
              <Box minW="0">
                <Text fontWeight="semibold">{row.tourTitle}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {text.date} ·{' '}
                  <Text as="span" fontFamily="mono">
                    {row.reference}
                  </Text>
                </Text>
              </Box>
              <Text fontWeight="bold" whiteSpace="nowrap">
                {text.amount}
              </Text>
            </HStack>
            <HStack justify="space-between" mt="3" gap="3" wrap="wrap">
              <Text fontSize="sm">
                {row.what} · {text.method}
              </Text>
              <StatusBadge status={row.status} />
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

/**
 * Payment History (SPEC 2 'Payments'): the payments and refunds of the traveller's bookings,
 * newest first, one page at a time (issue 16), each saying what it was for (Deposit, Balance,
 * Refund...).
 */
export function PaymentHistory({
  actor,
  onPage,
}: {
  actor: PaymentMethodsActorRef;
  /** Asks the route for another page of the history. */
  onPage: (page: number) => void;
}) {
  const rows = useSelector(actor, (s) => s.context.history);
  const meta = useSelector(actor, (s) => s.context.historyMeta);
  const total = meta?.total ?? rows.length;
  const paging = useSelector(actor, (s) => s.hasTag('paging'));
  const historyError = useSelector(actor, (s) =>
    s.hasTag('historyFailed') ? s.context.historyError : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <SectionCard
      title="Payment History"
      description="Payments and refunds for your bookings."
      headingRef={headingRef}
    >
      {historyError !== null ? (
        <LoadFailedAlert
          title="Your payment history could not be loaded"
          description={historyError}
          onRetry={() => actor.send({ type: 'history.retry' })}
        />
      ) : total === 0 ? (
        <EmptyListState
          borderStyle="dashed"
          rounded="lg"
          py="8"
          icon={<Receipt aria-hidden />}
          title="No payments yet"
          description="When you book a tour, its payment will appear here."
        />
      ) : (
        <Stack gap="4">
          <Box aria-busy={paging} opacity={paging ? 0.6 : 1} transition="opacity 0.2s">
            <HistoryTable rows={rows} />
            <HistoryCards rows={rows} />
          </Box>
          <MetaPageNav meta={meta} focus={headingRef} onPage={onPage} />
        </Stack>
      )}
    </SectionCard>
  );
}
