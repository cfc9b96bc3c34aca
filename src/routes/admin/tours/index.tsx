import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { AdminToursPage } from '../../../features/admin/tours/admin-tours-page';
import {
  adminTourSearchSchema,
  type AdminTourSearch,
} from '../../../features/admin/tours/tour-list-search';
import { keepSearch } from '../../../lib/raw-search';

export const Route = createFileRoute('/admin/tours/')({
  // Checked here, in the page's chunk, not in the route module (src/lib/raw-search.ts).
  validateSearch: keepSearch<AdminTourSearch>(),
  head: () => ({ meta: [{ title: 'Tour Management | Karakoram Trails' }] }),
  component: AdminToursRoute,
});

/** The URL holds search, filter and sort (a filtered list is a link); the page applies them. */
function AdminToursRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => adminTourSearchSchema.parse(raw), [raw]);
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
