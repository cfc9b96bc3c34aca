import { createFileRoute } from '@tanstack/react-router';
import {
  EXPEDITION_PAGE,
  expeditionSearchSchema,
} from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';
import { useCatalogueUrl } from '../../../features/catalogue/use-catalogue-url';

export const Route = createFileRoute('/_site/tours/expedition')({
  validateSearch: expeditionSearchSchema,
  // The server renders the list; the browser starts from it (app/page-data.ts).
  loader: ({ context: { pageData } }) => pageData.tourList(EXPEDITION_PAGE.category).load(),
  head: ({ match }) =>
    match.context.pageData.head({
      title: EXPEDITION_PAGE.headTitle,
      description: EXPEDITION_PAGE.description,
      path: '/tours/expedition',
    }),
  component: ExpeditionRoute,
});

function ExpeditionRoute() {
  const url = useCatalogueUrl(Route.fullPath);
  return <CatalogueView page={EXPEDITION_PAGE} search={Route.useSearch()} {...url} />;
}
