import { findPost, relatedPosts } from './blog-search';
import { BLOG_POSTS, type BlogPost } from '../../../contract/blog-posts';

export interface ArticleData {
  /** null for an id that names no article: the page shows 'Article not found'. */
  post: BlogPost | null;
  related: BlogPost[];
}

/** What /blog/{id} shows; loaded lazily by the route so the articles stay out of the first download. */
export function loadArticle(id: string): ArticleData {
  const post = findPost(BLOG_POSTS, id) ?? null;
  return { post, related: post ? relatedPosts(BLOG_POSTS, post) : [] };
}
