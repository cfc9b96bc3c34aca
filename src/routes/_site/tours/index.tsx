import { createFileRoute } from '@tanstack/react-router';
import { ALL_TOURS_PAGE, allToursSearchSchema } from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';
import { useCatalogueUrl } from '../../../features/catalogue/use-catalogue-url';

export const Route = createFileRoute('/_site/tours/')({
  validateSearch: allToursSearchSchema,
  // The server renders the list; the browser starts from it (app/page-data.ts).
  loader: ({ context: { pageData } }) => pageData.tourList(ALL_TOURS_PAGE.category).load(),
  head: ({ match }) =>
    match.context.pageData.head({
      title: ALL_TOURS_PAGE.headTitle,
      description: ALL_TOURS_PAGE.description,
      path: '/tours',
    }),
  component: ToursRoute,
});

function ToursRoute() {
  const url = useCatalogueUrl(Route.fullPath);
  return <CatalogueView page={ALL_TOURS_PAGE} search={Route.useSearch()} {...url} />;
}
