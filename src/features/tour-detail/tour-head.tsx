import { useEffect, useMemo } from 'react';
import type { TourDetail } from '../../../contract/tours';
import { useApp } from '../../app/app-context';
import {
  canonicalTourUrl,
  metaDescription,
  serializeJsonLd,
  touristTripJsonLd,
} from './structured-data';

/**
 * The description meta already exists (index.html and the root route's head), so it is
 * rewritten in place while the tour is shown and restored afterwards: a second tag would leave
 * crawlers to guess which one counts.
 */
function useMetaDescription(content: string) {
  useEffect(() => {
    const metas = Array.from(
      document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]'),
    );
    const created = metas.length === 0 ? document.createElement('meta') : null;
    if (created) {
      created.name = 'description';
      document.head.appendChild(created);
      metas.push(created);
    }
    const previous = metas.map((meta) => meta.content);
    metas.forEach((meta) => (meta.content = content));
    return () => {
      metas.forEach((meta, i) => (meta.content = previous[i] ?? ''));
      created?.remove();
    };
  }, [content]);
}

/**
 * Document head for a loaded tour (SPEC 2): the title is the tour title (React 19 hoists
 * `<title>` and `<link>` into the head), the description meta is the first 150 characters, a
 * canonical link points at /tour/{id}, and a schema.org TouristTrip describes the tour. The
 * JSON-LD is a data block, never executed, so it passes the CSP (script-src 'self').
 */
export function TourHead({ tour }: { tour: TourDetail }) {
  // The site's public address (the server's PUBLIC_URL on a server-rendered page).
  const origin = useApp().pageData.origin;
  useMetaDescription(metaDescription(tour.description));
  const jsonLd = useMemo(() => serializeJsonLd(touristTripJsonLd(tour, origin)), [tour, origin]);
  return (
    <>
      <title>{tour.title}</title>
      <link rel="canonical" href={canonicalTourUrl(tour.id, origin)} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
    </>
  );
}
