// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeaturedTour, CatalogueCard, ToursByCategoryResponse } from '../../contract/tours';
import { json, notFound } from '../support/fake-api';
import { renderApp } from '../support/render-app';
import { NO_PLANNING } from '../features/tour-fixtures';

function tour(id: number, title: string, categoryId: number, price: number): CatalogueCard {
  return {
    id,
    slug: `tour-${id}`,
    title,
    description: `${title} description`,
    price,
    duration: id + 3,
    difficulty: 'Moderate',
    location: 'Skardu',
    group_size: '2-12',
    category_id: categoryId,
    thumbnail: `/images/tours/tour-${id}/cover-640.webp`,
    ...NO_PLANNING,
  };
}

const k2 = tour(1, 'K2 Base Camp Trek', 10, 1299);
const hunza = tour(2, 'Hunza Valley Cultural Tour', 20, 799);
/** As GET /api/tours/featured answers: K2 with 12 reviews averaging 4.7, Hunza without reviews. */
const featuredTours: FeaturedTour[] = [
  { ...k2, rating: 4.7, review_count: 12 },
  { ...hunza, rating: null, review_count: 0 },
];
const byCategory: ToursByCategoryResponse = {
  categories: [
    {
      id: 10,
      slug: 'treks',
      title: 'Trekking Adventures',
      description: 'Treks',
      image: null,
      icon: null,
    },
    {
      id: 20,
      slug: 'cultural',
      title: 'Cultural Tours',
      description: 'Forts',
      image: null,
      icon: null,
    },
    {
      id: 30,
      slug: 'photography',
      title: 'Photography Tours',
      description: 'Light',
      image: '/storage/placeholder.png',
      icon: null,
    },
  ],
  tours: { '10': [k2], '20': [hunza], '30': [] },
};

type Api = { featured?: () => Response; categories?: () => Response };

function homeApi({ featured, categories }: Api = {}) {
  return (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/tours/featured') return featured?.() ?? json({ data: featuredTours });
    if (path === '/api/get-tours-by-category') return categories?.() ?? json(byCategory);
    return notFound();
  };
}

/** Every observed element is reported visible at once, so lazy sections and fades run. */
class VisibleObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

const scrolled: Element[] = [];

beforeEach(() => {
  localStorage.clear();
  scrolled.length = 0;
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('home hero and head', () => {
  it('shows the headline and buttons; Learn More scrolls to the categories', async () => {
    await renderApp('/', homeApi());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Explore the Wonders of Northern Pakistan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Tours' })).toHaveAttribute('href', '/tours');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Learn More' }));
    expect(scrolled.map((el) => el.id)).toEqual(['more-tours']);
    expect(document.getElementById('more-tours')).toHaveFocus();
  });

  it('sets the title and social meta tags', async () => {
    await renderApp('/', homeApi());
    await waitFor(() => expect(document.title).toBe('Explore the North | Karakoram Trails'));
    const meta = (key: string) =>
      document
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute('content');
    expect(meta('description')).toBe('Book custom tours in Skardu with our experienced guides.');
    expect(meta('keywords')).toMatch(/Skardu/);
    expect(meta('og:title')).toBe('Explore the North | Karakoram Trails');
    expect(meta('og:description')).toBe('Book custom tours in Skardu with our experienced guides.');
    expect(meta('og:image')).toMatch(/\/images\/og-image\.webp$/);
    expect(meta('og:url')).toMatch(/^http.*\/$/);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });
});

describe('featured tours', () => {
  it('shows a card per featured tour linking to /tour/{id} with price, days and its rating', async () => {
    await renderApp('/', homeApi());
    const section = screen.getByRole('region', { name: 'Featured Tours & Treks' });
    const link = await within(section).findByRole('link', { name: 'K2 Base Camp Trek' });
    expect(link).toHaveAttribute('href', '/tour/1');
    const card = within(link.closest('article')!);
    expect(card.getByText('$1,299')).toBeInTheDocument();
    expect(card.getByText('4 days')).toBeInTheDocument();
    expect(card.getByText('Moderate')).toBeInTheDocument();
    // The real average and count (ARCHITECTURE), not SPEC's sample five stars and (24).
    const rating = card.getByRole('img', { name: 'Rated 4.7 out of 5 from 12 reviews' });
    expect(rating).toHaveTextContent('4.7(12)');
    expect(within(section).queryByText('(24)')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View All Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
  });

  it('shows no stars or count on a tour without reviews', async () => {
    await renderApp('/', homeApi());
    const section = screen.getByRole('region', { name: 'Featured Tours & Treks' });
    const link = await within(section).findByRole('link', { name: 'Hunza Valley Cultural Tour' });
    const card = within(link.closest('article')!);
    expect(card.getByText('$799')).toBeInTheDocument();
    expect(card.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(card.queryByText(/\(\d+\)/)).not.toBeInTheDocument();
    expect(within(section).getAllByRole('img', { name: /^Rated/ })).toHaveLength(1);
  });

  it('reads out a single review in the singular', async () => {
    await renderApp(
      '/',
      homeApi({ featured: () => json({ data: [{ ...k2, rating: 5, review_count: 1 }] }) }),
    );
    const section = screen.getByRole('region', { name: 'Featured Tours & Treks' });
    expect(
      await within(section).findByRole('img', { name: 'Rated 5 out of 5 from 1 review' }),
    ).toHaveTextContent('5.0(1)');
  });

  it('only logs a failure and shows no cards', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/', homeApi({ featured: () => json({ message: 'Server Error' }, 500) }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Failed to fetch featured tours', expect.anything()),
    );
    const section = screen.getByRole('region', { name: 'Featured Tours & Treks' });
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: 'View All Tours' })).toBeInTheDocument();
  });
});

