import { createFileRoute } from '@tanstack/react-router';
import {
  EXPEDITION_PAGE,
  expeditionSearchSchema,
  catalogueHead,
} from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';

export const Route = createFileRoute('/_site/tours/expedition')({
  validateSearch: expeditionSearchSchema,
  head: () => catalogueHead(EXPEDITION_PAGE),
  component: ExpeditionRoute,
});

function ExpeditionRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogueView
      page={EXPEDITION_PAGE}
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
