import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '../../../features/admin/bookings/bookings-page';
import { bookingsSearchSchema } from '../../../features/admin/bookings/bookings-search';

export const Route = createFileRoute('/admin/bookings/')({
  validateSearch: bookingsSearchSchema,
  head: () => ({ meta: [{ title: 'Bookings | Karakoram Trails' }] }),
  component: BookingsRoute,
});

/** Search, filters, sort and page live in the URL, so a filtered list is a link. */
function BookingsRoute() {
  const search = Route.useSearch();
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