describe('tour categories', () => {
  it('selects the first category, switches on click and shows the empty message', async () => {
    await renderApp('/', homeApi());
    const section = screen.getByRole('region', { name: 'Explore Our Tour Categories' });
    const treks = await within(section).findByRole('button', { name: /Trekking Adventures/ });
    const cultural = within(section).getByRole('button', { name: /Cultural Tours/ });
    expect(treks).toHaveAttribute('aria-pressed', 'true');
    expect(cultural).toHaveAttribute('aria-pressed', 'false');
    // Issue 17: the badge counts in English ('1 Tour', '0 Tours').
    expect(within(treks).getByText('1 Tour')).toBeInTheDocument();
    expect(
      within(within(section).getByRole('button', { name: /Photography/ })).getByText('0 Tours'),
    ).toBeInTheDocument();
    const grid = within(section).getByRole('region', { name: 'Trekking Adventures' });
    expect(within(grid).getByRole('link', { name: 'K2 Base Camp Trek' })).toHaveAttribute(
      'href',
      '/tour/1',
    );

    const user = userEvent.setup();
    await user.click(cultural);
    expect(cultural).toHaveAttribute('aria-pressed', 'true');
    expect(treks).toHaveAttribute('aria-pressed', 'false');
    const culturalGrid = within(section).getByRole('region', { name: 'Cultural Tours' });
    expect(
      within(culturalGrid).getByRole('link', { name: 'Hunza Valley Cultural Tour' }),
    ).toHaveAttribute('href', '/tour/2');
    expect(within(culturalGrid).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/tour/2',
    );

    const photography = within(section).getByRole('button', { name: /Photography Tours/ });
    // No tour picture and a storage placeholder as the category image: 'No Image'.
    expect(within(photography).getByText('No Image')).toBeInTheDocument();
    await user.click(photography);
    expect(within(section).getByText('No tours found in this category.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Browse All Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
  });

  it("'View Tours' selects the category and scrolls to its tours", async () => {
    await renderApp('/', homeApi());
    const section = screen.getByRole('region', { name: 'Explore Our Tour Categories' });
    await within(section).findByRole('button', { name: /Cultural Tours/ });
    const links = within(section).getAllByRole('link', { name: 'View Tours' });
    await userEvent.setup().click(links[1]!);
    expect(within(section).getByRole('button', { name: /Cultural Tours/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(scrolled.map((el) => el.id)).toEqual(['category-tours']);
  });

  it("logs 'Failed to fetch tour data' with the HTTP status, keeps loading, and retries", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const { requests } = await renderApp(
      '/',
      homeApi({
        categories: () => (fail ? json({ message: 'Server Error' }, 500) : json(byCategory)),
      }),
    );
    const section = screen.getByRole('region', { name: 'Explore Our Tour Categories' });
    const retry = await within(section).findByRole('button', { name: 'Retry' });
    expect(error).toHaveBeenCalledWith(
      'Failed to fetch tour data',
      expect.objectContaining({ message: 'HTTP error! status: 500' }),
    );
    expect(within(section).queryByRole('button', { name: /Trekking Adventures/ })).toBeNull();
    // StrictMode mounts twice in development, so count from here.
    const calls = () => requests.filter((r) => r.url.endsWith('/api/get-tours-by-category')).length;
    const before = calls();
    fail = false;
    await userEvent.setup().click(retry);
    expect(
      await within(section).findByRole('button', { name: /Trekking Adventures/ }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(calls()).toBe(before + 1);
  });
});

describe('testimonials', () => {
  it('shows one at a time and a dot goes to that testimonial', async () => {
    await renderApp('/', homeApi());
    const section = screen.getByRole('region', { name: 'What Our Adventurers Say' });
    expect(
      within(section).getByText(
        'Hear from travelers who have experienced our treks and adventures',
      ),
    ).toBeInTheDocument();
    const dots = await within(section).findAllByRole('button', { name: /^Go to testimonial \d+$/ });
    expect(dots).toHaveLength(10);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(within(section).getAllByRole('figure')).toHaveLength(1);
    const first = within(section).getByRole('figure').textContent;

    await userEvent
      .setup()
      .click(within(section).getByRole('button', { name: 'Go to testimonial 3' }));
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    expect(within(section).getByRole('figure').textContent).not.toBe(first);
    expect(within(section).getByText('Kuala Lumpur, Malaysia')).toBeInTheDocument();
  });
});

describe('call to action', () => {
  it('links to /tours and /contact', async () => {
    await renderApp('/', homeApi());
    const band = screen.getByRole('region', { name: 'Ready for Your Next Adventure?' });
    expect(within(band).getByRole('link', { name: 'Browse Tours' })).toHaveAttribute(
      'href',
      '/tours',
    );
    expect(within(band).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await act(async () => {});
  });
});
