import { createFileRoute, useRouter } from '@tanstack/react-router';
import { TREK_PAGE, trekSearchSchema } from '../../../features/catalogue/catalogue-pages';
import { CatalogueView } from '../../../features/catalogue/catalogue-view';

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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <CatalogueView
      page={TREK_PAGE}
      search={search}
      onSearchChange={(changes, { replace }) =>
        void navigate({ to: '.', search: (prev) => ({ ...prev, ...changes }), replace })
      }
      searchHref={(changes) =>
        router.buildLocation({
          from: Route.fullPath,
          to: '.',
          search: (prev) => ({ ...prev, ...changes }),
        }).href
      }
    />
  );
}
