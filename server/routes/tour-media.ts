import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { ValidationError } from '../../contract';
import {
  TOUR_MEDIA_FIELDS,
  TOUR_MEDIA_MESSAGES,
  type TourMedia,
  type TourMediaResponse,
} from '../../contract/tour-media';
import { requireAdmin } from '../auth/middleware';
import type { Database } from '../db/types';
import type { AppEnv } from '../http/env';
import { notFound } from '../http/responses';
import { removeUnreferencedImages } from '../media/cleanup';
import {
  ImageRejectedError,
  processImage,
  type ImageRejection,
  type ImageRenditions,
} from '../media/process-image';
import { sniffImageKind } from '../media/sniff';
import { storeImages } from '../media/store';
import { TOUR_NOT_FOUND_MESSAGE } from './tours';
import { parseRowId } from '../http/row-id';

/**
 * Tour media (issue 5, SPEC section 7): POST /api/tours/{id}/media takes multipart `thumbnail`
 * (one file) and `gallery[]` (many); DELETE /api/tours/{id}/media/{mediaId} removes a gallery
 * item. Both answer the tour's media after the change. Admin only.
 */
export const tourMediaRoutes = new Hono<AppEnv>();

const UPLOAD_ROUTE = /^\/api\/tours\/[^/]+\/media$/;

/** The upload is multipart and brings its own, larger body limit; app.ts exempts it from the JSON one. */
export function isTourMediaUpload(method: string, path: string): boolean {
  return method === 'POST' && UPLOAD_ROUTE.test(path);
}

const REJECTION_MESSAGES: Record<ImageRejection, string> = {
  type: TOUR_MEDIA_MESSAGES.type,
  unreadable: TOUR_MEDIA_MESSAGES.unreadable,
  tooManyPixels: TOUR_MEDIA_MESSAGES.tooManyPixels,
};

/** One uploaded file and the Laravel-style error key it answers to (`thumbnail`, `gallery.2`). */
interface Upload {
  key: string;
  file: File;
}

/** A browser submits an untouched file input as an empty part without a name: no file. */
function isChosenFile(value: FormDataEntryValue): value is File {
  return typeof value !== 'string' && !(value.size === 0 && value.name === '');
}

function fileError(c: Context, errors: Record<string, string[]>) {
  const body: ValidationError = {
    message: Object.values(errors).flat()[0] ?? TOUR_MEDIA_MESSAGES.unreadable,
    errors,
  };
  return c.json(body, 422);
}

async function loadTourMedia(db: Kysely<Database>, tourId: number): Promise<TourMedia | null> {
  const tour = await db
    .selectFrom('tours')
    .select('thumbnail')
    .where('id', '=', tourId)
    .executeTakeFirst();
  if (!tour) return null;
  const media = await db
    .selectFrom('tour_media')
    .select(['id', 'path', 'alt'])
    .where('tour_id', '=', tourId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    thumbnail: tour.thumbnail,
    media: media.map((m) => ({ id: m.id, full_image_path: m.path, alt: m.alt })),
  };
}

async function mediaResponse(c: Context<AppEnv>, tourId: number, status: 200 | 201) {
  const data = await loadTourMedia(c.var.services.db, tourId);
  if (!data) return notFound(c, TOUR_NOT_FOUND_MESSAGE);
  const body: TourMediaResponse = { success: true, data };
  return c.json(body, status);
}

/** 404 before the body is read: an upload for a missing tour is not worth receiving. */
const requireTour: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = parseRowId(c.req.param('id') ?? '');
  const tour =
    id === null
      ? undefined
      : await c.var.services.db
          .selectFrom('tours')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
  if (!tour) return notFound(c, TOUR_NOT_FOUND_MESSAGE);
  await next();
};

/**
 * The whole request body is capped (20 files x 5 MB plus room for the multipart framing), with or
 * without Content-Length: hono's bodyLimit trusts a Content-Length (Node enforces it) and
 * otherwise counts the streamed bytes, answering 413 as soon as the cap is passed.
 */
const uploadBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: c.var.services.config.uploadBodyLimit,
    onError: (ctx) => ctx.json({ message: TOUR_MEDIA_MESSAGES.bodyTooLarge }, 413),
  })(c, next);

class TourGoneError extends Error {}

