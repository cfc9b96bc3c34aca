import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { postgresPoolOf, sqliteFileOf } from '../db/database';
import type { Database } from '../db/types';
import type { AppEnv } from '../http/env';
import {
  compressBody,
  COMPRESS_THRESHOLD_BYTES,
  selectEncoding,
  type Bytes,
  type ContentEncoding,
} from '../http/compress';
import { isoDate } from './dates';

/**
 * The public catalogue reads, answered from memory while the catalogue is unchanged.
 *
 * Correctness: every write to a table the catalogue reads bumps `catalog_version` in the same
 * transaction (triggers, migration 0009). Each request reads that number first, then either
 * finds an answer cached under that very number (and today's date, since departures in the past
 * drop out) or runs the route and caches what it returns. The data is read after the version,
 * so a cached answer is never older than its version; a write committed meanwhile only makes
 * the next request miss. Every server on one PostgreSQL reads the same row, so an admin edit or
 * a booking on one instance shows on all of them at the next request.
 *
 * Cost: on SQLite the version is a prepared point read on a connection of its own; on
 * PostgreSQL reads are shared: a request joins the next read to start, never one that began
 * before it arrived (which could miss a write it must see), so one query per batch.
 *
 * Answers are kept as bytes with their headers (the route's, the security headers, an ETag from
 * the content, `Cache-Control: no-cache` so browsers revalidate, `Vary: Accept-Encoding`), plus
 * their brotli and gzip forms made on first demand; `If-None-Match` gets a 304. An admin's
 * preview (`?preview`) and anything but a 200 go through uncached.
 */

const CATALOGUE_PATHS = new Set([
  '/api/get-tours',
  '/api/get-tours-by-category',
  '/api/tours/featured',
]);
const TOUR_DETAILS_PREFIX = '/api/tour-details/';

/** Headers of the stored answer that depend on the bytes sent, set per variant. */
const PER_VARIANT_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding']);
/** Left out of a 304 (RFC 9110 15.4.5): it has no content. */
const NOT_IN_304 = new Set([...PER_VARIANT_HEADERS, 'content-type']);

/** Answers kept at most, and their bytes (identity plus every compressed form). */
const DEFAULT_MAX_ENTRIES = 2_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

type Headers_ = Record<string, string>;

interface Variant {
  body: Bytes;
  headers: Headers_;
}

interface Entry {
  etag: string;
  /** Shared by every variant: route, security, caching headers. */
  base: Headers_;
  notModified: Headers_;
  identity: Variant;
  encoded: Partial<Record<ContentEncoding, Promise<Variant>>>;
  bytes: number;
}

/** Is this request one the cache answers (a public catalogue GET/HEAD, not a preview)? */
export function isCatalogueRead(method: string, path: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!CATALOGUE_PATHS.has(path) && !path.startsWith(TOUR_DETAILS_PREFIX)) return false;
  // An admin's preview of a Draft tour is per user: never stored, never served from here.
  return !/[?&]preview(?:[=&]|$)/.test(url);
}

/** RFC 9110 weak comparison of If-None-Match against our (weak) ETag; `*` matches. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Batches reads of the catalogue version: concurrent callers share a read that started after
 * they called (one already running may have begun before the caller's own write committed).
 */
export function batchReads(query: () => Promise<number>): () => Promise<number> {
  let inFlight: Promise<number> | undefined;
  let queued: Promise<number> | undefined;
  const start = () => {
    const read = query().finally(() => {
      if (inFlight === read) inFlight = undefined;
    });
    inFlight = read;
    return read;
  };
  return () => {
    if (queued) return queued;
    if (!inFlight) return start();
    queued = inFlight
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}

/**
 * How this server reads `catalog_version`. SQLite: a read-only connection of its own, prepared
 * once and synchronous (a few microseconds), which sees only committed data (never the open
 * transaction of the app's connection, which could still roll back). PostgreSQL (or an
 * in-memory SQLite): a query through the pool, batched.
 */
function versionReader(db: Kysely<Database>): () => number | Promise<number> {
  const file = sqliteFileOf(db);
  if (file) {
    let connection: SQLite.Database | undefined;
    let statement: SQLite.Statement<[], number> | undefined;
    return () => {
      connection ??= new SQLite(file, { readonly: true, fileMustExist: true });
      statement ??= connection
        .prepare<[], number>('select version from catalog_version where id = 1')
        .pluck();
      return Number(statement.get() ?? 0);
    };
  }
  const pool = postgresPoolOf(db);
  if (pool) {
    // A named statement: each pooled connection parses and plans it once, then only binds and
    // executes it (the catalogue's cached path is this one read per batch of requests).
    const versionQuery = {
      name: 'catalog_version',
      text: 'select version from catalog_version where id = 1',
      rowMode: 'array' as const,
    };
    return batchReads(async () => {
      const { rows } = await pool.query<[number | string]>(versionQuery);
      return Number(rows[0]?.[0] ?? 0);
    });
  }
  const query = db.selectFrom('catalog_version').select('version').where('id', '=', 1).compile();
  return batchReads(async () => {
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]?.version ?? 0);
  });
}

