// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { isoDay, shiftDay } from '../../contract/bookings';
import type { BookingContext } from '../../machines/booking-machine';
import { NETWORK_ERROR_MESSAGE } from '../../src/api/errors';
import { BOOKING_STORAGE_KEY } from '../../src/features/booking/booking.logic';
import { SESSION_EXPIRED_MESSAGE } from '../../src/features/booking/checkout-failure';
import { bookedTour as tour, bookingContext, makeBooking, seedBooking } from './booking-fixtures';
import { answerHolds, json, notFound } from '../support/fake-api';
import { card } from '../machines/payment-methods-fixture';
import { makeProfile } from '../machines/profile-fixture';
import { makeTour } from '../machines/tour-detail-fixture';
import { renderApp } from '../support/render-app';

const KEY = 'a'.repeat(32);
/** Tour 7 on June 3, 2030, $2,697.00: the 20% deposit is due now, the rest by May 4, 2030. */
const DEPOSIT_BUTTON = 'Complete Booking - Pay deposit $539.40';

/** A booking for tour 7 (June 3, 2030, 2 travellers, insurance) waiting on the checkout form. */
function checkoutContext(overrides: Partial<BookingContext> = {}): BookingContext {
  return bookingContext({
    departureId: 11,
    addOns: ['insurance'],
    specialRequests: 'Vegetarian meals',
    idempotencyKey: KEY,
    ...overrides,
  });
}

function storedContact() {
  const raw = sessionStorage.getItem(BOOKING_STORAGE_KEY);
  return (JSON.parse(raw ?? '{}') as { context: BookingContext }).context.contact;
}

type BookingsHandler = (request: Request) => Response | Promise<Response>;

/** The tour endpoint plus a POST /api/bookings handler chosen by the test. */
function api(bookings: BookingsHandler = () => json({ data: makeBooking() }, 201)) {
  return async (request: Request) => {
    const held = await answerHolds(request);
    if (held) return held;
    if (/\/api\/tour-details\/7$/.test(request.url)) return json({ data: tour });
    if (request.url.endsWith('/api/bookings') && request.method === 'POST')
      return bookings(request);
    if (request.url.endsWith('/api/my/payment-methods')) return json({ data: [] });
    return notFound();
  };
}

const bookingPosts = (requests: Request[]) =>
  requests.filter((r) => r.url.endsWith('/api/bookings') && r.method === 'POST');