tourMediaRoutes.post('/tours/:id/media', requireAdmin, requireTour, uploadBodyLimit, async (c) => {
  const tourId = Number(c.req.param('id'));
  const { db, config, clock } = c.var.services;

  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return c.json({ message: TOUR_MEDIA_MESSAGES.notMultipart }, 415);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return c.json({ message: TOUR_MEDIA_MESSAGES.malformed }, 400);
  }

  const thumbnails = form.getAll(TOUR_MEDIA_FIELDS.thumbnail).filter(isChosenFile);
  const gallery = [...form.getAll(TOUR_MEDIA_FIELDS.gallery), ...form.getAll('gallery')].filter(
    isChosenFile,
  );
  const uploads: Upload[] = [
    ...thumbnails.map((file) => ({ key: 'thumbnail', file })),
    ...gallery.map((file, i) => ({ key: `gallery.${i}`, file })),
  ];
  if (uploads.length === 0) return fileError(c, { gallery: [TOUR_MEDIA_MESSAGES.noFiles] });
  if (thumbnails.length > 1) return fileError(c, { thumbnail: [TOUR_MEDIA_MESSAGES.oneThumbnail] });
  if (uploads.length > config.uploadMaxFiles) {
    return fileError(c, { gallery: [TOUR_MEDIA_MESSAGES.tooManyFiles] });
  }

  // Cheap checks on every file first (size, then the leading bytes), so one answer names every
  // bad file; only then the decoding, which is where the time goes.
  const errors: Record<string, string[]> = {};
  const bytes = new Map<Upload, Uint8Array>();
  for (const upload of uploads) {
    if (upload.file.size > config.uploadMaxFileBytes) {
      errors[upload.key] = [TOUR_MEDIA_MESSAGES.fileTooLarge];
      continue;
    }
    const data = new Uint8Array(await upload.file.arrayBuffer());
    if (!sniffImageKind(data)) errors[upload.key] = [TOUR_MEDIA_MESSAGES.type];
    else bytes.set(upload, data);
  }
  if (Object.keys(errors).length > 0) return fileError(c, errors);

  const processed: ImageRenditions[] = [];
  for (const [upload, data] of bytes) {
    try {
      processed.push(await processImage(data, { maxPixels: config.uploadMaxPixels }));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      errors[upload.key] = [REJECTION_MESSAGES[error.reason]];
    }
  }
  if (Object.keys(errors).length > 0) return fileError(c, errors);

  // Everything is valid: files go to disk, then one transaction references them. If the
  // transaction fails, the files go too.
  const stored = await storeImages(config.uploadsDir, tourId, processed);
  const thumbnailPath = thumbnails.length > 0 ? (stored.paths[0] ?? null) : null;
  const galleryPaths = stored.paths.slice(thumbnails.length);
  let previousThumbnail: string | null;
  try {
    previousThumbnail = await db.transaction().execute(async (trx) => {
      const tour = await trx
        .selectFrom('tours')
        .select(['title', 'thumbnail'])
        .where('id', '=', tourId)
        .executeTakeFirst();
      if (!tour) throw new TourGoneError();
      await trx
        .updateTable('tours')
        .set({
          updated_at: clock().toISOString(),
          ...(thumbnailPath ? { thumbnail: thumbnailPath } : {}),
        })
        .where('id', '=', tourId)
        .execute();
      if (galleryPaths.length > 0) {
        const last = await trx
          .selectFrom('tour_media')
          .select((eb) => eb.fn.max('sort_order').as('max'))
          .where('tour_id', '=', tourId)
          .executeTakeFirst();
        const after = Number(last?.max ?? 0);
        await trx
          .insertInto('tour_media')
          .values(
            galleryPaths.map((path, i) => ({
              tour_id: tourId,
              path,
              alt: tour.title,
              sort_order: after + i + 1,
            })),
          )
          .execute();
      }
      return tour.thumbnail;
    });
  } catch (error) {
    await stored.discard();
    if (error instanceof TourGoneError) return notFound(c, TOUR_NOT_FOUND_MESSAGE);
    throw error;
  }

  if (thumbnailPath) await removeUnreferencedImages(db, config.uploadsDir, [previousThumbnail]);
  return mediaResponse(c, tourId, 201);
});

tourMediaRoutes.delete('/tours/:id/media/:mediaId', requireAdmin, requireTour, async (c) => {
  const tourId = Number(c.req.param('id'));
  const mediaId = parseRowId(c.req.param('mediaId'));
  const { db, config, clock } = c.var.services;

  const item =
    mediaId === null
      ? undefined
      : await db
          .selectFrom('tour_media')
          .select(['id', 'path'])
          .where('id', '=', mediaId)
          .where('tour_id', '=', tourId)
          .executeTakeFirst();
  if (!item) return notFound(c, TOUR_MEDIA_MESSAGES.mediaNotFound);

  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('tour_media').where('id', '=', item.id).execute();
    await trx
      .updateTable('tours')
      .set({ updated_at: clock().toISOString() })
      .where('id', '=', tourId)
      .execute();
  });
  await removeUnreferencedImages(db, config.uploadsDir, [item.path]);
  return mediaResponse(c, tourId, 200);
});
