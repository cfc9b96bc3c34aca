import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';

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

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, images for a month
 * (IMAGE_CACHE), other files (favicon, robots.txt) for an hour, and any other GET that wants HTML gets index.html
 * (history fallback) which is always revalidated. /api is never touched here.
 * serveStatic rejects `..`, encoded separators and double slashes, so nothing outside
 * staticDir can be read. Text files have brotli and gzip twins written at build time
 * (scripts/vite-precompress.ts): the one the client accepts is sent as it is, with
 * Content-Encoding, the original's Content-Type and `Vary: Accept-Encoding`.
 */
export function spaStatic(staticDir: string): MiddlewareHandler<AppEnv> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const index = serveStatic<AppEnv>({ path: indexFile, precompressed: true });
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

    const wantsHtml = isIndex || (c.req.header('accept') ?? '').includes('text/html');
    if (wantsHtml && fs.existsSync(indexFile)) {
      const res = await index(c, noop);
      if (res instanceof Response) {
        res.headers.set('Cache-Control', NO_CACHE);
        return res;
      }
    }
    return next();
  };
}
