import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../contract/blog-posts';
import { call, createTestServer } from './harness';
import { tourBySlug, useTestServer } from '../support/server-fixtures';

/** Issue 16: sitemap.xml lists the public pages, every published tour and every article. */
const SITE = 'https://trails.example.pk';
const t = useTestServer({ config: { publicUrl: SITE } });

async function sitemap(app = t.app) {
  const res = await call(app, 'GET', '/sitemap.xml', { headers: { accept: '*/*' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const entries = [
    ...res.text.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
  ].map(([, loc, lastmod]) => ({ loc: loc!, lastmod }));
  return { text: res.text, entries, locs: entries.map((e) => e.loc) };
}

describe('GET /sitemap.xml', () => {
  it('is a sitemaps.org urlset of absolute addresses on PUBLIC_URL', async () => {
    const { text, locs } = await sitemap();
    expect(
      text.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(text.trimEnd().endsWith('</urlset>')).toBe(true);
    for (const loc of locs) expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    // Never the request's Host.
    expect(text).not.toContain('localhost');
  });

  it('lists the public pages and leaves account, booking and admin pages out', async () => {
    const { locs } = await sitemap();
    for (const page of [
      '/',
      '/tours',
      '/tours/trek',
      '/tours/expedition',
      '/about',
      '/blog',
      '/contact',
      '/custom-tour',
    ]) {
      expect(locs).toContain(`${SITE}${page}`);
    }
    expect(locs.some((loc) => /\/(admin|dashboard|login|register|checkout|book)/.test(loc))).toBe(
      false,
    );
  });

  it('lists every Active tour at /tour/{id} with its last edit, and no other tour', async () => {
    const active = await t.db
      .selectFrom('tours')
      .select(['id', 'updated_at'])
      .where('status', '=', 'Active')
      .execute();
    const { entries } = await sitemap();
    const tourEntries = entries.filter((e) => e.loc.startsWith(`${SITE}/tour/`));
    expect(tourEntries).toHaveLength(active.length);
    for (const tour of active) {
      expect(tourEntries).toContainEqual({
        loc: `${SITE}/tour/${tour.id}`,
        lastmod: tour.updated_at.slice(0, 10),
      });
    }

    const k2 = await tourBySlug(t.db, 'k2-base-camp');
    await t.db.updateTable('tours').set({ status: 'Draft' }).where('id', '=', k2.id).execute();
    try {
      expect((await sitemap()).locs).not.toContain(`${SITE}/tour/${k2.id}`);
    } finally {
      await t.db.updateTable('tours').set({ status: 'Active' }).where('id', '=', k2.id).execute();
    }
  });

  it('lists every blog article with its date', async () => {
    const { entries } = await sitemap();
    expect(BLOG_POSTS.length).toBeGreaterThan(0);
    for (const post of BLOG_POSTS) {
      expect(entries).toContainEqual({ loc: `${SITE}/blog/${post.id}`, lastmod: post.date });
    }
  });

  it('escapes what XML requires in an address', async () => {
    const odd = await createTestServer({ config: { publicUrl: 'https://a.example/x&y' } });
    try {
      const { text } = await sitemap(odd.app);
      expect(text).toContain('https://a.example/x&amp;y/about');
      expect(text).not.toContain('x&y');
    } finally {
      await odd.close();
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling and names the sitemap by its absolute address', async () => {
    const res = await call(t.app, 'GET', '/robots.txt', { headers: { accept: '*/*' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
