import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** What the server compresses with, best first: brotli where the client takes it, else gzip. */
export type ContentEncoding = 'br' | 'gzip';
const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/** A body in memory, as `Response` takes it. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Bodies smaller than this go out as they are: framing would eat most of the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for responses compressed per request: 4 compresses JSON and HTML about as well
 * as gzip -9 at a fraction of its time. Static files are precompressed at build time at 11.
 */
const DYNAMIC_BROTLI_QUALITY = 4;
const DYNAMIC_GZIP_LEVEL = 6;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/**
 * The encoding to answer with for an Accept-Encoding header: the highest q among br and gzip,
 * brotli on a tie; `*` stands for any encoding not named; q=0 refuses. None: undefined.
 */
export function selectEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Compresses a whole body off the main thread (libuv's pool), at the dynamic quality. */
export async function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Bytes> {
  // zlib's Buffers always own a plain ArrayBuffer.
  if (encoding === 'gzip') return (await gzip(body, { level: DYNAMIC_GZIP_LEVEL })) as Bytes;
  return (await brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  })) as Bytes;
}

/** Text (HTML, JSON, JS, CSS, SVG, XML, plain text...) as opposed to images, fonts and PDFs. */
function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/** `Vary` with Accept-Encoding added once (a `*` already covers it). */
function varyWithAcceptEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  if (current.trim() === '*' || VARY_ACCEPT_ENCODING.test(current)) return current;
  return `${current}, Accept-Encoding`;
}

/**
 * Compresses every text response by Accept-Encoding (brotli preferred, then gzip) and says
 * `Vary: Accept-Encoding`. Left alone: HEAD, statuses without a body or with a range (206),
 * bodies under the threshold, non-text types (images), anything already encoded (precompressed
 * static files) and `Cache-Control: no-transform`; answers a middleware compresses itself
 * (`skipCompression`, the catalogue cache). A strong ETag becomes
 * weak, since the bytes on the wire are no longer the ones it names.
 */
export function compress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get('skipCompression')) return;
    const res = c.res;
    const headers = res.headers;
    if (
      c.req.method === 'HEAD' ||
      res.status < 200 ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      headers.has('Content-Encoding') ||
      !isCompressibleType(headers.get('Content-Type')) ||
      NO_TRANSFORM.test(headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const declaredLength = headers.get('Content-Length');
    if (declaredLength !== null && Number(declaredLength) < COMPRESS_THRESHOLD_BYTES) return;

    headers.set('Vary', varyWithAcceptEncoding(headers.get('Vary')));
    const encoding = selectEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const outHeaders = new Headers(headers);
    let out: Bytes = body;
    if (body.byteLength >= COMPRESS_THRESHOLD_BYTES) {
      out = await compressBody(body, encoding);
      outHeaders.set('Content-Encoding', encoding);
      const etag = outHeaders.get('ETag');
      if (etag && !etag.startsWith('W/')) outHeaders.set('ETag', `W/${etag}`);
    }
    outHeaders.set('Content-Length', String(out.byteLength));
    // Clear first: assigning over a response would copy its old headers (Content-Length) back.
    c.res = undefined;
    c.res = new Response(out, {
      status: res.status,
      statusText: res.statusText,
      headers: outHeaders,
    });
  };
}
