import { fromCallback, fromPromise, type Snapshot } from 'xstate';
import {
  bookingMachine,
  withoutCardDetails,
  type BookingActorRef,
  type BookingContext,
  type BookingEvent,
} from '../../../machines/booking-machine';
import type { SessionActorRef } from '../../../machines/session-machine';
import { savedCardsMachine } from '../../../machines/saved-cards-machine';
import { followSession } from '../../../machines/session-watch';
import { createBooking, getProfilePhone } from '../../api/bookings';
import { placeHold, releaseHold } from '../../api/holds';
import { getTourDetails } from '../../api/tours';
import type { AppActorDefinition } from '../../app/start-app-actor';
import type { AppDeps } from '../../app/deps';
import type { KeyValueStore } from '../../app/storage';
import { focusFirstInvalid } from '../../components/form-field';
import type { DismissToast } from '../../components/toaster';
import { claimedHold, forgetClaim, isClaimedHold, withClaimedSeats } from '../waitlist/claim';
import { focusDatePicker } from './date-focus';

/** sessionStorage key of the persisted booking snapshot (one booking per tab). */
export const BOOKING_STORAGE_KEY = 'booking:v1';
/** The checkout form's id: focus moves to its first invalid field. */
export const CHECKOUT_FORM_ID = 'checkout-form';

/** Share Booking (SPEC 2): copies the text to the clipboard. */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/**
 * The booking statechart's I/O and effects: the tour and its departures, storing the booking,
 * sharing, SPEC 8's toasts, focus, the navigation between the booking pages, and the signed-in
 * traveller's name, e-mail and profile phone for the checkout form (`watchSession`, followed
 * inside XState).
 */