function headerObject(headers: Headers, skip: Set<string>): Headers_ {
  const out: Headers_ = {};
  headers.forEach((value, name) => {
    if (!skip.has(name)) out[name] = value;
  });
  return out;
}

export interface CatalogueCacheOptions {
  db: Kysely<Database>;
  clock: () => Date;
  maxEntries?: number;
  maxBytes?: number;
}

export function catalogueCache(options: CatalogueCacheOptions): MiddlewareHandler<AppEnv> {
  const { db, clock } = options;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const readVersion = versionReader(db);

  /** Entries of `generation` only (version and date); LRU order (Map keeps insertion order). */
  let generation = '';
  let version = 0;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Promise<Entry | undefined>>();
  let totalBytes = 0;

  const remember = (key: string, entry: Entry) => {
    entries.set(key, entry);
    totalBytes += entry.bytes;
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      entries.delete(oldKey);
      totalBytes -= old.bytes;
    }
  };

  const variantOf = (entry: Entry, encoding: ContentEncoding | undefined): Promise<Variant> => {
    if (!encoding || entry.identity.body.byteLength < COMPRESS_THRESHOLD_BYTES) {
      return Promise.resolve(entry.identity);
    }
    const existing = entry.encoded[encoding];
    if (existing) return existing;
    const made = compressBody(entry.identity.body, encoding).then((body) => {
      entry.bytes += body.byteLength;
      totalBytes += body.byteLength;
      return {
        body,
        headers: {
          ...entry.base,
          'content-encoding': encoding,
          'content-length': String(body.byteLength),
        },
      };
    });
    entry.encoded[encoding] = made;
    return made;
  };

  const respond = async (c: Context<AppEnv>, entry: Entry): Promise<Response> => {
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && etagMatches(ifNoneMatch, entry.etag)) {
      return new Response(null, { status: 304, headers: entry.notModified });
    }
    const variant = await variantOf(entry, selectEncoding(c.req.header('accept-encoding')));
    return new Response(variant.body, { status: 200, headers: variant.headers });
  };

  /** Runs the route (and every middleware after this one) and keeps a 200 as an entry. */
  const build = async (
    c: Context<AppEnv>,
    next: () => Promise<void>,
  ): Promise<Entry | undefined> => {
    c.set('skipCompression', true);
    await next();
    const res = c.res;
    if (res.status !== 200) return undefined;
    const body = new Uint8Array(await res.arrayBuffer());
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const base = headerObject(res.headers, PER_VARIANT_HEADERS);
    base['cache-control'] = 'no-cache';
    base.etag = etag;
    base.vary = 'Accept-Encoding';
    const notModified = Object.fromEntries(
      Object.entries(base).filter(([name]) => !NOT_IN_304.has(name)),
    );
    return {
      etag,
      base,
      notModified,
      identity: { body, headers: { ...base, 'content-length': String(body.byteLength) } },
      encoded: {},
      bytes: body.byteLength,
    };
  };

  return async (c, next) => {
    if (!isCatalogueRead(c.req.method, c.req.path, c.req.url)) return next();
    let current: number;
    try {
      const read = readVersion();
      current = typeof read === 'number' ? read : await read;
    } catch {
      return next(); // the route reports the database's failure in the usual way
    }
    const today = isoDate(clock());
    if (current > version || `${current}|${today}` !== generation) {
      if (current < version) return next(); // an older read; never mix generations
      version = current;
      generation = `${current}|${today}`;
      entries.clear();
      building.clear();
      totalBytes = 0;
    }
    const key = c.req.url.slice(c.req.url.indexOf('/', 8));
    const cached = entries.get(key);
    if (cached) {
      entries.delete(key);
      entries.set(key, cached);
      return respond(c, cached);
    }

    const pending = building.get(key);
    if (pending) {
      const entry = await pending;
      if (entry) return respond(c, entry);
      return next();
    }
    const started = generation;
    const made = build(c, next);
    building.set(key, made);
    let entry: Entry | undefined;
    try {
      entry = await made;
    } finally {
      if (building.get(key) === made) building.delete(key);
    }
    if (!entry) return; // not a 200: the route's own answer stands, uncompressed
    if (generation === started) remember(key, entry);
    c.res = undefined;
    c.res = await respond(c, entry);
  };
}
