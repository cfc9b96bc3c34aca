import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorMessageSchema,
  FORBIDDEN_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  validationErrorSchema,
} from '../../contract';
import {
  MAX_IMAGE_BYTES,
  TOUR_MEDIA_MESSAGES,
  tourMediaResponseSchema,
  type TourMedia,
} from '../../contract/tour-media';
import { loadServerConfig } from '../../server/config';
import { removeUnreferencedImages } from '../../server/media/cleanup';
import { BodyTooLargeError, spoolMultipart } from '../../server/media/spool';
import { storeImages } from '../../server/media/store';
import {
  EXIF_MARKER,
  gif,
  htmlPage,
  oversizedJpeg,
  photo,
  pngBomb,
  svgPlain,
  svgWithScript,
  tinyPng,
  truncated,
} from './fixtures/images';
import { createTestServer, login, registerAndLogin, TEST_ADMIN, type TestServer } from './harness';

let t: TestServer;
let root: string;
let uploadsDir: string;
let adminToken: string;
let userToken: string;
/** Tours by slug; each describe block works on its own tour so the assertions stay exact. */
const tourIds: Record<string, number> = {};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-media-'));
  uploadsDir = path.join(root, 'data', 'uploads');
  fs.mkdirSync(uploadsDir, { recursive: true });
  // Things beside the uploads that no /uploads/ address may ever reach.
  fs.writeFileSync(path.join(root, 'data', 'app.db'), 'SQLITE-SECRET');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP-SECRET');
  // A built-SPA stand-in: /uploads/ must 404 instead of falling back to index.html.
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root">SPA</div>');

  t = await createTestServer({ config: { uploadsDir }, staticDir: dist });
  adminToken = await login(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  userToken = await registerAndLogin(t.app, {
    name: 'Uma User',
    email: 'uma@example.com',
    password: 'uma-password',
  });
  const tours = await t.db.selectFrom('tours').select(['id', 'slug']).execute();
  for (const tour of tours) tourIds[tour.slug] = tour.id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Upload bodies spooled to disk while a request runs (server/media/spool.ts): none after it. */
function spooledFiles(): string[] {
  const dir = path.join(root, 'data', 'upload-spool');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

function tourId(slug: string): number {
  const id = tourIds[slug];
  if (id === undefined) throw new Error(`no seeded tour ${slug}`);
  return id;
}

type Part = [field: string, bytes: Buffer, fileName: string, type?: string];

function form(...parts: Part[]): FormData {
  const data = new FormData();
  for (const [field, bytes, fileName, type] of parts) {
    data.append(field, new File([new Uint8Array(bytes)], fileName, { type: type ?? 'image/jpeg' }));
  }
  return data;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

async function upload(
  id: number | string,
  body: FormData | string | ReadableStream<Uint8Array>,
  options: { token?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const token = options.token === undefined ? adminToken : options.token;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const init = { method: 'POST', headers, body, duplex: 'half' } as RequestInit;
  return answer(await t.app.request(`/api/tours/${id}/media`, init));
}

async function removeMedia(
  id: number | string,
  mediaId: number | string,
  token: string | null = adminToken,
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return answer(
    await t.app.request(`/api/tours/${id}/media/${mediaId}`, { method: 'DELETE', headers }),
  );
}

/** Every stored rendition (uploaded_images), as its address relative to /uploads/, sorted. */
async function storedImages(): Promise<string[]> {
  const rows = await t.db.selectFrom('uploaded_images').select('path').execute();
  return rows.map((row) => row.path.replace(/^\/uploads\//, '')).sort();
}

function rendition(publicPath: string, width: 640 | 1280): string {
  return publicPath.replace(/-1280\.webp$/, `-${width}.webp`);
}

/** The stored bytes of an image's rendition (the -1280 address is given). */
async function storedBytes(publicPath: string, width: 640 | 1280 = 1280): Promise<Buffer> {
  const row = await t.db
    .selectFrom('uploaded_images')
    .select('bytes')
    .where('path', '=', rendition(publicPath, width))
    .executeTakeFirstOrThrow();
  return Buffer.from(row.bytes);
}

async function isStored(publicPath: string, width: 640 | 1280 = 1280): Promise<boolean> {
  const row = await t.db
    .selectFrom('uploaded_images')
    .select('path')
    .where('path', '=', rendition(publicPath, width))
    .executeTakeFirst();
  return row !== undefined;
}

/** Where an image uploaded before 0018 lived in the uploads folder. */
function diskPath(publicPath: string, width: 640 | 1280 = 1280): string {
  const relative = publicPath.replace(/^\/uploads\//, '').replace(/-1280\.webp$/, `-${width}.webp`);
  return path.join(uploadsDir, relative);
}

async function tourState(id: number) {
  const tour = await t.db
    .selectFrom('tours')
    .select(['thumbnail', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const media = await t.db
    .selectFrom('tour_media')
    .select(['id', 'path', 'alt', 'sort_order'])
    .where('tour_id', '=', id)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { tour, media };
}

const UPLOAD_ADDRESS = (id: number) =>
  new RegExp(`^/uploads/tours/${id}/[0-9a-f]{32}-1280\\.webp$`);

describe('POST /api/tours/{id}/media: stored images', () => {
  let media: TourMedia;
  let before: Awaited<ReturnType<typeof tourState>>;
  const slug = 'k2-base-camp';

  beforeAll(async () => {
    before = await tourState(tourId(slug));
    const res = await upload(
      tourId(slug),
      form(
        // 1600x1200 landscape pixels shot in portrait: EXIF orientation 6 (rotate 90 degrees).
        ['thumbnail', await photo('jpeg', 1600, 1200, { orientation: 6, exif: true }), 'cover.jpg'],
        ['gallery[]', await photo('png', 800, 600), 'ridge.png', 'image/png'],
        ['gallery[]', await photo('webp', 2000, 1000), 'camp.webp', 'image/webp'],
      ),
    );
    expect(res.status, res.text).toBe(201);
    media = tourMediaResponseSchema.parse(res.json).data;
  });

  it('spools the body to a temporary file beside the uploads and removes it afterwards', () => {
    expect(fs.existsSync(path.join(root, 'data', 'upload-spool'))).toBe(true);
    expect(spooledFiles()).toEqual([]);
  });

  it('answers the tour media: the new thumbnail, the gallery with the new items appended', () => {
    const id = tourId(slug);
    expect(media.thumbnail).toMatch(UPLOAD_ADDRESS(id));
    expect(media.media).toHaveLength(before.media.length + 2);
    expect(media.media.slice(0, before.media.length).map((m) => m.id)).toEqual(
      before.media.map((m) => m.id),
    );
    const added = media.media.slice(before.media.length);
    for (const item of added) {
      expect(item.full_image_path).toMatch(UPLOAD_ADDRESS(id));
      expect(item.alt).toBe('K2 Base Camp Trek');
    }
    const names = [media.thumbnail, ...added.map((m) => m.full_image_path)];
    expect(new Set(names).size).toBe(3);
  });

  it('records the thumbnail and appends tour_media rows after the existing sort order', async () => {
    const after = await tourState(tourId(slug));
    expect(after.tour.thumbnail).toBe(media.thumbnail);
    expect(after.tour.thumbnail).not.toBe(before.tour.thumbnail);
    const lastBefore = Math.max(...before.media.map((m) => m.sort_order));
    const added = after.media.slice(before.media.length);
    expect(added.map((m) => m.sort_order)).toEqual([lastBefore + 1, lastBefore + 2]);
    expect(added.map((m) => m.path)).toEqual(
      media.media.slice(before.media.length).map((m) => m.full_image_path),
    );
  });

  it('stores a WebP at 640 and 1280 wide for each image, rotated, never upscaled', async () => {
    const [cover, ridge, camp] = [
      media.thumbnail!,
      ...media.media.slice(-2).map((m) => m.full_image_path),
    ] as [string, string, string];
    // [address, expected 640 rendition, expected 1280 rendition] as width x height.
    const expected: Array<[string, [number, number], [number, number]]> = [
      [cover, [640, 853], [1200, 1600]], // rotated to portrait; 1200 < 1280 so not enlarged
      [ridge, [640, 480], [800, 600]], // 800 wide stays 800
      [camp, [640, 320], [1280, 640]],
    ];
    for (const [address, small, large] of expected) {
      for (const [width, size] of [
        [640, small],
        [1280, large],
      ] as const) {
        const bytes = await storedBytes(address, width);
        const meta = await sharp(bytes).metadata();
        expect(meta.format, address).toBe('webp');
        expect([meta.width, meta.height], `${address} @${width}`).toEqual(size);
      }
    }
  });

  it('strips metadata: no EXIF, no orientation, not one byte of the marker', async () => {
    for (const file of await storedImages()) {
      const bytes = await storedBytes(`/uploads/${file}`);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.orientation, file).toBeUndefined();
      expect(meta.icc, file).toBeUndefined();
      expect(bytes.includes(Buffer.from(EXIF_MARKER)), file).toBe(false);
    }
  });

  it('stores exactly the renditions, under server-generated names only', async () => {
    const id = tourId(slug);
    const files = await storedImages();
    expect(files).toHaveLength(6);
    for (const file of files) {
      expect(file).toMatch(new RegExp(`^tours/${id}/[0-9a-f]{32}-(640|1280)\\.webp$`));
    }
    expect(files.join(' ')).not.toMatch(/cover|ridge|camp|\.tmp/);
  });

  it('shows the new images on the public tour detail', async () => {
    const res = await answer(await t.app.request(`/api/tour-details/${slug}`));
    const detail = (res.json as { data: { thumbnail: string; media: { id: number }[] } }).data;
    expect(detail.thumbnail).toBe(media.thumbnail);
    expect(detail.media.map((m) => m.id)).toEqual(media.media.map((m) => m.id));
  });
});

describe('GET /uploads/...: serving', () => {
  let address: string;

  beforeAll(async () => {
    const res = await upload(tourId('rush-lake'), form(['thumbnail', await tinyPng(), 'a.png']));
    expect(res.status, res.text).toBe(201);
    address = tourMediaResponseSchema.parse(res.json).data.thumbnail!;
  });

  it('serves both renditions as image/webp, nosniff, cached for a year', async () => {
    for (const width of [1280, 640] as const) {
      const url = address.replace(/-1280\.webp$/, `-${width}.webp`);
      const res = await t.app.request(url, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(await storedBytes(address, width))).toBe(true);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.request(address, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await res.text()).toBe('');
  });

  it('404s (never the SPA) for anything that is not a stored image', async () => {
    const id = tourId('rush-lake');
    const name = address
      .split('/')
      .pop()!
      .replace(/-1280\.webp$/, '');
    // A temporary write as storeImages named it before 0018, to prove dot-files are never served.
    const temp = path.join(uploadsDir, 'tours', String(id), `.${name}-1280.webp.abcd1234.tmp`);
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    fs.writeFileSync(temp, 'partial');
    try {
      const misses = [
        '/uploads',
        '/uploads/',
        '/uploads/tours',
        `/uploads/tours/${id}`,
        `/uploads/tours/${id}/`,
        `/uploads/tours/${id}/${'0'.repeat(32)}-1280.webp`,
        `/uploads/tours/${id}/${name}-800.webp`,
        `/uploads/tours/${id}/${name}-1280.png`,
        `/uploads/tours/${id}/${name}-1280.webp.bak`,
        `/uploads/tours/${id}/.${name}-1280.webp.abcd1234.tmp`,
        `/uploads/tours/${id}/${name.toUpperCase()}-1280.webp`,
        `/uploads/tours/0${id}/${name}-1280.webp`,
        '/uploads/..%2fapp.db',
        '/uploads/..%2f..%2fsecret.txt',
        `/uploads/tours/${id}/..%2f..%2f..%2fapp.db`,
        '/uploads/%2e%2e%2f%2e%2e%2fsecret.txt',
        '/uploads/....//app.db',
      ];
      for (const url of misses) {
        const res = await t.app.request(url, { headers: { accept: 'text/html' } });
        const text = await res.text();
        expect(res.status, url).toBe(404);
        expect(text, url).not.toMatch(/SPA|SECRET|partial/);
        expect(res.headers.get('content-type'), url).not.toBe('image/webp');
      }
    } finally {
      fs.rmSync(temp);
    }
  });

  it('404s raw traversal paths sent over a real socket', async () => {
    const server = await listen();
    try {
      const port = (server.address() as AddressInfo).port;
      for (const rawPath of [
        '/uploads/../secret.txt',
        '/uploads/../../secret.txt',
        '/uploads/tours/../../app.db',
        '/uploads/..\\..\\secret.txt',
        '/uploads/%2e%2e/%2e%2e/secret.txt',
        '/uploads/tours/%2e%2e/%2e%2e/app.db',
        '/uploads/%2e%2e/app.db',
        `/uploads/tours/${tourId('rush-lake')}/`,
      ]) {
        const res = await rawGet(port, rawPath);
        // 400: the server refuses a path it cannot even parse as a URL.
        expect([400, 404], rawPath).toContain(res.status);
        expect(res.body, rawPath).not.toMatch(/SECRET|SPA/);
      }
    } finally {
      await close(server);
    }
  });
});

function listen(): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(server),
    );
  });
}

function close(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // No Accept: text/html, so a path normalised out of /uploads/ cannot get the SPA page either.
    const req = http.request(
      { host: '127.0.0.1', port, path: rawPath, headers: { accept: '*/*' } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('POST /api/tours/{id}/media: hostile uploads leave nothing behind', () => {
  const slug = 'snow-lake';
  let before: Awaited<ReturnType<typeof tourState>>;
  let filesBefore: string[];

  beforeAll(async () => {
    before = await tourState(tourId(slug));
    filesBefore = await storedImages();
  });

  async function expectUntouched() {
    expect(await storedImages()).toEqual(filesBefore);
    expect(spooledFiles()).toEqual([]);
    expect(await tourState(tourId(slug))).toEqual(before);
  }

  async function expectRejected(res: Answer, status: number, field: string, message: string) {
    expect(res.status, res.text).toBe(status);
    const body = validationErrorSchema.parse(res.json);
    expect(body.message).toBe(message);
    expect(body.errors[field]).toEqual([message]);
    await expectUntouched();
  }

  const cases: Array<[string, () => Promise<Part> | Part, string]> = [
    [
      'HTML renamed .jpg with an image/jpeg type',
      () => ['gallery[]', htmlPage, 'holiday.jpg', 'image/jpeg'],
      TOUR_MEDIA_MESSAGES.type,
    ],
    [
      'SVG with a script',
      () => ['gallery[]', svgWithScript, 'logo.png', 'image/png'],
      TOUR_MEDIA_MESSAGES.type,
    ],
    [
      'SVG without a script',
      () => ['gallery[]', svgPlain, 'logo.svg', 'image/svg+xml'],
      TOUR_MEDIA_MESSAGES.type,
    ],
    [
      'GIF',
      async () => ['gallery[]', await gif(), 'anim.webp', 'image/webp'],
      TOUR_MEDIA_MESSAGES.type,
    ],
    [
      'empty file with a name',
      () => ['gallery[]', Buffer.alloc(0), 'empty.jpg'],
      TOUR_MEDIA_MESSAGES.type,
    ],
    [
      'truncated PNG',
      async () => ['gallery[]', truncated(await photo('png', 300, 200)), 'cut.png', 'image/png'],
      TOUR_MEDIA_MESSAGES.unreadable,
    ],
    [
      'truncated JPEG',
      async () => ['gallery[]', truncated(await photo('jpeg', 300, 200)), 'cut.jpg'],
      TOUR_MEDIA_MESSAGES.unreadable,
    ],
    [
      'truncated WebP',
      async () => ['gallery[]', truncated(await photo('webp', 300, 200)), 'cut.webp'],
      TOUR_MEDIA_MESSAGES.unreadable,
    ],
    [
      'decompression bomb (2.5 gigapixels in a few kB)',
      () => ['gallery[]', pngBomb(), 'bomb.png', 'image/png'],
      TOUR_MEDIA_MESSAGES.tooManyPixels,
    ],
    [
      'file over 5 MB',
      () => ['gallery[]', oversizedJpeg(MAX_IMAGE_BYTES + 1), 'huge.jpg'],
      TOUR_MEDIA_MESSAGES.fileTooLarge,
    ],
  ];

  it.each(cases)('%s: 422 with a clear message', async (_name, make, message) => {
    const res = await upload(tourId(slug), form(await make()));
    await expectRejected(res, 422, 'gallery.0', message);
  });

  it('a file of exactly 5 MB passes the size check (then fails as a broken image)', async () => {
    const res = await upload(
      tourId(slug),
      form(['gallery[]', oversizedJpeg(MAX_IMAGE_BYTES), 'edge.jpg']),
    );
    await expectRejected(res, 422, 'gallery.0', TOUR_MEDIA_MESSAGES.unreadable);
  });

  it('one bad file among good ones: all or nothing, and the answer names each bad file', async () => {
    const res = await upload(
      tourId(slug),
      form(
        ['thumbnail', await photo('jpeg', 700, 500), 'ok.jpg'],
        ['gallery[]', await photo('png', 700, 500), 'ok.png', 'image/png'],
        ['gallery[]', htmlPage, 'bad.jpg'],
        ['gallery[]', await photo('webp', 700, 500), 'ok.webp', 'image/webp'],
        ['gallery[]', svgWithScript, 'bad.png'],
      ),
    );
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.json).errors).toEqual({
      'gallery.1': [TOUR_MEDIA_MESSAGES.type],
      'gallery.3': [TOUR_MEDIA_MESSAGES.type],
    });
    await expectUntouched();
  });

  it('a damaged image after good ones that were already decoded: nothing stored', async () => {
    const res = await upload(
      tourId(slug),
      form(
        ['thumbnail', await photo('jpeg', 700, 500), 'ok.jpg'],
        ['gallery[]', await photo('png', 700, 500), 'ok.png', 'image/png'],
        ['gallery[]', truncated(await photo('jpeg', 700, 500)), 'cut.jpg'],
      ),
    );
    expect(res.status).toBe(422);
    expect(validationErrorSchema.parse(res.json).errors).toEqual({
      'gallery.1': [TOUR_MEDIA_MESSAGES.unreadable],
    });
    await expectUntouched();
  });

  it('a hostile thumbnail is reported under thumbnail', async () => {
    const res = await upload(tourId(slug), form(['thumbnail', htmlPage, 'cover.jpg']));
    await expectRejected(res, 422, 'thumbnail', TOUR_MEDIA_MESSAGES.type);
  });

  it('21 files: 422, at most 20 at a time', async () => {
    const png = await tinyPng();
    const parts: Part[] = Array.from({ length: 21 }, (_, i) => ['gallery[]', png, `${i}.png`]);
    await expectRejected(
      await upload(tourId(slug), form(...parts)),
      422,
      'gallery',
      TOUR_MEDIA_MESSAGES.tooManyFiles,
    );
    // A thumbnail counts too.
    const withThumbnail = form(['thumbnail', png, 't.png'], ...parts.slice(1));
    expect((await upload(tourId(slug), withThumbnail)).status).toBe(422);
    await expectUntouched();
  });

  it('two thumbnails: 422', async () => {
    const png = await tinyPng();
    await expectRejected(
      await upload(tourId(slug), form(['thumbnail', png, 'a.png'], ['thumbnail', png, 'b.png'])),
      422,
      'thumbnail',
      TOUR_MEDIA_MESSAGES.oneThumbnail,
    );
  });

  it("no files: 422 'Please select images to upload!'", async () => {
    await expectRejected(
      await upload(tourId(slug), new FormData()),
      422,
      'gallery',
      TOUR_MEDIA_MESSAGES.noFiles,
    );
    // What a browser sends for untouched file inputs: empty, nameless parts.
    const untouched = new FormData();
    untouched.append('thumbnail', new File([], '', { type: 'application/octet-stream' }));
    untouched.append('gallery[]', new File([], '', { type: 'application/octet-stream' }));
    untouched.append('title', 'not a file');
    await expectRejected(
      await upload(tourId(slug), untouched),
      422,
      'gallery',
      TOUR_MEDIA_MESSAGES.noFiles,
    );
    // Text where files belong.
    const text = new FormData();
    text.append('gallery[]', '/uploads/tours/1/aaaa-1280.webp');
    await expectRejected(
      await upload(tourId(slug), text),
      422,
      'gallery',
      TOUR_MEDIA_MESSAGES.noFiles,
    );
  });

  it('a body that is not multipart: 415; broken multipart: 400', async () => {
    const json = await upload(tourId(slug), JSON.stringify({ gallery: [] }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);
    expect(errorMessageSchema.parse(json.json).message).toBe(TOUR_MEDIA_MESSAGES.notMultipart);

    const broken = await upload(tourId(slug), '--xyz\r\nContent-Disposition: form-da', {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    expect(errorMessageSchema.parse(broken.json).message).toBe(TOUR_MEDIA_MESSAGES.malformed);
    await expectUntouched();
  });

  it('an oversized body with Content-Length: 413 before reading it', async () => {
    const declared = t.config.uploadBodyLimit + 1;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await upload(tourId(slug), body, {
      headers: {
        'content-type': 'multipart/form-data; boundary=xyz',
        'content-length': String(declared),
      },
    });
    expect(res.status).toBe(413);
    expect(errorMessageSchema.parse(res.json).message).toBe(TOUR_MEDIA_MESSAGES.bodyTooLarge);
    // The stream's internal queue may prefetch a chunk; the body was not consumed.
    expect(pulled).toBeLessThanOrEqual(1);
    await expectUntouched();
  });

  it('an oversized body without Content-Length: 413 once the limit is passed', async () => {
    const limit = t.config.uploadBodyLimit;
    const chunk = new Uint8Array(1024 * 1024).fill(0x41);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit is on offer; the server must stop reading at the limit.
        if (sent > limit * 3) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await upload(tourId(slug), body, {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.status).toBe(413);
    expect(errorMessageSchema.parse(res.json).message).toBe(TOUR_MEDIA_MESSAGES.bodyTooLarge);
    expect(sent).toBeLessThan(limit + 4 * chunk.length);
    await expectUntouched();
  });

  it('an oversized chunked upload over a real socket: 413', async () => {
    const server = await listen();
    try {
      const port = (server.address() as AddressInfo).port;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/tours/${tourId(slug)}/media`,
          headers: {
            authorization: `Bearer ${adminToken}`,
            'content-type': 'multipart/form-data; boundary=xyz',
            'transfer-encoding': 'chunked',
          },
        });
        const chunk = Buffer.alloc(1024 * 1024, 0x41);
        let written = 0;
        let done = false;
        req.on('response', (res) => {
          done = true;
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        // The server may close the socket once it has answered.
        req.on('error', (error) => (done ? undefined : reject(error)));
        const pump = () => {
          while (!done && written <= t.config.uploadBodyLimit * 2) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!done) req.end();
        };
        pump();
      });
      expect(status).toBe(413);
    } finally {
      await close(server);
    }
    await expectUntouched();
  });
});

describe('POST /api/tours/{id}/media: the multipart body as any client may write it', () => {
  it('reads a hand-written body sent in 7-byte chunks: quoted boundary, a plain field, a file', async () => {
    const id = tourId('broad-peak');
    const image = await photo('png', 640, 480);
    const boundary = 'b0und:ary';
    const body = Buffer.concat([
      Buffer.from(
        `preamble\r\n--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n` +
          `not a file\r\n--${boundary}\r\n` +
          `Content-Disposition: form-data; name="gallery[]"; filename="a \\"quoted\\".png"\r\n` +
          `Content-Type: image/png\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    let offset = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.length) return controller.close();
        controller.enqueue(new Uint8Array(body.subarray(offset, offset + 7)));
        offset += 7;
      },
    });
    const res = await upload(id, stream, {
      headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` },
    });
    expect(res.status, res.text).toBe(201);
    const media = tourMediaResponseSchema.parse(res.json).data.media;
    const added = media.at(-1);
    expect(added?.full_image_path).toMatch(UPLOAD_ADDRESS(id));
    const stored = await sharp(await storedBytes(added?.full_image_path ?? '')).metadata();
    expect([stored.width, stored.height]).toEqual([640, 480]);
    expect(spooledFiles()).toEqual([]);
  });
});

describe('spoolMultipart: the temporary file', () => {
  it('stops reading once the cap is passed and leaves no file; a good body is read back', async () => {
    const dir = path.join(root, 'spool-unit');
    const chunk = new Uint8Array(1000).fill(0x41);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    await expect(
      spoolMultipart(endless, 'multipart/form-data; boundary=xyz', {
        dir,
        maxBytes: 10_500,
        maxParts: 4,
      }),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBeLessThanOrEqual(12);
    expect(fs.readdirSync(dir)).toEqual([]);

    const body =
      '--xyz\r\nContent-Disposition: form-data; name="f"; filename="a.bin"\r\n\r\nHELLO\r\n--xyz--';
    const form = await spoolMultipart(
      new Blob([body]).stream(),
      'multipart/form-data; boundary=xyz',
      {
        dir,
        maxBytes: 10_500,
        maxParts: 4,
      },
    );
    expect(form.parts.map((p) => [p.name, p.filename, p.size])).toEqual([['f', 'a.bin', 5]]);
    const [part] = form.parts;
    if (part) expect(Buffer.from(await form.read(part)).toString()).toBe('HELLO');
    expect(fs.readdirSync(dir)).toHaveLength(1);
    await form.discard();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

describe('who may upload and delete', () => {
  const slug = 'laila-peak';

  it('guest: 401 Unauthenticated., nothing read or stored', async () => {
    const res = await upload(tourId(slug), form(['gallery[]', await tinyPng(), 'a.png']), {
      token: null,
    });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
    const del = await removeMedia(tourId(slug), 1, null);
    expect(del.status).toBe(401);
    expect(del.json).toEqual({ message: UNAUTHENTICATED_MESSAGE });
  });

  it('user: 403', async () => {
    const res = await upload(tourId(slug), form(['gallery[]', await tinyPng(), 'a.png']), {
      token: userToken,
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: FORBIDDEN_MESSAGE });
    const { media } = await tourState(tourId(slug));
    const del = await removeMedia(tourId(slug), media[0]!.id, userToken);
    expect(del.status).toBe(403);
    expect((await tourState(tourId(slug))).media).toEqual(media);
  });

  it('a guest is refused before the body is read', async () => {
    const huge = () =>
      upload(tourId(slug), new ReadableStream<Uint8Array>({ pull: (c) => c.error('read') }), {
        token: null,
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      });
    expect((await huge()).status).toBe(401);
  });

  it('unknown tour: 404 for upload and delete', async () => {
    for (const id of [999_999, 'abc', '0', '1e3', '-1']) {
      const res = await upload(id, form(['gallery[]', await tinyPng(), 'a.png']));
      expect(res.status, String(id)).toBe(404);
      expect(res.json).toEqual({ message: 'Tour not found.' });
      expect((await removeMedia(id, 1)).status).toBe(404);
    }
    expect((await storedImages()).some((f) => f.startsWith('tours/999999'))).toBe(false);
  });
});

describe('DELETE /api/tours/{id}/media/{mediaId}', () => {
  const slug = 'fairy-meadows';

  async function addGallery(count: number): Promise<TourMedia> {
    const parts: Part[] = [];
    for (let i = 0; i < count; i++) parts.push(['gallery[]', await tinyPng(), `${i}.png`]);
    const res = await upload(tourId(slug), form(...parts));
    expect(res.status, res.text).toBe(201);
    return tourMediaResponseSchema.parse(res.json).data;
  }

  it('removes an uploaded item: its row and both files, and answers the remaining media', async () => {
    const id = tourId(slug);
    const media = await addGallery(2);
    const [first, second] = media.media.slice(-2) as [
      TourMedia['media'][number],
      TourMedia['media'][number],
    ];
    const res = await removeMedia(id, first.id);
    expect(res.status, res.text).toBe(200);
    const after = tourMediaResponseSchema.parse(res.json).data;
    expect(after.media.map((m) => m.id)).toEqual(
      media.media.filter((m) => m.id !== first.id).map((m) => m.id),
    );
    expect(after.thumbnail).toBe(media.thumbnail);
    expect(await isStored(first.full_image_path, 1280)).toBe(false);
    expect(await isStored(first.full_image_path, 640)).toBe(false);
    expect(await isStored(second.full_image_path, 1280)).toBe(true);
    const served = await t.app.request(first.full_image_path);
    expect(served.status).toBe(404);
    // Deleting it again, or through another tour: 404.
    expect((await removeMedia(id, first.id)).json).toEqual({
      message: TOUR_MEDIA_MESSAGES.mediaNotFound,
    });
    expect((await removeMedia(tourId('k2-base-camp'), second.id)).status).toBe(404);
    expect((await removeMedia(id, 'x')).status).toBe(404);
    expect(await isStored(second.full_image_path, 1280)).toBe(true);
  });

  it('removes a seed item without touching seed images', async () => {
    const id = tourId(slug);
    const { media } = await tourState(id);
    const seedItem = media.find((m) => m.path.startsWith('/images/'))!;
    const res = await removeMedia(id, seedItem.id);
    expect(res.status).toBe(200);
    expect((await tourState(id)).media.map((m) => m.id)).not.toContain(seedItem.id);
  });

  it('keeps the files while another row (a cloned tour) still uses them', async () => {
    const id = tourId(slug);
    const media = await addGallery(1);
    const item = media.media.at(-1)!;
    const clone = await t.db
      .insertInto('tour_media')
      .values({
        tour_id: tourId('hunza-valley'),
        path: item.full_image_path,
        alt: 'copy',
        sort_order: 9,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await removeMedia(id, item.id)).status).toBe(200);
    expect(await isStored(item.full_image_path)).toBe(true);
    expect((await t.app.request(item.full_image_path)).status).toBe(200);

    expect((await removeMedia(tourId('hunza-valley'), clone.id)).status).toBe(200);
    expect(await isStored(item.full_image_path)).toBe(false);
    expect(await isStored(item.full_image_path, 640)).toBe(false);
  });

  it('a new thumbnail replaces the old one and removes its files once unreferenced', async () => {
    const id = tourId(slug);
    const first = await upload(id, form(['thumbnail', await tinyPng(), 'one.png']));
    const oldThumb = tourMediaResponseSchema.parse(first.json).data.thumbnail!;
    expect(await isStored(oldThumb)).toBe(true);

    const second = await upload(id, form(['thumbnail', await tinyPng(), 'two.png']));
    const newThumb = tourMediaResponseSchema.parse(second.json).data.thumbnail!;
    expect(newThumb).not.toBe(oldThumb);
    expect((await tourState(id)).tour.thumbnail).toBe(newThumb);
    expect(await isStored(oldThumb)).toBe(false);
    expect(await isStored(oldThumb, 640)).toBe(false);

    // Shared with a clone: kept.
    await t.db
      .updateTable('tours')
      .set({ thumbnail: newThumb })
      .where('id', '=', tourId('deosai-plains'))
      .execute();
    await upload(id, form(['thumbnail', await tinyPng(), 'three.png']));
    expect(await isStored(newThumb)).toBe(true);
  });
});

describe('deleting a tour', () => {
  it('removes its uploaded files, keeping any a clone still uses and every seed image', async () => {
    const id = tourId('khunjerab-pass');
    const uploaded = await upload(
      id,
      form(
        ['thumbnail', await tinyPng(), 'cover.png'],
        ['gallery[]', await tinyPng(), 'a.png'],
        ['gallery[]', await tinyPng(), 'b.png'],
      ),
    );
    expect(uploaded.status, uploaded.text).toBe(201);
    const media = tourMediaResponseSchema.parse(uploaded.json).data;
    const [own, shared] = media.media.filter((m) => m.full_image_path.startsWith('/uploads/'));
    // Another tour (a clone) shares one gallery image.
    await t.db
      .insertInto('tour_media')
      .values({
        tour_id: tourId('deosai-plains'),
        path: shared!.full_image_path,
        alt: 'copy',
        sort_order: 9,
      })
      .execute();

    const headers = { accept: 'application/json', authorization: `Bearer ${adminToken}` };
    const res = await t.app.request(`/api/tours/${id}`, { method: 'DELETE', headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, deleted: true });

    expect(await isStored(media.thumbnail!)).toBe(false);
    expect(await isStored(media.thumbnail!, 640)).toBe(false);
    expect(await isStored(own!.full_image_path)).toBe(false);
    expect(await isStored(own!.full_image_path, 640)).toBe(false);
    expect(await isStored(shared!.full_image_path)).toBe(true);
    expect((await t.app.request(shared!.full_image_path)).status).toBe(200);
  });
});

describe('media store: in the database, all or nothing', () => {
  it('a store that fails in its transaction leaves no rendition behind', async () => {
    const good = { 640: Buffer.from('a'), 1280: Buffer.from('b') };
    const bad = { 640: Buffer.from('c'), 1280: 42 as unknown as Buffer };
    const before = await storedImages();
    await expect(
      t.db.transaction().execute((trx) => storeImages(trx, 424242, [good, good, bad], new Date())),
    ).rejects.toThrow();
    expect(await storedImages()).toEqual(before);
  });

  it('still serves and removes an image uploaded to the uploads folder before 0018', async () => {
    const legacy = `/uploads/tours/434343/${'ab'.repeat(16)}-1280.webp`;
    fs.mkdirSync(path.dirname(diskPath(legacy)), { recursive: true });
    fs.writeFileSync(diskPath(legacy), 'legacy-1280');
    fs.writeFileSync(diskPath(legacy, 640), 'legacy-640');
    const served = await t.app.request(rendition(legacy, 640));
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('legacy-640');
    await removeUnreferencedImages(t.db, uploadsDir, [legacy]);
    expect(fs.existsSync(diskPath(legacy))).toBe(false);
    expect(fs.existsSync(diskPath(legacy, 640))).toBe(false);
    expect((await t.app.request(legacy)).status).toBe(404);
  });

  it('never deletes files outside the uploads or for addresses it did not generate', async () => {
    const victim = path.join(root, 'secret.txt');
    await removeUnreferencedImages(t.db, uploadsDir, [
      '/uploads/../secret.txt',
      '/images/tours/k2-base-camp/cover-1280.webp',
      null,
    ]);
    expect(fs.readFileSync(victim, 'utf8')).toBe('TOP-SECRET');
  });
});

describe('configuration', () => {
  it('uploads live in DATA_DIR/uploads', () => {
    const dataDir = path.join(root, 'elsewhere');
    expect(loadServerConfig({ DATA_DIR: dataDir }).uploadsDir).toBe(path.join(dataDir, 'uploads'));
  });
});
