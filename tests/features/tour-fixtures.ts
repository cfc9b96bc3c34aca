import type { TourCard } from '../../contract/tours';

/** A tour card as GET /api/get-tours returns it; override what a test cares about. */
export function tourCard(overrides: Partial<TourCard> = {}): TourCard {
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
    ...overrides,
  };
}
