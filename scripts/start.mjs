// `npm start`: build the SPA when dist/ is missing or older than its sources, then run the
// production server (server/main.ts serves dist/ and /api) in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Everything that ends up in dist/: a change to any of these makes the build stale. */
const BUILD_INPUTS = ['src', 'machines', 'contract', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its directory's mtime
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Prefer the project's own binaries: one process fewer between us and the server than npx. */
function localBin(name) {
  const bin = path.join(root, 'node_modules', '.bin', name);
  return existsSync(bin) ? { command: bin, prefix: [] } : { command: 'npx', prefix: [name] };
}

const builtIndex = path.join(root, 'dist', 'index.html');
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...BUILD_INPUTS.map((input) => newestMtime(path.join(root, input))));

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'start: dist/index.html is missing; building the SPA (vite build)...'
      : 'start: dist/ is older than the sources; rebuilding the SPA (vite build)...',
  );
  const vite = localBin('vite');
  const build = spawnSync(vite.command, [...vite.prefix, 'build'], { stdio: 'inherit' });
  if (build.error) throw build.error;
  if (build.status !== 0) {
    console.error(`start: vite build failed (exit ${build.status ?? build.signal})`);
    process.exit(build.status ?? 1);
  }
}

const tsx = localBin('tsx');
// React's production build renders the pages and the mails (its development build is several
// times slower and warns on the console); an explicit NODE_ENV still wins.
const server = spawn(tsx.command, [...tsx.prefix, 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});

const forward = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.on('SIGINT', forward);
process.on('SIGTERM', forward);

server.on('error', (error) => {
  console.error(`start: could not run the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (signal) {
    // Die of the same signal so whoever started us sees how the server ended.
    process.removeAllListeners('SIGINT');
    process.removeAllListeners('SIGTERM');
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
