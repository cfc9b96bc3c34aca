// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueCard as TourCard } from '../../contract/tours';
import { tourCard } from '../features/tour-fixtures';
import { json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';

const TOURS: TourCard[] = [
  tourCard({
    id: 1,
    title: 'K2 Base Camp Trek',
    price: 1299,
    duration: 14,
    category_id: 1,
    rating: 4.8,
    review_count: 12,
    next_departure: '2025-06-10',
    departure_months: ['2025-06', '2025-07'],
  }),
  tourCard({
    id: 2,
    title: 'Fairy Meadows Trek',
    description: 'Camp below Nanga Parbat.',
    price: 649,
    duration: 6,
    difficulty: 'Moderate',
    location: 'Fairy Meadows, Diamer',
    category_id: 1,
    rating: 4.5,
    review_count: 8,
    next_departure: '2025-05-01',
    departure_months: ['2025-05', '2025-06'],
  }),
  tourCard({
    id: 3,
    title: 'Hunza Valley Cultural Tour',
    description: 'Forts and apricot orchards.',
    price: 799,
    duration: 7,
    difficulty: 'Easy',
    category_id: 3,
    thumbnail: null,
  }),
  tourCard({
    id: 4,
    title: 'Spantik Golden Peak Expedition',
    description: 'A 7,027 m summit.',
    price: 6900,
    duration: 28,
    difficulty: 'Extreme',
    category_id: 2,
    next_departure: null,
    departure_months: ['2025-07'],
  }),
];

function toursApi(request: Request) {
  const path = new URL(request.url).pathname;
  if (path === '/api/get-tours') return json({ data: TOURS });
  if (path === '/api/get-tours-by-category') {
    return json({
      categories: [
        { id: 1, slug: 'treks', title: 'Treks', description: '', image: null, icon: null },
        {
          id: 2,
          slug: 'expeditions',
          title: 'Expeditions',
          description: '',
          image: null,
          icon: null,
        },
        { id: 3, slug: 'cultural', title: 'Cultural', description: '', image: null, icon: null },
      ],
      tours: {
        '1': TOURS.filter((t) => t.category_id === 1),
        '2': TOURS.filter((t) => t.category_id === 2),
        '3': TOURS.filter((t) => t.category_id === 3),
      },
    });
  }
  return notFound();
}

const resultTitles = () =>
  screen
    .queryAllByTestId('tour-result')
    .map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/tours wiring', () => {
  it('shows skeletons while loading, then every tour with its details and link', async () => {
    let release!: () => void;
    await renderApp('/tours', async (request) => {
      await new Promise<void>((r) => (release = r));
      return toursApi(request);
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discover Our Tours & Treks' }),
    ).toBeVisible();
    expect(screen.getByTestId('results-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading tours...');
    // The request follows (the API client and the answer's schema load on the first request).
    await waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    expect(await screen.findByText('Showing 4 of 4 tours')).toBeInTheDocument();
    expect(screen.queryByTestId('results-skeleton')).toBeNull();

    const k2 = screen.getAllByTestId('tour-result')[0]!;
    expect(within(k2).getByRole('link', { name: 'K2 Base Camp Trek' })).toHaveAttribute(
      'href',
      '/tour/1',
    );
    expect(within(k2).getByText('Challenging')).toBeInTheDocument();
    expect(within(k2).getByText('14 days')).toBeInTheDocument();
    expect(within(k2).getByText('Skardu, Gilgit-Baltistan')).toBeInTheDocument();
    expect(within(k2).getByText('$1,299')).toBeInTheDocument();
    const image = within(k2).getByRole('img', { name: 'K2 Base Camp Trek' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('cover-1280.webp 1280w'));
    // A tour without a thumbnail shows the placeholder.
    expect(
      within(screen.getAllByTestId('tour-result')[2]!).getByText('No Image'),
    ).toBeInTheDocument();
  });

  it('a filter narrows the list and lands in the URL; "all" leaves the URL again', async () => {
    const { router } = await renderApp('/tours', toursApi);
    const user = userEvent.setup();
    await screen.findByText('Showing 4 of 4 tours');

    await user.selectOptions(screen.getByLabelText('Price'), '500-1000');
    await waitFor(() =>
      expect(resultTitles()).toEqual(['Fairy Meadows Trek', 'Hunza Valley Cultural Tour']),
    );
    expect(router.state.location.search).toEqual({ price: '500-1000' });

    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Easy');
    await waitFor(() => expect(resultTitles()).toEqual(['Hunza Valley Cultural Tour']));
    expect(router.state.location.search).toEqual({ price: '500-1000', difficulty: 'Easy' });
    expect(screen.getByText('Showing 1 of 4 tours')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Price'), 'all');
    await waitFor(() => expect(router.state.location.search).toEqual({ difficulty: 'Easy' }));
    expect(router.state.location.href).toBe('/tours?difficulty=Easy');
  });

  it('sorts, filters by the month of travel and by Extreme; each lands in the URL (issue 17)', async () => {
    // A page in the URL: a new order goes back to the first.
    const { router } = await renderApp('/tours?page=2', toursApi);
    const user = userEvent.setup();
    await screen.findByText('Showing 4 of 4 tours');
    // Each card shows what the sorts go by.
    const [k2, , , spantik] = screen.getAllByTestId('tour-result');
    expect(within(k2!).getByText('Next departure June 10, 2025')).toBeInTheDocument();
    expect(within(k2!).getByText('Rated 4.8 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(within(spantik!).getByText('No open departures')).toBeInTheDocument();
    expect(within(spantik!).queryByText(/^Rated/)).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sort tours'), 'price-desc');
    await waitFor(() =>
      expect(resultTitles()).toEqual([
        'Spantik Golden Peak Expedition',
        'K2 Base Camp Trek',
        'Hunza Valley Cultural Tour',
        'Fairy Meadows Trek',
      ]),
    );
    expect(router.state.location.search).toEqual({ sort: 'price-desc' });

    await user.selectOptions(screen.getByLabelText('Sort tours'), 'departure');
    await waitFor(() =>
      expect(resultTitles()).toEqual([
        'Fairy Meadows Trek',
        'K2 Base Camp Trek',
        'Hunza Valley Cultural Tour',
        'Spantik Golden Peak Expedition',
      ]),
    );

    const month = screen.getByLabelText('Travelling in');
    expect(
      within(month)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Any month', 'May 2025', 'June 2025', 'July 2025']);
    await user.selectOptions(month, '2025-06');
    await waitFor(() =>
      expect(resultTitles()).toEqual(['Fairy Meadows Trek', 'K2 Base Camp Trek']),
    );
    expect(router.state.location.search).toEqual({ sort: 'departure', month: '2025-06' });

    await user.selectOptions(screen.getByLabelText('Sort tours'), 'rating');
    await waitFor(() =>
      expect(resultTitles()).toEqual(['K2 Base Camp Trek', 'Fairy Meadows Trek']),
    );

    await user.selectOptions(month, 'all');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Extreme');
    await waitFor(() => expect(resultTitles()).toEqual(['Spantik Golden Peak Expedition']));
    await user.selectOptions(screen.getByLabelText('Sort tours'), 'default');
    await waitFor(() => expect(router.state.location.href).toBe('/tours?difficulty=Extreme'));
  });

  it('a month none of the tours departs in (a stale link) filters nothing out', async () => {
    await renderApp('/tours?month=2024-01&sort=rating', toursApi);
    await screen.findByText('Showing 4 of 4 tours');
    expect(screen.getByLabelText('Travelling in')).toHaveValue('all');
    expect(screen.getByLabelText('Sort tours')).toHaveValue('rating');
    expect(screen.getByRole('button', { name: 'Clear filters', hidden: true })).toBeDisabled();
  });

  it('reads filters from the URL, and invalid values fall back to the defaults', async () => {
    const { router } = await renderApp('/tours?duration=6-10&price=banana&view=list', toursApi);
    await screen.findByText('Showing 2 of 4 tours');
    expect(resultTitles()).toEqual(['Fairy Meadows Trek', 'Hunza Valley Cultural Tour']);
    expect(screen.getByLabelText('Duration')).toHaveValue('6-10');
    expect(screen.getByLabelText('Price')).toHaveValue('all');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toEqual({ duration: '6-10', view: 'list' });
  });

  it('search matches title or description; typing replaces the history entry it pushed', async () => {
    const { router, history } = await renderApp('/tours', toursApi);
    const user = userEvent.setup();
    await screen.findByText('Showing 4 of 4 tours');
    const before = history.length;

    await user.type(screen.getByLabelText('Search tours'), 'APRICOT');
    await waitFor(() => expect(resultTitles()).toEqual(['Hunza Valley Cultural Tour']));
    expect(router.state.location.search).toEqual({ q: 'APRICOT' });
    expect(history.length).toBe(before + 1);

    await user.clear(screen.getByLabelText('Search tours'));
    await user.type(screen.getByLabelText('Search tours'), 'trek');
    await waitFor(() =>
      expect(resultTitles()).toEqual(['K2 Base Camp Trek', 'Fairy Meadows Trek']),
    );
  });

  it('the view toggle is a pair of pressed buttons and puts the list view in the URL', async () => {
    const { router } = await renderApp('/tours', toursApi);
    const user = userEvent.setup();
    await screen.findByText('Showing 4 of 4 tours');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');

    await user.click(list);
    await waitFor(() => expect(list).toHaveAttribute('aria-pressed', 'true'));
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toEqual({ view: 'list' });

    await user.click(grid);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("shows 'No tours found' with the hint, and Clear filters brings the list back", async () => {
    const { router } = await renderApp('/tours?q=zzz&view=list', toursApi);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No tours found' })).toBeInTheDocument();
    expect(screen.getByText(/Try adjusting your filters or search terms/)).toBeInTheDocument();
    const empty = screen.getByTestId('results-empty');
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Showing 4 of 4 tours');
    expect(router.state.location.search).toEqual({ view: 'list' });
    expect(screen.getByLabelText('Search tours')).toHaveValue('');
  });

  it("a failed fetch is logged, shows 'No tours found' and Try again loads the list", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { requests } = await renderApp('/tours', (request) =>
      fail ? json({ message: 'Server Error' }, 500) : toursApi(request),
    );
    const user = userEvent.setup();
    const failed = await screen.findByTestId('results-failed');
    expect(within(failed).getByRole('heading', { name: 'No tours found' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith('Failed to fetch tours:', expect.anything());

    fail = false;
    const calls = requests.length;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 4 of 4 tours');
    expect(requests.length).toBe(calls + 1);
  });
});

describe('/tours/trek and /tours/expedition wiring', () => {
  it('the trek page lists only the treks category', async () => {
    const { requests } = await renderApp('/tours/trek', toursApi);
    expect(screen.getByRole('heading', { level: 1, name: 'Trekking Tours' })).toBeInTheDocument();
    await screen.findByText('Showing 2 of 2 treks');
    expect(resultTitles()).toEqual(['K2 Base Camp Trek', 'Fairy Meadows Trek']);
    expect(requests.every((r) => new URL(r.url).pathname === '/api/get-tours-by-category')).toBe(
      true,
    );
  });

  it('the expedition page offers the expedition durations and its empty state', async () => {
    const { router } = await renderApp('/tours/expedition', toursApi);
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Mountain Expeditions' }),
    ).toBeInTheDocument();
    await screen.findByText('Showing 1 of 1 expedition');
    const duration = screen.getByLabelText('Duration');
    expect(
      within(duration)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual(['Any duration', '1-19 days', '20-29 days', '30+ days']);
    await user.selectOptions(duration, '30+');
    expect(
      await screen.findByRole('heading', { name: 'No expeditions found' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ duration: '30+' });
  });
});

describe('/tours pages of cards (issue 16)', () => {
  /** 30 tours: 15 Moderate (even ids), 15 Easy. */
  const MANY: TourCard[] = Array.from({ length: 30 }, (_, i) =>
    tourCard({
      id: i + 1,
      title: `Tour ${i + 1}`,
      price: 100 * (i + 1),
      difficulty: (i + 1) % 2 === 0 ? 'Moderate' : 'Easy',
    }),
  );
  const manyApi = (request: Request) =>
    new URL(request.url).pathname === '/api/get-tours' ? json({ data: MANY }) : notFound();
  const titlesOf = (ids: number[]) => ids.map((id) => `Tour ${id}`);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);

  it('shows 12 cards of the page the URL names; Next and Previous move the page in the URL', async () => {
    const { router } = await renderApp('/tours?page=2&view=list', manyApi);
    expect(await screen.findByText('Showing 13-24 of 30 tours')).toBeInTheDocument();
    expect(resultTitles()).toEqual(titlesOf(range(13, 24)));
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    // Links to their pages' URLs, filters and view kept (crawlers and new tabs follow them).
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/tours?page=3&view=list',
    );
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute(
      'href',
      '/tours?view=list',
    );

    const user = userEvent.setup();
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'list', page: 3 }));
    expect(resultTitles()).toEqual(titlesOf(range(25, 30)));
    expect(screen.getByText('Showing 25-30 of 30 tours')).toBeInTheDocument();
    // The top of the results takes the focus, so the new cards are read from the first.
    expect(screen.getByRole('group', { name: 'Results' })).toHaveFocus();

    // The last page: Next is a disabled button, not a link to a page past the end.
    expect(within(pages).getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(within(pages).getByRole('link', { name: /Previous/ }));
    await user.click(within(pages).getByRole('link', { name: /Previous/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/tours?view=list'));
    expect(within(pages).getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(resultTitles()).toEqual(titlesOf(range(1, 12)));
  });

  it('a filter goes back to page 1 and is kept on the next page; the URL round-trips', async () => {
    const { router } = await renderApp('/tours?page=2', manyApi);
    await screen.findByText('Showing 13-24 of 30 tours');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Moderate');
    await waitFor(() => expect(router.state.location.href).toBe('/tours?difficulty=Moderate'));
    const moderate = range(1, 30).filter((id) => id % 2 === 0);
    expect(resultTitles()).toEqual(titlesOf(moderate.slice(0, 12)));
    expect(screen.getByText('Showing 1-12 of 15 tours')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Next/ }));
    await waitFor(() =>
      expect(router.state.location.href).toBe('/tours?difficulty=Moderate&page=2'),
    );
    expect(resultTitles()).toEqual(titlesOf(moderate.slice(12)));
  });

  it('opens a filtered page from its link with its filter set', async () => {
    await renderApp('/tours?difficulty=Moderate&page=2', manyApi);
    expect(await screen.findByText('Showing 13-15 of 15 tours')).toBeInTheDocument();
    expect(screen.getByLabelText('Difficulty')).toHaveValue('Moderate');
    expect(screen.getAllByTestId('tour-result')).toHaveLength(3);
  });

  it('a page past the last shows the last', async () => {
    await renderApp('/tours?page=9', manyApi);
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(resultTitles()).toEqual(titlesOf(range(25, 30)));
  });

  it('a page that is not a number opens the first', async () => {
    const { router } = await renderApp('/tours?page=abc', manyApi);
    expect(await screen.findByText('Showing 1-12 of 30 tours')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
  });
});
