// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTour } from '../../contract/admin-tours';
import { adminTour } from '../machines/admin-tour-list-fixture';
import { json, routes, sent, type ApiRoute } from '../support/fake-api';
import { storeAdminSession } from '../support/stored-session';
import { renderApp } from '../support/render-app';

const k2 = adminTour({ bookings: 12 });
const fairy = adminTour({
  id: 2,
  slug: 'fairy-meadows',
  title: 'Fairy Meadows Trek',
  location: 'Diamer',
  status: 'Draft',
  difficulty: 'Moderate',
  price: 649,
  bookings: 0,
  thumbnail: null,
});
const deosai = adminTour({
  id: 3,
  slug: 'deosai',
  title: 'Deosai Plains Safari',
  location: 'Deosai National Park',
  status: 'Inactive',
  difficulty: 'Easy',
  price: 499,
  bookings: 2,
});
const TOURS = [k2, fairy, deosai];

beforeEach(() => {
  localStorage.clear();
  storeAdminSession();
});

const SORTS: Record<string, (a: AdminTour, b: AdminTour) => number> = {
  newest: (a, b) => b.id - a.id,
  title: (a, b) => a.title.localeCompare(b.title) || a.id - b.id,
  'price-asc': (a, b) => a.price - b.price || a.title.localeCompare(b.title),
  'price-desc': (a, b) => b.price - a.price || a.title.localeCompare(b.title),
};

/**
 * A stand-in for the server's GET /api/tours (tests/server/admin-tours-paging.test.ts checks the
 * real one): the search, filters, sort and page of the request's query applied to `tours`.
 */
function tourPage(tours: AdminTour[], url: URL) {
  const get = (key: string) => url.searchParams.get(key) ?? undefined;
  const q = get('q')?.toLowerCase();
  const perPage = Number(get('perPage') ?? 12);
  const page = Number(get('page') ?? 1);
  const matching = tours
    .filter(
      (t) =>
        (!q || `${t.title} ${t.location}`.toLowerCase().includes(q)) &&
        (!get('status') || t.status === get('status')) &&
        (!get('difficulty') || t.difficulty === get('difficulty')),
    )
    .sort(SORTS[get('sort') ?? 'newest']);
  return {
    success: true,
    data: matching.slice((page - 1) * perPage, page * perPage),
    meta: {
      page,
      perPage,
      total: matching.length,
      lastPage: Math.max(1, Math.ceil(matching.length / perPage)),
    },
  };
}

/** GET /api/tours answers from `list()` (re-read per request); `extra` handles the rest. */
const api = (list: () => AdminTour[] | Response, extra: ApiRoute = () => undefined) =>
  routes((request, url) => {
    if (request.method !== 'GET' || url.pathname !== '/api/tours') return undefined;
    const current = list();
    return current instanceof Response ? current : json(tourPage(current, url));
  }, extra);

const card = (title: string) => screen.getByRole('article', { name: title });
const cardTitles = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
/** GET /api/tours requests that were not aborted (StrictMode mounts the page twice in tests). */
const listRequests = (requests: Request[]) => sent(requests, 'GET', '/api/tours');

