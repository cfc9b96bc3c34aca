import type { CatalogueCard } from '../../contract/tours';

/** The catalogue card's planning fields of a tour without reviews or future departures. */
export const NO_PLANNING = {
  rating: null,
  review_count: 0,
  next_departure: null,
  departure_months: [],
} satisfies Partial<CatalogueCard>;

/** A tour card as GET /api/get-tours returns it; override what a test cares about. */
export function tourCard(overrides: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    id: 1,
    slug: 'k2-base-camp',
    title: 'K2 Base Camp Trek',
    description: 'Walk up the Baltoro Glacier to Concordia.',
    price: 1299,
    duration: 14,
    difficulty: 'Challenging',
    location: 'Skardu, Gilgit-Baltistan',
    group_size: '4-12',
    category_id: 1,
    thumbnail: '/images/tours/k2-base-camp/cover-640.webp',
    ...NO_PLANNING,
    ...overrides,
  };
}
