import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { EnquiriesPage } from '../../features/admin/enquiries/enquiries-page';
import {
  enquiriesSearchSchema,
  type EnquiriesSearch,
} from '../../features/admin/enquiries/enquiries-search';
import { keepSearch } from '../../lib/raw-search';

export const Route = createFileRoute('/admin/enquiries')({
  // Checked here, in the page's chunk, not in the route module (src/lib/raw-search.ts).
  validateSearch: keepSearch<EnquiriesSearch>(),
  head: () => ({ meta: [{ title: 'Enquiries | Karakoram Trails' }] }),
  component: EnquiriesRoute,
});

/** Tab, filters, page and the opened enquiry live in the URL, so each is a link. */
function EnquiriesRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => enquiriesSearchSchema.parse(raw), [raw]);
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