/** Fills every required field with valid values (pasted: one change event per field). */
async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const values: Array<[RegExp, string]> = [
    [/Full Name/, 'Amina Khan'],
    [/Email Address/, 'amina@example.com'],
    [/Phone Number/, '+92 300 1234567'],
    [/Card Number/, '4242 4242 4242 4242'],
    [/Expiry Date/, '12/34'],
    [/CVV/, '123'],
    [/Name on Card/, 'AMINA KHAN'],
  ];
  for (const [label, value] of values) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('checkout: what is paid now (issue 14)', () => {
  it('a trip 30+ days ahead: the deposit by default, or in full; the button and the panel say which', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    const { requests } = await renderApp('/checkout/7', api());
    // Checkout holds the seats first (issue 19): Complete Booking waits for the hold.
    await screen.findByText(/Your seats are held for/);
    const user = userEvent.setup();
    const plans = await screen.findByRole('radiogroup', {
      name: 'How much would you like to pay now?',
    });
    const deposit = within(plans).getByRole('radio', { name: /Pay 20% deposit now/ });
    const full = within(plans).getByRole('radio', { name: /Pay in full now/ });
    expect(deposit).toBeChecked();
    expect(
      within(plans).getByText('$539.40 now, the balance of $2,157.60 by May 4, 2030'),
    ).toBeInTheDocument();
    const panel = within(screen.getByRole('complementary', { name: 'Your booking' }));
    const due = within(panel.getByTestId('checkout-due'));
    expect(due.getByText('Due now')).toBeInTheDocument();
    expect(due.getByText('$539.40')).toBeInTheDocument();
    expect(due.getByText('Balance due by May 4, 2030')).toBeInTheDocument();
    expect(due.getByText('$2,157.60')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: DEPOSIT_BUTTON })).toBeEnabled();

    await user.click(full);
    expect(full).toBeChecked();
    expect(panel.getByRole('button', { name: 'Complete Booking - Pay $2,697.00' })).toBeEnabled();
    expect(due.queryByText(/Balance due by/)).toBeNull();

    // Sent as chosen: pay_in_full.
    await fillValidForm(user);
    await user.click(panel.getByRole('button', { name: 'Complete Booking - Pay $2,697.00' }));
    expect(panel.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(bookingPosts(requests)).toHaveLength(1), { timeout: 4000 });
    expect(await bookingPosts(requests)[0]!.json()).toMatchObject({ pay_in_full: true });
  });

  it('a checkout stored before the deposit choice existed resumes with the deposit', async () => {
    const { paymentPlan: _, ...older } = checkoutContext();
    seedBooking({ checkout: 'editing' }, older as BookingContext);
    await renderApp('/checkout/7', api());
    // Checkout holds the seats first (issue 19): Complete Booking waits for the hold.
    await screen.findByText(/Your seats are held for/);
    expect(await screen.findByRole('radio', { name: /Pay 20% deposit now/ })).toBeChecked();
    expect(screen.getByRole('button', { name: DEPOSIT_BUTTON })).toBeEnabled();
  });

  it('a trip within 30 days: no choice, the whole amount is due now', async () => {
    // The app's today decides: a departure ten days from now.
    const soon = shiftDay(isoDay(new Date()), 10);
    const nearTour = makeTour({
      id: 7,
      departures: [{ id: 11, start_date: soon, capacity: 12, seats_booked: 4, seats_left: 8 }],
    });
    seedBooking(
      { checkout: 'editing' },
      bookingContext({ departureId: 11, addOns: ['insurance'], idempotencyKey: KEY }, nearTour),
    );
    await renderApp('/checkout/7', api());
    expect(
      await screen.findByText(
        'Your trip starts within 30 days, so the full amount of $2,697.00 is due at booking.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay 20% deposit now/ })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Complete Booking - Pay $2,697.00' }),
    ).toBeInTheDocument();
  });

  it('a bank transfer charges nothing now: the button says Complete Booking, the note what to transfer', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    await renderApp('/checkout/7', api());
    // Checkout holds the seats first (issue 19): Complete Booking waits for the hold.
    await screen.findByText(/Your seats are held for/);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /Bank Transfer/ }));
    const panel = within(screen.getByRole('complementary', { name: 'Your booking' }));
    const button = panel.getByRole('button', { name: 'Complete Booking' });
    expect(button).toHaveAccessibleDescription(/Nothing is charged now/);
    expect(
      panel.getByText(
        'Nothing is charged now. After booking, transfer the deposit of $539.40 to our bank account: the next page shows our bank details and until when your seats are held, and we e-mail them to you.',
      ),
    ).toBeInTheDocument();
    expect(panel.getByText('Due by bank transfer')).toBeInTheDocument();
    // SPEC 2's bank text stays.
    expect(
      screen.getByText('Our bank details will be shared after booking confirmation.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Pay in full now/ }));
    expect(panel.getByText(/transfer \$2,697\.00 to our bank account/)).toBeInTheDocument();
  });
});

