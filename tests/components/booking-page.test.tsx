// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Departure } from '../../contract/tours';
import type { BookingContext } from '../../machines/booking-machine';
import { BOOKING_STORAGE_KEY } from '../../src/features/booking/booking.logic';
import { makeTour } from '../machines/tour-detail-fixture';
import { bookingContext, seedBooking } from './booking-fixtures';
import { answerHolds, json } from '../support/fake-api';
import { renderApp } from '../support/render-app';

/** The app's today() reads the clock: the page is tested on January 10, 2030. */
const NOW = new Date(2030, 0, 10, 9, 0, 0);

const departures = {
  past: { id: 31, start_date: '2030-01-05', capacity: 12, seats_booked: 7, seats_left: 5 },
  soon: { id: 32, start_date: '2030-01-25', capacity: 12, seats_booked: 9, seats_left: 3 },
  soldOut: { id: 33, start_date: '2030-02-10', capacity: 12, seats_booked: 12, seats_left: 0 },
  march: { id: 34, start_date: '2030-03-03', capacity: 12, seats_booked: 4, seats_left: 8 },
  march17: { id: 35, start_date: '2030-03-17', capacity: 12, seats_booked: 0, seats_left: 12 },
  april: { id: 36, start_date: '2030-04-07', capacity: 12, seats_booked: 0, seats_left: 12 },
  may: { id: 37, start_date: '2030-05-05', capacity: 12, seats_booked: 0, seats_left: 12 },
} satisfies Record<string, Departure>;

const tour = makeTour({ id: 7, departures: Object.values(departures) });

type Api = (request: Request) => Response | Promise<Response>;

/** Tour 7 exists; anything else is a 404. */
const api: Api = async (request) => {
  const held = await answerHolds(request);
  if (held) return held;
  if (/\/api\/tour-details\/7$/.test(request.url)) return json({ data: tour });
  return json({ message: 'Tour not found.' }, 404);
};

const tourRequests = (requests: Request[]) =>
  requests.filter((r) => r.url.includes('/api/tour-details/'));

async function openBookingPage(path = '/booking/7', handler: Api = api) {
  const app = await renderApp(path, handler);
  await screen.findByRole('heading', { level: 1, name: `Book ${tour.title}` });
  return { ...app, user: userEvent.setup() };
}

