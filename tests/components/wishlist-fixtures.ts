import type { TourCard } from '../../contract/tours';
import { tourCard } from '../features/tour-fixtures';
import { json, notFound } from '../support/fake-api';
import { storeSession } from '../support/stored-session';

/** Published tours the fake server knows (SPEC 9 sample prices: $599 for 5 days, $799 for 6). */
export const TOURS: Record<number, TourCard> = {
  7: tourCard({ id: 7 }),
  3: tourCard({
    id: 3,
    slug: 'fairy-meadows',
    title: 'Fairy Meadows & Nanga Parbat View',
    price: 599,
    duration: 5,
    location: 'Raikot, Gilgit-Baltistan',
    thumbnail: '/images/tours/fairy-meadows/cover-640.webp',
  }),
  4: tourCard({
    id: 4,
    slug: 'deosai-plains',
    title: 'Deosai Plains Safari',
    price: 799,
    duration: 6,
    location: 'Deosai National Park',
    thumbnail: '/images/tours/deosai-plains/cover-640.webp',
  }),
};

/** Signs a traveller in the way a reload finds them: token and user record in storage. */
export const storeSignedInTraveller = () =>
  storeSession(
    { id: 5, name: 'Amina Khan', email: 'amina@example.com', role: 'user' },
    'tok-traveller',
  );

/**
 * A fake account wishlist behind /api/my/wishlist: merge adds the ids it knows (newest first),
 * PUT adds, DELETE removes; each answers the whole list. `fail` makes the next matching call
 * answer 500 (or hang, to see the busy state).
 */
export function fakeWishlistServer(savedIds: number[] = []) {
  const saved = [...savedIds];
  const failures: Array<{ method: string; status: number | 'hang' }> = [];
  const list = () => json({ data: saved.map((id) => TOURS[id]!) });

  return {
    saved,
    fail(method: 'POST' | 'PUT' | 'DELETE', status: number | 'hang' = 500) {
      failures.push({ method, status });
    },
    async handle(request: Request): Promise<Response | null> {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/api/my/wishlist')) return null;
      if (request.headers.get('Authorization') !== 'Bearer tok-traveller') {
        return json({ message: 'Unauthenticated.' }, 401);
      }
      const failure = failures.find((f) => f.method === request.method);
      if (failure) {
        failures.splice(failures.indexOf(failure), 1);
        if (failure.status === 'hang') return new Promise<Response>(() => {});
        return json({ message: 'Server Error' }, failure.status);
      }
      if (url.pathname === '/api/my/wishlist/merge' && request.method === 'POST') {
        const body = (await request.json()) as { tour_ids: number[] };
        for (const id of body.tour_ids) {
          if (TOURS[id] && !saved.includes(id)) saved.unshift(id);
        }
        return list();
      }
      const id = Number(/\/api\/my\/wishlist\/(\d+)$/.exec(url.pathname)?.[1]);
      if (request.method === 'PUT' && TOURS[id]) {
        if (!saved.includes(id)) saved.unshift(id);
        return list();
      }
      if (request.method === 'DELETE') {
        const at = saved.indexOf(id);
        if (at >= 0) saved.splice(at, 1);
        return list();
      }
      return notFound();
    },
  };
}

/** The account-wishlist calls among the recorded requests, as 'METHOD /path'. */
export function wishlistCalls(requests: Request[]): string[] {
  return requests
    .filter((r) => new URL(r.url).pathname.startsWith('/api/my/wishlist'))
    .map((r) => `${r.method} ${new URL(r.url).pathname}`);
}
