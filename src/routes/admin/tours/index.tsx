import { createFileRoute } from '@tanstack/react-router';
import { AdminToursPage } from '../../../features/admin/tours/admin-tours-page';
import { adminTourSearchSchema } from '../../../features/admin/tours/tour-list-search';

export const Route = createFileRoute('/admin/tours/')({
  validateSearch: adminTourSearchSchema,
  head: () => ({ meta: [{ title: 'Tour Management | Karakoram Trails' }] }),
  component: AdminToursRoute,
});

/** The URL holds search, filter and sort (a filtered list is a link); the page applies them. */
function AdminToursRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminToursPage
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
