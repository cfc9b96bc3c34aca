import { paymentSummary } from '../support/payment-fixture';
// @vitest-environment jsdom
import { createTestModel } from '@xstate/graph';
import { act, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine, type AnyStateNode } from 'xstate';
import {
  CHECKOUT_MESSAGES,
  createBookingRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Booking,
  type PaymentMethod,
} from '../../contract/bookings';
import { depositAvailable } from '../../contract/payments';
import type { Departure } from '../../contract/tours';
import { NETWORK_ERROR_MESSAGE } from '../../src/api/errors';
import { answerHolds, json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { makeTour } from '../machines/tour-detail-fixture';

/*
 * Issue 4's booking flow as a traveller sees it, through the real app (router, pages, booking
 * machine, API layer) with a fake fetch. The model below is effect-free, so @xstate/graph
 * generates its paths; each path renders the app afresh at /booking/7, performs every event as
 * a user would (by role and label) or answers the pending POST /api/bookings as the event says,
 * and checks what the screen shows in every state it reaches, and what the server received.
 */

/**
 * The simulated payment is shortened from SPEC's 2 s (asserted in the machine tests and waited
 * for in real time in tests/components/checkout.test.tsx) so that the many submissions here stay
 * fast; each request is still checked to arrive no sooner than the delay after the click.
 */
const { PAYMENT_DELAY } = vi.hoisted(() => ({ PAYMENT_DELAY: 400 }));
vi.mock('../../machines/constants', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../machines/constants')>();
  return { ...actual, TIMINGS: { ...actual.TIMINGS, paymentDelay: PAYMENT_DELAY } };
});

/* ---------------------------------------------------------------------------------------------
 * The model: the screens. What the traveller typed and chose (the payment method, how many
 * travellers, the add-on) is remembered by the journey below, which checks the screens show it.
 * ------------------------------------------------------------------------------------------- */

const travellerModel = createMachine({
  id: 'bookingUi',
  initial: 'booking',
  states: {
    booking: {
      initial: 'noDate',
      states: {
        noDate: { on: { PROCEED: 'dateToast', PICK_DATE: 'withDate' } },
        /** 'Please select a date': the toast, still on the booking page. */
        dateToast: { on: { PICK_DATE: 'withDate' } },
        /** A date with 3 seats left is chosen; travellers 1 or 3 (the most it allows), add-on. */
        withDate: {
          type: 'parallel',
          on: { PROCEED: '#bookingUi.checkout' },
          states: {
            travelers: {
              initial: 'one',
              states: {
                one: { on: { SET_MAX_TRAVELERS: 'max' } },
                max: { on: { SET_ONE_TRAVELER: 'one' } },
              },
            },
            addOn: {
              initial: 'off',
              states: {
                off: { on: { TOGGLE_ADDON: 'on' } },
                on: { on: { TOGGLE_ADDON: 'off' } },
              },
            },
          },
        },
        /** Sent back after a 409: the notice, no date chosen, travellers and add-on kept. */
        seatsGone: { on: { PICK_DATE: 'rebooked' } },
        /** The next open date chosen; the checkout form is still filled in. */
        rebooked: { on: { PROCEED: '#bookingUi.checkout.filled' } },
      },
    },
    checkout: {
      initial: 'empty',
      states: {
        empty: {
          on: {
            SUBMIT_INVALID: 'showingErrors',
            FILL_CARD: 'filled',
            FILL_PAYPAL: 'filled',
            FILL_BANK: 'filled',
          },
        },
        showingErrors: { on: { FILL_CARD: 'filled', FILL_PAYPAL: 'filled', FILL_BANK: 'filled' } },
        filled: { on: { SUBMIT: 'processing' } },
        /** 'Processing...': the simulated payment, then POST /api/bookings awaits its answer. */
        processing: {
          on: {
            SERVER_OK: '#bookingUi.confirmed',
            SERVER_500: 'failed',
            NETWORK_DOWN: 'failed',
            SEATS_GONE: '#bookingUi.booking.seatsGone',
          },
        },
        failed: { on: { RETRY: 'processing' } },
      },
    },
    confirmed: { type: 'final' },
  },
});

