import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
