import type { TourDetail } from '../../../contract/tours';
import { galleryImages } from '../../../machines/tour-detail-machine';
import { COMPANY } from '../../config/company';

/** The canonical address of a tour: /tour/{id} (ARCHITECTURE: /tours/{idOrSlug} shows the same). */
export function canonicalTourUrl(id: number, origin: string): string {
  return new URL(`/tour/${id}`, origin).href;
}

/** SPEC 2: the description meta is the first 150 characters of the description. */
export function metaDescription(description: string): string {
  return description.slice(0, 150);
}

const SCHEMA = 'https://schema.org/';

/** schema.org availability of the offer: bookable while any listed departure has seats. */
function availability(tour: TourDetail): string {
  if (tour.departures.some((d) => d.seats_left > 0)) return `${SCHEMA}InStock`;
  return tour.departures.length > 0 ? `${SCHEMA}SoldOut` : `${SCHEMA}PreOrder`;
}

/** A schema.org TouristTrip for search engines: the tour, its days, its provider and offer. */
export function touristTripJsonLd(tour: TourDetail, origin: string): Record<string, unknown> {
  const url = canonicalTourUrl(tour.id, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: tour.description,
    url,
    image: galleryImages(tour).map((image) => new URL(image.src, origin).href),
    touristType: 'Adventure travelers',
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.itinerary.length,
      itemListElement: tour.itinerary.map((day) => ({
        '@type': 'ListItem',
        position: day.day,
        name: `Day ${day.day}: ${day.title}`,
        description: day.description,
      })),
    },
    provider: {
      '@type': 'TravelAgency',
      name: COMPANY.name,
      url: new URL('/', origin).href,
      telephone: COMPANY.phones[0],
      email: COMPANY.emails[0],
      address: COMPANY.address,
    },
    offers: {
      '@type': 'Offer',
      price: tour.price,
      priceCurrency: 'USD',
      availability: availability(tour),
      url,
    },
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">` data block. '<' (and '>', '&', the
 * JavaScript line separators) become \u escapes, so no text in a tour can close the tag.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
