import type { Plugin } from 'vite';

const SYSTEM_FILE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = /\n(\s*)_global,\n/;

/**
 * Chakra's `createSystem` writes the whole global stylesheet (reset, global styles and one CSS
 * variable per token) as style objects when the system is built; only `ChakraProvider`'s
 * `<Global>` reads it. A server-rendered page already carries that stylesheet in its head, so
 * the browser adopting it needs none of it: the build makes `system._global` computed on first
 * read (src/theme/system.ts `hydratingSystem` skips it), which takes about half of the system's
 * build off a first visit's main thread (issue 16: blocking time). Chakra 3.37-3.38 write it
 * this way; the build fails if a later version no longer does, rather than silently keeping
 * the cost.
 */
export function chakraLazyGlobal(): Plugin {
  return {
    name: 'chakra-lazy-global',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_FILE.test(id)) return null;
      if (!code.includes(EAGER) || !FIELD.test(code)) {
        throw new Error(
          `chakra-lazy-global: ${id} no longer builds _global as expected; update scripts/chakra-lazy-global.ts`,
        );
      }
      const out = code
        .replace(EAGER, 'let _global;')
        .replace(
          FIELD,
          (_, indent: string) =>
            `\n${indent}get _global() {\n${indent}  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n${indent}},\n`,
        );
      return { code: out, map: null };
    },
  };
}