const model = createTestModel(travellerModel);
type ModelPath = ReturnType<typeof model.getShortestPaths>[number];
const eventTypes = (path: ModelPath) => path.steps.map((s) => s.event.type);
const count = (path: ModelPath, type: string) => eventTypes(path).filter((t) => t === type).length;
const has = (path: ModelPath, type: string) => count(path, type) > 0;
const shortestOf = (paths: ModelPath[]) =>
  paths.reduce((a, b) => (b.steps.length < a.steps.length ? b : a));

/** A vertex is a screen entered by an event: every state, and every event into it. */
const byEntry = {
  serializeState: (state: { value: unknown }, event: { type: string } | undefined) =>
    JSON.stringify([state.value, event?.type]),
};
type Snapshot = ModelPath['state'];
const toConfirmed = { ...byEntry, toState: (s: Snapshot) => s.matches('confirmed') };

const shortest = model.getShortestPaths(byEntry);
const simpleToConfirmed = model.getSimplePaths(toConfirmed);
/** The shortest simple path to the confirmation that contains these events (repeats count). */
const confirmationWith = (...required: string[]) =>
  shortestOf(
    simpleToConfirmed.filter((p) =>
      required.every((t) => count(p, t) >= required.filter((r) => r === t).length),
    ),
  );
/** Sent back after choosing 3 travellers and the add-on, then booked on the next date. */
const seatsGoneThenBooked = shortestOf(
  model.getShortestPathsFrom(
    [
      shortestOf(
        model.getSimplePathsFrom(
          shortest.filter((p) =>
            p.state.matches({ booking: { withDate: { travelers: 'max', addOn: 'on' } } }),
          ),
          { ...byEntry, toState: (s: Snapshot) => s.matches({ booking: 'seatsGone' }) },
        ),
      ),
    ],
    toConfirmed,
  ),
);
/**
 * Whole bookings of the biggest choice (3 travellers and the add-on): with each payment method,
 * retried after each kind of failure, after the date toast and after an invalid submit; and
 * after the seats on the first date were gone.
 */
const journeys = [
  confirmationWith('SET_MAX_TRAVELERS', 'TOGGLE_ADDON', 'FILL_CARD', 'SERVER_500'),
  confirmationWith(
    'PROCEED',
    'PROCEED',
    'SET_MAX_TRAVELERS',
    'TOGGLE_ADDON',
    'FILL_PAYPAL',
    'NETWORK_DOWN',
  ),
  confirmationWith('SET_MAX_TRAVELERS', 'TOGGLE_ADDON', 'SUBMIT_INVALID', 'FILL_BANK'),
  seatsGoneThenBooked,
];
/** Shortest paths that a longer path replays anyway are left out. */
const isPrefixOf = (a: ModelPath, b: ModelPath) =>
  a !== b &&
  a.steps.length < b.steps.length &&
  eventTypes(a).every((t, i) => eventTypes(b)[i] === t);
const paths = [...shortest, ...journeys].filter(
  (p, _, all) => !all.some((other) => isPrefixOf(p, other)),
);

/* ---------------------------------------------------------------------------------------------
 * The fake world: tour 7 whose first open date is nearly full, and a server whose answers to
 * POST /api/bookings the path decides.
 * ------------------------------------------------------------------------------------------- */

/** The app's today() reads the clock: January 10, 2030. */
const NOW = new Date(2030, 0, 10, 9, 0, 0);
const PRICE = 1299;
const PRICE_TEXT = '$1,299';
const INSURANCE = { id: 'insurance', name: 'Travel Insurance', price: 99 } as const;

interface Trip {
  departure: Departure;
  /** The date as the pages write it. */
  label: string;
}
const TRIPS: Trip[] = [
  {
    departure: { id: 71, start_date: '2030-01-25', capacity: 12, seats_booked: 9, seats_left: 3 },
    label: 'January 25, 2030',
  },
  {
    departure: { id: 72, start_date: '2030-03-03', capacity: 12, seats_booked: 4, seats_left: 8 },
    label: 'March 3, 2030',
  },
  {
    departure: { id: 73, start_date: '2030-04-07', capacity: 12, seats_booked: 0, seats_left: 12 },
    label: 'April 7, 2030',
  },
];

const CONTACT = { name: 'Amina Khan', email: 'amina@example.com', phone: '+92 300 1234567' };
const CARD = { number: '4111 1111 1111 1111', expiry: '09/33', cvv: '737', name: 'AMINA KHAN' };
/** What must never reach the server, in any spelling. */
const CARD_SECRETS = [CARD.number, CARD.number.replace(/ /g, ''), CARD.expiry, '0933', CARD.cvv];

