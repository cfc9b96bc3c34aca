import { Box, Button, CloseButton, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import {
  BALANCE_PAYMENT_METHODS,
  type BalancePaymentField,
} from '../../../contract/balance-payment';
import type { MyBooking } from '../../../contract/my-bookings';
import { payBalanceActor, type MyBookingsActorRef } from '../../../machines/my-bookings-machine';
import type { PayBalanceActorRef } from '../../../machines/pay-balance-machine';
import { useDialogForm } from '../../components/form-binding';
import { CardFields, type CardField } from '../../components/payments/card-fields';
import { PaymentMethodRadios } from '../../components/payments/payment-method-radios';
import { Alert } from '../../components/ui/alert';
import { Dialog } from '../../components/ui/dialog';
import { formatLongDate, formatMoney } from '../../lib/format';
import { PAY_BALANCE_FORM_ID } from './account.logic';
import { tripDates } from './booking-text';
import { useDialogBooking } from './use-dialog-booking';

/**
 * Pay balance (issue 14, Upcoming with a balance): the whole balance by card (checkout's card
 * fields and rules; only the last four digits are sent) or PayPal, a simulated payment, then the
 * booking shows Paid in full. The dialog cannot be dismissed while the payment runs.
 */
export function PayBalanceDialog({ bookings }: { bookings: MyBookingsActorRef }) {
  const open = useSelector(bookings, (s) => s.hasTag('payDialog'));
  const pay = useDialogForm(useSelector(bookings, payBalanceActor));
  const booking = useDialogBooking(bookings);
  const dismiss = () => pay?.send({ type: 'payment.dismiss' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => {
        if (!e.open) dismiss();
      }}
      placement="center"
      scrollBehavior="outside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {pay && booking && <PayBalanceForm pay={pay} booking={booking} onDismiss={dismiss} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close payment" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** One input's wiring from the payment's actor. */
function useBalanceField(pay: PayBalanceActorRef, field: CardField) {
  const value = useSelector(pay, (s) => s.context.values[field]);
  const error = useSelector(pay, (s) => s.context.errors[field]);
  const disabled = useSelector(pay, (s) => s.hasTag('busy'));
  return {
    name: field,
    value,
    error,
    disabled,
    onValueChange: (_name: string, next: string) =>
      pay.send({ type: 'field.change', field: field satisfies BalancePaymentField, value: next }),
  };
}

function BalanceCardFields({ pay }: { pay: PayBalanceActorRef }) {
  const fields = {
    cardNumber: useBalanceField(pay, 'cardNumber'),
    expiryDate: useBalanceField(pay, 'expiryDate'),
    cvv: useBalanceField(pay, 'cvv'),
    nameOnCard: useBalanceField(pay, 'nameOnCard'),
  };
  return <CardFields fields={fields} />;
}

function PayBalanceForm({
  pay,
  booking,
  onDismiss,
}: {
  pay: PayBalanceActorRef;
  booking: MyBooking;
  onDismiss: () => void;
}) {
  const busy = useSelector(pay, (s) => s.hasTag('busy'));
  const failed = useSelector(pay, (s) => s.hasTag('error'));
  const failure = useSelector(pay, (s) => s.context.failure);
  const method = useSelector(pay, (s) => s.context.values.paymentMethod);
  const balance = useSelector(pay, (s) => s.context.balance);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.send({ type: 'payment.submit' });
  };
  const overdue = booking.payment.state === 'overdue';

  return (
    <form id={PAY_BALANCE_FORM_ID} onSubmit={submit} noValidate>
      <Dialog.Header pe="12">
        <Stack gap="0.5" minW="0">
          <Dialog.Title>Pay balance</Dialog.Title>
          <Dialog.Description color="fg.muted">
            {booking.tour.title}, {tripDates(booking)} · {booking.reference}
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Box
            p="4"
            rounded="md"
            bg="brand.subtle"
            borderStartWidth="4px"
            borderColor="brand.solid"
            data-testid="balance-to-pay"
          >
            <Text fontSize="sm" color="fg.muted">
              Balance to pay
            </Text>
            <Text fontSize="2xl" fontWeight="bold" fontFamily="heading">
              {formatMoney(balance)}
            </Text>
            <Text fontSize="sm" color={overdue ? 'fg.error' : 'fg.muted'}>
              {overdue ? 'Was due by' : 'Due by'} {formatLongDate(booking.payment.balance_due_date)}{' '}
              · {formatMoney(booking.payment.paid)} of {formatMoney(booking.payment.total)} paid
            </Text>
          </Box>
          <PaymentMethodRadios
            methods={BALANCE_PAYMENT_METHODS}
            value={method}
            onChange={(value) => pay.send({ type: 'field.change', field: 'paymentMethod', value })}
            disabled={busy}
          />
          {method === 'card' ? (
            <BalanceCardFields pay={pay} />
          ) : (
            <Text bg="bg.subtle" rounded="lg" px="4" py="3" color="fg.muted">
              You&apos;ll be redirected to PayPal to complete your payment.
            </Text>
          )}
          {failed && failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
          <Text srOnly role="status" aria-live="polite">
            {busy ? 'Processing your payment, please wait.' : ''}
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" aria-disabled={busy || undefined} onClick={onDismiss}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="sunrise" aria-disabled={busy || undefined}>
          {busy && <Spinner size="sm" aria-hidden />}
          {busy ? 'Processing...' : `Pay ${formatMoney(balance)}`}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
