import { createFileRoute } from '@tanstack/react-router';
import { EnquiriesPage } from '../../features/admin/enquiries/enquiries-page';
import { enquiriesSearchSchema } from '../../features/admin/enquiries/enquiries-search';

export const Route = createFileRoute('/admin/enquiries')({
  validateSearch: enquiriesSearchSchema,
  head: () => ({ meta: [{ title: 'Enquiries | Karakoram Trails' }] }),
  component: EnquiriesRoute,
});

/** Tab, filters, page and the opened enquiry live in the URL, so each is a link. */
function EnquiriesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EnquiriesPage
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