const money = (dollars: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);
const travelersText = (n: number) => (n === 1 ? '1 traveler' : `${n} travelers`);
/** A trip whose balance falls due after NOW's day: checkout asks for the 20% deposit. */
const depositTrip = (trip: Trip) => depositAvailable(trip.departure.start_date, '2030-01-10');

const METHOD_RADIO: Record<PaymentMethod, RegExp> = {
  card: /Credit \/ Debit Card/,
  paypal: /PayPal/,
  bank: /Bank Transfer/,
};

type Outcome = 'ok' | 'serverError' | 'networkDown' | 'seatsGone';

interface Post {
  key: string | null;
  raw: string;
  body: Record<string, unknown>;
  /** performance.now() when the request reached the server, and when its submit was clicked. */
  arrivedAt: number;
  clickedAt: number;
  outcome?: Outcome;
  answer: (response: () => Response) => void;
}

/** One traveller: the fake server, what they chose and typed, and what each screen must show. */
function journey(pathname: () => string) {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const soldOut = new Set<number>();
  const posts: Post[] = [];
  let pending: Post | null = null;
  let clickedAt = 0;
  const chosen = {
    trip: null as Trip | null,
    travelers: 1,
    addOn: false,
    method: 'card' as PaymentMethod,
    filled: false,
    gone: null as Trip | null,
    reference: '',
  };

  const tour = () =>
    makeTour({
      id: 7,
      price: PRICE,
      departures: TRIPS.map(({ departure: d }) =>
        soldOut.has(d.id) ? { ...d, seats_booked: d.capacity, seats_left: 0 } : d,
      ),
    });
  const TITLE = tour().title;

  function storedBooking(body: Record<string, unknown>): Booking {
    const trip = TRIPS.find((t) => t.departure.id === body.departure_id)!;
    const travelers = body.travelers as number;
    const addOns = (body.add_ons as string[]).includes('insurance') ? [{ ...INSURANCE }] : [];
    const method = body.payment_method as PaymentMethod;
    chosen.reference = `KT${posts.length}X9QZ`.padEnd(8, '0');
    const { title, duration, location, thumbnail } = tour();
    const total = PRICE * travelers + addOns.reduce((sum, a) => sum + a.price, 0);
    // What the server charges now (contract/payments.ts): the deposit 30+ days ahead.
    const due = depositTrip(trip) ? Math.round(total * 20) / 100 : total;
    return {
      reference: chosen.reference,
      status: 'Confirmed',
      tour: { id: 7, title, duration, location, thumbnail },
      departure: { id: trip.departure.id, start_date: trip.departure.start_date },
      travelers,
      add_ons: addOns,
      total,
      special_requests: null,
      contact: { ...CONTACT, address: null, city: null, country: null, zip_code: null },
      payment_method: method,
      payment_status:
        method === 'bank' ? 'Awaiting transfer' : due < total ? 'Balance due' : 'Paid',
      card_last4: (body.card_last4 as string | undefined) ?? null,
      created_at: '2030-01-10T09:00:00Z',
      payment: paymentSummary(
        total,
        trip.departure.start_date,
        method === 'bank'
          ? { state: 'awaiting_transfer', paid: 0, balance: total, due_at_booking: due }
          : {
              state: due < total ? 'balance_due' : 'paid_in_full',
              paid: due,
              balance: Math.round((total - due) * 100) / 100,
              due_at_booking: due,
            },
      ),
      bank_details: null,
    };
  }

  const api = async (request: Request): Promise<Response> => {
    const held = await answerHolds(request);
    if (held) return held;
    if (/\/api\/tour-details\/7$/.test(request.url)) return json({ data: tour() });
    if (request.url.endsWith('/api/bookings') && request.method === 'POST') {
      const arrivedAt = performance.now();
      const raw = await request.text();
      return new Promise<Response>((resolve, reject) => {
        pending = {
          key: request.headers.get(IDEMPOTENCY_KEY_HEADER),
          raw,
          body: JSON.parse(raw) as Record<string, unknown>,
          arrivedAt,
          clickedAt,
          answer: (response) => {
            try {
              resolve(response());
            } catch (error) {
              reject(error);
            }
          },
        };
        posts.push(pending);
      });
    }
    return notFound();
  };

  /* What the traveller sees ------------------------------------------------------------------ */

  /** The full summary. Checkout also has a compact one that shows instead of it below lg
   * (jsdom applies no media queries, so both are in the document here). */
  const summary = () => {
    const full = screen
      .getAllByRole('region', { name: 'Booking Summary' })
      .find((region) => region.dataset['testid'] !== 'checkout-compact-summary');
    if (!full) throw new Error('no Booking Summary');
    return full;
  };
  const expectedTotal = () =>
    money(chosen.travelers * PRICE + (chosen.addOn ? INSURANCE.price : 0));
  const chips = () => screen.getByRole('group', { name: 'Next available dates' });
  const chip = (trip: Trip) =>
    within(chips()).queryByRole('button', { name: new RegExp(`^${trip.label}`) });
  const travelersSelect = () => screen.getByRole('combobox', { name: 'Travelers' });
  const insurance = () => screen.getByRole('button', { name: /^Travel Insurance/ });
  const textbox = (label: RegExp) => screen.getByRole('textbox', { name: label });
  const terms = () => screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
  const submitButton = () =>
    screen.getByRole('button', { name: /^(Complete Booking( - Pay .*)?|Processing\.\.\.)$/ });
  /** Complete Booking states what is charged now; a transfer charges nothing at checkout. */
  const completeText = () => {
    const total = chosen.travelers * PRICE + (chosen.addOn ? INSURANCE.price : 0);
    const method = chosen.filled ? chosen.method : 'card';
    if (method === 'bank') return 'Complete Booking';
    return depositTrip(chosen.trip!)
      ? `Complete Booking - Pay deposit ${money(Math.round(total * 20) / 100)}`
      : `Complete Booking - Pay ${money(total)}`;
  };
  const toast = (title: string, description: string) =>
    waitFor(() => {
      expect(screen.getByText(title)).toBeInTheDocument();
      expect(screen.getByText(description)).toBeInTheDocument();
    });
  const page = async (heading: string, path: string) => {
    await screen.findByRole('heading', { level: 1, name: heading });
    await waitFor(() => expect(pathname()).toBe(path));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  };

  /** The booking page's travellers, add-on, summary lines and total match the choice. */
  function choiceShown() {
    expect(travelersSelect()).toHaveValue(String(chosen.travelers));
    expect(insurance()).toHaveAttribute('aria-pressed', String(chosen.addOn));
    const panel = summary();
    expect(
      within(panel).getByText(`${travelersText(chosen.travelers)} × ${PRICE_TEXT}`),
    ).toBeInTheDocument();
    expect(within(panel).queryByText(INSURANCE.name) !== null).toBe(chosen.addOn);
    expect(within(panel).getByTestId('booking-total')).toHaveTextContent(expectedTotal());
  }

  function dateShown(trip: Trip) {
    expect(chip(trip)).toHaveAttribute('aria-pressed', 'true');
    expect(within(summary()).getByText(trip.label)).toBeInTheDocument();
    const max = Math.min(8, trip.departure.seats_left);
    const options = within(travelersSelect()).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(
      Array.from({ length: max }, (_, i) => String(i + 1)),
    );
    const note = screen.queryByText(/seats? left on this date$/);
    if (max < 8) expect(note).toHaveTextContent(`Only ${max} seats left on this date`);
    else expect(note).toBeNull();
  }

  function noDateShown() {
    expect(within(summary()).getByText('No date selected')).toBeInTheDocument();
    for (const button of within(chips()).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    expect(
      screen.getByText('Choose a date to see your payment schedule and cancellation dates.'),
    ).toBeInTheDocument();
  }

  /** The payment method radio and its panel: card fields, the PayPal text or the bank text. */
  function methodShown() {
    const method = chosen.filled ? chosen.method : 'card';
    expect(screen.getByRole('radio', { name: METHOD_RADIO[method] })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Card Number/ }) !== null).toBe(method === 'card');
    expect(screen.queryByText(/redirected to PayPal/) !== null).toBe(method === 'paypal');
    expect(screen.queryByText(/bank details will be shared/) !== null).toBe(method === 'bank');
  }

  function formKept() {
    expect(textbox(/Full Name/)).toHaveValue(CONTACT.name);
    expect(textbox(/Email Address/)).toHaveValue(CONTACT.email);
    expect(textbox(/Phone Number/)).toHaveValue(CONTACT.phone);
    if (chosen.method === 'card') {
      expect(textbox(/Card Number/)).toHaveValue(CARD.number);
      expect(textbox(/Expiry Date/)).toHaveValue(CARD.expiry);
      expect(textbox(/CVV/)).toHaveValue(CARD.cvv);
    }
    expect(terms()).toBeChecked();
    methodShown();
  }

  const states = {
    booking: () => page(`Book ${TITLE}`, '/booking/7'),
    'booking.noDate': () => {
      noDateShown();
      choiceShown();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'booking.dateToast': async () => {
      await toast('Please select a date', 'You need to select a travel date to proceed.');
      noDateShown();
      choiceShown();
    },
    'booking.withDate': () => {
      dateShown(chosen.trip!);
      choiceShown();
    },
    'booking.withDate.travelers.one': () => expect(travelersSelect()).toHaveValue('1'),
    'booking.withDate.travelers.max': () => expect(travelersSelect()).toHaveValue('3'),
    'booking.withDate.addOn.on': () => expect(insurance()).toHaveAttribute('aria-pressed', 'true'),
    'booking.withDate.addOn.off': () =>
      expect(insurance()).toHaveAttribute('aria-pressed', 'false'),
    'booking.seatsGone': async () => {
      await toast(
        'Seats no longer available',
        'The seats on your date were just taken. Please choose another date.',
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `The seats on ${chosen.gone!.label} were just taken. Please choose another date.`,
      );
      expect(chip(chosen.gone!)).toBeNull();
      noDateShown();
      choiceShown();
    },
    'booking.rebooked': () => {
      expect(screen.queryByRole('alert')).toBeNull();
      dateShown(chosen.trip!);
      choiceShown();
    },
    checkout: async () => {
      await page('Complete Your Booking', '/checkout/7');
      const panel = summary();
      expect(within(panel).getByText(chosen.trip!.label)).toBeInTheDocument();
      expect(
        within(panel).getByText(`${travelersText(chosen.travelers)} × ${PRICE_TEXT}`),
      ).toBeInTheDocument();
      expect(within(panel).getByTestId('booking-total')).toHaveTextContent(expectedTotal());
    },
    'checkout.empty': () => {
      for (const label of [/Full Name/, /Email Address/, /Phone Number/, /Card Number/]) {
        expect(textbox(label)).toHaveValue('');
        expect(textbox(label)).not.toHaveAttribute('aria-invalid');
      }
      expect(terms()).not.toBeChecked();
      methodShown();
      expect(submitButton().textContent).toBe(completeText());
      expect(submitButton()).toBeEnabled();
    },
    'checkout.showingErrors': async () => {
      await toast('Form validation failed', 'Please check the form for errors');
      const errors: Array<[RegExp, string]> = [
        [/Full Name/, CHECKOUT_MESSAGES.name],
        [/Email Address/, CHECKOUT_MESSAGES.email],
        [/Phone Number/, CHECKOUT_MESSAGES.phone],
        [/Card Number/, CHECKOUT_MESSAGES.cardNumber],
        [/Expiry Date/, CHECKOUT_MESSAGES.expiryDate],
        [/CVV/, CHECKOUT_MESSAGES.cvv],
        [/Name on Card/, CHECKOUT_MESSAGES.nameOnCard],
      ];
      for (const [label, message] of errors) {
        // aria-invalid, and the message under the field is its aria-errormessage.
        expect(textbox(label)).toHaveAccessibleErrorMessage(message);
      }
      expect(screen.getByText(CHECKOUT_MESSAGES.terms)).toBeInTheDocument();
      await waitFor(() => expect(textbox(/Full Name/)).toHaveFocus());
      expect(posts).toHaveLength(0);
    },
    'checkout.filled': () => {
      formKept();
      expect(
        screen.queryAllByRole('textbox').filter((t) => t.hasAttribute('aria-invalid')),
      ).toEqual([]);
      expect(screen.queryByText(CHECKOUT_MESSAGES.terms)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(submitButton().textContent).toBe(completeText());
      expect(submitButton()).toBeEnabled();
    },
    'checkout.processing': () => {
      expect(submitButton()).toHaveTextContent('Processing...');
      expect(submitButton()).toBeDisabled();
      expect(textbox(/Full Name/)).toBeDisabled();
      expect(screen.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'checkout.failed': async () => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not complete your booking');
      expect(alert).toHaveTextContent(
        posts.at(-1)!.outcome === 'networkDown'
          ? NETWORK_ERROR_MESSAGE
          : 'The payment service is down.',
      );
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(textbox(/Full Name/)).toBeEnabled();
      formKept();
    },
    confirmed: async () => {
      await page('Booking Confirmed!', '/booking-confirmation');
      const paid = chosen.method !== 'bank';
      if (paid) await toast('Payment successful', 'Your booking has been confirmed!');
      else {
        await toast(
          'Booking received',
          'Your seats are held while we wait for your bank transfer.',
        );
      }
      expect(screen.getByLabelText('Booking Reference')).toHaveTextContent(chosen.reference);
      const details = screen.getByRole('region', { name: 'Tour Details' });
      expect(within(details).getByText(TITLE)).toBeInTheDocument();
      expect(within(details).getByText(chosen.trip!.label)).toBeInTheDocument();
      expect(within(details).getByText(travelersText(chosen.travelers))).toBeInTheDocument();
      expect(within(details).getByText('Total')).toBeInTheDocument();
      expect(within(details).getByText(expectedTotal())).toBeInTheDocument();
      expect(within(details).queryByText(INSURANCE.name) !== null).toBe(chosen.addOn);
      const payment = screen.getByRole('region', { name: 'Payment' });
      expect(payment).toHaveTextContent(
        { card: 'Card ending in 1111', paypal: 'PayPal', bank: 'Bank Transfer' }[chosen.method],
      );
      const deposit = depositTrip(chosen.trip!);
      expect(payment).toHaveTextContent(
        paid ? (deposit ? 'Balance due' : 'Paid') : 'Awaiting transfer',
      );
      // What was charged now, as the button said.
      const total = chosen.travelers * PRICE + (chosen.addOn ? INSURANCE.price : 0);
      const due = deposit ? Math.round(total * 20) / 100 : total;
      expect(payment).toHaveTextContent(`Paid now${money(paid ? due : 0)}`);
    },
  };

  /* What the traveller does, and what the server answers ------------------------------------ */

  async function fillForm(method: PaymentMethod) {
    // Card details typed in first for every method: switching to PayPal or bank must drop them.
    const values: Array<[RegExp, string]> = [
      [/Full Name/, CONTACT.name],
      [/Email Address/, CONTACT.email],
      [/Phone Number/, CONTACT.phone],
      [/Card Number/, CARD.number],
      [/Expiry Date/, CARD.expiry],
      [/CVV/, CARD.cvv],
      [/Name on Card/, CARD.name],
    ];
    for (const [label, value] of values) {
      await user.click(textbox(label));
      await user.paste(value);
    }
    await user.click(terms());
    if (method !== 'card')
      await user.click(screen.getByRole('radio', { name: METHOD_RADIO[method] }));
    chosen.method = method;
    chosen.filled = true;
  }

  /** Clicks Complete Booking or Try again, noting when the click itself is dispatched. */
  async function submit(button: HTMLElement) {
    const stamp = () => (clickedAt = performance.now());
    document.addEventListener('click', stamp, { capture: true, once: true });
    await user.click(button);
  }

  /** Checks the request that arrived, then answers it as `outcome` says. */
  async function answer(outcome: Outcome) {
    const post = await waitFor(
      () => {
        expect(pending).not.toBeNull();
        return pending!;
      },
      { timeout: PAYMENT_DELAY + 5000 },
    );
    pending = null;

    // One request per click on Complete Booking or Try again, sent once the payment has run.
    expect(posts.filter((p) => p.clickedAt === post.clickedAt)).toEqual([post]);
    expect(post.arrivedAt - post.clickedAt).toBeGreaterThanOrEqual(PAYMENT_DELAY - 5);
    // A valid request with no card number, expiry or CVV; the last four digits for a card only.
    expect(createBookingRequestSchema.safeParse(post.body).success).toBe(true);
    for (const secret of CARD_SECRETS) expect(post.raw).not.toContain(secret);
    if (chosen.method === 'card') expect(post.body.card_last4).toBe('1111');
    else expect(post.body).not.toHaveProperty('card_last4');
    expect(post.body).toMatchObject({
      tour_id: 7,
      departure_id: chosen.trip!.departure.id,
      travelers: chosen.travelers,
      add_ons: chosen.addOn ? ['insurance'] : [],
      payment_method: chosen.method,
      name: CONTACT.name,
      email: CONTACT.email,
    });
    // One key per submission: Try again resends it; the booking on a new date gets a new one.
    expect(post.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const previous = posts.at(-2);
    if (previous?.outcome === 'serverError' || previous?.outcome === 'networkDown') {
      expect(post.key).toBe(previous.key);
    } else if (previous) {
      expect(post.key).not.toBe(previous.key);
    }

    post.outcome = outcome;
    await act(async () => {
      post.answer(() => {
        switch (outcome) {
          case 'ok':
            return json({ data: storedBooking(post.body) }, 201);
          case 'serverError':
            return json({ message: 'The payment service is down.' }, 500);
          case 'networkDown':
            throw new TypeError('Failed to fetch');
          case 'seatsGone':
            soldOut.add(chosen.trip!.departure.id);
            chosen.gone = chosen.trip;
            chosen.trip = null;
            return json({ message: 'Sorry, there are not enough seats left.', seats_left: 0 }, 409);
        }
      });
      await Promise.resolve();
    });
  }

  const events = {
    PICK_DATE: async () => {
      const next = TRIPS.find((t) => !soldOut.has(t.departure.id))!;
      await user.click(chip(next)!);
      chosen.trip = next;
    },
    PROCEED: () => user.click(screen.getByRole('button', { name: 'Proceed to Checkout' })),
    SET_MAX_TRAVELERS: async () => {
      chosen.travelers = Math.min(8, chosen.trip!.departure.seats_left);
      await user.selectOptions(travelersSelect(), String(chosen.travelers));
    },
    SET_ONE_TRAVELER: async () => {
      chosen.travelers = 1;
      await user.selectOptions(travelersSelect(), '1');
    },
    TOGGLE_ADDON: async () => {
      chosen.addOn = !chosen.addOn;
      await user.click(insurance());
    },
    SUBMIT_INVALID: () => user.click(submitButton()),
    FILL_CARD: () => fillForm('card'),
    FILL_PAYPAL: () => fillForm('paypal'),
    FILL_BANK: () => fillForm('bank'),
    SUBMIT: () => submit(submitButton()),
    SERVER_OK: () => answer('ok'),
    SERVER_500: () => answer('serverError'),
    NETWORK_DOWN: () => answer('networkDown'),
    SEATS_GONE: () => answer('seatsGone'),
    RETRY: () =>
      submit(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' })),
  };

  /**
   * A path may end while the payment runs: the app's booking actor outlives the rendered tree,
   * so its request is answered (a 503) and the failure shown before the next path starts.
   */
  async function drain() {
    if (screen.queryByRole('button', { name: 'Processing...' }) === null) {
      return;
    }
    await waitFor(() => expect(pending).not.toBeNull(), { timeout: PAYMENT_DELAY + 5000 });
    await act(async () => pending!.answer(() => json({ message: 'Teardown.' }, 503)));
    await screen.findByRole('alert');
  }

  return { api, states, events, drain };
}

/* ---------------------------------------------------------------------------------------------
 * The run
 * ------------------------------------------------------------------------------------------- */

function atomicStates(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  return children.length === 0 ? [node] : children.flatMap(atomicStates);
}

const { defaultHidden } = getConfig();
beforeAll(() => {
  // Role queries skip the walk up the tree for hidden ancestors: jsdom's getComputedStyle over
  // the theme's stylesheet is what makes them slow, and hiding is not what this test is about.
  configure({ defaultHidden: true });
});
afterAll(() => configure({ defaultHidden }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('booking flow through the real UI (model paths)', () => {
  it('the paths visit every state of the model and take every event; each has its checks', () => {
    const { states, events } = journey(() => '');
    const visited = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.state._nodes)));
    const leaves = atomicStates(travellerModel.root);
    expect(leaves.filter((node) => !visited.has(node)).map((node) => node.id)).toEqual([]);
    for (const node of leaves) {
      expect(Object.keys(states)).toContain(node.path.join('.'));
    }
    expect(travellerModel.events.filter((type) => !paths.some((p) => has(p, type)))).toEqual([]);
    expect(Object.keys(events).sort()).toEqual([...travellerModel.events].sort());
  });

  for (const path of paths) {
    it(path.description, { timeout: 60_000 }, async () => {
      let app: Awaited<ReturnType<typeof renderApp>> | null = null;
      const traveller = journey(() => app?.router.state.location.pathname ?? '');
      app = await renderApp('/booking/7', traveller.api);
      await path.test({ states: traveller.states, events: traveller.events });
      await traveller.drain();
    });
  }
});
