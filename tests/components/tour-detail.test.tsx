// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  metaDescription,
  serializeJsonLd,
  touristTripJsonLd,
} from '../../src/features/tour-detail/structured-data';
import { makeTour } from '../machines/tour-detail-fixture';
import { json } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { storeAdminSession } from '../support/stored-session';
import { fakeWishlistServer, storeSignedInTraveller, wishlistCalls } from './wishlist-fixtures';

const tour = makeTour({ id: 7 });

/** The tour-details endpoint: id 7 or slug k2-base-camp exist, anything else is a 404. */
function api(request: Request): Response {
  const match = /^\/api\/tour-details\/([^/]+)$/.exec(new URL(request.url).pathname);
  if (match && (match[1] === '7' || match[1] === 'k2-base-camp')) return json({ data: tour });
  if (match?.[1] === '9') return json({ data: makeTour({ id: 9, title: 'Fairy Meadows Trek' }) });
  return json({ message: 'Tour not found.' }, 404);
}

/** The tour endpoints plus an account wishlist. */
const withWishlist =
  (server: ReturnType<typeof fakeWishlistServer>) =>
  async (request: Request): Promise<Response> =>
    (await server.handle(request)) ?? api(request);

/** Distinct tour-details paths in order (StrictMode mounts the page twice in development). */
const detailRequests = (requests: Request[]) => [
  ...new Set(
    requests
      .filter((r) => r.url.includes('/api/tour-details/'))
      .map((r) => new URL(r.url).pathname),
  ),
];

beforeEach(() => localStorage.clear());

