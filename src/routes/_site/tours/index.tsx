import { createFileRoute } from '@tanstack/react-router';
import { loadAllTours } from '../../../features/catalogue/catalogue-loaders';
import {
  ALL_TOURS_PAGE,
  allToursSearchSchema,
  catalogueHead,
} from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';

export const Route = createFileRoute('/_site/tours/')({
  validateSearch: allToursSearchSchema,
  head: () => catalogueHead(ALL_TOURS_PAGE),
  component: ToursRoute,
});

function ToursRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogueView
      page={ALL_TOURS_PAGE}
      loadTours={loadAllTours}
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
