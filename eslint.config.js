import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import globals from 'globals';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const spa = ['./src/features', './src/app', './src/components', './src/lib'];

// The layers of docs/architecture.md: the core imports nothing of ours, features never
// import each other nor the app shell, shared UI/lib never import features, the SPA never
// imports the server and the server never imports the SPA.
const zones = [
  {
    target: './src/harness',
    from: [...spa, './server'],
    message: 'The harness core must stay pure: it imports nothing else of ours.',
  },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app shell; src/app composes features.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features.',
  },
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
  {
    target: './packages/client',
    from: [...spa, './server', './bench', './scripts', './e2e'],
    message:
      'The agent client ships alone: it imports the core (src/harness) and nothing else of ours.',
  },
  {
    target: ['./server', './bench', './scripts', './e2e'],
    from: spa,
    message: 'Server-side code and the browser tests import the core (src/harness), never the SPA.',
  },
];

// The core runs in the browser and in Node: an allow-list of packages (anything else,
// Node built-ins and UI libraries included, is refused) and plain ES globals.
const corePackages = [
  'zod',
  'ajv',
  'ajv-formats',
  'lru-cache',
  'diff',
  'yaml',
  'acorn',
  '@noble/hashes',
  'eventsource-parser',
];
const coreTestPackages = ['vitest', 'fast-check'];
const onlyPackages = (names) => ({
  regex: `^(?!\\.{1,2}/|(${names.join('|')})(/|$))`,
  message: `src/harness is pure TypeScript shared by browser and server: it may import only ${names.join(', ')} and its own files.`,
});
const hostGlobals = [
  ...['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage'],
  ...['fetch', 'process', 'Buffer', 'require', 'module', 'exports', '__dirname', '__filename'],
  ...['global', 'setImmediate', 'clearImmediate'],
];
const coreTestHelpers = [
  'src/harness/**/*.test.ts',
  'src/harness/testing/**/*.ts',
  'src/harness/**/test-support.ts',
];

// Test support lives beside the code it helps test (testing/ folders with their
// internals.ts entries, *-testing, test-support, fixtures and a few named modules): tests,
// test support, benches and e2e import it, production code never (knip.jsonc names the same
// files). Listed by the name an import uses, whatever its folder.
const testSupport = {
  regex:
    '(^|/)(testing(/|$)|([\\w-]+-)?(testing|test-support|fixtures|test-fixtures)$|release-model/|outcome-script$|model-runtime-rig$|sample-turn$)',
  message:
    'Test support (testing/, *-testing, test-support, fixtures): tests and benches import it, production code may not.',
};
const notProduction = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/{testing,test-support,test-fixtures}.{ts,tsx}',
  '**/*-{testing,test-support,fixtures}.{ts,tsx}',
  'server/modules/release-model/**',
  'server/modules/experiments/outcome-script.ts',
  'server/runtime/model-runtime-rig.ts',
  'server/telemetry/sample-turn.ts',
];

// Size limits (blank lines and comments not counted): a file past 400 lines, or logic past 80
// lines in one function, is split. Components may run to 150 lines, a server module's route
// table (one registration function) to 150; tests, migrations (lists of SQL statements) and
// benchmark scripts (read top to bottom as their report) are not limited per function.
const sizeLimits = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'server/modules/**/*route.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'server/db/migrations/**',
      '*.config.{js,ts}',
    ],
    rules: { 'max-lines-per-function': 'off' },
  },
];

export default tseslint.config(
  {
    ignores: [
      ...[
        'dist',
        'packages/*/dist',
        'dist-server',
        'node_modules',
        'test-results',
        'playwright-report',
        'data',
        'coverage',
      ],
      // Files scripts/lint-boundaries.test.ts plants (and may leave if killed).
      '**/.lint-plant-*/',
      // Written by scripts/generate-meta-validator.mjs.
      '**/*.generated.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without .ts here the cycle check cannot follow the imports it resolves.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Following imports into node_modules too would more than double the lint time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    ignores: ['src/harness/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**', 'server/**', 'packages/client/src/**'],
    ignores: notProduction,
    rules: { 'no-restricted-imports': ['error', { patterns: [testSupport] }] },
  },
  {
    files: ['src/harness/**'],
    // ES built-ins only (no-undef catches console, setTimeout, TextEncoder...). The host
    // globals people reach for are declared only so that no-restricted-globals reports
    // them with the reason, instead of a bare "not defined".
    languageOptions: {
      globals: {
        ...globals.builtin,
        // Web APIs that browsers and Node alike provide (the event-stream reader needs them).
        TextDecoder: 'readonly',
        ReadableStream: 'readonly',
        ...Object.fromEntries(hostGlobals.map((n) => [n, 'readonly'])),
      },
    },
    rules: {
      'no-undef': 'error',
      'no-restricted-imports': ['error', { patterns: [onlyPackages(corePackages), testSupport] }],
      // no-restricted-imports does not see import(): a dynamic import would slip past it.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'src/harness imports statically only.' },
      ],
      'no-restricted-globals': [
        'error',
        ...hostGlobals.map((name) => ({
          name,
          message: 'src/harness runs in the browser and in Node: no DOM or Node globals.',
        })),
      ],
    },
  },
  {
    // The core's own test support (named as elsewhere) imports other test support.
    files: [
      ...coreTestHelpers,
      ...notProduction.filter((p) => p.startsWith('**/')).map((p) => `src/harness/${p}`),
    ],
    languageOptions: { globals: { structuredClone: 'readonly', TextEncoder: 'readonly' } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [onlyPackages([...corePackages, ...coreTestPackages])] },
      ],
    },
  },
  ...sizeLimits,
);