const summary = () => screen.getByRole('region', { name: 'Booking Summary' });
const chipGroup = () => screen.getByRole('group', { name: 'Next available dates' });
const chips = () => within(chipGroup()).getAllByRole('button');
/** The quick chip for a date such as 'March 3, 2030'. */
const chip = (date: string) => within(chipGroup()).getByRole('button', { name: new RegExp(date) });
const travelersSelect = () => screen.getByRole('combobox', { name: 'Travelers' });
const optionValues = () =>
  within(travelersSelect())
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('booking page wiring', () => {
  it('loads the tour, then shows breadcrumb, title, the four steps, summary and FAQ', async () => {
    const { requests } = await openBookingPage();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/tours');
    expect(within(crumbs).getByRole('link', { name: tour.title })).toHaveAttribute(
      'href',
      '/tour/7',
    );
    expect(within(crumbs).getByText('Book Tour')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Select Your Dates',
      'Number of Travelers',
      'Add-Ons & Extras',
      'Special Requests',
      'Booking Summary',
      'Frequently Asked Questions',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(summary()).getByText('No date selected')).toBeInTheDocument();
    expect(within(summary()).getByText('1 traveler × $1,299')).toBeInTheDocument();
    expect(within(summary()).getByTestId('booking-total')).toHaveTextContent('$1,299.00');
    expect(
      screen.getByText('Choose a date to see your payment schedule and cancellation dates.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Book ${tour.title} | Karakoram Trails`));
    expect(new Set(tourRequests(requests).map((r) => r.url)).size).toBe(1);
  });

  it('offers chips for the first four open dates only, with the seats left', async () => {
    await openBookingPage();
    expect(chips().map((c) => c.textContent)).toEqual([
      'January 25, 20303 seats left',
      'March 3, 20308 seats left',
      'March 17, 203012 seats left',
      'April 7, 203012 seats left',
    ]);
    chips().forEach((chip) => expect(chip).toHaveAttribute('aria-pressed', 'false'));
  });

  it('a chip chooses the date: summary, payment schedule and cancellation dates follow', async () => {
    const { user } = await openBookingPage();
    await user.click(chip('March 3, 2030'));
    expect(chips()[1]).toHaveAttribute('aria-pressed', 'true');
    expect(within(summary()).getByText('March 3, 2030')).toBeInTheDocument();
    // 20% of $1,299.00 today, the rest 30 days before the start.
    expect(screen.getByText('Deposit today (20%)')).toBeInTheDocument();
    expect(screen.getByText('$259.80')).toBeInTheDocument();
    expect(screen.getByText('Balance due by February 1, 2030')).toBeInTheDocument();
    expect(screen.getByText('$1,039.20')).toBeInTheDocument();
    const policy = screen.getByRole('list', { name: 'Cancellation timeline' });
    expect(policy).toHaveTextContent('Full refund if you cancel on or before February 1, 2030');
    expect(policy).toHaveTextContent('50% refund from February 2, 2030 to February 16, 2030');
    expect(policy).toHaveTextContent('No refund from February 17, 2030');
  });

  it('a trip within 30 days is paid in full at booking', async () => {
    const { user } = await openBookingPage();
    await user.click(chip('January 25, 2030'));
    expect(screen.getByText('Full payment due at booking')).toBeInTheDocument();
    expect(screen.queryByText(/Deposit today/)).not.toBeInTheDocument();
  });

  it('the calendar opens on the first open month, allows only open dates and selects', async () => {
    const { user } = await openBookingPage();
    const calendar = screen.getByRole('grid', { name: 'January 2030' });
    const day = (n: number) =>
      within(calendar).getByRole('button', { name: new RegExp(`^January ${n}, 2030`) });
    expect(day(25)).toBeEnabled();
    expect(day(25)).toHaveAccessibleName('January 25, 2030, 3 seats left');
    expect(day(5)).toBeDisabled(); // departed already
    expect(day(24)).toBeDisabled(); // no departure that day

    await user.click(screen.getByRole('button', { name: /next month/i }));
    const february = screen.getByRole('grid', { name: 'February 2030' });
    expect(
      within(february).getByRole('button', { name: 'February 10, 2030, fully booked' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /next month/i }));
    await user.click(screen.getByRole('button', { name: 'March 17, 2030, 12 seats left' }));
    expect(within(summary()).getByText('March 17, 2030')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'March 17, 2030, 12 seats left, selected' }),
    ).toBeInTheDocument();
    expect(chips()[2]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Selected: March 17, 2030')).toBeInTheDocument();
  });

  it('a chip in another month moves the calendar to that month', async () => {
    const { user } = await openBookingPage();
    expect(screen.getByRole('grid', { name: 'January 2030' })).toBeInTheDocument();
    await user.click(chip('April 7, 2030'));
    expect(screen.getByRole('grid', { name: 'April 2030' })).toBeInTheDocument();
  });

  it('travelers go from 1 to 8 and never beyond the seats of the chosen date', async () => {
    const { user } = await openBookingPage();
    expect(optionValues()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(screen.getByRole('link', { name: 'Contact us for a custom quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await user.selectOptions(travelersSelect(), '5');
    expect(within(summary()).getByText('5 travelers × $1,299')).toBeInTheDocument();
    expect(within(summary()).getByTestId('booking-total')).toHaveTextContent('$6,495.00');

    await user.click(chip('January 25, 2030'));
    expect(optionValues()).toEqual(['1', '2', '3']);
    expect(travelersSelect()).toHaveValue('3');
    expect(screen.getByText('Only 3 seats left on this date')).toBeInTheDocument();

    await user.click(chip('March 17, 2030'));
    expect(optionValues()).toHaveLength(8);
    expect(screen.queryByText(/seats left on this date/)).not.toBeInTheDocument();
  });

  it('add-ons toggle by click and keyboard and change the total (flat per booking)', async () => {
    const { user } = await openBookingPage();
    await user.selectOptions(travelersSelect(), '2');
    const insurance = screen.getByRole('button', { name: /^Travel Insurance/ });
    expect(insurance).toHaveAttribute('aria-pressed', 'false');
    expect(insurance).toHaveAccessibleName(/Flat price per booking$/);

    await user.click(insurance);
    expect(insurance).toHaveAttribute('aria-pressed', 'true');
    expect(within(summary()).getByText('Travel Insurance')).toBeInTheDocument();
    expect(within(summary()).getByText('$99.00')).toBeInTheDocument();
    expect(within(summary()).getByTestId('booking-total')).toHaveTextContent('$2,697.00');

    const guide = screen.getByRole('button', { name: /^Private Guide Upgrade/ });
    guide.focus();
    await user.keyboard('{Enter}');
    expect(guide).toHaveAttribute('aria-pressed', 'true');
    expect(within(summary()).getByTestId('booking-total')).toHaveTextContent('$2,996.00');

    await user.keyboard(' ');
    await user.click(insurance);
    expect(insurance).toHaveAttribute('aria-pressed', 'false');
    expect(guide).toHaveAttribute('aria-pressed', 'false');
    expect(within(summary()).queryByText('Travel Insurance')).not.toBeInTheDocument();
    expect(within(summary()).getByTestId('booking-total')).toHaveTextContent('$2,598.00');
  });

  it('special requests are kept in the booking', async () => {
    const { user } = await openBookingPage();
    const box = screen.getByRole('textbox', { name: 'Anything we should know?' });
    await user.type(box, 'Vegetarian meals');
    expect(box).toHaveValue('Vegetarian meals');
    await waitFor(() =>
      expect(sessionStorage.getItem(BOOKING_STORAGE_KEY)).toContain('Vegetarian meals'),
    );
  });

  it('proceeding without a date toasts and stays; with a date it goes to checkout', async () => {
    const { user, router } = await openBookingPage();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Please select a date')).toBeInTheDocument();
    expect(screen.getByText('You need to select a travel date to proceed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking/7');
    // Issue 17: the dates come into view with focus on the first; choosing one ends the toast.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Next available dates' })).toContainElement(
        document.activeElement as HTMLElement,
      ),
    );

    await user.click(chip('March 3, 2030'));
    await waitFor(() => expect(screen.queryByText('Please select a date')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/7'));
  });

  it('FAQ answers open from the accordion', async () => {
    const { user } = await openBookingPage();
    const question = screen.getByRole('button', { name: 'What is your cancellation policy?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    // The panel is shown by the accordion's presence logic, a tick after the button flips.
    await waitFor(() =>
      expect(screen.getByText(/Cancel 30 days or more before the start date/)).toBeVisible(),
    );
  });

  it('an unknown tour shows Tour Not Found with View All Tours', async () => {
    await renderApp('/booking/99', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tour Not Found' })).toBeVisible();
    expect(
      screen.getByText("The tour you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Tours' })).toHaveAttribute('href', '/tours');
  });

  it('a server failure offers Try Again, which loads the tour', async () => {
    let fail = true;
    const flaky: Api = (request) => (fail ? json({ message: 'Server Error' }, 503) : api(request));
    await renderApp('/booking/7', flaky);
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "We couldn't load this tour",
    );
    fail = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Book ${tour.title}` }),
    ).toBeInTheDocument();
  });

  it('with no open departure it says so and offers Contact Us and a custom tour', async () => {
    const full = makeTour({ id: 7, departures: [departures.past, departures.soldOut] });
    await openBookingPage('/booking/7', () => json({ data: full }));
    expect(screen.getByText('No dates are open for booking right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Request a Custom Tour' })).toHaveAttribute(
      'href',
      '/custom-tour',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('explains that the seats on the date were taken when checkout sent the traveller back', async () => {
    seedBooking('selecting', seatsGoneContext());
    const { user } = await openBookingPage();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'The seats on March 3, 2030 were just taken. Please choose another date.',
    );
    await user.click(chip('March 17, 2030'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a payment in flight holds the page on Finishing your booking...', async () => {
    // The app never stores a busy snapshot; restoring one is the simplest way to reach the tag.
    seedBooking(
      { checkout: { processing: 'paying' } },
      { ...seatsGoneContext(), notice: null, departureId: departures.march.id },
    );
    await renderApp('/booking/7', api);
    expect(screen.getByText('Finishing your booking...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

function seatsGoneContext(): BookingContext {
  return bookingContext(
    { today: '2030-01-10', notice: { kind: 'seatsGone', date: '2030-03-03' } },
    tour,
  );
}
