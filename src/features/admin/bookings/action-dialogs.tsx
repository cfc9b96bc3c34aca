import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useCallback, type FormEvent } from 'react';
import type { AdminBookingDetail } from '../../../../contract/admin-bookings';
import { LEDGER_METHOD_LABELS, RECORD_PAYMENT_METHODS } from '../../../../contract/payment-summary';
import type { EditActorRef, EditTypes } from '../../../../machines/edit-machine';
import {
  cancelFormActor,
  moveFormActor,
  paymentFormActor,
  type AdminBookingActorRef,
  type CancelForm,
  type MoveForm,
  type PaymentForm,
} from '../../../../machines/admin-booking-machine';
import { useDialogForm } from '../../../components/form-binding';
import { FormField, SelectField, TextareaField } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { formatLongDate, formatMoney } from '../../../lib/format';
import { ActionDialog, ActionFooter, SaveFailedAlert } from './action-dialog';
import { travellersText } from './booking-text';
import { CANCEL_FORM_ID, MOVE_FORM_ID, PAYMENT_FORM_ID } from './bookings.logic';

/** A flat form's small slices and its change handler (values are the form's own types). */
function useActionForm<T extends EditTypes>(form: EditActorRef<T>) {
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const saving = useSelector(form, (s) => s.hasTag('saving'));
  const failure = useSelector(form, (s) => s.context.failure);
  const change = useCallback(
    (field: string, value: unknown) =>
      form.send({ type: 'draft.edit', edit: { field, value } as T['edit'] }),
    [form],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'draft.save' });
  };
  return { values, errors, saving, failure, change, submit };
}

/** A label and its value, side by side. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold" textAlign="end">
        {value}
      </Text>
    </>
  );
}

/** The booking the dialogs are about (their descriptions). */
function useDetail(booking: AdminBookingActorRef): AdminBookingDetail | null {
  return useSelector(booking, (s) => s.context.detail);
}

/* Record payment ------------------------------------------------------------------------------ */

const METHOD_OPTIONS = RECORD_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: LEDGER_METHOD_LABELS[method],
}));

function PaymentFormBody({
  form,
  detail,
  onCancel,
}: {
  form: EditActorRef<PaymentForm>;
  detail: AdminBookingDetail;
  onCancel: () => void;
}) {
  const { values, errors, saving, failure, change, submit } = useActionForm(form);
  const { payment } = detail.booking;
  return (
    <>
      <Dialog.Body>
        <form id={PAYMENT_FORM_ID} noValidate onSubmit={submit}>
          <Stack gap="4">
            <SaveFailedAlert message={failure} />
            <Grid as="dl" templateColumns="1fr auto" rowGap="1" fontSize="sm">
              <Figure label="Total" value={formatMoney(payment.total)} />
              <Figure label="Paid so far" value={formatMoney(payment.paid)} />
              <Figure label="Balance" value={formatMoney(payment.balance)} />
            </Grid>
            <FormField
              name="amount"
              label="Amount received (USD)"
              value={values.amount}
              error={errors.amount}
              onValueChange={change}
              disabled={saving}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <SelectField
              name="method"
              label="Method"
              value={values.method}
              options={METHOD_OPTIONS}
              error={errors.method}
              onValueChange={change}
              disabled={saving}
              required
            />
            <TextareaField
              name="note"
              label="Note (optional)"
              value={values.note}
              error={errors.note}
              onValueChange={change}
              disabled={saving}
              rows={2}
              placeholder="Transfer reference, who paid..."
            />
          </Stack>
        </form>
      </Dialog.Body>
      <ActionFooter
        formId={PAYMENT_FORM_ID}
        saving={saving}
        submitLabel="Record payment"
        busyLabel="Recording..."
        onCancel={onCancel}
      />
    </>
  );
}

/** Record payment: what the operator received, never more than the balance. */
export function RecordPaymentDialog({ booking }: { booking: AdminBookingActorRef }) {
  const form = useDialogForm(useSelector(booking, paymentFormActor));
  const detail = useDetail(booking);
  return (
    <ActionDialog
      booking={booking}
      tag="paymentDialog"
      title="Record payment"
      description={detail ? `${detail.booking.reference} · ${detail.booking.contact.name}` : ''}
    >
      {form && detail && (
        <PaymentFormBody
          form={form}
          detail={detail}
          onCancel={() => booking.send({ type: 'action.close' })}
        />
      )}
    </ActionDialog>
  );
}

/* Cancel on behalf ---------------------------------------------------------------------------- */

