import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The server entry (src/entry-server.tsx) and where its build goes, inside the client's outDir. */
const SSR_ENTRY = 'src/entry-server.tsx';
const SSR_DIR = '.ssr';

/**
 * Server rendering (issue 16): after the client build, builds the server entry into
 * {outDir}/.ssr/entry-server.js with the same configuration, so every `vite build --outDir X`
 * (npm run build, the e2e builds) gives the server what it renders public pages with.
 * server/http/ssr.ts imports it; the static files never serve dot-folders.
 */
export function ssrBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ssr-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The server build runs this plugin too; only the client build starts it.
      if (config.build.ssr || config.command !== 'build') return;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        root: config.root,
        logLevel: 'warn',
        build: {
          ssr: SSR_ENTRY,
          outDir: path.join(config.build.outDir, SSR_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
}
