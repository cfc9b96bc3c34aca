import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from '../../scripts/chakra-lazy-global';

/*
 * The build's rewrite of Chakra's createSystem (issue 16): the installed Chakra's system.js,
 * transformed, still builds a working system whose global stylesheet is computed on first read
 * and equals the eager one; the app can then mark it as already in the page.
 */

const require = createRequire(import.meta.url);
const chakraRoot = path.dirname(require.resolve('@chakra-ui/react/package.json'));
const systemFile = path.join(chakraRoot, 'dist/esm/styled-system/system.js');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = chakraLazyGlobal().transform as unknown as Transform;

async function transformedCreateSystem() {
  const source = readFileSync(systemFile, 'utf8');
  const result = transform(source, systemFile);
  expect(result).not.toBeNull();
  // Beside the original, so its relative imports resolve to Chakra's own files.
  const file = path.join(path.dirname(systemFile), `system.lazy-${process.pid}.test.mjs`);
  writeFileSync(file, result!.code);
  try {
    return (await import(pathToFileURL(file).href)) as typeof import('@chakra-ui/react');
  } finally {
    rmSync(file);
  }
}

describe('chakra-lazy-global build transform', () => {
  it('computes the global stylesheet on first read, equal to the eager one', async () => {
    const eager = await import('@chakra-ui/react');
    const lazy = await transformedCreateSystem();
    const config = eager.defaultConfig;
    const reference = eager.createSystem(config);
    const system = lazy.createSystem(config);

    const descriptor = Object.getOwnPropertyDescriptor(system, '_global');
    expect(descriptor?.get).toBeTypeOf('function');
    expect(system._global).toEqual(reference._global);
    // Computed once: the same array on every read.
    expect(system._global).toBe(system._global);
    // The app's override (src/theme/system.ts) replaces the getter.
    Object.defineProperty(system, '_global', { value: [], configurable: true });
    expect(system._global).toEqual([]);
  });

  it('leaves other files alone and fails loudly when Chakra changes', () => {
    expect(transform('const _global = 1;', '/x/other.js')).toBeNull();
    expect(() => transform('export const x = 1;', systemFile)).toThrow(/no longer builds _global/);
  });
});
