import fs from 'node:fs/promises';
import type { Handler } from 'hono';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/responses';
import { IMMUTABLE_CACHE } from '../http/static';
import { readStoredImage, uploadFilePath } from './store';

/**
 * GET/HEAD /uploads/*: serves uploaded images from the database (every instance sees the same
 * ones), or from the uploads folder for an image uploaded before they moved there. Only
 * addresses this server generates are looked up (tours/{id}/{32 hex}-{640|1280}.webp), so
 * traversal, encoded separators, dot-files and folder listings are all plain 404s. The bytes are
 * always our own WebP re-encodes, sent with a fixed type that browsers must not sniff. Names are
 * unique and never rewritten, so they are cached for a year.
 */
export function serveUploads(uploadsDir: string): Handler<AppEnv> {
  return async (c) => {
    const file = uploadFilePath(uploadsDir, c.req.path);
    if (!file) return notFound(c);
    let bytes = await readStoredImage(c.var.services.db, c.req.path);
    if (!bytes) {
      try {
        bytes = new Uint8Array(await fs.readFile(file));
      } catch {
        return notFound(c);
      }
    }
    return c.body(bytes, 200, {
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': IMMUTABLE_CACHE,
    });
  };
}
