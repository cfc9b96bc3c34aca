import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyStateNode, StateValue } from 'xstate';
import type { CheckoutField } from '../../contract/bookings';
import { bookableDepartures, bookingMachine } from '../../machines/booking-machine';
import {
  bookingTour,
  DEPARTURES,
  makeBooking,
  startBooking,
  TODAY,
  TOUR_ID,
  validContact,
  type BookingHarness,
} from '../machines/booking-fixture';
import { apiError } from '../support/api-error';
import { flush } from '../support/controllable';
import {
  BOOKING_TOASTS,
  bookingE2eModel,
  MODEL_EVENTS,
  NOT_MODELLED,
  PASSING_STATES,
  SCREENS,
  type BookingModelEvent,
  type BookingModelState,
  type BookingPage,
} from './booking-e2e-model';

/*
 * The model that drives Playwright (e2e/booking-model.spec.ts) must stay the booking machine's
 * model. Here its every shortest path is replayed on the real bookingMachine (fake actors, a
 * simulated clock): at each step the machine must be in the state the screen names, hold what
 * the screen shows, and ask the app for exactly the toast and the navigation the screen implies.
 * And the other way round: every state, tag and toast of the machine must be a screen of the
 * model or be named as deliberately left out, so a new user-visible state fails here until the
 * e2e model (and so the browser test) knows it.
 */

const model = createTestModel(bookingE2eModel);
/** One path per transition of the model (getShortestPaths' default names the incoming event). */
const everyShortest = model.getShortestPaths({ allowDuplicatePaths: true });
/** What e2e/booking-model.spec.ts replays in the browser: the paths no other path starts with. */
const replayed = model.getShortestPaths();

function atomicNodes(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  return children.length === 0 ? [node] : children.flatMap(atomicNodes);
}
const dotted = (node: AnyStateNode) => node.path.join('.');

/** 'checkout.processing.paying' for { checkout: { processing: 'paying' } }. */
function leafOf(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] as [string, StateValue];
  return `${key}.${leafOf(child)}`;
}

/** A node and its ancestors' tags (a snapshot has the tags of every active node). */
function tagsOf(node: AnyStateNode | undefined): string[] {
  return node ? [...node.tags, ...tagsOf(node.parent)] : [];
}
const machineNode = (state: string) =>
  bookingMachine.getStateNodeById(`${bookingMachine.id}.${state}`);

const machineStates = atomicNodes(bookingMachine.root).map(dotted).sort();
const shownStates = new Set<string>(Object.values(SCREENS).flatMap((s) => s.machine));

/** The navigation the machine asks for when the traveller lands on each page. */
const NAVIGATION: Record<BookingPage, string | null> = {
  blank: null,
  booking: `navigateToBooking ${TOUR_ID}`,
  tour: `navigateToTour ${TOUR_ID}`,
  home: 'navigateHome',
  checkout: `navigateToCheckout ${TOUR_ID}`,
  confirmation: 'navigateToConfirmation',
};
const isToast = (effect: string) => /^show\w+Toast$/.test(effect);
const isNavigation = (effect: string) => effect.startsWith('navigate');

describe('the e2e booking model against bookingMachine', () => {
  it('gives every screen a machine state, and every machine state a screen or a reason', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(
      atomicNodes(bookingE2eModel.root).map(dotted).sort(),
    );
    for (const state of shownStates) expect(machineStates, state).toContain(state);
    for (const state of Object.keys(PASSING_STATES)) {
      expect(machineStates, state).toContain(state);
      expect(shownStates.has(state), state).toBe(false);
    }
    // A state added to bookingMachine fails here until the e2e model shows it (or says why not).
    expect([...shownStates, ...Object.keys(PASSING_STATES)].sort()).toEqual(machineStates);
  });

  it('shows every tag of the machine except those of the states passed through', () => {
    const allTags = new Set(machineStates.flatMap((s) => tagsOf(machineNode(s))));
    const shownTags = new Set([...shownStates].flatMap((s) => tagsOf(machineNode(s))));
    // The hold's states (issue 19) are passed through or covered by their own suites.
    expect([...allTags].filter((tag) => !shownTags.has(tag)).sort()).toEqual([
      'expired',
      'holdFailed',
      'holding',
      'loading',
      'sharing',
    ]);
  });

  it('knows every toast the machine can ask for (two are left to other suites)', () => {
    const machineToasts = Object.keys(bookingMachine.implementations.actions).filter(isToast);
    const modelToasts = Object.values(BOOKING_TOASTS).map((t) => t.effect);
    expect([...modelToasts, ...NOT_MODELLED].sort()).toEqual(machineToasts.sort());
    for (const screen of Object.values(SCREENS)) {
      if (screen.toast) expect(modelToasts).toContain(screen.toast.effect);
    }
  });

  it('says who causes each event', () => {
    expect(Object.keys(MODEL_EVENTS).sort()).toEqual([...bookingE2eModel.events].sort());
    for (const [type, spec] of Object.entries(MODEL_EVENTS)) {
      expect(spec.by === 'address', type).toBe(spec.opens !== undefined);
    }
  });

  it('has 23 shortest paths (the start and one per transition), replayed in the browser as 7', () => {
    const transitions = countTransitions(bookingE2eModel.root);
    expect(transitions).toBe(22);
    expect(everyShortest).toHaveLength(1 + transitions);
    expect(replayed).toHaveLength(7);
    const types = (p: (typeof everyShortest)[number]) => p.steps.map((s) => s.event.type);
    for (const path of everyShortest) {
      const events = types(path);
      expect(
        replayed.some((r) => events.every((type, i) => types(r)[i] === type)),
        events.join(' > '),
      ).toBe(true);
    }
  });

  it.each(everyShortest.map((path) => [path.description, path] as const))(
    'replays on the machine: %s',
    async (_, path) => {
      const h = startBooking({ fetchTour: null });
      const world = { soldOut: new Set<number>(), lastEvent: 'xstate.init', page: 'blank' };
      const events = machineEvents(h, world);
      const states = Object.fromEntries(
        (Object.keys(SCREENS) as BookingModelState[]).map((screen) => [
          screen,
          () => expectScreen(h, world, screen),
        ]),
      );
      await path.test({
        states,
        events: Object.fromEntries(
          Object.entries(events).map(([type, run]) => [
            type,
            async () => {
              world.lastEvent = type;
              await run();
            },
          ]),
        ),
      });
      h.actor.stop();
    },
  );
});

