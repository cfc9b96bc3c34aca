import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../features/admin/customers/customers-page';
import {
  customersSearchSchema,
  type CustomersSearch,
} from '../../features/admin/customers/customers-search';
import { keepSearch } from '../../lib/raw-search';

export const Route = createFileRoute('/admin/customers')({
  // Checked here, in the page's chunk, not in the route module (src/lib/raw-search.ts).
  validateSearch: keepSearch<CustomersSearch>(),
  head: () => ({ meta: [{ title: 'Customer Management | Karakoram Trails' }] }),
  component: CustomersRoute,
});

/** Search, filter and sort live in the URL, so a filtered list is a link. */
function CustomersRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => customersSearchSchema.parse(raw), [raw]);
  const navigate = Route.useNavigate();
  return (
    <CustomersPage
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
