import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { parseUploadPath, removeImageFiles, removeStoredImage } from './store';

/**
 * After a database change that dropped references to images (a gallery item removed, a
 * thumbnail replaced, a tour deleted), deletes the files of every uploaded image that no tour
 * thumbnail and no gallery row references any more (stored rows, and the files of an image
 * uploaded before they moved into the database). A clone shares its original's addresses, so
 * a file goes only with its last reference. Seed images (/images/...) are never touched.
 * Best effort: the change is already committed, so a failure here is logged, not thrown.
 */
export async function removeUnreferencedImages(
  db: Kysely<Database>,
  uploadsDir: string,
  paths: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const candidates = [...new Set(paths)].filter(
    (p): p is string => typeof p === 'string' && parseUploadPath(p) !== null,
  );
  for (const publicPath of candidates) {
    try {
      const [media, thumbnails] = await Promise.all([
        db
          .selectFrom('tour_media')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('path', '=', publicPath)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('tours')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('thumbnail', '=', publicPath)
          .executeTakeFirstOrThrow(),
      ]);
      if (Number(media.n) + Number(thumbnails.n) === 0) {
        await removeStoredImage(db, publicPath);
        await removeImageFiles(uploadsDir, publicPath);
      }
    } catch (error) {
      console.error(`Could not remove the unreferenced image ${publicPath}:`, error);
    }
  }
}
