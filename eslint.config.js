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

// Architecture boundaries (bulletproof-react style): the core imports nothing of ours,
// features never import each other, shared UI/lib never import features, the SPA never
// imports the server.
const zones = [
  {
    target: './src/harness',
    from: ['./src/features', './src/components', './src/lib', './src/app', './server'],
    message: 'The harness core must stay pure: it imports nothing else of ours.',
  },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'Features do not import each other; compose them in src/app.',
  })),
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on features.',
  },
  { target: './src', from: './server', message: 'The SPA talks to the server over HTTP only.' },
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'data', 'coverage'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/harness/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(node:|fs$|path$|crypto$|react|zustand|@tanstack/|monaco-editor|@monaco-editor/|hono|@hono/|better-sqlite3|pg$|openai|quickjs-emscripten)',
              message:
                'src/harness is pure TypeScript shared by browser and server: no DOM, Node or UI imports.',
            },
          ],
        },
      ],
    },
  },
);
