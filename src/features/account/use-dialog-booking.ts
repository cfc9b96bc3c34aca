import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { MyBooking } from '../../../contract/my-bookings';
import { findBooking, type MyBookingsActorRef } from '../../../machines/my-bookings-machine';

/**
 * The booking a dialog is about. The machine forgets it when the dialog closes; the last one is
 * kept so the dialog does not go blank during its closing animation.
 */
export function useDialogBooking(bookings: MyBookingsActorRef): MyBooking | null {
  const current = useSelector(bookings, (s) => findBooking(s.context));
  const [last, setLast] = useState<MyBooking | null>(current);
  if (current && current !== last) setLast(current);
  return current ?? last;
}
