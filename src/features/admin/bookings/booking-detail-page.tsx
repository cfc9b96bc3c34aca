import {
  Badge,
  Box,
  Button,
  Center,
  Grid,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft, ArrowRightLeft, Ban, Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  AdminBookingDetail,
  AdminLedgerEntry,
  BookingHistoryEntry,
} from '../../../../contract/admin-bookings';
import { failureMessage, failureStatus } from '../../../../contract/api-failure';
import { LEDGER_KIND_LABELS, LEDGER_METHOD_LABELS } from '../../../../contract/payment-summary';
import {
  ADMIN_BOOKING_TEXT,
  type AdminBookingActorRef,
} from '../../../../machines/admin-booking-machine';
import { LoadFailedAlert } from '../../../components/admin/load-failed-alert';
import { ItineraryDownload } from '../../../components/itinerary/itinerary-download';
import { Table } from '../../../components/ui/table';
import { formatLongDate, formatMoney, pluralDays } from '../../../lib/format';
import { CancelBookingDialog, MoveBookingDialog, RecordPaymentDialog } from './action-dialogs';
import { BookingStatusBadge, PaymentStateBadge } from './booking-badges';
import { formatDateTime, travellersText } from './booking-text';
import { useAdminBookingActor } from './bookings.logic';

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" w="fit-content">
      <RouterLink to="/admin/bookings">
        <ArrowLeft size={16} aria-hidden />
        All bookings
      </RouterLink>
    </Link>
  );
}