describe('tour management: the list', () => {
  it('loads GET /api/tours with the bearer token and shows a card per tour', async () => {
    const { requests } = await renderApp(
      '/admin/tours',
      api(() => TOURS),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tour Management' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 tours')).toBeInTheDocument();
    expect(listRequests(requests)[0]!.headers.get('Authorization')).toBe('Bearer tok-admin');

    const k2Card = card('K2 Base Camp Trek');
    expect(within(k2Card).getByText('Active')).toBeInTheDocument();
    expect(within(k2Card).getByText('Challenging')).toBeInTheDocument();
    expect(within(k2Card).getByText('14 days')).toBeInTheDocument();
    expect(within(k2Card).getByText('Skardu, Gilgit-Baltistan')).toBeInTheDocument();
    expect(k2Card).toHaveTextContent('$1,299 per person');
    expect(k2Card).toHaveTextContent('All-time bookings: 12');
    expect(within(k2Card).getByRole('img', { name: 'K2 Base Camp Trek' })).toHaveAttribute(
      'src',
      '/images/tours/k2-base-camp/cover-640.webp',
    );
    expect(within(k2Card).getByRole('link', { name: 'View K2 Base Camp Trek' })).toHaveAttribute(
      'href',
      '/tour/1',
    );
    expect(within(k2Card).getByRole('link', { name: 'Edit K2 Base Camp Trek' })).toHaveAttribute(
      'href',
      '/admin/tours/customize/1',
    );

    // Only Active tours are public and count bookings on the card.
    const draft = card('Fairy Meadows Trek');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByText('No Image')).toBeInTheDocument();
    expect(draft).not.toHaveTextContent('All-time bookings');
    // View still works: it opens the admin-only preview (issue 14).
    const view = within(draft).getByRole('link', { name: 'View Fairy Meadows Trek' });
    expect(view).toHaveAttribute('href', '/tour/2');
    expect(view).not.toHaveAttribute('aria-disabled');
    expect(view).toHaveAccessibleDescription(
      'Not public: only Active tours appear on the website.',
    );
    expect(within(card('Deosai Plains Safari')).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Tour' })).toHaveAttribute(
      'href',
      '/admin/tours/customize',
    );
  });

  it("shows 'Loading tours...' until the list arrives", async () => {
    // Every request waits (the layout's unread-enquiries count too) until released together;
    // the guard's access check answers at once, so the page shows.
    const waiting: Array<() => void> = [];
    await renderApp(
      '/admin/tours',
      api(() => TOURS),
    );
    cleanup();
    vi.unstubAllGlobals();
    await renderApp('/admin/tours', async (request) => {
      if (new URL(request.url).pathname === '/api/admin/access') {
        return json({ data: { admitted: true } });
      }
      await new Promise<void>((r) => waiting.push(r));
      return api(() => TOURS)(request);
    });
    expect(await screen.findByText('Loading tours...')).toBeInTheDocument();
    waiting.forEach((release) => release());
    expect(await screen.findByText('Showing 3 of 3 tours')).toBeInTheDocument();
  });

  it('search, filter and sort live in the URL and narrow the cards', async () => {
    const { router } = await renderApp(
      '/admin/tours',
      api(() => TOURS),
    );
    await screen.findByText('Showing 3 of 3 tours');
    expect(cardTitles()).toEqual([
      'Deosai Plains Safari',
      'Fairy Meadows Trek',
      'K2 Base Camp Trek',
    ]);
    const user = userEvent.setup();

    await user.type(screen.getByPlaceholderText('Search tours...'), 'diamer');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'diamer' }));
    expect(cardTitles()).toEqual(['Fairy Meadows Trek']);

    await user.clear(screen.getByPlaceholderText('Search tours...'));
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    expect(router.state.location.search).toEqual({ status: 'Inactive' });
    expect(cardTitles()).toEqual(['Deosai Plains Safari']);
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Moderate');
    expect(cardTitles()).toEqual(['Fairy Meadows Trek']);
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Extreme');
    expect(screen.getByText('No tours found matching your search.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(router.state.location.search).toEqual({});

    await user.selectOptions(screen.getByLabelText('Sort tours'), 'price-desc');
    expect(router.state.location.search).toEqual({ sort: 'price-desc' });
    expect(cardTitles()).toEqual([
      'K2 Base Camp Trek',
      'Fairy Meadows Trek',
      'Deosai Plains Safari',
    ]);
    await user.selectOptions(screen.getByLabelText('Sort tours'), 'title');
    expect(cardTitles()).toEqual([
      'Deosai Plains Safari',
      'Fairy Meadows Trek',
      'K2 Base Camp Trek',
    ]);
  });

  it('opens a filtered link with the filters applied and the panel open', async () => {
    await renderApp(
      '/admin/tours?status=Draft&q=fairy',
      api(() => TOURS),
    );
    expect(await screen.findByText('Showing 1 of 1 tour')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search tours...')).toHaveValue('fairy');
    expect(screen.getByLabelText('Status')).toHaveValue('Draft');
  });
});

describe('tour management: pages (issue 16)', () => {
  const many = Array.from({ length: 14 }, (_, i) =>
    adminTour({
      id: i + 1,
      slug: `tour-${i + 1}`,
      title: `Tour ${String(i + 1).padStart(2, '0')}`,
    }),
  );

  it('shows one page of 12 with Previous / Page X of Y / Next, the page kept in the URL', async () => {
    const { router, requests } = await renderApp(
      '/admin/tours',
      api(() => many),
    );
    expect(await screen.findByText('Showing 12 of 14 tours')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Tour 14');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(await screen.findByText('Showing 2 of 14 tours')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Tour 02', 'Tour 01']);
    expect(new URL(listRequests(requests).at(-1)!.url).searchParams.get('page')).toBe('2');
    // Another sort starts again at the first page.
    await user.selectOptions(screen.getByLabelText('Sort tours'), 'title');
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'title' }));
    expect(await screen.findByText('Showing 12 of 14 tours')).toBeInTheDocument();
    expect(cardTitles()[0]).toBe('Tour 01');
  });
});