describe('checkout page wiring', () => {
  it('shows breadcrumb, title, the form sections and the summary of the booking in progress', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    await renderApp('/checkout/7', api());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Booking' }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: tour.title })).toHaveAttribute(
      'href',
      '/tour/7',
    );
    expect(within(crumbs).getByRole('link', { name: 'Book' })).toHaveAttribute(
      'href',
      '/booking/7',
    );
    expect(within(crumbs).getByText('Checkout')).toHaveAttribute('aria-current', 'page');

    for (const name of ['Contact Information', 'Payment Method', 'Terms & Conditions']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const labels: Array<[RegExp, string]> = [
      [/Full Name/, 'name'],
      [/Email Address/, 'email'],
      [/Phone Number/, 'tel'],
      [/^Address/, 'street-address'],
      [/City/, 'address-level2'],
      [/Country/, 'country-name'],
      [/Zip\/Postal Code/, 'postal-code'],
      [/Card Number/, 'cc-number'],
      [/Expiry Date/, 'cc-exp'],
      [/CVV/, 'cc-csc'],
      [/Name on Card/, 'cc-name'],
    ];
    for (const [label, autocomplete] of labels) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAttribute(
        'autocomplete',
        autocomplete,
      );
    }
    const cardNumber = screen.getByRole('textbox', { name: /Card Number/ });
    expect(cardNumber).toHaveAttribute('placeholder', '1234 5678 9012 3456');
    expect(cardNumber).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: /Expiry Date/ })).toHaveAttribute(
      'placeholder',
      'MM/YY',
    );
    expect(screen.getByText(/Card details never leave your browser/)).toBeInTheDocument();
    // Card is the default method.
    expect(screen.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeChecked();

    const form = document.getElementById('checkout-form');
    expect(form).toHaveAttribute('novalidate');
    const panel = screen.getByRole('complementary', { name: 'Your booking' });
    expect(within(panel).getByRole('heading', { name: 'Booking Summary' })).toBeInTheDocument();
    expect(within(panel).getByTestId('booking-total')).toHaveTextContent('$2,697.00');
    expect(within(panel).getByRole('button', { name: DEPOSIT_BUTTON })).toBeEnabled();
    expect(within(panel).getByText(/Secure Checkout/)).toBeInTheDocument();
    expect(within(panel).getByText('Booking Guarantee')).toBeInTheDocument();
    expect(within(panel).getByText(/100% satisfaction guarantee/)).toBeInTheDocument();
  });

  it('each field sends its value to the machine (kept across a reload, card details excepted)', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    await renderApp('/checkout/7', api());
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Full Name/ });
    await user.type(name, 'Amina');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Lahore');
    await user.type(screen.getByRole('textbox', { name: /Card Number/ }), '4242');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(name).toHaveValue('Amina');
    expect(screen.getByRole('textbox', { name: /Card Number/ })).toHaveValue('4242');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    const stored = storedContact();
    expect(stored).toMatchObject({ name: 'Amina', city: 'Lahore', terms: true, cardNumber: '' });
  });

  it('an empty submit shows each error under its field, toasts, focuses the first; editing clears it', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    const { requests } = await renderApp('/checkout/7', api());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DEPOSIT_BUTTON }));

    expect(await screen.findByText('Form validation failed')).toBeInTheDocument();
    expect(screen.getByText('Please check the form for errors')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleErrorMessage('Name is required');
    const expected: Array<[RegExp, string]> = [
      [/Email Address/, 'Email is required'],
      [/Phone Number/, 'Phone number is required'],
      [/Card Number/, 'Card number is required'],
      [/Expiry Date/, 'Expiry date is required'],
      [/CVV/, 'CVV is required'],
      [/Name on Card/, 'Name on card is required'],
    ];
    for (const [label, message] of expected) {
      expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleErrorMessage(message);
    }
    expect(screen.getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // Address, city, country and zip show no errors.
    expect(screen.getByRole('textbox', { name: /City/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: DEPOSIT_BUTTON }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(screen.queryByText('You must agree to the terms and conditions')).toBeNull();
    expect(bookingPosts(requests)).toHaveLength(0);
  });

  it('the payment method switches the panels (card fields, PayPal text, bank text)', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    await renderApp('/checkout/7', api());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DEPOSIT_BUTTON }));
    expect(await screen.findByText('Card number is required')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /PayPal/ }));
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    expect(
      screen.getByText("You'll be redirected to PayPal to complete your payment."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Card Number/ })).toBeNull();
    expect(screen.queryByText('Card number is required')).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Bank Transfer/ }));
    expect(
      screen.getByText('Our bank details will be shared after booking confirmation.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/redirected to PayPal/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }));
    expect(screen.getByRole('textbox', { name: /Card Number/ })).toHaveValue('');
    expect(screen.queryByText(/bank details will be shared/)).toBeNull();
  });

  it('a valid submit reads Processing... with everything disabled, pays for 2 s, stores, confirms', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    const { requests, router } = await renderApp('/checkout/7', api());
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Booking' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: DEPOSIT_BUTTON }));

    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Card Number/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeDisabled();
    // The simulated payment comes first: nothing is sent before 2 s.
    expect(bookingPosts(requests)).toHaveLength(0);

    expect(
      await screen.findByText('Payment successful', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your booking has been confirmed!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmation'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Confirmed!' }),
    ).toBeInTheDocument();

    const posts = bookingPosts(requests);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBe(KEY);
    const body = (await posts[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      tour_id: 7,
      departure_id: 11,
      travelers: 2,
      add_ons: ['insurance'],
      name: 'Amina Khan',
      payment_method: 'card',
      card_last4: '4242',
    });
    expect(JSON.stringify(body)).not.toMatch(/4242 4242|12\/34|"123"|AMINA KHAN/);
  });

  it.each([
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      NETWORK_ERROR_MESSAGE,
    ],
    ['a 401', () => json({ message: 'Unauthenticated.' }, 401), SESSION_EXPIRED_MESSAGE],
    [
      'a server error',
      () => json({ message: 'Something broke on our side.' }, 500),
      'Something broke on our side.',
    ],
  ])(
    '%s shows the alert with the data kept; Try again resends with the same key',
    async (_, fail, message) => {
      seedBooking({ checkout: 'editing' }, checkoutContext());
      let calls = 0;
      const { requests, router } = await renderApp(
        '/checkout/7',
        api(() => (++calls === 1 ? fail() : json({ data: makeBooking() }, 201))),
      );
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Booking' });
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: DEPOSIT_BUTTON }));

      const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
      expect(alert).toHaveTextContent('We could not complete your booking');
      expect(alert).toHaveTextContent(message);
      expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Amina Khan');
      expect(screen.getByRole('textbox', { name: /Card Number/ })).toHaveValue(
        '4242 4242 4242 4242',
      );
      expect(router.state.location.pathname).toBe('/checkout/7');

      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
      expect(screen.queryByRole('alert')).toBeNull();
      await waitFor(() => expect(router.state.location.pathname).toBe('/booking-confirmation'), {
        timeout: 4000,
      });
      const keys = bookingPosts(requests).map((r) => r.headers.get('Idempotency-Key'));
      expect(keys).toEqual([KEY, KEY]);
    },
  );

  it('pre-fills name and e-mail for a signed-in traveller, and the phone from their profile', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 3, name: 'Bilal Ahmed', email: 'bilal@example.com', role: 'user' }),
    );
    seedBooking({ checkout: 'editing' }, checkoutContext());
    const profile = makeProfile({ name: 'Bilal Ahmed', email: 'bilal@example.com' });
    const bookings = api();
    const { requests } = await renderApp('/checkout/7', (request: Request) =>
      request.url.endsWith('/api/my/profile') ? json({ data: profile }) : bookings(request),
    );
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toHaveValue('Bilal Ahmed');
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveValue('bilal@example.com');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('+92 300 1234567'),
    );
    const profileRead = requests.find((r) => r.url.endsWith('/api/my/profile'));
    expect(profileRead?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('a profile without a phone, or one that cannot be read, leaves the phone to be typed', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 3, name: 'Bilal Ahmed', email: 'bilal@example.com', role: 'user' }),
    );
    seedBooking({ checkout: 'editing' }, checkoutContext());
    const { requests } = await renderApp('/checkout/7', api());
    expect(await screen.findByRole('textbox', { name: /Full Name/ })).toHaveValue('Bilal Ahmed');
    await waitFor(() => expect(requests.some((r) => r.url.endsWith('/api/my/profile'))).toBe(true));
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('saved cards (issue 17)', () => {
    const VISA = card({ id: 5, last4: '4242', exp_year: 2031 });
    const MASTERCARD = card({
      id: 6,
      brand: 'Mastercard',
      last4: '4444',
      exp_year: 2031,
      is_default: false,
    });
    const EXPIRED = card({ id: 7, last4: '1111', exp_month: 1, exp_year: 2020, is_default: false });

    function signIn() {
      localStorage.setItem('token', 'tok');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 3, name: 'Bilal Ahmed', email: 'bilal@example.com', role: 'user' }),
      );
    }

    /** The checkout API with the saved cards answered by `cards` (the profile has a phone). */
    function cardsApi(cards: () => Response, bookings?: BookingsHandler) {
      const rest = api(bookings);
      return (request: Request) => {
        if (request.url.endsWith('/api/my/payment-methods')) return cards();
        if (request.url.endsWith('/api/my/profile')) return json({ data: makeProfile() });
        return rest(request);
      };
    }

    it('offers the payable saved cards with the default chosen; paying sends its id, never a number', async () => {
      signIn();
      seedBooking({ checkout: 'editing' }, checkoutContext());
      const { requests } = await renderApp(
        '/checkout/7',
        cardsApi(() => json({ data: [VISA, MASTERCARD, EXPIRED] })),
      );
      const user = userEvent.setup();
      const group = await screen.findByRole('radiogroup', { name: 'Pay with a saved card' });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
        'Visa•••• 4242ending in 4242,expires 08/31Default',
        'Mastercard•••• 4444ending in 4444,expires 08/31',
        'A new card',
      ]);
      expect(within(group).getByRole('radio', { name: /Visa/ })).toBeChecked();
      // Nothing to type for a saved card.
      expect(screen.queryByRole('textbox', { name: /Card Number/ })).toBeNull();

      await user.click(within(group).getByRole('radio', { name: /Mastercard/ }));
      await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
      await user.click(screen.getByRole('button', { name: DEPOSIT_BUTTON }));
      await waitFor(() => expect(bookingPosts(requests)).toHaveLength(1), { timeout: 4000 });
      const sent = (await bookingPosts(requests)[0]!.json()) as Record<string, unknown>;
      expect(sent).toMatchObject({ payment_method: 'card', saved_card_id: 6 });
      expect(sent).not.toHaveProperty('card_last4');
    });

    it('A new card brings the card fields back, and they are required again', async () => {
      signIn();
      seedBooking({ checkout: 'editing' }, checkoutContext());
      const { requests } = await renderApp(
        '/checkout/7',
        cardsApi(() => json({ data: [VISA] })),
      );
      const user = userEvent.setup();
      const group = await screen.findByRole('radiogroup', { name: 'Pay with a saved card' });
      await user.click(within(group).getByRole('radio', { name: 'A new card' }));
      expect(screen.getByRole('textbox', { name: /Card Number/ })).toHaveValue('');
      await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
      await user.click(screen.getByRole('button', { name: DEPOSIT_BUTTON }));
      expect(await screen.findByText('Card number is required')).toBeInTheDocument();
      expect(bookingPosts(requests)).toHaveLength(0);
    });

    it('a failed load says so and leaves the card to type; Try again loads them', async () => {
      signIn();
      seedBooking({ checkout: 'editing' }, checkoutContext());
      let fail = true;
      await renderApp(
        '/checkout/7',
        cardsApi(() => (fail ? json({ message: 'Server Error' }, 500) : json({ data: [VISA] }))),
      );
      const user = userEvent.setup();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load your saved cards.');
      expect(screen.getByRole('textbox', { name: /Card Number/ })).toBeInTheDocument();
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      const group = await screen.findByRole('radiogroup', { name: 'Pay with a saved card' });
      expect(within(group).getByRole('radio', { name: /Visa/ })).toBeChecked();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('a saved card the server no longer has is named under the cards, nothing else lost', async () => {
      signIn();
      seedBooking({ checkout: 'editing' }, checkoutContext());
      await renderApp(
        '/checkout/7',
        cardsApi(
          () => json({ data: [VISA] }),
          () =>
            json(
              {
                message: 'Validation failed',
                errors: {
                  saved_card_id: [
                    'This saved card is no longer available. Please choose another card.',
                  ],
                },
              },
              422,
            ),
        ),
      );
      const user = userEvent.setup();
      await screen.findByRole('radiogroup', { name: 'Pay with a saved card' });
      await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
      await user.click(screen.getByRole('button', { name: DEPOSIT_BUTTON }));
      expect(
        await screen.findByText(
          'This saved card is no longer available. Please choose another card.',
          {},
          { timeout: 4000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Bilal Ahmed');
    });

    it('a guest sees no saved cards and asks for none', async () => {
      seedBooking({ checkout: 'editing' }, checkoutContext());
      const { requests } = await renderApp('/checkout/7', api());
      expect(await screen.findByRole('textbox', { name: /Card Number/ })).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup', { name: 'Pay with a saved card' })).toBeNull();
      expect(requests.some((r) => r.url.endsWith('/api/my/payment-methods'))).toBe(false);
    });
  });

  it('on phones a compact summary sits above the form: tour, date, travellers, due now', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    await renderApp('/checkout/7', api());
    const compact = await screen.findByTestId('checkout-compact-summary');
    expect(compact).toHaveAccessibleName('Booking Summary');
    expect(compact).toHaveTextContent(tour.title);
    expect(compact).toHaveTextContent('June 3, 2030 · 2 travelers');
    expect(within(compact).getByText('Due now')).toBeInTheDocument();
    expect(within(compact).getByText('$539.40')).toBeInTheDocument();
    expect(within(compact).getByText('$2,697.00')).toBeInTheDocument();
    const contact = screen.getByRole('heading', { name: 'Contact Information' });
    expect(
      compact.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('the card number is spaced as typed and its brand shown', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    await renderApp('/checkout/7', api());
    const user = userEvent.setup();
    const number = await screen.findByRole('textbox', { name: /Card Number/ });
    await user.type(number, '42424242424242');
    expect(number).toHaveValue('4242 4242 4242 42');
    expect(screen.getByText('Card type:')).toHaveTextContent('Card type: Visa');
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByText('Card type:')).toHaveTextContent('Card type: American Express');
  });

  it('without booking data nothing renders: toast and back to the tour page', async () => {
    const { router } = await renderApp('/checkout/7', api());
    expect(await screen.findByText('Missing booking information')).toBeInTheDocument();
    expect(screen.getByText('Please start the booking process again')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tour/7'));
    expect(screen.queryByRole('heading', { name: 'Complete Your Booking' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
  });

  it('a booking for another tour does not open this checkout', async () => {
    seedBooking({ checkout: 'editing' }, checkoutContext());
    const { router } = await renderApp('/checkout/9', api());
    expect((await screen.findAllByText('Missing booking information')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tour/9'));
    expect(screen.queryByRole('heading', { name: 'Complete Your Booking' })).toBeNull();
  });
});
