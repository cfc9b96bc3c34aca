import { createFileRoute } from '@tanstack/react-router';
import { TREK_PAGE, trekSearchSchema } from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';
import { useCatalogueUrl } from '../../../features/catalogue/use-catalogue-url';

export const Route = createFileRoute('/_site/tours/trek')({
  validateSearch: trekSearchSchema,
  // The server renders the list; the browser starts from it (app/page-data.ts).
  loader: ({ context: { pageData } }) => pageData.tourList(TREK_PAGE.category).load(),
  head: ({ match }) =>
    match.context.pageData.head({
      title: TREK_PAGE.headTitle,
      description: TREK_PAGE.description,
      path: '/tours/trek',
    }),
  component: TrekRoute,
});

function TrekRoute() {
  const url = useCatalogueUrl(Route.fullPath);
  return <CatalogueView page={TREK_PAGE} search={Route.useSearch()} {...url} />;
}
