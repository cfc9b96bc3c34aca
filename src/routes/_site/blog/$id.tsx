import { createFileRoute } from '@tanstack/react-router';
import { ArticleNotFound, ArticlePage } from '../../../features/blog/article-page';

export const Route = createFileRoute('/_site/blog/$id')({
  // The articles load with the page, not with the first download of the site.
  loader: async ({ params }) => {
    const { loadArticle } = await import('../../../features/blog/article-data');
    return loadArticle(params.id);
  },
  head: ({ loaderData, match }) => {
    const post = loaderData?.post;
    return post
      ? match.context.pageData.head({
          title: `${post.title} | Karakoram Trails`,
          description: post.excerpt,
          path: `/blog/${post.id}`,
          image: post.image,
          type: 'article',
        })
      : { meta: [{ title: 'Article not found | Karakoram Trails' }] };
  },
  component: ArticleRoute,
});

function ArticleRoute() {
  const { post, related } = Route.useLoaderData();
  if (!post) return <ArticleNotFound />;
  return <ArticlePage post={post} related={related} />;
}
