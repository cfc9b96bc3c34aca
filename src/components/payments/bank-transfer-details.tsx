import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Landmark } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { BankDetails } from '../../../contract/payment-summary';
import { formatMoney } from '../../lib/format';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** 'June 1, 2026 at 3:00 PM GMT+5': when a transfer's hold on the seats ends, in local time. */
export function formatHoldEnd(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A label and its value: stacked on a phone, side by side from the sm breakpoint. */
function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <Box as="dt" color="fg.muted" pt={{ base: '1.5', sm: '0' }}>
        {label}
      </Box>
      <Box
        as="dd"
        fontWeight="semibold"
        minW="0"
        overflowWrap="anywhere"
        fontFamily={mono ? 'mono' : undefined}
      >
        {children}
      </Box>
    </>
  );
}

/**
 * Where to send a bank transfer (issue 14): the operator's account from Settings, the booking
 * reference to quote, the amount, and until when the seats are held. Shown on screen (the
 * confirmation and My Account); the same details are e-mailed with the booking (issue 15).
 */
export function BankTransferDetails({
  bank,
  amount,
  holdExpiresAt,
  headingLevel = 'h3',
}: {
  bank: BankDetails;
  /** Dollars to transfer now (the deposit, or everything). */
  amount: number;
  /** ISO timestamp; null when the server set no hold. */
  holdExpiresAt: string | null;
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  const headingId = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="3"
      bg="orange.subtle"
      borderWidth="1px"
      borderColor="orange.muted"
      rounded="lg"
      px="4"
      py="3"
      data-testid="bank-transfer-details"
    >
      <HStack gap="2" color="orange.fg">
        <Landmark size={18} aria-hidden />
        <Heading as={headingLevel} id={headingId} size="sm" color="fg">
          Bank transfer details
        </Heading>
      </HStack>
      <Text fontSize="sm" color="fg">
        Please transfer{' '}
        <Text as="strong" fontWeight="bold">
          {formatMoney(amount)}
        </Text>{' '}
        to the account below and quote your booking reference so we can match your payment.
      </Text>
      <Grid
        as="dl"
        templateColumns={{ base: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' }}
        columnGap="4"
        rowGap={{ base: '0', sm: '1.5' }}
        fontSize="sm"
      >
        <Row label="Bank">{bank.bankName}</Row>
        <Row label="Account name">{bank.accountName}</Row>
        <Row label="Account number / IBAN" mono>
          {bank.accountNumber}
        </Row>
        {bank.swiftCode && (
          <Row label="SWIFT / BIC" mono>
            {bank.swiftCode}
          </Row>
        )}
        <Row label="Reference to quote" mono>
          {bank.reference}
        </Row>
        <Row label="Amount to transfer">{formatMoney(amount)}</Row>
        {holdExpiresAt && (
          <Row label="Transfer by">
            <time dateTime={holdExpiresAt}>{formatHoldEnd(holdExpiresAt)}</time>
          </Row>
        )}
      </Grid>
      {holdExpiresAt && (
        <Text fontSize="sm" color="fg">
          Your seats are held until {formatHoldEnd(holdExpiresAt)}. If your transfer has not reached
          us by then, the booking expires and the seats are released.
        </Text>
      )}
    </Stack>
  );
}
