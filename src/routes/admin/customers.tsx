import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../features/admin/customers/customers-page';
import { customersSearchSchema } from '../../features/admin/customers/customers-search';

export const Route = createFileRoute('/admin/customers')({
  validateSearch: customersSearchSchema,
  head: () => ({ meta: [{ title: 'Customer Management | Karakoram Trails' }] }),
  component: CustomersRoute,
});

/** Search, filter and sort live in the URL, so a filtered list is a link. */
function CustomersRoute() {
  const search = Route.useSearch();
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
