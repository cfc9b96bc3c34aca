import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chakraThemeAlias } from './scripts/chakra-theme-alias.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Password hashing at OWASP strength is deliberately slow; give server tests room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