export function defineBookingLogic(
  { api, navigate, toast, storage, clock }: AppDeps,
  session: SessionActorRef,
) {
  /** Takes 'Please select a date' away once a date is chosen. */
  let dismissDateToast: DismissToast | void;
  return bookingMachine.provide({
    actors: {
      // A claimed waitlist offer (issue 19; src/features/waitlist/claim.ts): its held seats are
      // this traveller's, and the booking sends the hold's token.
      fetchTour: fromPromise(async ({ input, signal }) =>
        withClaimedSeats(
          await getTourDetails(api, input.tourId, signal),
          storage.session,
          clock.now(),
        ),
      ),
      createBooking: fromPromise(async ({ input, signal }) => {
        const booking = await createBooking(api, input.request, input.idempotencyKey, signal);
        forgetClaim(storage.session, input.request);
        return booking;
      }),
      shareBooking: fromPromise(({ input }) => copyToClipboard(input.text)),
      placeHold: fromPromise(async ({ input, signal }) => {
        // A claimed waitlist offer's seats are held already: checkout runs on that hold.
        const hold =
          claimedHold(storage.session, input.request, clock.now()) ??
          (await placeHold(api, input.request, signal));
        // The end of the hold on this browser's clock, whatever the server's clock says.
        return { hold, deadline: clock.now().getTime() + hold.expires_in * 1000 };
      }),
      holdCountdown: fromCallback<BookingEvent, { deadline: number | null }>(
        ({ input, sendBack }) => {
          const { deadline } = input;
          if (deadline === null) return undefined;
          const tick = () =>
            sendBack({
              type: 'hold.tick',
              secondsLeft: Math.max(0, Math.ceil((deadline - clock.now().getTime()) / 1000)),
            });
          tick();
          const timer = setInterval(tick, 1000);
          return () => clearInterval(timer);
        },
      ),
      savedCards: savedCardsMachine.provide({
        actors: {
          // Loaded on demand: most visits never reach checkout signed in.
          loadCards: fromPromise(async ({ signal }) => {
            const { getPaymentMethods } = await import('../../api/payment-methods');
            return getPaymentMethods(api, signal);
          }),
        },
      }),
      watchSession: fromCallback<BookingEvent>(({ sendBack }) => {
        let profileRead: AbortController | null = null;
        /** Whose saved cards checkout offers: told again only when that changes. */
        let cardsOf: number | null | undefined;
        const unfollow = followSession(session, ({ user }) => {
          profileRead?.abort();
          profileRead = null;
          const userId = user?.id ?? null;
          if (userId !== cardsOf) {
            cardsOf = userId;
            sendBack({ type: 'account.change', signedIn: userId !== null });
          }
          if (!user) return;
          sendBack({ type: 'contact.prefill', name: user.name, email: user.email, phone: '' });
          // The phone lives in the profile, not in the session: read it, and fill it in if
          // the field is still empty. A failed read only leaves the phone to be typed.
          const reading = new AbortController();
          profileRead = reading;
          getProfilePhone(api, reading.signal).then(
            (phone) => {
              if (phone && !reading.signal.aborted)
                sendBack({ type: 'contact.prefill', name: user.name, email: user.email, phone });
            },
            () => {},
          );
        });
        return () => {
          profileRead?.abort();
          unfollow();
        };
      }),
    },
    actions: {
      showSelectDateToast: () => {
        dismissDateToast = toast(
          'Please select a date',
          'You need to select a travel date to proceed.',
          'error',
        );
      },
      dismissSelectDateToast: () => {
        dismissDateToast?.();
        dismissDateToast = undefined;
      },
      focusDatePicker: () => focusDatePicker(),
      showValidationToast: () =>
        toast('Form validation failed', 'Please check the form for errors', 'error'),
      showMissingBookingToast: () =>
        toast('Missing booking information', 'Please start the booking process again', 'error'),
      showInvalidConfirmationToast: () =>
        toast('Invalid confirmation', 'No booking information found', 'error'),
      showPaymentSuccessToast: () =>
        toast('Payment successful', 'Your booking has been confirmed!', 'success'),
      showBookingReceivedToast: () =>
        toast(
          'Booking received',
          'Your seats are held while we wait for your bank transfer.',
          'success',
        ),
      showSeatsGoneToast: () =>
        toast(
          'Seats no longer available',
          'The seats on your date were just taken. Please choose another date.',
          'error',
        ),
      showHoldExpiredToast: () =>
        toast(
          'Seat hold expired',
          'The time to complete your booking ran out. Hold your seats again to continue.',
          'error',
        ),
      releaseHold: (_, { token }) => {
        // A claimed waitlist offer's hold lasts until the offer ends, whatever checkout does.
        if (token && !isClaimedHold(storage.session, token)) releaseHold(api, token);
      },
      showItineraryToast: () =>
        toast(
          'Generating itinerary',
          'Your itinerary PDF is being generated and will be ready shortly.',
          'info',
        ),
      showSharedToast: () =>
        toast('Booking Shared', 'Booking details copied to your clipboard.', 'success'),
      showShareFailedToast: () =>
        toast('Could not copy', 'Your browser did not allow copying to the clipboard.', 'error'),
      focusFirstError: () => focusFirstInvalid(CHECKOUT_FORM_ID),
      navigateToCheckout: (_, { tourId }) =>
        void navigate({ to: '/checkout/$id', params: { id: tourId } }),
      navigateToBooking: (_, { tourId }) =>
        void navigate({ to: '/booking/$id', params: { id: tourId } }),
      navigateToTour: (_, { tourId }) =>
        void navigate({ to: '/tour/$id', params: { id: tourId }, replace: true }),
      navigateToConfirmation: () => void navigate({ to: '/booking-confirmation' }),
      navigateHome: () => void navigate({ to: '/', replace: true }),
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

function readPersisted(store: KeyValueStore): Snapshot<unknown> | undefined {
  const raw = store.get(BOOKING_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!looksLikeBooking(parsed)) return undefined;
    // Written before the deposit choice existed: the deposit, checkout's default.
    const { context } = parsed as unknown as { context: Partial<BookingContext> };
    context.paymentPlan ??= 'deposit';
    // Written before saved cards were offered at checkout: none known, a new card.
    context.savedCards ??= [];
    if (context.contact) (context.contact as Partial<BookingContext['contact']>).savedCard ??= '';
    // Written before seats were held at checkout: no hold (checkout holds them on opening).
    context.hold ??= null;
    context.holdSecondsLeft ??= null;
    context.holdAnnouncement ??= '';
    return parsed;
  } catch {
    return undefined;
  }
}

/**
 * Writes the snapshot without card details. A payment in flight is not written: a reload
 * then returns to the checkout form, whose idempotency key was stored on entering checkout,
 * so submitting again cannot book twice. A full store only costs the reload.
 */
function persist(store: KeyValueStore, actor: BookingActorRef): void {
  const snapshot = actor.getSnapshot();
  if (snapshot.hasTag('busy') || snapshot.hasTag('sharing')) return;
  const persisted = actor.getPersistedSnapshot() as unknown as { context: BookingContext };
  store.set(
    BOOKING_STORAGE_KEY,
    JSON.stringify({ ...persisted, context: withoutCardDetails(persisted.context) }),
  );
}

/**
 * The app's one booking, for the composition root: resumed from this tab's sessionStorage (card
 * fields are never written), started fresh when that snapshot cannot be resumed.
 */
export function bookingActor(
  deps: AppDeps,
  session: SessionActorRef,
): AppActorDefinition<ReturnType<typeof defineBookingLogic>> {
  const store = deps.storage.session;
  return {
    logic: defineBookingLogic(deps, session),
    snapshot: readPersisted(store),
    onStale: () => store.remove(BOOKING_STORAGE_KEY),
    onSnapshot: (actor) => persist(store, actor as BookingActorRef),
  };
}
