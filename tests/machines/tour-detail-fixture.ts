import type { TourDetail } from '../../contract/tours';

/** A tour as GET /api/tour-details/{id} answers it (seed-like K2 Base Camp Trek). */
export function makeTour(overrides: Partial<TourDetail> = {}): TourDetail {
  const slug = overrides.slug ?? 'k2-base-camp';
  return {
    id: 7,
    slug,
    title: 'K2 Base Camp Trek',
    description:
      'Walk up the Baltoro Glacier, past the granite spires of the Trango Towers and the Cathedral group, to Concordia and the foot of K2, the second-highest mountain on Earth. This is the classic Karakoram journey.',
    price: 1299,
    duration: 14,
    difficulty: 'Challenging',
    location: 'Skardu, Gilgit-Baltistan',
    group_size: '4-12',
    category_id: 1,
    thumbnail: `/images/tours/${slug}/cover-640.webp`,
    status: 'Active',
    altitude: '5,150 m',
    season: 'June - August',
    important_notes: 'You should be able to walk 6-8 hours a day.',
    media: [1, 2, 3].map((n) => ({
      id: n,
      full_image_path: `/images/tours/${slug}/gallery-${n}-1280.webp`,
      alt: `Gallery picture ${n}`,
    })),
    itinerary: [
      { id: 1, day: 1, title: 'Arrive in Skardu', description: 'Fly from Islamabad to Skardu.' },
      { id: 2, day: 2, title: 'Drive to Askole', description: 'Jeeps up the Shigar valley.' },
      { id: 3, day: 3, title: 'Askole to Jhola', description: 'Cross the Braldu plain.' },
    ],
    inclusions: [
      {
        includes: ['Return flights Islamabad - Skardu', 'All meals on the trek'],
        excludes: ['International flights', 'Tips for guides, cooks and porters'],
      },
    ],
    reviews: [
      {
        id: 1,
        name: 'Sarah Mitchell',
        avatar: null,
        rating: 5,
        date: '2025-06-15',
        comment: 'Standing at Concordia with K2 in front of me was the moment of my life.',
        verified: true,
      },
      {
        id: 2,
        name: 'Lukas Becker',
        avatar: null,
        rating: 4,
        date: '2025-03-02',
        comment: 'Tough days on the moraine, as expected, but the pace was sensible.',
        verified: false,
      },
    ],
    review_count: 2,
    rating: 4.5,
    reviews_next: null,
    departures: [
      { id: 11, start_date: '2030-06-03', capacity: 12, seats_booked: 4, seats_left: 8 },
      { id: 12, start_date: '2030-06-17', capacity: 12, seats_booked: 12, seats_left: 0 },
    ],
    ...overrides,
  };
}
