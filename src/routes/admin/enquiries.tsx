import { createFileRoute } from '@tanstack/react-router';
import { EnquiriesPage } from '../../features/admin/enquiries/enquiries-page';
import { enquiriesSearchSchema } from '../../features/admin/enquiries/enquiries-search';

export const Route = createFileRoute('/admin/enquiries')({
  validateSearch: enquiriesSearchSchema,
  head: () => ({ meta: [{ title: 'Enquiries | Karakoram Trails' }] }),
  component: EnquiriesRoute,
});

/** Tab, filters and page live in the URL, so a filtered inbox is a link. */
function EnquiriesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EnquiriesPage
      search={search}
      onSearchChange={(changes) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }) })
      }
    />
  );
}