/** A titled panel of the page. */
function Section({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" rounded="xl" p={{ base: '4', md: '5' }}>
      <HStack justify="space-between" mb="3" gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

/** Label/value rows that stack on phones. */
function Facts({ rows }: { rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap="4" rowGap="1">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0' }}>
            {label}
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}

/**
 * Record payment, Move, Cancel: enabled when the machine would take them (the server's word);
 * Download Itinerary, the PDF the traveller gets.
 */
function ActionButtons({
  booking,
  reference,
}: {
  booking: AdminBookingActorRef;
  reference: string;
}) {
  const canPay = useSelector(booking, (s) => s.can({ type: 'payment.start' }));
  const canMove = useSelector(booking, (s) => s.can({ type: 'move.start' }));
  const canCancel = useSelector(booking, (s) => s.can({ type: 'cancel.start' }));
  return (
    <HStack gap="2" wrap="wrap" flexShrink={0} align="flex-start">
      <ItineraryDownload key={reference} source={{ kind: 'admin', reference }} />
      <Button
        colorPalette="brand"
        disabled={!canPay}
        onClick={() => booking.send({ type: 'payment.start' })}
      >
        <Banknote aria-hidden />
        Record payment
      </Button>
      <Button
        variant="outline"
        bg="bg.panel"
        disabled={!canMove}
        onClick={() => booking.send({ type: 'move.start' })}
      >
        <ArrowRightLeft aria-hidden />
        Move
      </Button>
      <Button
        variant="outline"
        colorPalette="red"
        bg="bg.panel"
        disabled={!canCancel}
        onClick={() => booking.send({ type: 'cancel.start' })}
      >
        <Ban aria-hidden />
        Cancel booking
      </Button>
    </HStack>
  );
}

function TripSection({ detail }: { detail: AdminBookingDetail }) {
  const { booking } = detail;
  return (
    <Section title="Trip">
      <Facts
        rows={[
          ['Tour', booking.tour.title],
          ['Starts', formatLongDate(booking.departure.start_date)],
          ['Duration', pluralDays(booking.tour.duration)],
          ['Location', booking.tour.location],
          ['Travellers', travellersText(booking.travelers)],
          [
            'Add-ons',
            booking.add_ons.length === 0
              ? 'None'
              : booking.add_ons.map((a) => `${a.name} (${formatMoney(a.price)})`).join(', '),
          ],
          ['Special requests', booking.special_requests || 'None'],
          ['Booked', formatDateTime(booking.created_at)],
        ]}
      />
    </Section>
  );
}

function ContactSection({ detail }: { detail: AdminBookingDetail }) {
  const { contact } = detail.booking;
  const address = [contact.address, contact.city, contact.zip_code, contact.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Section title="Lead traveller">
      <Facts
        rows={[
          ['Name', contact.name],
          [
            'E-mail',
            <Link key="email" href={`mailto:${contact.email}`} color="brand.fg">
              {contact.email}
            </Link>,
          ],
          [
            'Phone',
            <Link key="phone" href={`tel:${contact.phone.replace(/\s/g, '')}`} color="brand.fg">
              {contact.phone}
            </Link>,
          ],
          ['Address', address || '—'],
          [
            'Account',
            detail.customer
              ? `${detail.customer.name} (${detail.customer.email})`
              : 'Guest booking',
          ],
        ]}
      />
    </Section>
  );
}

function MoneySection({ detail }: { detail: AdminBookingDetail }) {
  const { payment } = detail.booking;
  const rows: Array<[string, string]> = [
    ['Total', formatMoney(payment.total)],
    ['Paid', formatMoney(payment.paid)],
    ['Refunded', formatMoney(payment.refunded)],
    ['Balance', formatMoney(payment.balance)],
    ['Balance due by', formatLongDate(payment.balance_due_date)],
  ];
  return (
    <Section
      title="Payment"
      action={<PaymentStateBadge state={payment.state} label={detail.booking.payment_status} />}
    >
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1.5">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted" whiteSpace="nowrap">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold" textAlign="end">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
      {payment.hold_expires_at && (
        <Text fontSize="sm" color="orange.fg" mt="4">
          The seats are held until {formatDateTime(payment.hold_expires_at)}; unpaid by then, the
          booking expires.
        </Text>
      )}
      {detail.refund_preview && detail.refundable > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="4">
          Cancelled today, the policy refunds {formatMoney(detail.refund_preview.amount)} (
          {detail.refund_preview.percent}% of what was paid).
        </Text>
      )}
    </Section>
  );
}

const entryAmount = (entry: AdminLedgerEntry) =>
  entry.kind === 'refund' ? `-${formatMoney(entry.amount)}` : formatMoney(entry.amount);

const entryMethod = (entry: AdminLedgerEntry) =>
  entry.card_last4
    ? `${LEDGER_METHOD_LABELS[entry.method]} ending ${entry.card_last4}`
    : LEDGER_METHOD_LABELS[entry.method];

function LedgerSection({ ledger }: { ledger: AdminLedgerEntry[] }) {
  return (
    <Section title="Ledger">
      {ledger.length === 0 ? (
        <Text color="fg.muted">No money has moved yet.</Text>
      ) : (
        <>
          <Table.ScrollArea hideBelow="md">
            <Table.Root size="sm" aria-label="Ledger">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Entry</Table.ColumnHeader>
                  <Table.ColumnHeader>Method</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Recorded</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {ledger.map((entry) => (
                  <Table.Row key={entry.id} verticalAlign="top">
                    <Table.Cell whiteSpace="normal" minW="32">
                      <Text fontWeight="medium">{LEDGER_KIND_LABELS[entry.kind]}</Text>
                      {entry.note && (
                        <Text fontSize="xs" color="fg.muted">
                          {entry.note}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">{entryMethod(entry)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                      {entryAmount(entry)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">
                      <Text whiteSpace="nowrap">{formatDateTime(entry.created_at)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {entry.recorded_by ?? 'Traveller'}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" aria-label="Ledger">
            {ledger.map((entry) => (
              <Box
                as="li"
                key={entry.id}
                borderTopWidth="1px"
                pt="3"
                _first={{ borderTopWidth: 0, pt: 0 }}
              >
                <HStack justify="space-between" align="baseline">
                  <Text fontWeight="medium">{LEDGER_KIND_LABELS[entry.kind]}</Text>
                  <Text fontWeight="semibold">{entryAmount(entry)}</Text>
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(entry.created_at)} · {entryMethod(entry)} ·{' '}
                  {entry.recorded_by ?? 'Traveller'}
                </Text>
                {entry.note && <Text fontSize="sm">{entry.note}</Text>}
              </Box>
            ))}
          </Stack>
        </>
      )}
    </Section>
  );
}

function HistorySection({ history }: { history: BookingHistoryEntry[] }) {
  return (
    <Section title="History">
      {history.length === 0 ? (
        <Text color="fg.muted">No admin has changed this booking.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="History">
          {history.map((entry) => (
            <Box as="li" key={entry.id} borderStartWidth="3px" borderColor="brand.muted" ps="3">
              <Text>{entry.summary}</Text>
              <Text fontSize="sm" color="fg.muted">
                {entry.actor ?? 'A former admin'} · {formatDateTime(entry.created_at)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function BookingView({
  booking,
  detail,
}: {
  booking: AdminBookingActorRef;
  detail: AdminBookingDetail;
}) {
  const { booking: b } = detail;
  return (
    <Stack gap="6">
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'flex-end' }}
        gap="4"
      >
        <Stack gap="2" minW="0">
          <Heading
            as="h1"
            size={{ base: '2xl', md: '3xl' }}
            color="brand.fg"
            letterSpacing="-0.02em"
          >
            Booking{' '}
            <Box as="span" fontFamily="mono">
              {b.reference}
            </Box>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <BookingStatusBadge status={b.status} paymentLabel={b.payment_status} />
            <PaymentStateBadge state={b.payment.state} label={b.payment_status} />
            <Text color="fg.muted" fontSize="sm">
              {b.contact.name} · {b.tour.title} · {formatLongDate(b.departure.start_date)}
            </Text>
          </HStack>
        </Stack>
        <ActionButtons booking={booking} reference={b.reference} />
      </Stack>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 5fr) minmax(0, 3fr)' }} gap="6">
        <Stack gap="6" minW="0">
          <TripSection detail={detail} />
          <ContactSection detail={detail} />
          <LedgerSection ledger={detail.ledger} />
          <HistorySection history={detail.history} />
        </Stack>
        {/* On phones the money comes first, under the header. */}
        <Stack gap="6" minW="0" order={{ base: -1, xl: 0 }}>
          <MoneySection detail={detail} />
        </Stack>
      </Grid>
    </Stack>
  );
}

/**
 * One booking (/admin/bookings/{reference}, issue 14): trip, lead traveller, money, ledger and
 * history, with Record payment, Move and Cancel as dialogs. The admin-booking machine owns the
 * loading, the actions and their failures.
 */
export function BookingDetailPage({ reference }: { reference: string }) {
  const booking = useAdminBookingActor(reference);
  const detail = useSelector(booking, (s) => s.context.detail);
  const loading = useSelector(booking, (s) => s.hasTag('loading'));
  const error = useSelector(booking, (s) => (s.hasTag('error') ? s.context.error : null));

  return (
    <Stack gap="6" maxW="7xl" mx="auto">
      <BackLink />
      {loading ? (
        <Center py="20" role="status" aria-label="Loading the booking">
          <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        </Center>
      ) : error !== null && failureStatus(error) === 404 ? (
        <Stack gap="2">
          <Heading as="h1" size="2xl" color="brand.fg">
            Booking not found
          </Heading>
          <Text color="fg.muted">
            No booking has the reference <Badge fontFamily="mono">{reference}</Badge>.
          </Text>
        </Stack>
      ) : error !== null ? (
        <Stack gap="4">
          <Heading as="h1" size="2xl" color="brand.fg">
            Booking {reference}
          </Heading>
          <LoadFailedAlert
            title={ADMIN_BOOKING_TEXT.loadFailed}
            description={failureMessage(error, ADMIN_BOOKING_TEXT.loadFailed)}
            onRetry={() => booking.send({ type: 'booking.retry' })}
          />
        </Stack>
      ) : (
        detail && <BookingView booking={booking} detail={detail} />
      )}
      <RecordPaymentDialog booking={booking} />
      <CancelBookingDialog booking={booking} />
      <MoveBookingDialog booking={booking} />
    </Stack>
  );
}
