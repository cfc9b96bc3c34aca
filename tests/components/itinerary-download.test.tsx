// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detail, REFERENCE } from '../machines/admin-booking-fixture';
import { BOOKINGS, UPCOMING } from '../machines/my-bookings-fixture';
import { getData, json, routes, sent, type ApiRoute } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeAdminSession, storeSession } from '../support/stored-session';
import { bookingContext, makeBooking, seedBooking } from './booking-fixtures';

/*
 * Download Itinerary on the four pages: which endpoint each one asks, the busy button, the file
 * saved under itinerary-<REF>.pdf, and a failure's message with 'Try again'.
 */

const pdf = () => new Response('%PDF-1.3 fake', { headers: { 'Content-Type': 'application/pdf' } });

/** What the page saved: the object URLs made and the file names clicked. */
function watchSaves() {
  const names: string[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:itinerary';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { names, blobs };
}

/** Answers `method path` with `answer()` (re-read per request). */
const on =
  (method: string, path: string, answer: () => Response | Promise<Response>): ApiRoute =>
  (request, url) =>
    request.method === method && url.pathname === path ? answer() : undefined;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('Download Itinerary on the confirmation', () => {
  it("keeps SPEC's toast, then saves the PDF fetched with the reference and e-mail", async () => {
    const booking = makeBooking();
    seedBooking({ confirmed: 'idle' }, bookingContext({ departureId: 11, booking }));
    let answer!: (response: Response) => void;
    const { requests } = await renderApp(
      '/booking-confirmation',
      routes(on('POST', '/api/manage-booking/itinerary', () => new Promise((r) => (answer = r)))),
    );
    const saves = watchSaves();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Itinerary' }));

    expect(await screen.findByText('Generating itinerary')).toBeInTheDocument();
    // Busy while the server generates it.
    const busy = await screen.findByRole('button', { name: /Preparing itinerary/ });
    expect(busy).toBeDisabled();
    // The request leaves once the API client's code has loaded (lazily, issue 16).
    await waitFor(() =>
      expect(sent(requests, 'POST', '/api/manage-booking/itinerary')).toHaveLength(1),
    );
    const [request] = sent(requests, 'POST', '/api/manage-booking/itinerary');
    expect(await request!.clone().json()).toEqual({
      reference: booking.reference,
      email: booking.contact.email,
    });

    answer(pdf());
    await waitFor(() => expect(saves.names).toEqual([`itinerary-${booking.reference}.pdf`]));
    expect(saves.blobs[0]!.type).toBe('application/pdf');
    expect(await screen.findByRole('button', { name: 'Download Itinerary' })).toBeEnabled();
  });

  it('shows why it failed and downloads on Try again', async () => {
    const booking = makeBooking();
    seedBooking({ confirmed: 'idle' }, bookingContext({ departureId: 11, booking }));
    let calls = 0;
    await renderApp(
      '/booking-confirmation',
      routes(
        on('POST', '/api/manage-booking/itinerary', () =>
          (calls += 1) === 1
            ? json({ message: 'Too many attempts. Please wait a few minutes.' }, 429)
            : pdf(),
        ),
      ),
    );
    const saves = watchSaves();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download Itinerary' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please wait a few minutes.');
    expect(screen.getByRole('button', { name: 'Download Itinerary' })).toBeDisabled();
    expect(saves.names).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saves.names).toEqual([`itinerary-${booking.reference}.pdf`]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats an answer that is not a PDF as a failure', async () => {
    seedBooking({ confirmed: 'idle' }, bookingContext({ departureId: 11, booking: makeBooking() }));
    await renderApp(
      '/booking-confirmation',
      routes(on('POST', '/api/manage-booking/itinerary', () => json({ data: [] }))),
    );
    const saves = watchSaves();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download Itinerary' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not download your itinerary. Please try again.',
    );
    expect(saves.names).toEqual([]);
  });
});

describe('Download Itinerary in My Account and for the admin', () => {
  it("My Account's details dialog fetches the traveller's own booking with the token", async () => {
    storeSession(
      { id: 5, name: 'Ayesha Khan', email: 'ayesha@example.com', role: 'user', created_at: '' },
      'tok-user',
    );
    const path = `/api/my/bookings/${UPCOMING.reference}/itinerary.pdf`;
    const { requests } = await renderApp(
      '/dashboard',
      routes(
        getData(
          '/api/my/bookings',
          () => BOOKINGS,
          (data) => ({
            data,
            meta: { page: 1, perPage: 10, total: data.length, lastPage: 1 },
          }),
        ),
        on('GET', path, pdf),
      ),
    );
    const saves = watchSaves();
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('my-booking');
    const card = cards.find((c) => c.textContent?.includes(`Booking ID: ${UPCOMING.reference}`))!;
    await user.click(within(card).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Download Itinerary' }));

    await waitFor(() => expect(saves.names).toEqual([`itinerary-${UPCOMING.reference}.pdf`]));
    expect(sent(requests, 'GET', path)[0]!.headers.get('authorization')).toBe('Bearer tok-user');
  });

  it('the admin booking page fetches through the admin endpoint', async () => {
    storeAdminSession();
    const path = `/api/admin/bookings/${REFERENCE}/itinerary.pdf`;
    const { requests } = await renderApp(
      `/admin/bookings/${REFERENCE}`,
      routes(
        getData(`/api/admin/bookings/${REFERENCE}`, () => detail()),
        on('GET', path, pdf),
      ),
    );
    const saves = watchSaves();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Download Itinerary' }));
    await waitFor(() => expect(saves.names).toEqual([`itinerary-${REFERENCE}.pdf`]));
    expect(sent(requests, 'GET', path)).toHaveLength(1);
  });
});