describe('tour detail page wiring', () => {
  it('shows the spinner, then the tour with breadcrumb, facts and booking card', async () => {
    const { requests } = await renderApp('/tour/7', api);
    expect(await screen.findByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/tours');
    expect(within(crumbs).getByText(tour.title)).toHaveAttribute('aria-current', 'page');
    // Issue 17: the header marks Tours as the section the page is in.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Tours' })).toHaveAttribute('data-current');
    expect(within(banner).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('14 days')).toBeInTheDocument();
    expect(screen.getByText('$1,299')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Book this tour' });
    expect(within(card).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking/7',
    );
    expect(within(card).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(card).getByRole('link', { name: '+92 5815 455 320' })).toHaveAttribute(
      'href',
      'tel:+925815455320',
    );
    expect(screen.getByText('8 seats left')).toBeInTheDocument();
    expect(screen.getByText('Fully booked')).toBeInTheDocument();
    expect(detailRequests(requests)).toEqual(['/api/tour-details/7']);
    // A published tour is no preview.
    expect(screen.queryByText('Preview - not public')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it('titles the document with the tour and sets the description meta, canonical and JSON-LD', async () => {
    await renderApp('/tours/k2-base-camp', api);
    await screen.findByRole('heading', { level: 1, name: tour.title });
    await waitFor(() => expect(document.title).toBe(tour.title));
    const metas = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(metas.length).toBeGreaterThan(0);
    metas.forEach((m) => expect(m.content).toBe(tour.description.slice(0, 150)));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/tour/7',
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('TouristTrip');
    expect(data.name).toBe(tour.title);
  });

  it('clicking a thumbnail shows that picture large and marks it pressed', async () => {
    await renderApp('/tour/7', api);
    const user = userEvent.setup();
    const main = await screen.findByTestId('gallery-main-image');
    expect(main).toHaveAttribute('src', tour.thumbnail);
    const thumbs = within(screen.getByRole('list', { name: 'Tour photos' })).getAllByRole('button');
    expect(thumbs).toHaveLength(4);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: /Show photo 3 of 4/ }));
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute(
      'src',
      '/images/tours/k2-base-camp/gallery-2-1280.webp',
    );
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute('alt', 'Gallery picture 2');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it("a guest's heart toggles aria-pressed and its label and is remembered on this device only", async () => {
    localStorage.setItem('wishlist', JSON.stringify([3]));
    const { requests } = await renderApp('/tour/7', api);
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove from wishlist');
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([7, 3]);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([3]);
    expect(wishlistCalls(requests)).toEqual([]);
  });

  it("a guest's heart keeps what another tab saved on this device", async () => {
    await renderApp('/tour/7', api);
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    // Another tab hearts tour 3: the browser reports the storage change.
    localStorage.setItem('wishlist', JSON.stringify([3]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    });
    await user.click(heart);
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([7, 3]);
  });

  it('starts pressed for a tour saved earlier on this device', async () => {
    localStorage.setItem('wishlist', JSON.stringify([7]));
    await renderApp('/tour/7', api);
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("signed in, the device's hearts are merged into the account and the heart saves there", async () => {
    storeSignedInTraveller();
    localStorage.setItem('wishlist', JSON.stringify([7]));
    const server = fakeWishlistServer([3]);
    const { requests } = await renderApp('/tour/7', withWishlist(server));
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'));
    expect(server.saved).toEqual([7, 3]);
    expect(localStorage.getItem('wishlist')).toBeNull();

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(server.saved).toEqual([3]));
    await user.click(heart);
    await waitFor(() => expect(server.saved).toEqual([7, 3]));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistCalls(requests)).toEqual([
      'POST /api/my/wishlist/merge',
      'DELETE /api/my/wishlist/7',
      'PUT /api/my/wishlist/7',
    ]);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('while a change is saved the heart is busy and ignores presses', async () => {
    storeSignedInTraveller();
    const server = fakeWishlistServer();
    const { requests } = await renderApp('/tour/7', withWishlist(server));
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'));

    server.fail('PUT', 'hang');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistCalls(requests)).toEqual([
      'POST /api/my/wishlist/merge',
      'PUT /api/my/wishlist/7',
    ]);
  });

  it('a save the server refuses puts the heart back and says so', async () => {
    storeSignedInTraveller();
    const server = fakeWishlistServer();
    await renderApp('/tour/7', withWishlist(server));
    const user = userEvent.setup();
    const heart = await screen.findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-disabled', 'false'));
    server.fail('PUT');
    await user.click(heart);
    expect(await screen.findByText('Could not update your wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Add to wishlist');
    expect(heart).toHaveAttribute('aria-disabled', 'false');
    expect(server.saved).toEqual([]);
  });

  it('share copies the page link and shows the toast', async () => {
    await renderApp('/tour/7', api);
    // user-event installs a clipboard stub; jsdom has no navigator.share, so the link is copied.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Share this tour' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('The tour link is on your clipboard.')).toBeInTheDocument();
    // The page address (jsdom's location: the memory history does not move it).
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('a refused clipboard shows the failure toast', async () => {
    await renderApp('/tour/7', api);
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'));
    await user.click(await screen.findByRole('button', { name: 'Share this tour' }));
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
  });

  it('the tabs show the itinerary, includes/excludes and reviews', async () => {
    await renderApp('/tour/7', api);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Itinerary' }));
    expect(screen.getByRole('heading', { name: /Day 2: Drive to Askole/ })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Includes/Excludes' }));
    expect(screen.getByText('All meals on the trek')).toBeVisible();
    expect(screen.getByText('International flights')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('heading', { name: 'Sarah Mitchell' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('June 15, 2025')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('an unknown tour shows Tour Not Found with a link to /tours', async () => {
    await renderApp('/tour/999', api);
    expect(await screen.findByRole('heading', { name: 'Tour Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The tour you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Tours' })).toHaveAttribute('href', '/tours');
  });

  it('a server failure offers a retry that loads the tour', async () => {
    // The server fails until the retry (StrictMode mounts the page twice: both loads fail).
    let failing = true;
    await renderApp('/tour/7', (request) => {
      if (request.url.includes('/api/tour-details/') && failing) {
        return json({ message: 'Server Error' }, 500);
      }
      return api(request);
    });
    const user = userEvent.setup();
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: tour.title })).toBeInTheDocument();
  });

  it('a new route param loads the other tour', async () => {
    const { router, requests } = await renderApp('/tour/7', api);
    await screen.findByRole('heading', { level: 1, name: tour.title });
    await act(() => router.navigate({ to: '/tour/$id', params: { id: 9 } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fairy Meadows Trek' }),
    ).toBeInTheDocument();
    expect(detailRequests(requests)).toEqual(['/api/tour-details/7', '/api/tour-details/9']);
  });
});

describe('admin preview of a tour that is not public (issue 14)', () => {
  const draft = makeTour({ id: 12, title: 'Hidden Valley Trek', status: 'Draft' });

  /** As the server decides: the Draft tour only for ?preview=1 with the admin's token. */
  function previewApi(request: Request): Response {
    const url = new URL(request.url);
    if (url.pathname !== '/api/tour-details/12') return api(request);
    const admin = request.headers.get('Authorization') === 'Bearer tok-admin';
    return admin && url.searchParams.get('preview') === '1'
      ? json({ data: draft })
      : json({ message: 'Tour not found.' }, 404);
  }

  it('an admin sees the tour under a "Preview - not public" banner and cannot book it', async () => {
    storeAdminSession();
    const { requests } = await renderApp('/tour/12', previewApi);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hidden Valley Trek' }),
    ).toBeInTheDocument();
    const detail = requests.find((r) => r.url.includes('/api/tour-details/12'))!;
    expect(new URL(detail.url).searchParams.get('preview')).toBe('1');
    expect(detail.headers.get('Authorization')).toBe('Bearer tok-admin');

    // A status note near the top, before the title.
    const banner = screen
      .getAllByRole('status')
      .find((el) => within(el).queryByText('Preview - not public'))!;
    expect(banner).toBeVisible();
    expect(
      banner.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(banner).toHaveTextContent('This tour is Draft: only admins can see this page');
    expect(within(banner).getByRole('link', { name: 'Edit tour' })).toHaveAttribute(
      'href',
      '/admin/tours/customize/12',
    );

    const card = screen.getByRole('region', { name: 'Book this tour' });
    const book = within(card).getByRole('button', { name: 'Book Now' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(
      'Booking opens when this tour is published (status Active).',
    );
    expect(within(card).queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    // Nobody can save a tour that is not public.
    expect(screen.queryByRole('button', { name: /wishlist/ })).not.toBeInTheDocument();
  });

  it('a guest gets Tour Not Found for the same address', async () => {
    const { requests } = await renderApp('/tour/12', previewApi);
    expect(await screen.findByRole('heading', { name: 'Tour Not Found' })).toBeInTheDocument();
    expect(screen.queryByText('Preview - not public')).not.toBeInTheDocument();
    // A guest's request is the public one: no token, no preview asked for.
    const detail = requests.find((r) => r.url.includes('/api/tour-details/12'))!;
    expect(detail.headers.get('Authorization')).toBeNull();
    expect(new URL(detail.url).search).toBe('');
  });
});

describe('tour detail head data', () => {
  it('the description meta is the first 150 characters', () => {
    expect(metaDescription('x'.repeat(200))).toHaveLength(150);
    expect(metaDescription('short')).toBe('short');
  });

  it('the JSON-LD is a TouristTrip with an Offer, and no text can close the script tag', () => {
    const hostile = makeTour({ description: 'Nice </script><script>alert(1)</script> & more' });
    const text = serializeJsonLd(touristTripJsonLd(hostile, 'https://example.com'));
    expect(text).not.toMatch(/[<>]/);
    const data = JSON.parse(text) as {
      '@type': string;
      description: string;
      offers: Record<string, unknown>;
      itinerary: { '@type': string; itemListElement: unknown[] };
      provider: { '@type': string; name: string };
      image: string[];
    };
    expect(data['@type']).toBe('TouristTrip');
    expect(data.description).toBe(hostile.description);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: 1299,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://example.com/tour/7',
    });
    expect(data.itinerary['@type']).toBe('ItemList');
    expect(data.itinerary.itemListElement).toHaveLength(3);
    expect(data.provider).toMatchObject({ '@type': 'TravelAgency', name: 'Karakoram Trails' });
    expect(data.image[0]).toBe('https://example.com/images/tours/k2-base-camp/cover-640.webp');
  });

  it('a tour whose departures are all full is sold out', () => {
    const full = makeTour({
      departures: [
        { id: 1, start_date: '2030-01-01', capacity: 4, seats_booked: 4, seats_left: 0 },
      ],
    });
    const data = touristTripJsonLd(full, 'https://example.com') as {
      offers: { availability: string };
    };
    expect(data.offers.availability).toBe('https://schema.org/SoldOut');
  });
});
