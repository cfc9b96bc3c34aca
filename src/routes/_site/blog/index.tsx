import { createFileRoute } from '@tanstack/react-router';
import { blogSearchSchema, type BlogCategorySlug } from '../../../../contract/blog-categories';
import { BlogPage } from '../../../features/blog/blog-page';

export const Route = createFileRoute('/_site/blog/')({
  validateSearch: blogSearchSchema,
  head: ({ match }) =>
    match.context.pageData.head({
      title: 'Adventure Insights | Karakoram Trails',
      description:
        'Trekking tips, gear lists, altitude health, Balti culture, wildlife and photography from our guides in Skardu, Gilgit-Baltistan.',
      path: '/blog',
    }),
  component: BlogRoute,
});

function BlogRoute() {
  const { category = 'all', q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BlogPage
      category={category}
      query={q}
      onCategoryChange={(next: BlogCategorySlug) =>
        void navigate({
          search: (prev) => ({ ...prev, category: next === 'all' ? undefined : next }),
          resetScroll: false,
        })
      }
      onQueryChange={(next) =>
        void navigate({
          search: (prev) => ({ ...prev, q: next.trim() === '' ? undefined : next }),
          replace: true,
          resetScroll: false,
        })
      }
      onClearFilters={() => void navigate({ search: {}, resetScroll: false })}
    />
  );
}
