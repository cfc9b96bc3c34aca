import { BLOG_CATEGORIES, type BlogCategorySlug } from '../../../contract/blog-categories';
import type { BlogPost } from '../../../contract/blog-posts';
import { compareText } from '../../lib/compare-text';

export interface BlogFilter {
  category: BlogCategorySlug;
  query: string;
}

/** Lower-cased, trimmed, inner whitespace collapsed: '  K2   Base ' matches 'k2 base'. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

function matchesCategory(post: BlogPost, category: BlogCategorySlug): boolean {
  if (category === 'all') return true;
  return BLOG_CATEGORIES.find((c) => c.slug === category)?.label === post.category;
}

function matchesQuery(post: BlogPost, query: string): boolean {
  if (query === '') return true;
  return normalizeQuery(post.title).includes(query) || normalizeQuery(post.excerpt).includes(query);
}

/** The blog list: posts in the chosen category whose title or excerpt contains the search. */
export function filterPosts(posts: readonly BlogPost[], filter: BlogFilter): BlogPost[] {
  const query = normalizeQuery(filter.query);
  return posts.filter(
    (post) => matchesCategory(post, filter.category) && matchesQuery(post, query),
  );
}

/** True when the visitor has narrowed the list (the featured block then steps aside). */
export function isFiltering(filter: BlogFilter): boolean {
  return filter.category !== 'all' || normalizeQuery(filter.query) !== '';
}

export function featuredPosts(posts: readonly BlogPost[]): BlogPost[] {
  return posts.filter((post) => post.featured);
}

/** Newest first (dates are yyyy-mm-dd, so they sort as text). */
export function newestFirst(posts: readonly BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => compareText(b.date, a.date) || a.id - b.id);
}

/** The post for a /blog/{id} path segment, or undefined for anything that is not one. */
export function findPost(posts: readonly BlogPost[], id: string): BlogPost | undefined {
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  return posts.find((post) => post.id === Number(id));
}

/** Up to `count` other posts: the same category first, then the newest of the rest. */
export function relatedPosts(posts: readonly BlogPost[], post: BlogPost, count = 3): BlogPost[] {
  const others = newestFirst(posts.filter((p) => p.id !== post.id));
  const sameCategory = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count);
}

const WORDS_PER_MINUTE = 200;

/** Whole minutes to read the title and body, at least one. */
export function readingMinutes(post: BlogPost): number {
  const text = [
    post.title,
    ...post.body.flatMap((block) => (block.type === 'list' ? block.items : [block.text])),
  ].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
