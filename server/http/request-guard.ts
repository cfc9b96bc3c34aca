import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

export const CROSS_ORIGIN_MESSAGE = 'Requests from other websites are not accepted.';
export const JSON_ONLY_MESSAGE =
  'Please send this request as JSON (Content-Type: application/json).';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a browser says about where a request comes from; anything else is another site. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request may come from where it says it comes from. Browsers send
 * Origin on every cross-origin POST/PUT/PATCH/DELETE (and Sec-Fetch-Site on every request, in
 * current ones); they cannot be forged by a page. A request without either is not a browser's
 * cross-site request (curl, server-to-server clients, the tests) and is left to the routes'
 * own authentication. The site's origin is PUBLIC_URL's, or the host the request was sent to
 * (the address the page was served from, when PUBLIC_URL names another one, e.g. in dev).
 */
function fromOwnSite(origin: string | undefined, fetchSite: string | undefined, host: string) {
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) return false;
  if (origin === undefined) return true;
  // "null": sandboxed frames, file: pages, cross-origin redirects. Never the site itself.
  const from = hostOf(origin);
  return from !== null && from === host;
}

function isJson(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** A body is coming when it is announced (Content-Length above 0, or chunked). */
function hasBody(contentLength: string | undefined, transferEncoding: string | undefined) {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && contentLength.trim() !== '0';
}

export interface RequestGuardOptions {
  /** The site's public address (config.publicUrl). */
  publicUrl: string;
  /** Routes that take a multipart upload instead of JSON (they check their own Content-Type). */
  takesMultipart: (method: string, path: string) => boolean;
}

/**
 * Cross-site request forgery and content-type confusion, for every state-changing request:
 * - 403 when it comes from another origin (Origin / Sec-Fetch-Site), so another website cannot
 *   post a form (text/plain, urlencoded or multipart: no preflight) that subscribes addresses
 *   or creates accounts in a visitor's browser;
 * - 415 on /api/* when a body is sent as anything but application/json (the upload route
 *   excepted: it takes multipart and says so itself). A body-less POST (logout, retry, set
 *   default) needs no Content-Type.
 */
export function requestGuard(options: RequestGuardOptions): MiddlewareHandler<AppEnv> {
  const publicHost = hostOf(options.publicUrl);
  return async (c, next) => {
    const method = c.req.method;
    if (!STATE_CHANGING.has(method)) return next();

    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ownHost = new URL(c.req.url).host;
    const allowed =
      fromOwnSite(origin, fetchSite, ownHost) ||
      (publicHost !== null && fromOwnSite(origin, fetchSite, publicHost));
    if (!allowed) return c.json({ message: CROSS_ORIGIN_MESSAGE }, 403);

    if (!c.req.path.startsWith('/api/') || options.takesMultipart(method, c.req.path)) {
      return next();
    }
    const contentType = c.req.header('content-type');
    const refused =
      contentType === undefined
        ? hasBody(c.req.header('content-length'), c.req.header('transfer-encoding'))
        : !isJson(contentType);
    if (refused) return c.json({ message: JSON_ONLY_MESSAGE }, 415);
    return next();
  };
}
