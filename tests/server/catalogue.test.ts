import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueIndexSchema, catalogueTourSchema } from '../../contract/catalogue';
import { CATALOGUE_DIR, CatalogueError, loadCatalogue } from '../../server/db/catalogue';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDatabase } from '../../server/db/seed';
import { createFreshDatabase, createMutableClock, TEST_ADMIN } from './harness';

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const tourFiles = fs.readdirSync(path.join(CATALOGUE_DIR, 'tours')).sort();

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A scratch copy of the real catalogue to break. */
function copyCatalogue(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kt-catalogue-'));
  copies.push(dir);
  fs.cpSync(CATALOGUE_DIR, dir, { recursive: true });
  return dir;
}

function editJson(file: string, edit: (json: Record<string, unknown>) => void) {
  const json = readJson(file) as Record<string, unknown>;
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json));
}

function problemsOf(dir: string): string[] {
  try {
    loadCatalogue(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogueError);
    return (error as CatalogueError).problems;
  }
  throw new Error('The catalogue was accepted');
}

describe('seed catalogue files (content/catalogue/)', () => {
  it('catalogue.json parses with the contract schema', () => {
    const result = catalogueIndexSchema.safeParse(
      readJson(path.join(CATALOGUE_DIR, 'catalogue.json')),
    );
    expect(result.error?.issues).toBeUndefined();
  });

  it.each(tourFiles)('tours/%s parses with the contract schema', (name) => {
    const result = catalogueTourSchema.safeParse(readJson(path.join(CATALOGUE_DIR, 'tours', name)));
    expect(result.error?.issues).toBeUndefined();
    expect(`${result.data?.slug}.json`).toBe(name);
  });

  it('loads every listed tour in catalogue.json order, each in a known category', () => {
    const catalogue = loadCatalogue();
    const index = catalogueIndexSchema.parse(readJson(path.join(CATALOGUE_DIR, 'catalogue.json')));
    expect(catalogue.tours.map((tour) => tour.slug)).toEqual(index.tours);
    expect(catalogue.tours.map((tour) => `${tour.slug}.json`).sort()).toEqual(tourFiles);
    const categories = catalogue.categories.map((category) => category.slug);
    for (const tour of catalogue.tours) expect(categories).toContain(tour.category);
  });
});

describe('a broken catalogue', () => {
  it('is refused naming the file and the path of each bad field', () => {
    const dir = copyCatalogue();
    editJson(path.join(dir, 'tours', 'k2-base-camp.json'), (tour) => {
      tour.price = 'cheap';
      (tour.itinerary as Array<{ title: string }>)[3]!.title = ' ';
      (tour.art as { cover: Record<string, unknown> }).cover.peakx = 0.5;
    });
    const problems = problemsOf(dir);
    const file = path.join(dir, 'tours', 'k2-base-camp.json');
    expect(problems).toEqual([
      `${file}: price: The price field must be a number.`,
      `${file}: itinerary.3.title: Day title is required`,
      `${file}: art.cover: Unrecognized key: "peakx"`,
    ]);
  });

  it('says which file is not JSON', () => {
    const dir = copyCatalogue();
    const file = path.join(dir, 'tours', 'spantik.json');
    fs.writeFileSync(file, '{ "slug": "spantik", }');
    expect(problemsOf(dir)).toEqual([expect.stringMatching(`^${file}: .*JSON`)]);
  });

  it('refuses an unknown category, a slug that is not the file name and unlisted or missing files', () => {
    const dir = copyCatalogue();
    const toursDir = path.join(dir, 'tours');
    editJson(path.join(toursDir, 'rush-lake.json'), (tour) => {
      tour.category = 'cruises';
    });
    editJson(path.join(toursDir, 'spantik.json'), (tour) => {
      tour.slug = 'spantik-peak';
    });
    fs.renameSync(path.join(toursDir, 'deosai-plains.json'), path.join(toursDir, 'deosai.json'));
    const index = path.join(dir, 'catalogue.json');
    expect(problemsOf(dir).sort()).toEqual(
      [
        `${path.join(toursDir, 'deosai.json')}: not listed in ${index} tours`,
        `${path.join(toursDir, 'deosai-plains.json')}: missing (listed in ${index} tours)`,
        `${path.join(toursDir, 'rush-lake.json')}: category: "cruises" is not a category of ${index}`,
        `${path.join(toursDir, 'spantik.json')}: slug: must be the file's name, "spantik"`,
      ].sort(),
    );
  });

  it('stops the seed before it writes anything', async () => {
    const dir = copyCatalogue();
    editJson(path.join(dir, 'tours', 'hunza-valley.json'), (tour) => {
      tour.difficulty = 'Relaxed';
    });
    const fresh = await createFreshDatabase();
    try {
      await migrateToLatest(fresh.db);
      await expect(
        seedDatabase(fresh.db, {
          clock: createMutableClock(),
          admin: { ...TEST_ADMIN },
          catalogueDir: dir,
        }),
      ).rejects.toThrow(/hunza-valley\.json: difficulty: The selected difficulty is invalid\./);
      for (const table of ['users', 'categories', 'tours'] as const) {
        const rows = await fresh.db.selectFrom(table).select('id').execute();
        expect(rows, table).toEqual([]);
      }
    } finally {
      await fresh.destroy();
    }
  });
});
