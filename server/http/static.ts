import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';
import { pageRenderer } from './ssr';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * Images under /images/ keep their names when redrawn, so they are not immutable; a month,
 * then served stale while the browser revalidates in the background for another week.
 */
const IMAGE_CACHE = 'public, max-age=2592000, stale-while-revalidate=604800';
const SHORT_CACHE = 'public, max-age=3600';

function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return IMMUTABLE_CACHE;
  if (pathname.startsWith('/images/')) return IMAGE_CACHE;
  return SHORT_CACHE;
}
const NO_CACHE = 'no-cache';

/** A last path segment with an extension names a file (/missing.js), not a page. */
const FILE_LIKE = /\/[^/]*\.[^/]*$/;

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, images for a
 * month (IMAGE_CACHE), other files (favicon, robots.txt) for an hour. Any other GET is a page, whatever its Accept
 * header (link-preview bots send `*\/*`): the public pages are server-rendered (ssr.ts; an
 * unknown page is the not-found page with a 404), the others get index.html (history
 * fallback); pages are always revalidated. /api is never touched here, and a missing file
 * (a path ending in a name with an extension) stays a 404. serveStatic rejects `..`, encoded
 * separators and double slashes, so nothing outside staticDir can be read. `api` answers the
 * server render's API calls in-process. Text files have brotli and gzip twins written at build
 * time (scripts/vite-precompress.ts): the one the client accepts is sent as it is.
 */
export function spaStatic(
  staticDir: string,
  api: (request: Request) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const renderPage = pageRenderer(root, api);
  const noop = async () => undefined;

  return async (c, next) => {
    const method = c.req.method;
    const pathname = c.req.path;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      pathname === '/api' ||
      pathname.startsWith('/api/')
    ) {
      return next();
    }

    const isIndex = pathname === '/' || pathname === '/index.html';
    // Build metadata such as dist/.vite/manifest.json is not for the public.
    const hidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    if (!isIndex && !hidden) {
      const res = await files(c, noop);
      if (res instanceof Response) {
        res.headers.set('Cache-Control', cacheControlFor(pathname));
        return res;
      }
    }

    const isPage = isIndex || (!hidden && !FILE_LIKE.test(pathname));
    if (isPage && fs.existsSync(indexFile)) {
      const url = new URL(c.req.url);
      const page = await renderPage(
        isIndex ? `/${url.search}` : `${pathname}${url.search}`,
        c.var.services.config.publicUrl,
      );
      c.header('Cache-Control', NO_CACHE);
      return c.html(page.html, page.status as 200 | 404);
    }
    return next();
  };
}
