import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Job } from './jobs';
import { hashString } from './random';
import { Scene } from './scene';
import { TIMES } from './times';

/** WebP quality per output width: keeps 1280/1920 px files around 40-55 kB and 640 px around 15-20 kB. */
function quality(w: number): number {
  if (w >= 1900) return 66;
  if (w >= 1200) return 70;
  return 74;
}

/**
 * AVIF quality and encoder effort: about the WebP files' look at ~80% of their size (these
 * painted scenes already compress well as WebP). Effort 2 is ~10x faster than 4 for ~7% more bytes.
 */
const AVIF = { quality: 45, effort: 2 } as const;

/**
 * Paints the job's scene, rasterises the SVG once with sharp (librsvg) and encodes each output
 * as WebP (and AVIF, unless the output is WebP-only) under outDir. Set DUMP_SVG=1 to keep each
 * scene's SVG in /tmp.
 */
export async function renderJob(
  job: Job,
  outDir: string,
  noiseTiles: readonly string[],
): Promise<Array<{ file: string; bytes: number }>> {
  const [W, H] = job.size;
  const [PW, PH] = job.pixels ?? job.size;
  const base = TIMES[job.time];
  const time = { ...base };
  if (job.sun && base.sun) time.sun = { ...base.sun, ...job.sun };
  if (job.moon && base.moon) time.moon = { ...base.moon, ...job.moon };
  const s = new Scene(W, H, hashString(job.seed), time, noiseTiles);
  job.paint(s);
  const svg = s.toString(PW, PH);
  if (process.env.DUMP_SVG) await writeFile(`/tmp/${job.id.replace(/\//g, '_')}.svg`, svg);
  let raster = sharp(Buffer.from(svg), { limitInputPixels: false, unlimited: true });
  if (!job.alpha) raster = raster.removeAlpha();
  const { data, info } = await raster.raw().toBuffer({ resolveWithObject: true });
  const results = [];
  for (const out of job.outputs) {
    const file = path.join(outDir, out.file);
    await mkdir(path.dirname(file), { recursive: true });
    let img = sharp(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    if (out.w !== info.width || out.h !== info.height)
      img = img.resize(out.w, out.h, { fit: 'cover', kernel: 'lanczos3' });
    const webp = await img
      .clone()
      .webp({ quality: out.q ?? quality(out.w), alphaQuality: 90, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(file, webp);
    results.push({ file: out.file, bytes: webp.length });
    if (out.webpOnly) continue;
    const avifFile = out.file.replace(/\.webp$/, '.avif');
    const avif = await img.avif(AVIF).toBuffer();
    await writeFile(path.join(outDir, avifFile), avif);
    results.push({ file: avifFile, bytes: avif.length });
  }
  return results;
}
