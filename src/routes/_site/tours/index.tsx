import { createFileRoute } from '@tanstack/react-router';
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
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
