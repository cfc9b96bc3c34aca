import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod/mini';
import { toPathFieldErrors } from '../../contract';
import {
  catalogueIndexSchema,
  catalogueTourSchema,
  type CatalogueCategory,
  type CatalogueTour,
} from '../../contract/catalogue';

/** content/catalogue/: read by the seed and by the image generator (scripts/images/). */
export const CATALOGUE_DIR = fileURLToPath(new URL('../../content/catalogue/', import.meta.url));

export interface Catalogue {
  categories: CatalogueCategory[];
  /** In the order of catalogue.json's `tours`. */
  tours: CatalogueTour[];
}

/** Every problem of every catalogue file, one `file: field.path: message` line each. */
export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The seed catalogue is invalid:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'CatalogueError';
  }
}

/** The path as a reader finds it: relative to the working directory when it is inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

function readFile<S extends z.ZodMiniType>(
  schema: S,
  file: string,
  problems: string[],
): z.output<S> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${shown(file)}: ${(error as Error).message}`);
    return undefined;
  }
  // zod/mini ships no messages of its own: the English ones fill in where the contract has none.
  const result = schema.safeParse(json, { error: z.locales.en().localeError });
  if (result.success) return result.data;
  for (const [field, messages] of Object.entries(toPathFieldErrors(result.error.issues))) {
    problems.push(`${shown(file)}: ${field === '_' ? '' : `${field}: `}${messages.join(' ')}`);
  }
  return undefined;
}

/**
 * Reads and validates catalogue.json and every tours/<slug>.json. Throws a CatalogueError naming
 * each bad file and field, so a broken catalogue stops the seed before it writes anything.
 */
export function loadCatalogue(dir: string = CATALOGUE_DIR): Catalogue {
  const problems: string[] = [];
  const indexFile = path.join(dir, 'catalogue.json');
  const index = readFile(catalogueIndexSchema, indexFile, problems);
  if (!index) throw new CatalogueError(problems);

  const toursDir = path.join(dir, 'tours');
  const files = fs.existsSync(toursDir)
    ? fs.readdirSync(toursDir).filter((name) => name.endsWith('.json'))
    : [];
  for (const name of files) {
    if (!index.tours.includes(name.slice(0, -'.json'.length))) {
      problems.push(`${shown(path.join(toursDir, name))}: not listed in ${shown(indexFile)} tours`);
    }
  }

  const categories = new Set(index.categories.map((category) => category.slug));
  const tours: CatalogueTour[] = [];
  for (const slug of index.tours) {
    const file = path.join(toursDir, `${slug}.json`);
    if (!files.includes(`${slug}.json`)) {
      problems.push(`${shown(file)}: missing (listed in ${shown(indexFile)} tours)`);
      continue;
    }
    const tour = readFile(catalogueTourSchema, file, problems);
    if (!tour) continue;
    if (tour.slug !== slug) {
      problems.push(`${shown(file)}: slug: must be the file's name, "${slug}"`);
    }
    if (!categories.has(tour.category)) {
      problems.push(
        `${shown(file)}: category: "${tour.category}" is not a category of ${shown(indexFile)}`,
      );
    }
    tours.push(tour);
  }

  if (problems.length > 0) throw new CatalogueError(problems);
  return { categories: index.categories, tours };
}
