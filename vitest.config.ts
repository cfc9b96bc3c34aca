import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { chakraThemeAlias } from './scripts/chakra-theme-alias.ts';

const MACHINE_TESTS = ['tests/machines/**/*.test.{ts,tsx}', 'tests/model/**/*.test.{ts,tsx}'];
const COVERAGE_TESTS = ['tests/coverage/**/*.test.ts'];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [chakraThemeAlias] },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Password hashing at OWASP strength is deliberately slow; give server tests room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        // The statecharts' own tests. Their actors report what they visit (record-machines.ts).
        extends: true,
        test: {
          name: 'machines',
          include: MACHINE_TESTS,
          setupFiles: ['tests/coverage/record-machines.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MACHINE_TESTS, ...COVERAGE_TESTS],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // After both: every state and transition of every machine was visited.
        extends: true,
        test: { name: 'machine-coverage', include: COVERAGE_TESTS, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
