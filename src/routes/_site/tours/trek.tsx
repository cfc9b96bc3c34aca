import { createFileRoute } from '@tanstack/react-router';
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

function TrekRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogueView
      page={TREK_PAGE}
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
    />
  );
}
