import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { chakraLazyGlobal } from './scripts/chakra-lazy-global.ts';
import { chakraThemeAlias } from './scripts/chakra-theme-alias.ts';
import { ssrBuild } from './scripts/ssr-build.ts';
import { stripMachineDescriptions } from './scripts/strip-machine-descriptions.ts';
import { precompress } from './scripts/vite-precompress.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  // The router plugin must come before react() (STACK.md).
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    stripMachineDescriptions(),
    chakraLazyGlobal(),
    precompress(),
    ssrBuild(),
  ],
  resolve: { alias: [chakraThemeAlias] },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is needed by every first visit: one chunk
          // rather than some fifty small ones shared with lazy routes (each a request, queued
          // with the page's stylesheet and pictures on a slow connection; issue 16).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