function countTransitions(node: AnyStateNode): number {
  const own = [...node.transitions.values()].reduce((n, list) => n + list.length, 0);
  return own + Object.values(node.states).reduce((n, child) => n + countTransitions(child), 0);
}

interface World {
  soldOut: Set<number>;
  lastEvent: string;
  /** The page the traveller is on. */
  page: string;
}

/** The screen's promises, checked on the real machine after the step that entered it. */
function expectScreen(h: BookingHarness, world: World, screen: BookingModelState) {
  const spec = SCREENS[screen];
  const snapshot = h.actor.getSnapshot();
  const at = `${screen} after ${world.lastEvent}`;
  expect(spec.machine, at).toContain(leafOf(snapshot.value));
  expect(spec.holds(snapshot), at).toBe(true);

  const effects = h.takeEffects();
  expect(effects.filter(isToast), at).toEqual(spec.toast ? [spec.toast.effect] : []);
  // An address opens its page; any other page change is the machine's navigation.
  const event = MODEL_EVENTS[world.lastEvent as BookingModelEvent];
  const from = event?.opens ?? world.page;
  const navigation = spec.page === from ? null : NAVIGATION[spec.page];
  expect(effects.filter(isNavigation), at).toEqual(navigation ? [navigation] : []);
  world.page = spec.page;
}

/** Each model event as the machine receives it: the route's, the traveller's or the server's. */
function machineEvents(h: BookingHarness, world: World): Record<BookingModelEvent, () => unknown> {
  const { actor } = h;
  const tour = () =>
    bookingTour({
      departures: Object.values(DEPARTURES).map((d) =>
        world.soldOut.has(d.id) ? { ...d, seats_booked: d.capacity, seats_left: 0 } : d,
      ),
    });
  const open = () => actor.send({ type: 'booking.open', tourId: TOUR_ID, today: TODAY });
  /** SPEC 9: the payment takes 2 s, not a millisecond less; then the request is in flight. */
  const pay = async () => {
    h.clock.increment(1999);
    expect(actor.getSnapshot().matches({ checkout: { processing: 'paying' } })).toBe(true);
    h.clock.increment(1);
    await Promise.resolve();
    expect(actor.getSnapshot().matches({ checkout: { processing: 'saving' } })).toBe(true);
  };
  return {
    OPEN_BOOKING_PAGE: async () => {
      open();
      await h.fetchTour.resolve(tour());
    },
    OPEN_UNKNOWN_TOUR: async () => {
      open();
      await h.fetchTour.reject(apiError(404));
    },
    OPEN_BOOKING_PAGE_SERVER_DOWN: async () => {
      open();
      await h.fetchTour.reject(apiError(500));
    },
    OPEN_CHECKOUT_WITHOUT_BOOKING: () =>
      actor.send({ type: 'checkout.open', tourId: TOUR_ID, today: TODAY }),
    OPEN_CONFIRMATION_WITHOUT_BOOKING: () => actor.send({ type: 'confirmation.open' }),
    TRY_AGAIN_LOADING: async () => {
      actor.send({ type: 'tour.retry' });
      await h.fetchTour.resolve(tour());
    },
    PROCEED: async () => {
      actor.send({ type: 'booking.proceed' });
      // With a date the seats are held first (the fake server holds them at once).
      await flush();
    },
    PICK_DATE: () => {
      const [first] = bookableDepartures(actor.getSnapshot().context);
      actor.send({ type: 'date.select', departureId: first!.id });
    },
    CUSTOMIZE: () => {
      actor.send({ type: 'travelers.change', count: 2 });
      actor.send({ type: 'addOn.toggle', id: 'insurance' });
      actor.send({ type: 'requests.change', text: 'Vegetarian meals, please.' });
    },
    SUBMIT: () => actor.send({ type: 'checkout.submit' }),
    FILL_FORM: () => {
      for (const [field, value] of Object.entries(validContact())) {
        actor.send({ type: 'field.change', field: field as CheckoutField, value });
      }
    },
    PAYMENT_SUCCEEDS: async () => {
      await pay();
      await h.createBooking.resolve(makeBooking());
    },
    SERVER_FAILS: async () => {
      await pay();
      await h.createBooking.reject(apiError(500));
    },
    SEATS_TAKEN: async () => {
      await pay();
      world.soldOut.add(actor.getSnapshot().context.departureId!);
      await h.createBooking.reject(apiError(409));
      // Back on the booking page, the tour is loaded again: the date is gone.
      expect(actor.getSnapshot().matches('loadingTour')).toBe(true);
      await h.fetchTour.resolve(tour());
    },
    TRY_AGAIN_PAYMENT: () => actor.send({ type: 'checkout.retry' }),
    SHARE: async () => {
      actor.send({ type: 'confirmation.share' });
      expect(actor.getSnapshot().matches({ confirmed: 'sharing' })).toBe(true);
      await h.shareBooking.resolve();
    },
    DOWNLOAD_ITINERARY: () => actor.send({ type: 'confirmation.download' }),
  };
}
