// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Manifest, TourDepartures } from '../../contract/admin-departures';
import { getData, json, routes, sent } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeAdminSession } from '../support/stored-session';
import { figures, manifest, tourDepartures, TOUR } from './departures-fixtures';

/*
 * Wiring of the departures page and the manifest page (issue 14). jsdom applies no media
 * queries, so the table (lg and up) and the cards (below lg) are both in the DOM: each test
 * reads the one it names.
 */

const DEPARTURES_PATH = `/api/admin/tours/${TOUR.id}/departures`;
const MANIFEST_PATH = '/api/admin/departures/31/manifest';

const departuresApi = (answer: () => TourDepartures | Response) =>
  routes(getData(DEPARTURES_PATH, answer));
const manifestApi = (answer: () => Manifest | Response) => routes(getData(MANIFEST_PATH, answer));

const table = (name: string) => screen.getByRole('table', { name });
const cards = (name: string) => screen.getByRole('list', { name });

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

describe('departures of a tour', () => {
  it('shows each departure with its seats and money, in a table and in cards', async () => {
    const { requests } = await renderApp(
      `/admin/tours/${TOUR.id}/departures`,
      departuresApi(() => tourDepartures()),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Departures' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /June 15, 2026/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['June 15, 2026', '12', '4', '3', '5', '3', '$1,449.60', '$6,298.40', 'Manifest']);
    expect(
      within(table('Departures'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Start date',
      'Capacity',
      'Sold',
      'Held',
      'Left',
      'Bookings',
      'Revenue',
      'Outstanding',
      'Manifest',
    ]);
    const started = within(table('Departures')).getByRole('row', { name: /March 1, 2026/ });
    expect(within(started).getByText('Departed')).toBeInTheDocument();

    const card = within(cards('Departures')).getAllByRole('listitem')[1]!;
    expect(within(card).getByText('Held (awaiting transfer)').nextSibling).toHaveTextContent('3');
    expect(within(card).getByText('Revenue').nextSibling).toHaveTextContent('$1,449.60');
    expect(within(card).queryByText('Reserved (no booking)')).toBeNull();

    expect(
      within(row).getByRole('link', { name: 'Manifest for K2 Base Camp Trek, June 15, 2026' }),
    ).toHaveAttribute('href', '/admin/departures/31');
    expect(screen.getAllByRole('link', { name: 'Edit tour' })[0]).toHaveAttribute(
      'href',
      `/admin/tours/customize/${TOUR.id}`,
    );
    expect(sent(requests, 'GET', DEPARTURES_PATH)[0]!.headers.get('Authorization')).toBe(
      'Bearer tok-admin',
    );
  });

  it('adds a Reserved column only when seats are taken without a booking', async () => {
    await renderApp(
      `/admin/tours/${TOUR.id}/departures`,
      departuresApi(() => tourDepartures({ departures: [figures({ reserved: 6, left: 2 })] })),
    );
    await screen.findByRole('row', { name: /June 15, 2026/ });
    expect(
      within(table('Departures')).getByRole('columnheader', { name: 'Reserved' }),
    ).toBeInTheDocument();
    expect(
      within(cards('Departures')).getByText('Reserved (no booking)').nextSibling,
    ).toHaveTextContent('6');
    expect(
      screen.getByText(/Reserved: seats taken without a booking on record/),
    ).toBeInTheDocument();
  });

  it('a tour without departures says so and links to its editor', async () => {
    await renderApp(
      `/admin/tours/${TOUR.id}/departures`,
      departuresApi(() => tourDepartures({ departures: [] })),
    );
    expect(await screen.findByText('No departures yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a failure shows the reason with Try again, which loads again', async () => {
    let failing = true;
    const { requests } = await renderApp(
      `/admin/tours/${TOUR.id}/departures`,
      departuresApi(() => (failing ? json({ message: 'Server Error' }, 500) : tourDepartures())),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load the departures")).toBeInTheDocument();
    expect(within(alert).getByText('Server Error')).toBeInTheDocument();
    const before = sent(requests, 'GET', DEPARTURES_PATH).length;
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /June 15, 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent(requests, 'GET', DEPARTURES_PATH)).toHaveLength(before + 1);
  });

  it('an unknown tour is Tour Not Found', async () => {
    await renderApp(
      `/admin/tours/${TOUR.id}/departures`,
      departuresApi(() => json({ message: 'Tour not found.' }, 404)),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tour Not Found')).toBeInTheDocument();
  });
});

describe('manifest of a departure', () => {
  it('lists the travelling bookings with contact, extras and payment', async () => {
    await renderApp(
      '/admin/departures/31',
      manifestApi(() => manifest()),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Manifest' })).toBeInTheDocument();
    expect(await screen.findByText('K2 Base Camp Trek, June 15, 2026')).toBeInTheDocument();

    const rows = within(table('Manifest')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Bilal KhanBILAL001',
      'Sara AhmedSARA2026',
    ]);
    const sara = rows[1]!;
    for (const text of [
      '2',
      '+92 333 5550101',
      'sara@example.com',
      'Pakistan',
      'Travel Insurance',
      'Trekking Gear Rental',
      'Vegetarian meals',
      'Balance due',
      '$1,798.40 due',
    ]) {
      expect(within(sara).getByText(text)).toBeInTheDocument();
    }
    expect(within(rows[0]!).getByText('Awaiting transfer')).toBeInTheDocument();
    expect(screen.getByText('2 bookings, 5 travellers')).toBeInTheDocument();

    const card = within(cards('Manifest')).getAllByRole('listitem')[1]!;
    expect(within(card).getByText('Email').nextSibling).toHaveTextContent('sara@example.com');
    expect(within(card).getByText('Add-ons').nextSibling).toHaveTextContent(
      'Travel Insurance, Trekking Gear Rental',
    );

    const figuresList = screen.getByText('Held (awaiting transfer)').closest('dl')!;
    expect(within(figuresList).getByText('Revenue').nextSibling).toHaveTextContent('$1,449.60');

    const cancelled = screen.getByRole('region', { name: 'Cancelled and expired (1)' });
    expect(within(cancelled).getByText('Chen Wei')).toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Departures' })).toHaveAttribute(
      'href',
      `/admin/tours/${TOUR.id}/departures`,
    );
  });

  it('Download CSV saves the listed bookings as manifest-{tour}-{date}.csv', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:manifest';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let download: { name: string; href: string } | null = null;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      download = { name: this.download, href: this.href };
    });

    await renderApp(
      '/admin/departures/31',
      manifestApi(() => manifest()),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));

    expect(download).toEqual({
      name: 'manifest-k2-base-camp-2026-06-15.csv',
      href: 'blob:manifest',
    });
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Lead traveller,Travellers,Phone,Email,Country,Add-ons,Special requests,Payment,Total,Paid,Balance',
    );
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Bilal Khan', 'Sara Ahmed']);
  });

  it('Print opens the browser print dialog', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderApp(
      '/admin/departures/31',
      manifestApi(() => manifest()),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('a departure without bookings says so, with nothing to download', async () => {
    await renderApp(
      '/admin/departures/31',
      manifestApi(() => manifest({ bookings: [], cancelled: [] })),
    );
    expect(await screen.findByText('No bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: /Cancelled/ })).toBeNull();
  });

  it('a failure shows the reason with Try again, which loads again', async () => {
    let failing = true;
    await renderApp(
      '/admin/departures/31',
      manifestApi(() => (failing ? json({ message: 'Server Error' }, 500) : manifest())),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load the manifest")).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an unknown departure is Departure Not Found', async () => {
    await renderApp(
      '/admin/departures/31',
      manifestApi(() => json({ message: 'Departure not found.' }, 404)),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Departure Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tour Management' })).toHaveAttribute(
      'href',
      '/admin/tours',
    );
  });
});
