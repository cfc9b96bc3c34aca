import type { Kysely } from 'kysely';
import { SLUG_PATTERN } from '../../contract';
import type { Database } from '../db/types';

/** Public tour addresses (/tours/{slug}) stay short; findTourDetail accepts up to 120. */
const SLUG_MAX_LENGTH = 80;
const FALLBACK_SLUG = 'tour';

/** 'Hunza Valley & Passu (Copy)' -> 'hunza-valley-passu-copy'; accents folded, other scripts dropped. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/**
 * The slug for a title that no other tour uses: the plain slug, else slug-2, slug-3...
 * A concurrent insert can still take it first; callers retry on the unique violation.
 */
export async function uniqueSlug(
  db: Kysely<Database>,
  title: string,
  exceptTourId?: number,
): Promise<string> {
  const base = slugify(title);
  // Every candidate starts with this prefix (suffixes are short), so one query sees them all.
  // Slugs hold only [a-z0-9-], so the pattern carries no LIKE wildcards.
  const prefix = base.slice(0, SLUG_MAX_LENGTH - 10);
  let query = db.selectFrom('tours').select('slug').where('slug', 'like', `${prefix}%`);
  if (exceptTourId !== undefined) query = query.where('id', '<>', exceptTourId);
  const taken = new Set((await query.execute()).map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate) && SLUG_PATTERN.test(candidate)) return candidate;
  }
}
