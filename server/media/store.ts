import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, type ImageRenditions, type ImageWidth } from './process-image';

/**
 * Uploaded tour images live on disk at {uploadsDir}/tours/{tourId}/{name}-{640|1280}.webp and are
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

/** Where an upload address lives on disk, or null when it is not one of ours. */
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

export interface StoredImages {
  /** The -1280 address of each image, in the order given. */
  paths: string[];
  /** Deletes every file written (when the database change that should reference them fails). */
  discard(): Promise<void>;
}

/**
 * Writes every image's renditions, all or nothing: each file is written under a temporary
 * dot-name (never served) and renamed into place only once all of them are on disk; any failure
 * removes everything this call wrote.
 */
export async function storeImages(
  uploadsDir: string,
  tourId: number,
  images: readonly ImageRenditions[],
): Promise<StoredImages> {
  const dir = tourDir(uploadsDir, tourId);
  const planned = images.map((renditions) => {
    const name = randomBytes(16).toString('hex');
    return {
      publicPath: `${UPLOADS_URL_PREFIX}/tours/${tourId}/${fileName(name, 1280)}`,
      files: IMAGE_WIDTHS.map((width) => ({
        bytes: renditions[width],
        final: path.join(dir, fileName(name, width)),
        temp: path.join(dir, `.${fileName(name, width)}.${randomBytes(4).toString('hex')}.tmp`),
      })),
    };
  });
  const files = planned.flatMap((image) => image.files);
  const discard = async () => {
    await Promise.all(files.flatMap((f) => [removeQuietly(f.temp), removeQuietly(f.final)]));
    await removeDirIfEmpty(dir);
  };

  try {
    await fs.mkdir(dir, { recursive: true });
    for (const file of files) await fs.writeFile(file.temp, file.bytes, { flag: 'wx' });
    for (const file of files) await fs.rename(file.temp, file.final);
  } catch (error) {
    await discard();
    throw error;
  }
  return { paths: planned.map((image) => image.publicPath), discard };
}

/** Deletes both renditions of an uploaded image; addresses that are not uploads are ignored. */
export async function removeImageFiles(uploadsDir: string, publicPath: string): Promise<void> {
  const address = parseUploadPath(publicPath);
  if (!address) return;
  const dir = tourDir(uploadsDir, address.tourId);
  await Promise.all(
    IMAGE_WIDTHS.map((width) => removeQuietly(path.join(dir, fileName(address.name, width)))),
  );
  await removeDirIfEmpty(dir);
}
