import { useSelector } from '@xstate/react';
import type { CheckoutField } from '../../../contract/bookings';
import type { BookingActorRef } from '../../../machines/booking-machine';

/** The checkout fields typed in as text (everything but the payment method and the terms). */
export type CheckoutTextField = Exclude<CheckoutField, 'paymentMethod' | 'terms'>;

/** True while the payment runs or the booking is being stored: fields and buttons disable. */
export function useCheckoutBusy(actor: BookingActorRef): boolean {
  return useSelector(actor, (s) => s.hasTag('busy'));
}

/** A field's current error, as the machine assigned it (cleared when the field is edited). */
export function useCheckoutError(actor: BookingActorRef, field: CheckoutField): string | undefined {
  return useSelector(actor, (s) => s.context.errors[field]);
}

/** The wiring FormField takes for one text field: value, error, disabled and field.change. */
export function useCheckoutText(actor: BookingActorRef, field: CheckoutTextField) {
  const value = useSelector(actor, (s) => s.context.contact[field]);
  const error = useCheckoutError(actor, field);
  const disabled = useCheckoutBusy(actor);
  return {
    name: field,
    value,
    error,
    disabled,
    onValueChange: (_name: string, next: string) =>
      actor.send({ type: 'field.change', field, value: next }),
  };
}
