/**
 * Deterministic generator for the site's seed artwork (CC0, see public/images/LICENSE.md).
 *
 * Every image is painted as an SVG scene (sky, fractal mountain ridges with snow and facet
 * shading, glaciers, lakes with rippled reflections, meadows, trees, buildings...) from a seeded
 * pseudo-random generator, rasterised with sharp (librsvg) and encoded to WebP. Running it twice
 * produces the same files. Tours and categories, and how each of their pictures is painted
 * (`art`), come from the seed catalogue in content/catalogue/.
 *
 *   npx tsx scripts/images/main.ts                      # everything, into public/images/
 *   npx tsx scripts/images/main.ts k2 hero              # only jobs whose id contains a filter
 *   npx tsx scripts/images/main.ts --out /tmp/images    # somewhere else
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalogue } from '../../server/db/catalogue';
import { buildJobs } from './jobs';
import { makeNoiseTiles } from './noise-tiles';
import { renderJob } from './render';

const PUBLIC_IMAGES = fileURLToPath(new URL('../../public/images/', import.meta.url));
/** Scenes painted at once; each holds a full-size raster in memory. */
const CONCURRENCY = 2;

async function main() {
  const { values, positionals: filters } = parseArgs({
    options: { out: { type: 'string', short: 'o' } },
    allowPositionals: true,
  });
  const outDir = path.resolve(values.out ?? PUBLIC_IMAGES);
  const jobs = buildJobs(loadCatalogue()).filter(
    (j) => !filters.length || filters.some((f) => j.id.includes(f)),
  );
  const noiseTiles = await makeNoiseTiles();
  let next = 0;
  let total = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const t0 = Date.now();
      const res = await renderJob(job, outDir, noiseTiles);
      for (const r of res) total += r.bytes;
      console.log(
        `${job.id.padEnd(40)} ${res.map((r) => `${(r.bytes / 1024).toFixed(1)}k`).join(' ')}  ${Date.now() - t0}ms`,
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`${jobs.length} scenes, ${(total / 1024).toFixed(0)} kB in ${outDir}`);
}

await main();
