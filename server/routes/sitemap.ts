import { Hono } from 'hono';
import { BLOG_POSTS } from '../../contract/blog-posts';
import type { AppEnv } from '../http/env';

/**
 * The public pages every crawler should know (src/routes/_site): home, the catalogue and its
 * category pages, about, blog, contact and custom tour. Account, booking and admin pages are
 * per user and left out.
 */
const PUBLIC_PAGES = [
  '/',
  '/tours',
  '/tours/trek',
  '/tours/expedition',
  '/about',
  '/blog',
  '/contact',
  '/custom-tour',
] as const;

/** Crawlers may come back hourly; the list changes only when tours or articles do. */
const CRAWLER_CACHE = 'public, max-age=3600';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

function urlEntry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

export const sitemapRoutes = new Hono<AppEnv>();

/**
 * GET /sitemap.xml (sitemaps.org 0.9): the public pages, every Active tour at its canonical
 * address /tour/{id} (lastmod: its last edit) and every blog article /blog/{id} (lastmod: its
 * date), as absolute URLs on PUBLIC_URL (never the request's Host).
 */
sitemapRoutes.get('/sitemap.xml', async (c) => {
  const { db, config } = c.var.services;
  const site = config.publicUrl;
  const tours = await db
    .selectFrom('tours')
    .select(['id', 'updated_at'])
    .where('status', '=', 'Active')
    .orderBy('id')
    .execute();
  const newestPost = BLOG_POSTS.reduce<string | undefined>(
    (newest, post) => (!newest || post.date > newest ? post.date : newest),
    undefined,
  );
  const entries = [
    ...PUBLIC_PAGES.map((page) =>
      urlEntry(`${site}${page}`, page === '/blog' ? newestPost : undefined),
    ),
    ...tours.map((tour) => urlEntry(`${site}/tour/${tour.id}`, tour.updated_at.slice(0, 10))),
    ...BLOG_POSTS.map((post) => urlEntry(`${site}/blog/${post.id}`, post.date)),
  ];
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('\n') +
    '\n</urlset>\n';
  return c.body(xml, 200, {
    'Content-Type': 'application/xml; charset=utf-8',
    'Cache-Control': CRAWLER_CACHE,
  });
});

/**
 * GET /robots.txt: everything may be crawled, and the sitemap's absolute address (which
 * robots.txt requires) follows PUBLIC_URL, so it is written here rather than kept in public/.
 */
sitemapRoutes.get('/robots.txt', (c) =>
  c.body(
    `User-agent: *\nAllow: /\n\nSitemap: ${c.var.services.config.publicUrl}/sitemap.xml\n`,
    200,
    {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CRAWLER_CACHE,
    },
  ),
);
