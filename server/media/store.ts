import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { IMAGE_WIDTHS, type ImageRenditions, type ImageWidth } from './process-image';

/**
 * Uploaded tour images are stored in the database (uploaded_images, one row per rendition) and
 * addressed as /uploads/tours/{tourId}/{name}-1280.webp (the convention of the seed images: the
 * client derives the -640 address from the -1280 one). `name` is 32 random hex characters chosen
 * by the server, so addresses are unguessable, never collide and can be cached forever.
 */
const UPLOADS_URL_PREFIX = '/uploads';

const UPLOAD_PATH = /^\/uploads\/tours\/([1-9][0-9]{0,15})\/([0-9a-f]{32})-(640|1280)\.webp$/;

interface UploadAddress {
  tourId: string;
  name: string;
  width: ImageWidth;
}

/** Parses an address produced by this module; anything else (seed images, traversal) is null. */
export function parseUploadPath(publicPath: string): UploadAddress | null {
  const match = UPLOAD_PATH.exec(publicPath);
  if (!match) return null;
  const [, tourId, name, width] = match;
  if (!tourId || !name || !width) return null;
  return { tourId, name, width: Number(width) as ImageWidth };
}

function tourDir(uploadsDir: string, tourId: string | number): string {
  return path.join(uploadsDir, 'tours', String(tourId));
}

function fileName(name: string, width: ImageWidth): string {
  return `${name}-${width}.webp`;
}

/**
 * Where an upload address lived on disk before uploads moved into the database (issue 18), or
 * null when it is not one of ours: such files are still served and removed.
 */
export function uploadFilePath(uploadsDir: string, publicPath: string): string | null {
  const address = parseUploadPath(publicPath);
  if (!address) return null;
  return path.join(tourDir(uploadsDir, address.tourId), fileName(address.name, address.width));
}

async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

/** Removes the tour's folder once its last image is gone (never anything still in it). */
async function removeDirIfEmpty(dir: string): Promise<void> {
  try {
    await fs.rmdir(dir);
  } catch {
    // Not empty, or already gone.
  }
}

/**
 * Stores every image's renditions as rows of uploaded_images (migration 0018), so any instance
 * on the same database serves them. Call it with the transaction that references the images:
 * the rows commit with the tour change or not at all. Returns the -1280 address of each image,
 * in the order given.
 */
export async function storeImages(
  db: Kysely<Database> | Transaction<Database>,
  tourId: number,
  images: readonly ImageRenditions[],
  now: Date,
): Promise<string[]> {
  const paths: string[] = [];
  for (const renditions of images) {
    const name = randomBytes(16).toString('hex');
    const address = (width: ImageWidth) =>
      `${UPLOADS_URL_PREFIX}/tours/${tourId}/${fileName(name, width)}`;
    await db
      .insertInto('uploaded_images')
      .values(
        IMAGE_WIDTHS.map((width) => ({
          path: address(width),
          bytes: Buffer.from(renditions[width]),
          created_at: now.toISOString(),
        })),
      )
      .execute();
    paths.push(address(1280));
  }
  return paths;
}

/** The stored bytes at an upload address, or undefined (not an upload, or not stored). */
export async function readStoredImage(
  db: Kysely<Database>,
  publicPath: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!parseUploadPath(publicPath)) return undefined;
  const row = await db
    .selectFrom('uploaded_images')
    .select('bytes')
    .where('path', '=', publicPath)
    .executeTakeFirst();
  return row ? new Uint8Array(row.bytes) : undefined;
}

/** Deletes both stored renditions of an uploaded image (the -1280 address is given). */
export async function removeStoredImage(db: Kysely<Database>, publicPath: string): Promise<void> {
  const address = parseUploadPath(publicPath);
  if (!address) return;
  const prefix = `${UPLOADS_URL_PREFIX}/tours/${address.tourId}/`;
  await db
    .deleteFrom('uploaded_images')
    .where(
      'path',
      'in',
      IMAGE_WIDTHS.map((width) => prefix + fileName(address.name, width)),
    )
    .execute();
}

/** Deletes both files of an image uploaded before 0018; addresses that are not uploads are ignored. */
export async function removeImageFiles(uploadsDir: string, publicPath: string): Promise<void> {
  const address = parseUploadPath(publicPath);
  if (!address) return;
  const dir = tourDir(uploadsDir, address.tourId);
  await Promise.all(
    IMAGE_WIDTHS.map((width) => removeQuietly(path.join(dir, fileName(address.name, width)))),
  );
  await removeDirIfEmpty(dir);
}
