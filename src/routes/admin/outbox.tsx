import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/admin/outbox/outbox-page';
import type { RawOutboxSearch } from '../../features/admin/outbox/outbox-search';

export const Route = createFileRoute('/admin/outbox')({
  // Checked by the page (outbox-search.ts), which loads with it: see there.
  validateSearch: (search: Record<string, unknown>): RawOutboxSearch => search,
  head: () => ({ meta: [{ title: 'Outbox | Karakoram Trails' }] }),
  component: OutboxRoute,
});

/** Status, search, page and the opened message live in the URL, so each is a link. */
function OutboxRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OutboxPage
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