function CancelFormBody({
  form,
  detail,
  onCancel,
}: {
  form: EditActorRef<CancelForm>;
  detail: AdminBookingDetail;
  onCancel: () => void;
}) {
  const { values, errors, saving, failure, change, submit } = useActionForm(form);
  const preview = detail.refund_preview;
  return (
    <>
      <Dialog.Body>
        <form id={CANCEL_FORM_ID} noValidate onSubmit={submit}>
          <Stack gap="4">
            <SaveFailedAlert message={failure} />
            <Box p="3" rounded="md" bg="bg.muted" data-testid="policy-refund">
              <Text fontSize="sm" color="fg.muted">
                Refund under the cancellation policy today
              </Text>
              <Text fontSize="xl" fontWeight="bold">
                {formatMoney(preview?.amount ?? 0)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {detail.refundable > 0
                  ? `${preview?.percent ?? 0}% of the ${formatMoney(detail.refundable)} paid.`
                  : 'Nothing has been paid, so nothing is refunded.'}{' '}
                Seats for {travellersText(detail.booking.travelers)} return to the departure.
              </Text>
            </Box>
            <Checkbox.Root
              checked={values.override}
              onCheckedChange={(e) => change('override', e.checked === true)}
              disabled={saving}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Refund a different amount</Checkbox.Label>
            </Checkbox.Root>
            {values.override && (
              <FormField
                name="refund_amount"
                label={`Refund (USD, at most ${formatMoney(detail.refundable)})`}
                value={values.refund_amount}
                error={errors.refund_amount}
                onValueChange={change}
                disabled={saving}
                inputMode="decimal"
                autoComplete="off"
                required
              />
            )}
            <TextareaField
              name="reason"
              label={values.override ? 'Reason' : 'Reason (optional)'}
              value={values.reason}
              error={errors.reason}
              onValueChange={change}
              disabled={saving}
              rows={2}
              required={values.override}
            />
          </Stack>
        </form>
      </Dialog.Body>
      <ActionFooter
        formId={CANCEL_FORM_ID}
        saving={saving}
        submitLabel="Cancel booking"
        busyLabel="Cancelling..."
        danger
        onCancel={onCancel}
      />
    </>
  );
}

/** Cancel on the customer's behalf: the policy refund first; an override needs a reason. */
export function CancelBookingDialog({ booking }: { booking: AdminBookingActorRef }) {
  const form = useDialogForm(useSelector(booking, cancelFormActor));
  const detail = useDetail(booking);
  return (
    <ActionDialog
      booking={booking}
      tag="cancelDialog"
      title="Cancel booking"
      description={
        detail ? `Cancel ${detail.booking.reference} for ${detail.booking.contact.name}?` : ''
      }
      alertDialog
    >
      {form && detail && (
        <CancelFormBody
          form={form}
          detail={detail}
          onCancel={() => booking.send({ type: 'action.close' })}
        />
      )}
    </ActionDialog>
  );
}

/* Move ---------------------------------------------------------------------------------------- */

function MoveFormBody({
  form,
  detail,
  onCancel,
}: {
  form: EditActorRef<MoveForm>;
  detail: AdminBookingDetail;
  onCancel: () => void;
}) {
  const { values, errors, saving, failure, change, submit } = useActionForm(form);
  const options = detail.move_options.map((option) => ({
    value: String(option.id),
    label: `${formatLongDate(option.start_date)} (${option.seats_left} seats left)`,
  }));
  return (
    <>
      <Dialog.Body>
        <form id={MOVE_FORM_ID} noValidate onSubmit={submit}>
          <Stack gap="4">
            <SaveFailedAlert message={failure} />
            <Text fontSize="sm">
              Now on <strong>{formatLongDate(detail.booking.departure.start_date)}</strong> with{' '}
              {travellersText(detail.booking.travelers)}. Seats are taken on the new date and
              returned on this one at once.
            </Text>
            <SelectField
              name="departure_id"
              label="New departure"
              value={values.departure_id}
              options={options}
              error={errors.departure_id}
              onValueChange={change}
              disabled={saving}
              required
            />
          </Stack>
        </form>
      </Dialog.Body>
      <ActionFooter
        formId={MOVE_FORM_ID}
        saving={saving}
        submitLabel="Move booking"
        busyLabel="Moving..."
        onCancel={onCancel}
      />
    </>
  );
}

/** Move to another departure of the same tour that has seats for everyone. */
export function MoveBookingDialog({ booking }: { booking: AdminBookingActorRef }) {
  const form = useDialogForm(useSelector(booking, moveFormActor));
  const detail = useDetail(booking);
  return (
    <ActionDialog
      booking={booking}
      tag="moveDialog"
      title="Move booking"
      description={detail ? `${detail.booking.reference} · ${detail.booking.tour.title}` : ''}
    >
      {form && detail && (
        <MoveFormBody
          form={form}
          detail={detail}
          onCancel={() => booking.send({ type: 'action.close' })}
        />
      )}
    </ActionDialog>
  );
}
