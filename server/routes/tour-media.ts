import path from 'node:path';
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
import {
  BodyTooLargeError,
  MalformedMultipartError,
  spoolMultipart,
  type SpooledForm,
  type SpooledPart,
} from '../media/spool';
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
  part: SpooledPart;
}

/** A browser submits an untouched file input as an empty part without a name: no file. */
function isChosenFile(part: SpooledPart): boolean {
  return part.filename !== null && !(part.size === 0 && part.filename === '');
}

function filesNamed(form: SpooledForm, ...names: string[]): SpooledPart[] {
  return names.flatMap((name) => form.parts.filter((p) => p.name === name && isChosenFile(p)));
}

/** Where upload bodies are spooled: beside the uploads folder (DATA_DIR), never served. */
function spoolDir(uploadsDir: string): string {
  return path.join(path.dirname(uploadsDir), 'upload-spool');
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
 * without Content-Length: hono's bodyLimit refuses a Content-Length over the cap before reading
 * (Node enforces it); a streamed body is counted as it is spooled to disk (server/media/spool.ts)
 * and answered 413 as soon as the cap is passed, its temporary file removed.
 */
const uploadBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  bodyLimit({
    maxSize: c.var.services.config.uploadBodyLimit,
    onError: (ctx) => ctx.json({ message: TOUR_MEDIA_MESSAGES.bodyTooLarge }, 413),
  })(c, next);

class TourGoneError extends Error {}

tourMediaRoutes.post('/tours/:id/media', requireAdmin, requireTour, uploadBodyLimit, async (c) => {
  const tourId = Number(c.req.param('id'));
  const { config } = c.var.services;

  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return c.json({ message: TOUR_MEDIA_MESSAGES.notMultipart }, 415);
  }
  // The body goes to a temporary file, not memory, and is refused as soon as it passes the cap.
  let form: SpooledForm;
  try {
    form = await spoolMultipart(c.req.raw.body, contentType, {
      dir: spoolDir(config.uploadsDir),
      maxBytes: config.uploadBodyLimit,
      maxParts: config.uploadMaxFiles * 4,
    });
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return c.json({ message: TOUR_MEDIA_MESSAGES.bodyTooLarge }, 413);
    }
    if (error instanceof MalformedMultipartError) {
      return c.json({ message: TOUR_MEDIA_MESSAGES.malformed }, 400);
    }
    throw error;
  }
  try {
    return await storeUpload(c, tourId, form);
  } finally {
    await form.discard();
  }
});

async function storeUpload(c: Context<AppEnv>, tourId: number, form: SpooledForm) {
  const { db, config, clock } = c.var.services;
  const thumbnails = filesNamed(form, TOUR_MEDIA_FIELDS.thumbnail);
  const gallery = filesNamed(form, TOUR_MEDIA_FIELDS.gallery, 'gallery');
  const uploads: Upload[] = [
    ...thumbnails.map((part) => ({ key: 'thumbnail', part })),
    ...gallery.map((part, i) => ({ key: `gallery.${i}`, part })),
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
    if (upload.part.size > config.uploadMaxFileBytes) {
      errors[upload.key] = [TOUR_MEDIA_MESSAGES.fileTooLarge];
      continue;
    }
    const data = await form.read(upload.part);
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

  // Everything is valid: the renditions are stored in the transaction that references them.
  const previousThumbnail = await db
    .transaction()
    .execute(async (trx) => {
      const tour = await trx
        .selectFrom('tours')
        .select(['title', 'thumbnail'])
        .where('id', '=', tourId)
        .executeTakeFirst();
      if (!tour) throw new TourGoneError();
      const paths = await storeImages(trx, tourId, processed, clock());
      const thumbnailPath = thumbnails.length > 0 ? (paths[0] ?? null) : null;
      const galleryPaths = paths.slice(thumbnails.length);
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
      return thumbnailPath ? tour.thumbnail : null;
    })
    .catch((error: unknown) => {
      if (error instanceof TourGoneError) return error;
      throw error;
    });
  if (previousThumbnail instanceof TourGoneError) return notFound(c, TOUR_NOT_FOUND_MESSAGE);

  if (previousThumbnail) await removeUnreferencedImages(db, config.uploadsDir, [previousThumbnail]);
  return mediaResponse(c, tourId, 201);
}

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
