import { useRouter } from '@tanstack/react-router';
import { createActor, type Snapshot } from 'xstate';
import { isoDay } from '../../../contract/bookings';
import {
  bookingMachine,
  withoutCardDetails,
  type BookingActorRef,
  type BookingContext,
} from '../../../machines/booking-machine';
import { createBooking, fetchBookingTour, shareBooking } from '../../actors/booking';
import { focusFirstInvalid } from '../../components/form-field';
import { showToast } from '../../components/toaster';
import { withInspector } from '../../dev/inspector';

/** sessionStorage key of the persisted booking snapshot (one booking per tab). */
export const BOOKING_STORAGE_KEY = 'booking:v1';
/** The checkout form's id: focus moves to its first invalid field. */
export const CHECKOUT_FORM_ID = 'checkout-form';

type AppRouter = ReturnType<typeof useRouter>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: the booking lives as long as the page
  }
}

/** Today's date for the machine's rules (which departures are open, card expiry). */
export function today(): string {
  return isoDay(new Date());
}

function implementations(router: AppRouter) {
  return bookingMachine.provide({
    actors: { fetchTour: fetchBookingTour, createBooking, shareBooking },
    actions: {
      showSelectDateToast: () =>
        showToast('Please select a date', 'You need to select a travel date to proceed.', 'error'),
      showValidationToast: () =>
        showToast('Form validation failed', 'Please check the form for errors', 'error'),
      showMissingBookingToast: () =>
        showToast('Missing booking information', 'Please start the booking process again', 'error'),
      showInvalidConfirmationToast: () =>
        showToast('Invalid confirmation', 'No booking information found', 'error'),
      showPaymentSuccessToast: () =>
        showToast('Payment successful', 'Your booking has been confirmed!', 'success'),
      showSeatsGoneToast: () =>
        showToast(
          'Seats no longer available',
          'The seats on your date were just taken. Please choose another date.',
          'error',
        ),
      showItineraryToast: () =>
        showToast(
          'Generating itinerary',
          'Your itinerary PDF is being generated and will be ready shortly.',
          'info',
        ),
      showSharedToast: () =>
        showToast('Booking Shared', 'Booking details copied to your clipboard.', 'success'),
      showShareFailedToast: () =>
        showToast(
          'Could not copy',
          'Your browser did not allow copying to the clipboard.',
          'error',
        ),
      focusFirstError: () => focusFirstInvalid(CHECKOUT_FORM_ID),
      navigateToCheckout: (_, { tourId }) =>
        void router.navigate({ to: '/checkout/$id', params: { id: tourId } }),
      navigateToBooking: (_, { tourId }) =>
        void router.navigate({ to: '/booking/$id', params: { id: tourId } }),
      navigateToTour: (_, { tourId }) =>
        void router.navigate({ to: '/tour/$id', params: { id: tourId }, replace: true }),
      navigateToConfirmation: () => void router.navigate({ to: '/booking-confirmation' }),
      navigateHome: () => void router.navigate({ to: '/', replace: true }),
    },
  });
}

/** A snapshot this version wrote: anything else (older shape, tampering) is dropped. */
function looksLikeBooking(value: unknown): value is Snapshot<unknown> {
  const context = (value as { context?: Partial<BookingContext> } | null)?.context;
  return (
    typeof context === 'object' &&
    context !== null &&
    Array.isArray(context.addOns) &&
    typeof context.travelers === 'number' &&
    typeof context.contact === 'object' &&
    context.contact !== null &&
    typeof context.today === 'string'
  );
}

function readPersisted(): Snapshot<unknown> | undefined {
  const raw = storage()?.getItem(BOOKING_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return looksLikeBooking(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes the snapshot without card details. A payment in flight is not written: a reload
 * then returns to the checkout form, whose idempotency key was stored on entering checkout,
 * so submitting again cannot book twice.
 */
function persist(actor: BookingActorRef): void {
  const snapshot = actor.getSnapshot();
  if (snapshot.hasTag('busy') || snapshot.hasTag('sharing')) return;
  const persisted = actor.getPersistedSnapshot() as unknown as { context: BookingContext };
  try {
    storage()?.setItem(
      BOOKING_STORAGE_KEY,
      JSON.stringify({ ...persisted, context: withoutCardDetails(persisted.context) }),
    );
  } catch {
    // quota or privacy mode: the booking still works, it just does not survive a reload
  }
}

function startBookingActor(router: AppRouter): BookingActorRef {
  const logic = implementations(router);
  const persisted = readPersisted();
  let actor: BookingActorRef;
  try {
    actor = createActor(logic, withInspector(persisted ? { snapshot: persisted } : {}));
    actor.start();
    if (actor.getSnapshot().status !== 'active') throw new Error('stale booking snapshot');
  } catch {
    storage()?.removeItem(BOOKING_STORAGE_KEY);
    actor = createActor(logic, withInspector()).start();
  }
  actor.subscribe(() => persist(actor));
  return actor;
}

/** One booking actor per app (router), shared by the booking, checkout and confirmation pages. */
const actors = new WeakMap<object, BookingActorRef>();

export function useBookingActor(): BookingActorRef {
  const router = useRouter();
  let actor = actors.get(router);
  if (!actor) {
    actor = startBookingActor(router);
    actors.set(router, actor);
  }
  return actor;
}
