// Flat config: typescript-eslint's recommended rules (syntax only, not type-aware, to stay fast),
// React hooks rules for the SPA, and the one-way import direction from ARCHITECTURE.md:
// contract <- machines <- src; contract <- server.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Matches a relative import that climbs out of the current folder into the top-level `folder`
 * (`../src/api/client`, `../../server/app`). Imports between layers are always relative here: the
 * project has no path aliases.
 */
const intoFolder = (folder) => `^(\\./)?(\\.\\./)+${folder}(/|$)`;

const layer = (from, rules) => ({
  group: from,
  rule: {
    'no-restricted-imports': [
      'error',
      {
        patterns: rules.map(([regex, message]) => ({ regex, message })),
      },
    ],
  },
});

const machinesRules = [
  [
    intoFolder('src'),
    'machines/ must not import from src/ (imports flow contract <- machines <- src).',
  ],
  [intoFolder('server'), 'machines/ must not import from server/.'],
  ['^(react|react-dom)(/|$)', 'machines/ are pure statecharts: no React.'],
  ['^@xstate/react(/|$)', 'machines/ are pure statecharts: React bindings belong in src/.'],
  ['^@tanstack/', 'machines/ know nothing of the router: the route passes input and events.'],
  [
    '^ky(/|$)',
    "machines/ do no I/O: declare a stub actor and provide the ky call from the feature's <flow>.logic.ts.",
  ],
  ['^@chakra-ui/', 'machines/ know nothing of the UI kit.'],
];

const contractRules = [
  [intoFolder('machines'), 'contract/ is the bottom layer: it must not import from machines/.'],
  [intoFolder('src'), 'contract/ is the bottom layer: it must not import from src/.'],
  [intoFolder('server'), 'contract/ is the bottom layer: it must not import from server/.'],
];

const serverRules = [
  [intoFolder('src'), 'server/ must not import from src/ (share code through contract/).'],
  [
    intoFolder('machines'),
    'server/ must not import from machines/ (share code through contract/).',
  ],
];

const srcRules = [
  [intoFolder('server'), 'src/ must not import from server/ (share code through contract/).'],
];

// The image generator is build tooling: it reads the catalogue (contract/, server/db/catalogue.ts).
const imagesRules = [
  [intoFolder('src'), 'scripts/images/ must not import from src/ (the SPA).'],
  [intoFolder('machines'), 'scripts/images/ must not import from machines/.'],
];

/**
 * One way to wire a flow (issue 13): the composition root (src/app/) creates the app-lifetime
 * actors; each feature's one logic file (`<flow>.logic.ts`) gives its machines their I/O and
 * creates its page-lifetime actors; views only select and send.
 */
const onlyInLogicFiles = (what, selector) => ({
  selector,
  message: `${what} belongs in the feature's <flow>.logic.ts (views only select and send).`,
});
const wiringRules = [
  onlyInLogicFiles('Creating an actor (useActorRef)', "CallExpression[callee.name='useActorRef']"),
  onlyInLogicFiles(
    'Giving a machine its implementations',
    "CallExpression[callee.property.name='provide']",
  ),
  onlyInLogicFiles(
    'An actor implementation',
    'CallExpression[callee.name=/^from(Promise|Callback)$/]',
  ),
  {
    selector: "CallExpression[callee.name='createActor']",
    message: 'App-lifetime actors are created by the composition root (src/app/) only.',
  },
];

export default defineConfig(
  globalIgnores([
    'dist/',
    'node_modules/',
    '.tmp/',
    'data/',
    'public/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'src/routeTree.gen.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/**', 'src/**/*.logic.ts'],
    rules: { 'no-restricted-syntax': ['error', ...wiringRules] },
  },
  {
    files: ['src/**/*.logic.ts'],
    ignores: ['src/app/**'],
    rules: { 'no-restricted-syntax': ['error', wiringRules.at(-1)] },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program > VariableDeclaration[kind='let'], Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
          message:
            'No module-level mutable state in src/api/: the client is built per app instance.',
        },
      ],
    },
  },
  ...[
    layer('machines', machinesRules),
    layer('contract', contractRules),
    layer('server', serverRules),
    layer('src', srcRules),
    layer('scripts/images', imagesRules),
  ].map(({ group, rule }) => ({ files: [`${group}/**/*.{ts,tsx,js,mjs}`], rules: rule })),
);
