// Cheap guard: CI runs `bash .ci/run` in a fresh clone, and the README / scripts rely on these
// npm scripts existing. Breaking either should fail fast here, not after a 20-minute CI run.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const fromRoot = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));

describe('CI entry point', () => {
  const script = readFileSync(fromRoot('.ci/run'), 'utf8');
  const commands = script
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('is an executable bash script that stops on errors', () => {
    expect(script.startsWith('#!/usr/bin/env bash\n')).toBe(true);
    expect(commands).toContain('set -euo pipefail');
    expect(statSync(fromRoot('.ci/run')).mode & 0o111).not.toBe(0);
  });

  it('installs from the lockfile, then runs npm test', () => {
    const install = commands.indexOf('npm ci');
    const test = commands.indexOf('npm test');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(test).toBeGreaterThan(install);
  });
});

describe('package.json scripts', () => {
  const pkg = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };

  it.each(['dev', 'build', 'start', 'test', 'test:e2e', 'typecheck', 'lint', 'format:check'])(
    'defines %s',
    (name) => {
      expect(pkg.scripts?.[name]?.trim() ?? '').not.toBe('');
    },
  );

  it('runs every leg through scripts/test-all.sh and lints without warnings', () => {
    expect(pkg.scripts?.test).toBe('bash scripts/test-all.sh');
    expect(pkg.scripts?.lint).toContain('--max-warnings 0');
  });
});
