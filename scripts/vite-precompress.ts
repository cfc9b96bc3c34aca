import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth a compressed twin (images and fonts are compressed already). */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;
/** Below this, the saving is smaller than a packet; the server sends such files as they are. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Build metadata (.vite/manifest.json) is never served.
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? listFiles(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

/** Writes `file.br` and `file.gz` beside a text file, each only if it is actually smaller. */
async function precompressFile(file: string): Promise<void> {
  const source = await fs.readFile(file);
  if (source.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.byteLength < source.byteLength ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.byteLength < source.byteLength ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * After the build (bundle and public/ copied), every text file over 1 kB in the output folder
 * gets a brotli (quality 11) and a gzip (level 9) twin, which server/http/static.ts sends to
 * clients that accept them. Compressed once here at the best ratio instead of per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      // The server render's bundle (scripts/ssr-build.ts) is read from disk, never sent.
      if (serverBuild) return;
      const files = (await listFiles(outDir)).filter((file) => TEXT_FILE.test(file));
      await Promise.all(files.map(precompressFile));
    },
  };
}
