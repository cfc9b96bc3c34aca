import { createFileRoute } from '@tanstack/react-router';
import { loadCategoryTours } from '../../../features/catalogue/catalogue-loaders';
import {
  TREK_PAGE,
  trekSearchSchema,
  catalogueHead,
} from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';

export const Route = createFileRoute('/_site/tours/trek')({
  validateSearch: trekSearchSchema,
  head: () => catalogueHead(TREK_PAGE),
  component: TrekRoute,
});

/** The real tours of the 'treks' category (ARCHITECTURE: not local sample data). */
const loadTrekTours = loadCategoryTours('treks');

function TrekRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogueView
      page={TREK_PAGE}
      loadTours={loadTrekTours}
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
