import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from './env';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const SHORT_CACHE = 'public, max-age=3600';
const NO_CACHE = 'no-cache';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, other files
 * (images, favicon, robots.txt) for an hour, and any other GET that wants HTML gets index.html
 * (history fallback) which is always revalidated. /api is never touched here.
 * serveStatic rejects `..`, encoded separators and double slashes, so nothing outside
 * staticDir can be read.
 */
export function spaStatic(staticDir: string): MiddlewareHandler<AppEnv> {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const files = serveStatic<AppEnv>({ root });
  const index = serveStatic<AppEnv>({ path: indexFile });
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
        res.headers.set(
          'Cache-Control',
          pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : SHORT_CACHE,
        );
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
