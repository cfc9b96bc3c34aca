// `npm run dev`: the API (tsx watch, port API_PORT, default 3001) and the Vite dev server side by
// side; Vite proxies /api and /uploads to the API (vite.config.ts). When either exits, both stop.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const apiPort = process.env.API_PORT ?? '3001';
const colour = process.stdout.isTTY && !process.env.NO_COLOR;

function localBin(name) {
  const bin = path.join(root, 'node_modules', '.bin', name);
  return existsSync(bin) ? { command: bin, prefix: [] } : { command: 'npx', prefix: [name] };
}

const children = [];
let shuttingDown = false;
let exitCode = 0;

function run(label, ansi, bin, args, env) {
  const { command, prefix } = localBin(bin);
  const child = spawn(command, [...prefix, ...args], {
    env: { ...process.env, ...(colour ? { FORCE_COLOR: '1' } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = colour ? `\x1b[${ansi}m[${label}]\x1b[0m ` : `[${label}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(tag + line + '\n'));
  }
  child.on('error', (error) => {
    process.stderr.write(`${tag}could not start: ${error.message}\n`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      process.stderr.write(`${tag}exited (${signal ?? `code ${code}`}); stopping the other one\n`);
    }
    stopAll(shuttingDown ? exitCode : (code ?? 1));
  });
  children.push(child);
}

function stopAll(code) {
  if (!shuttingDown) {
    shuttingDown = true;
    exitCode = code;
  }
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) {
    process.exit(exitCode);
  }
}

process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

// STATIC_DIR is empty so the API does not serve dist/: Vite serves the SPA in development.
run('api', '36', 'tsx', ['watch', 'server/main.ts'], { PORT: apiPort, STATIC_DIR: '' });
run('web', '35', 'vite', [], { API_PORT: apiPort });
