/** SPEC 9: the blog categories, in tab order. The slug is what the URL carries. */
export const BLOG_CATEGORIES = [
  { slug: 'all', label: 'All' },
  { slug: 'travel-tips', label: 'Travel Tips' },
  { slug: 'gear', label: 'Gear' },
  { slug: 'health', label: 'Health' },
  { slug: 'culture', label: 'Culture' },
  { slug: 'photography', label: 'Photography' },
  { slug: 'nature', label: 'Nature' },
] as const;

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]['slug'];
/** The category an article belongs to ('All' is a filter, not a category). */
export type BlogCategory = Exclude<(typeof BLOG_CATEGORIES)[number]['label'], 'All'>;

const CATEGORY_SLUGS: readonly BlogCategorySlug[] = BLOG_CATEGORIES.map((c) => c.slug);

/** Longest search the URL keeps; anything longer is cut rather than refused. */
export const MAX_QUERY_LENGTH = 100;

interface BlogSearch {
  category?: BlogCategorySlug | undefined;
  q?: string | undefined;
}

/**
 * /blog search params: ?category=gear&q=boots. Unknown or malformed values fall back to the
 * defaults instead of breaking the page, so any old or hand-edited link still opens. Checked by
 * hand, not with zod: route modules are part of the first download.
 */
export const blogSearchSchema = {
  parse: (search: Record<string, unknown>): BlogSearch => ({
    category: CATEGORY_SLUGS.find((slug) => slug === search.category),
    q: typeof search.q === 'string' ? search.q.slice(0, MAX_QUERY_LENGTH) : undefined,
  }),
};

export function categoryLabel(slug: BlogCategorySlug): string {
  return BLOG_CATEGORIES.find((c) => c.slug === slug)?.label ?? 'All';
}

export function categorySlug(label: BlogCategory): BlogCategorySlug {
  return BLOG_CATEGORIES.find((c) => c.label === label)?.slug ?? 'all';
}
