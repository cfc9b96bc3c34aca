// `npm run bench:lighthouse [-- [baseUrl [otherBaseUrl]] [--runs 3] [--tour 1] [--pages /,/tours]]`
//
// Lighthouse 12 (mobile profile, default simulated throttling: slow 4G, 4x CPU) on Debian's
// Chromium (--headless=new --no-sandbox), performance only, N runs per page; prints the median score and LCP, TBT, CLS, FCP
// and Speed Index per page.
//
//   npm run bench:lighthouse                        build into .tmp/bench-dist, start the server
//                                                   on a temporary data dir, measure it
//   npm run bench:lighthouse -- http://host:3000    measure a running site
//   npm run bench:lighthouse -- http://a http://b   both, runs alternated, side by side (before/after)
//
// CHROME_PATH overrides the browser (default /usr/bin/chromium). Scores are noisy on a shared
// machine: compare builds in one run, never against a figure from another day.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    tour: { type: 'string', default: '1' },
    pages: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs));
const pages = values.pages ? values.pages.split(',') : ['/', '/tours', `/tour/${values.tour}`];
if (positionals.length > 2) {
  console.error('bench:lighthouse takes at most two base URLs (before and after)');
  process.exit(2);
}

/** The audits printed, with their unit. */
const METRICS = [
  ['LCP', 'largest-contentful-paint', 's'],
  ['TBT', 'total-blocking-time', 'ms'],
  ['CLS', 'cumulative-layout-shift', ''],
  ['FCP', 'first-contentful-paint', 's'],
  ['SI', 'speed-index', 's'],
];

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds the SPA into .tmp/bench-dist and starts the server on a fresh data dir. */
async function startOwnServer() {
  const outDir = path.join(root, '.tmp', 'bench-dist');
  console.log(`bench:lighthouse: building into ${path.relative(root, outDir)}...`);
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const build = spawnSync(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed (${build.status ?? build.signal})`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
  const port = await freePort();
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      STATIC_DIR: outDir,
      LOG_REQUESTS: '0',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${base}/api/tours/featured`, child);
  } catch (error) {
    stop();
    throw error;
  }
  console.log(`bench:lighthouse: server on ${base} (data in ${dataDir})`);
  return { base, stop };
}

/**
 * Debian's Chromium, headless, on a fresh profile, with its DevTools port for Lighthouse (what
 * chrome-launcher does, without the extra dependency).
 */
async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code})`)));
    createInterface({ input: child.stderr }).on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
  return {
    port,
    kill: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

async function measure(chrome, url, attempt = 1) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART on a busy machine): one more
    // try, then the error.
    if (attempt < 2) return measure(chrome, url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const row = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [name, id] of METRICS) row[name] = lhr.audits[id]?.numericValue ?? NaN;
  return row;
}

function format(name, unit, value) {
  if (name === 'score') return String(Math.round(value));
  if (unit === 's') return `${(value / 1000).toFixed(2)} s`;
  if (unit === 'ms') return `${Math.round(value)} ms`;
  return value.toFixed(3);
}

async function main() {
  const own = positionals.length === 0 ? await startOwnServer() : null;
  const bases = own ? [own.base] : positionals.map((b) => b.replace(/\/$/, ''));
  const chrome = await launchChromium();
  /** results[page][base] = rows */
  const results = Object.fromEntries(pages.map((p) => [p, bases.map(() => [])]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        // Alternate which base goes first, so neither always gets the warmer machine.
        const order = bases.map((_, i) => i);
        if (run % 2 === 0) order.reverse();
        for (const i of order) {
          const row = await measure(chrome, bases[i] + page);
          results[page][i].push(row);
          console.log(
            `  run ${run}/${runs} ${bases[i]}${page}: score ${row.score}, LCP ${format('LCP', 's', row.LCP)}, CLS ${format('CLS', '', row.CLS)}`,
          );
        }
      }
    }
  } finally {
    await chrome.kill();
    own?.stop();
  }

  const columns = [['score', 'score', ''], ...METRICS.map(([name, , unit]) => [name, name, unit])];
  console.log(`\nLighthouse ${lighthouseVersion()} mobile, median of ${runs} run(s)`);
  bases.forEach((base, i) => console.log(`  [${String.fromCharCode(65 + i)}] ${base}`));
  const header = [
    'page'.padEnd(12),
    ...columns.map(([label]) => label.padStart(bases.length > 1 ? 19 : 9)),
  ];
  console.log(header.join(' '));
  for (const page of pages) {
    const cells = columns.map(([, key, unit]) => {
      const values = results[page].map((rows) =>
        format(key, unit, median(rows.map((r) => r[key]))),
      );
      return (bases.length > 1 ? values.join(' -> ') : values[0]).padStart(
        bases.length > 1 ? 19 : 9,
      );
    });
    console.log([page.padEnd(12), ...cells].join(' '));
  }
}

function lighthouseVersion() {
  const manifest = path.join(root, 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

await main();
