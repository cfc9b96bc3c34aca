import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '../../../features/admin/bookings/bookings-page';
import {
  bookingsSearchSchema,
  type BookingsSearch,
} from '../../../features/admin/bookings/bookings-search';
import { keepSearch } from '../../../lib/raw-search';

export const Route = createFileRoute('/admin/bookings/')({
  // Checked here, in the page's chunk, not in the route module (src/lib/raw-search.ts).
  validateSearch: keepSearch<BookingsSearch>(),
  head: () => ({ meta: [{ title: 'Bookings | Karakoram Trails' }] }),
  component: BookingsRoute,
});

/** Search, filters, sort and page live in the URL, so a filtered list is a link. */
function BookingsRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => bookingsSearchSchema.parse(raw), [raw]);
  const navigate = Route.useNavigate();
  return (
    <BookingsPage
      search={search}
      onSearchChange={(changes, options) =>
        void navigate({
          to: '.',
          search: (prev) => ({ ...prev, ...changes }),
          replace: options?.replace,
        })
      }
    />
  );
}