describe('tour management: failures (SPEC 8)', () => {
  it("shows the server's message and retries with 'Try again'", async () => {
    let fail = true;
    const { requests } = await renderApp(
      '/admin/tours',
      api(() => (fail ? json({ message: 'Server is busy.' }, 500) : TOURS)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Server is busy.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 3 of 3 tours')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(2);
  });

  it("says 'Failed to fetch tours.' when the server gives no message", async () => {
    await renderApp(
      '/admin/tours',
      api(() => new Response('oops', { status: 500 })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch tours.');
  });

  it("says 'Invalid response structure.' when the success flag is absent", async () => {
    await renderApp(
      '/admin/tours',
      api(() => json({ data: TOURS })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid response structure.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it("says 'No tours found matching your search.' for an empty list", async () => {
    await renderApp(
      '/admin/tours',
      api(() => []),
    );
    expect(await screen.findByText('No tours found matching your search.')).toBeInTheDocument();
  });
});

describe('tour management: delete', () => {
  it('asks first; Cancel sends nothing', async () => {
    const { requests } = await renderApp(
      '/admin/tours',
      api(() => TOURS),
    );
    await screen.findByText('Showing 3 of 3 tours');
    const user = userEvent.setup();
    await user.click(
      within(card('K2 Base Camp Trek')).getByRole('button', { name: 'Delete K2 Base Camp Trek' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this tour?');
    expect(dialog).toHaveTextContent('K2 Base Camp Trek');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('deletes after the confirm, says so, and reloads the list', async () => {
    let tours = TOURS;
    let release!: () => void;
    const { requests } = await renderApp(
      '/admin/tours',
      api(
        () => tours,
        async (request, url) => {
          if (request.method === 'DELETE' && url.pathname === '/api/tours/2') {
            await new Promise<void>((r) => (release = r));
            tours = [k2, deosai];
            return json({ success: true, deleted: true });
          }
          return undefined;
        },
      ),
    );
    await screen.findByText('Showing 3 of 3 tours');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Fairy Meadows Trek' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();
    expect(await screen.findByText('"Fairy Meadows Trek" has been deleted.')).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 2 tours')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Fairy Meadows Trek' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const deleted = requests.find((r) => r.method === 'DELETE')!;
    expect(deleted.headers.get('Authorization')).toBe('Bearer tok-admin');
    expect(listRequests(requests)).toHaveLength(2);
  });

  it("a tour with bookings is set Inactive: the server's message is shown", async () => {
    let tours = TOURS;
    const message = 'This tour has bookings, so it was set to Inactive instead of deleted.';
    await renderApp(
      '/admin/tours',
      api(
        () => tours,
        (request, url) => {
          if (request.method === 'DELETE' && url.pathname === '/api/tours/1') {
            tours = [{ ...k2, status: 'Inactive' }, fairy, deosai];
            return json({ success: true, deleted: false, status: 'Inactive', message });
          }
          return undefined;
        },
      ),
    );
    await screen.findByText('Showing 3 of 3 tours');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete K2 Base Camp Trek' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Tour set to Inactive')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card('K2 Base Camp Trek')).getByText('Inactive')).toBeInTheDocument(),
    );
  });

  it('a failed delete keeps the list and shows the message', async () => {
    const { requests } = await renderApp(
      '/admin/tours',
      api(
        () => TOURS,
        (request) =>
          request.method === 'DELETE' ? json({ message: 'Tour not found.' }, 404) : undefined,
      ),
    );
    await screen.findByText('Showing 3 of 3 tours');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Deosai Plains Safari' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Tour not found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 tours')).toBeInTheDocument();
    expect(listRequests(requests)).toHaveLength(1);
  });
});

describe('tour management: clone', () => {
  it('clones into a Draft copy and opens it in the wizard', async () => {
    const { router, requests } = await renderApp(
      '/admin/tours',
      api(
        () => TOURS,
        (request, url) =>
          request.method === 'POST' && url.pathname === '/api/tours/1/clone'
            ? json(
                {
                  success: true,
                  data: {
                    id: 9,
                    slug: 'k2-base-camp-copy',
                    title: 'K2 Base Camp Trek (Copy)',
                    description: 'Walk up the Baltoro.',
                    important_notes: null,
                    price: 1299,
                    duration: 14,
                    group_size: '4-12',
                    location: 'Skardu',
                    altitude: null,
                    season: null,
                    difficulty: 'Challenging',
                    status: 'Draft',
                    category_id: 1,
                    thumbnail: null,
                  },
                },
                201,
              )
            : undefined,
      ),
    );
    await screen.findByText('Showing 3 of 3 tours');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clone K2 Base Camp Trek' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/tours/customize/9'));
    expect(
      await screen.findByText('"K2 Base Camp Trek (Copy)" was created as a Draft.'),
    ).toBeInTheDocument();
    const clone = requests.find((r) => r.method === 'POST')!;
    expect(clone.headers.get('Authorization')).toBe('Bearer tok-admin');
  });

  it('a failed clone stays on the list with the message', async () => {
    const { router } = await renderApp(
      '/admin/tours',
      api(
        () => TOURS,
        (request) => (request.method === 'POST' ? new Response('', { status: 500 }) : undefined),
      ),
    );
    await screen.findByText('Showing 3 of 3 tours');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clone Fairy Meadows Trek' }));
    expect(await screen.findByText('Clone failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/tours');
    expect(screen.getByRole('button', { name: 'Clone Fairy Meadows Trek' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
