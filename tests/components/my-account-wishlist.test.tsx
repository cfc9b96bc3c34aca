// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeTour } from '../machines/tour-detail-fixture';
import { json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import {
  fakeWishlistServer,
  storeSignedInTraveller,
  TOURS,
  wishlistCalls,
} from './wishlist-fixtures';

beforeEach(() => {
  localStorage.clear();
  storeSignedInTraveller();
});

type Server = ReturnType<typeof fakeWishlistServer>;

/** The account wishlist, plus tour details for the tour page; anything else is a 404. */
function api(server: Server) {
  return async (request: Request): Promise<Response> => {
    const handled = await server.handle(request);
    if (handled) return handled;
    const detail = /^\/api\/tour-details\/(\d+)$/.exec(new URL(request.url).pathname);
    if (detail && TOURS[Number(detail[1])]) {
      return json({ data: makeTour({ ...TOURS[Number(detail[1])]! }) });
    }
    return notFound();
  };
}

const openTab = (server: Server) => renderApp('/dashboard?tab=wishlist', api(server));

/** The saved tours' cards, by title. */
async function cardOf(title: string) {
  const cards = await screen.findAllByTestId('wishlist-tour');
  const found = cards.find((c) => within(c).queryByRole('heading', { name: title }));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
}

const cardTitles = () =>
  screen
    .queryAllByTestId('wishlist-tour')
    .map((c) => within(c).getByRole('heading', { level: 3 }).textContent);

describe('My Account wishlist tab wiring', () => {
  it("merges this device's hearts and lists the saved tours with price, location and days", async () => {
    localStorage.setItem('wishlist', JSON.stringify([3]));
    const server = fakeWishlistServer([4]);
    const { requests } = await openTab(server);

    expect(await screen.findByRole('heading', { level: 2, name: 'My Wishlist' })).toBeVisible();
    const card = await cardOf('Fairy Meadows & Nanga Parbat View');
    expect(cardTitles()).toEqual(['Fairy Meadows & Nanga Parbat View', 'Deosai Plains Safari']);
    expect(screen.getByText('2 saved tours')).toHaveAttribute('role', 'status');

    expect(
      within(card).getByRole('link', { name: 'Fairy Meadows & Nanga Parbat View' }),
    ).toHaveAttribute('href', '/tour/3');
    expect(within(card).getByText('Raikot, Gilgit-Baltistan')).toBeVisible();
    expect(within(card).getByText('5 days')).toBeVisible();
    expect(within(card).getByText('$599')).toBeVisible();
    expect(within(card).getByRole('link', { name: /^View Tour/ })).toHaveAttribute(
      'href',
      '/tour/3',
    );
    expect(within(card).getByRole('button', { name: /^Remove/ })).toBeEnabled();
    // The picture is decorative beside its title (alt="").
    expect(card.querySelector('img')).toHaveAttribute(
      'src',
      '/images/tours/fairy-meadows/cover-640.webp',
    );
    expect(card.querySelector('img')).toHaveAttribute('alt', '');
    const deosai = await cardOf('Deosai Plains Safari');
    expect(within(deosai).getByText('$799')).toBeVisible();
    expect(within(deosai).getByText('6 days')).toBeVisible();

    // One merge carried the device's ids; the device list is gone once the account has them.
    const merges = requests.filter((r) => r.url.endsWith('/api/my/wishlist/merge'));
    expect(merges).toHaveLength(1);
    expect(await merges[0]!.json()).toEqual({ tour_ids: [3] });
    expect(merges[0]!.headers.get('Authorization')).toBe('Bearer tok-traveller');
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('shows the loading state while the list is on its way', async () => {
    const server = fakeWishlistServer([3]);
    server.fail('POST', 'hang');
    await openTab(server);
    expect(await screen.findByText('Loading your wishlist...')).toBeInTheDocument();
    expect(screen.queryAllByTestId('wishlist-tour')).toEqual([]);
  });

  it('an empty wishlist says so and links to the tours', async () => {
    await openTab(fakeWishlistServer());
    expect(await screen.findByText('Your wishlist is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse Tours' })).toHaveAttribute('href', '/tours');
    expect(screen.queryAllByTestId('wishlist-tour')).toEqual([]);
  });

  it('a failed load keeps the device list and Try again loads the list', async () => {
    localStorage.setItem('wishlist', JSON.stringify([3]));
    const server = fakeWishlistServer();
    server.fail('POST');
    const { requests } = await openTab(server);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your wishlist could not be loaded')).toBeVisible();
    expect(localStorage.getItem('wishlist')).toBe('[3]');

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardOf('Fairy Meadows & Nanga Parbat View')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(wishlistCalls(requests)).toEqual([
      'POST /api/my/wishlist/merge',
      'POST /api/my/wishlist/merge',
    ]);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('Remove takes the tour off at once, saves it and keeps focus in the tab', async () => {
    const server = fakeWishlistServer([3, 4]);
    const { requests } = await openTab(server);
    const card = await cardOf('Deosai Plains Safari');
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Remove/ }));

    expect(cardTitles()).toEqual(['Fairy Meadows & Nanga Parbat View']);
    expect(screen.getByRole('heading', { level: 2, name: 'My Wishlist' })).toHaveFocus();
    await waitFor(() => expect(server.saved).toEqual([3]));
    expect(wishlistCalls(requests)).toContain('DELETE /api/my/wishlist/4');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Remove from wishlist: Fairy/ })).toBeEnabled(),
    );
    expect(screen.getByText('1 saved tour')).toBeInTheDocument();
  });

  it('while a removal is saved the other Remove buttons wait', async () => {
    const server = fakeWishlistServer([3, 4]);
    await openTab(server);
    server.fail('DELETE', 'hang');
    const card = await cardOf('Deosai Plains Safari');
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Remove/ }));
    expect(screen.getByRole('button', { name: /^Remove from wishlist: Fairy/ })).toBeDisabled();
  });

  it('a removal the server refuses brings the card back with a toast', async () => {
    const server = fakeWishlistServer([3, 4]);
    await openTab(server);
    server.fail('DELETE');
    const card = await cardOf('Deosai Plains Safari');
    await userEvent.setup().click(within(card).getByRole('button', { name: /^Remove/ }));
    expect(await screen.findByText('Could not update your wishlist')).toBeInTheDocument();
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Fairy Meadows & Nanga Parbat View', 'Deosai Plains Safari']),
    );
    expect(server.saved).toEqual([3, 4]);
  });

  it('the tab and the tour page share one wishlist; signing out empties the heart', async () => {
    const server = fakeWishlistServer([3]);
    const { router, session } = await openTab(server);
    await cardOf('Fairy Meadows & Nanga Parbat View');
    await act(() => router.navigate({ to: '/tour/$id', params: { id: 3 } }));
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await act(async () => {
      session.send({ type: 'session.logout' });
      await router.navigate({ to: '/tour/$id', params: { id: 3 } });
    });
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});
