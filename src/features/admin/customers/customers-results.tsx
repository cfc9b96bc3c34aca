import { Badge, Box, Button, Grid, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Customer, CustomerStatus } from '../../../../contract/admin-customers';
import type { AdminCustomersActorRef } from '../../../../machines/admin-customers-machine';
import { Table } from '../../../components/ui/table';
import { formatLongDate, formatMoney } from '../../../lib/format';
import { sortedColumn } from './customer-list';
import type { CustomerSort } from '../../../../contract/admin-customers';

/** SPEC: Active green, Inactive grey. */
export function CustomerStatusBadge({ status }: { status: CustomerStatus }) {
  return (
    <Badge colorPalette={status === 'Active' ? 'green' : 'gray'} variant="subtle" size="md">
      {status}
    </Badge>
  );
}

/** Last booking in US long format, or a dash when there is none. */
export function lastBookingText(customer: Pick<Customer, 'lastBooking'>): string {
  return customer.lastBooking ? formatLongDate(customer.lastBooking) : '—';
}

type ActionKind = 'view' | 'edit' | 'delete';

const ACTIONS: ReadonlyArray<{
  kind: ActionKind;
  label: string;
  icon: typeof Eye;
  event: 'customer.view' | 'customer.edit' | 'customer.delete';
}> = [
  { kind: 'view', label: 'View Details', icon: Eye, event: 'customer.view' },
  { kind: 'edit', label: 'Edit', icon: Pencil, event: 'customer.edit' },
  { kind: 'delete', label: 'Delete', icon: Trash2, event: 'customer.delete' },
];

/**
 * View Details, Edit and Delete for one customer: icon buttons in the table, worded buttons on
 * the cards. Each is named with the customer ('Edit Ayesha Khan'). While the list is busy the
 * machine ignores them, so they stay focusable and only look unavailable (aria-disabled).
 */
function CustomerActions({
  customer,
  customers,
  compact,
}: {
  customer: Customer;
  customers: AdminCustomersActorRef;
  compact: boolean;
}) {
  const ready = useSelector(customers, (s) => s.can({ type: 'customer.view', id: customer.id }));
  return (
    <Grid
      gap={compact ? '0.5' : '2'}
      templateColumns={compact ? 'repeat(3, auto)' : 'repeat(3, 1fr)'}
      justifyContent={compact ? 'end' : 'stretch'}
    >
      {ACTIONS.map(({ kind, label, icon: Icon, event }) => {
        const danger = kind === 'delete';
        const send = () => customers.send({ type: event, id: customer.id });
        return compact ? (
          <IconButton
            key={kind}
            size="xs"
            variant="ghost"
            colorPalette={danger ? 'red' : 'gray'}
            aria-label={`${label} ${customer.name}`}
            title={label}
            aria-disabled={!ready || undefined}
            onClick={send}
          >
            <Icon aria-hidden />
          </IconButton>
        ) : (
          <Button
            key={kind}
            size="sm"
            variant="outline"
            colorPalette={danger ? 'red' : 'gray'}
            // The visible word first, so speech input ('click Edit') still finds it.
            aria-label={`${label} ${customer.name}`}
            aria-disabled={!ready || undefined}
            onClick={send}
          >
            {label}
          </Button>
        );
      })}
    </Grid>
  );
}

const COLUMNS = [
  { key: 'name', label: 'Customer' },
  { key: 'phone', label: 'Phone' },
  { key: 'country', label: 'Country' },
  { key: 'bookings', label: 'Bookings', numeric: true },
  { key: 'lastBooking', label: 'Last Booking' },
  { key: 'totalSpent', label: 'Total Spent', numeric: true },
  { key: 'status', label: 'Status' },
] as const;

/** An address that may wrap before its '@' rather than mid-word. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** Desktop (xl and up): one row per customer. */
export function CustomersTable({
  rows,
  sort,
  customers,
}: {
  rows: readonly Customer[];
  sort: CustomerSort | undefined;
  customers: AdminCustomersActorRef;
}) {
  const sorted = sortedColumn(sort);
  return (
    <Table.ScrollArea hideBelow="xl" borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" aria-label="Customers">
        <Table.Header>
          <Table.Row bg="bg.muted">
            {COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={'numeric' in column ? 'end' : 'start'}
                aria-sort={sorted?.column === column.key ? sorted.order : undefined}
                whiteSpace="nowrap"
                py="3"
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end" py="3">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((customer) => (
            <Table.Row key={customer.id} data-testid="customer-row">
              <Table.Cell whiteSpace="normal">
                {/* Capped so a long address wraps here rather than squeezing the other columns. */}
                <Box minW="36" maxW="44">
                  <Text fontWeight="semibold">{customer.name}</Text>
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    <Email address={customer.email} />
                  </Text>
                </Box>
              </Table.Cell>
              <Table.Cell>{customer.phone ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="normal">{customer.country ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">{customer.bookings}</Table.Cell>
              <Table.Cell>{lastBookingText(customer)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatMoney(customer.totalSpent)}
              </Table.Cell>
              <Table.Cell>
                <CustomerStatusBadge status={customer.status} />
              </Table.Cell>
              <Table.Cell>
                <CustomerActions customer={customer} customers={customers} compact />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" textAlign="end" overflowWrap="anywhere">
        {value}
      </Text>
    </>
  );
}

/** Phones and tablets (below xl): one card per customer. */
export function CustomerCards({
  rows,
  customers,
}: {
  rows: readonly Customer[];
  customers: AdminCustomersActorRef;
}) {
  return (
    <Grid
      as="ul"
      aria-label="Customers"
      hideFrom="xl"
      listStyleType="none"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
      gap="4"
    >
      {rows.map((customer) => (
        <Stack
          as="li"
          key={customer.id}
          data-testid="customer-card"
          gap="4"
          p="4"
          bg="bg.panel"
          borderWidth="1px"
          rounded="lg"
        >
          <HStack justify="space-between" align="flex-start" gap="3">
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="lg" lineHeight="short">
                {customer.name}
              </Text>
              <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                <Email address={customer.email} />
              </Text>
            </Box>
            <CustomerStatusBadge status={customer.status} />
          </HStack>
          <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5">
            <Fact label="Phone" value={customer.phone ?? '—'} />
            <Fact label="Country" value={customer.country ?? '—'} />
            <Fact label="Bookings" value={customer.bookings} />
            <Fact label="Last Booking" value={lastBookingText(customer)} />
            <Fact label="Total Spent" value={formatMoney(customer.totalSpent)} />
          </Grid>
          <CustomerActions customer={customer} customers={customers} compact={false} />
        </Stack>
      ))}
    </Grid>
  );
}
