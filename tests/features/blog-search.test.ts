import { describe, expect, it } from 'vitest';
import {
  BLOG_CATEGORIES,
  blogSearchSchema,
  categoryLabel,
  categorySlug,
  MAX_QUERY_LENGTH,
} from '../../contract/blog-categories';
import {
  featuredPosts,
  filterPosts,
  findPost,
  isFiltering,
  newestFirst,
  normalizeQuery,
  readingMinutes,
  relatedPosts,
} from '../../src/features/blog/blog-search';
import { BLOG_POSTS, type BlogPost } from '../../contract/blog-posts';

function post(overrides: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogPost {
  return {
    title: `Post ${overrides.id}`,
    excerpt: 'An excerpt',
    category: 'Travel Tips',
    date: '2024-01-01',
    author: 'Someone',
    image: '/images/tours/k2-base-camp/gallery-1-640.webp',
    imageAlt: 'A picture',
    featured: false,
    body: [{ type: 'paragraph', text: 'Body' }],
    ...overrides,
  };
}

const SAMPLE: BlogPost[] = [
  post({ id: 1, title: 'Packing for K2 Base Camp', category: 'Gear', date: '2025-01-01' }),
  post({
    id: 2,
    title: 'Altitude sickness',
    excerpt: 'What to do on the way to K2',
    category: 'Health',
    date: '2024-06-01',
  }),
  post({ id: 3, title: 'Balti food', category: 'Culture', date: '2024-09-01', featured: true }),
  post({ id: 4, title: 'Boots and blisters', category: 'Gear', date: '2023-05-01' }),
  post({ id: 5, title: 'Deosai bears', category: 'Nature', date: '2024-12-01' }),
];
const ids = (posts: BlogPost[]) => posts.map((p) => p.id);

describe('filterPosts', () => {
  it('returns everything for All and an empty search', () => {
    expect(ids(filterPosts(SAMPLE, { category: 'all', query: '' }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps only the chosen category', () => {
    expect(ids(filterPosts(SAMPLE, { category: 'gear', query: '' }))).toEqual([1, 4]);
    expect(ids(filterPosts(SAMPLE, { category: 'photography', query: '' }))).toEqual([]);
  });

  it('searches title or excerpt, case-insensitively', () => {
    expect(ids(filterPosts(SAMPLE, { category: 'all', query: 'k2' }))).toEqual([1, 2]);
    expect(ids(filterPosts(SAMPLE, { category: 'all', query: 'BALTI' }))).toEqual([3]);
    expect(ids(filterPosts(SAMPLE, { category: 'all', query: 'way to k2' }))).toEqual([2]);
  });

  it('ignores surrounding and repeated spaces in the search', () => {
    expect(ids(filterPosts(SAMPLE, { category: 'all', query: '  base   camp ' }))).toEqual([1]);
    expect(ids(filterPosts(SAMPLE, { category: 'all', query: '   ' }))).toHaveLength(5);
  });

  it('does not search the author, the category or the body', () => {
    expect(filterPosts(SAMPLE, { category: 'all', query: 'someone' })).toEqual([]);
    expect(filterPosts(SAMPLE, { category: 'all', query: 'body' })).toEqual([]);
    expect(filterPosts(SAMPLE, { category: 'all', query: 'nature' })).toEqual([]);
  });

  it('combines category and search', () => {
    expect(ids(filterPosts(SAMPLE, { category: 'gear', query: 'k2' }))).toEqual([1]);
    expect(ids(filterPosts(SAMPLE, { category: 'health', query: 'boots' }))).toEqual([]);
  });

  it('keeps the order it was given and does not change the input', () => {
    const copy = [...SAMPLE];
    filterPosts(SAMPLE, { category: 'gear', query: 'b' });
    expect(SAMPLE).toEqual(copy);
  });
});

describe('helpers', () => {
  it('normalizeQuery trims, collapses spaces and lower-cases', () => {
    expect(normalizeQuery('  K2   Base\tCamp ')).toBe('k2 base camp');
  });

  it('isFiltering is true only when a category or a search narrows the list', () => {
    expect(isFiltering({ category: 'all', query: '' })).toBe(false);
    expect(isFiltering({ category: 'all', query: '  ' })).toBe(false);
    expect(isFiltering({ category: 'gear', query: '' })).toBe(true);
    expect(isFiltering({ category: 'all', query: 'k2' })).toBe(true);
  });

  it('featuredPosts and newestFirst', () => {
    expect(ids(featuredPosts(SAMPLE))).toEqual([3]);
    expect(ids(newestFirst(SAMPLE))).toEqual([1, 5, 3, 2, 4]);
  });

  it('findPost accepts only a whole positive id', () => {
    expect(findPost(SAMPLE, '2')?.title).toBe('Altitude sickness');
    for (const bad of ['999', '0', '02', '2.0', 'abc', '', '-1', '1e1']) {
      expect(findPost(SAMPLE, bad)).toBeUndefined();
    }
  });

  it('relatedPosts puts the same category first, then the newest others, never the post itself', () => {
    const related = relatedPosts(SAMPLE, SAMPLE[3]!, 3);
    expect(ids(related)).toEqual([1, 5, 3]);
    expect(ids(relatedPosts(SAMPLE, SAMPLE[0]!, 10))).toEqual([4, 5, 3, 2]);
  });

  it('readingMinutes counts words at 200 a minute, at least one', () => {
    expect(readingMinutes(SAMPLE[0]!)).toBe(1);
    const long = post({
      id: 9,
      body: [{ type: 'list', items: [Array(600).fill('word').join(' ')] }],
    });
    expect(readingMinutes(long)).toBe(3);
  });
});

describe('URL search params', () => {
  it('keeps a known category and a search', () => {
    expect(blogSearchSchema.parse({ category: 'travel-tips', q: 'k2' })).toEqual({
      category: 'travel-tips',
      q: 'k2',
    });
  });

  it('falls back to the defaults for unknown or malformed values instead of failing', () => {
    expect(blogSearchSchema.parse({ category: 'Travel Tips', q: 42 })).toEqual({
      category: undefined,
      q: undefined,
    });
    expect(blogSearchSchema.parse({})).toEqual({});
  });

  it('cuts an overlong search', () => {
    const parsed = blogSearchSchema.parse({ q: 'x'.repeat(500) });
    expect(parsed.q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('maps slugs and SPEC 9 labels both ways', () => {
    expect(BLOG_CATEGORIES.map((c) => c.label)).toEqual([
      'All',
      'Travel Tips',
      'Gear',
      'Health',
      'Culture',
      'Photography',
      'Nature',
    ]);
    expect(categoryLabel('travel-tips')).toBe('Travel Tips');
    expect(categorySlug('Photography')).toBe('photography');
  });
});

describe('the sample articles', () => {
  it('has 8 to 10 articles with unique ids, SPEC 3 fields and a real body', () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(8);
    expect(BLOG_POSTS.length).toBeLessThanOrEqual(10);
    expect(new Set(BLOG_POSTS.map((p) => p.id)).size).toBe(BLOG_POSTS.length);
    for (const p of BLOG_POSTS) {
      expect(p.title && p.excerpt && p.author && p.imageAlt).toBeTruthy();
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.image).toMatch(/^\/images\/tours\/[a-z0-9-]+\/(cover|gallery-[123])-640\.webp$/);
      expect(p.body.filter((b) => b.type === 'paragraph').length).toBeGreaterThanOrEqual(3);
      expect(p.body.some((b) => b.type === 'heading')).toBe(true);
    }
  });

  it('covers every category and has a featured selection', () => {
    const used = new Set(BLOG_POSTS.map((p) => categorySlug(p.category)));
    for (const c of BLOG_CATEGORIES.filter((c) => c.slug !== 'all')) expect(used).toContain(c.slug);
    expect(featuredPosts(BLOG_POSTS).length).toBeGreaterThanOrEqual(2);
  });
});
