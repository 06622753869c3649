import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Planted files live in dot-folders named .lint-plant-*: tsc skips dot-folders, and the
// ESLint and Prettier ignore lists name them, so a run killed before its cleanup leaves
// nothing that breaks `npm test`. The linter here is told not to ignore them.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const plant = `.lint-plant-${process.pid}`;
const feature = readdirSync(join(root, 'src/features'), { withFileTypes: true }).find((d) =>
  d.isDirectory(),
)!.name;
const dirs = {
  server: join(root, 'server', plant),
  core: join(root, 'src/harness', plant),
  feature: join(root, 'src/features', feature, plant),
  client: join(root, 'packages/client', plant),
};

/** Some module of `dir` to import (any will do: the rules look at where it lives). */
function moduleIn(dir: string): string {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    const planted = entry.parentPath.includes('.lint-plant-');
    if (entry.isFile() && !planted && /^[a-z-]+\.tsx?$/.test(entry.name)) {
      return join(entry.parentPath, entry.name).replace(/\.tsx?$/, '');
    }
  }
  throw new Error(`no module in ${dir}`);
}

function write(dir: string, name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const importFrom = (from: string, target: string) => {
  const path = relative(from, target);
  return path.startsWith('.') ? path : `./${path}`;
};

let eslint: ESLint;

async function ruleIds(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

beforeAll(() => {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  eslint = new ESLint({ cwd: root, ignore: false });
});

afterAll(() => {
  for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
});

describe('lint boundaries (eslint.config.js)', () => {
  it('keeps the planted folders out of the normal lint run', async () => {
    const normal = new ESLint({ cwd: root });
    const file = write(dirs.server, 'ignored.ts', 'export const x = 1;\n');
    expect(await normal.isPathIgnored(file)).toBe(true);
  });

  it('refuses a server file importing the SPA, and allows the core', async () => {
    const spa = moduleIn('src/features');
    const core = moduleIn('src/harness/schema');
    const file = write(
      dirs.server,
      'uses-spa.ts',
      `import * as spa from '${importFrom(dirs.server, spa)}';\n` +
        `import * as core from '${importFrom(dirs.server, core)}';\n` +
        'export const both = [spa, core];\n',
    );
    expect(await ruleIds(file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses the agent client importing the server, and allows the core', async () => {
    const server = moduleIn('server/modules/labels');
    const core = moduleIn('src/harness/schema');
    const file = write(
      dirs.client,
      'uses-server.ts',
      `import * as server from '${importFrom(dirs.client, server)}';\n` +
        `import * as core from '${importFrom(dirs.client, core)}';\n` +
        'export const both = [server, core];\n',
    );
    expect(await ruleIds(file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature importing the app shell', async () => {
    const app = moduleIn('src/app');
    const file = write(
      dirs.feature,
      'uses-app.ts',
      `import * as app from '${importFrom(dirs.feature, app)}';\nexport const a = app;\n`,
    );
    expect(await ruleIds(file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses production code importing test support, and allows a test to', async () => {
    const support = join(root, 'server/testing/describe-api');
    const internals = join(root, 'src/harness/testing/internals');
    const imports =
      `import * as support from '${importFrom(dirs.server, support)}';\n` +
      `import * as internals from '${importFrom(dirs.server, internals)}';\n` +
      'export const both = [support, internals];\n';
    const production = write(dirs.server, 'uses-support.ts', imports);
    const test = write(dirs.server, 'uses-support.test.ts', imports);
    expect(await ruleIds(production)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(await ruleIds(test)).toEqual([]);
  });

  it('finds a two-file import cycle', async () => {
    const a = write(
      dirs.server,
      'cycle-a.ts',
      "import { b } from './cycle-b';\nexport const a = () => b;\n",
    );
    write(dirs.server, 'cycle-b.ts', "import { a } from './cycle-a';\nexport const b = () => a;\n");
    expect(await ruleIds(a)).toEqual(['import-x/no-cycle']);
  });

  it('keeps DOM and Node globals and packages off the allow-list out of the core', async () => {
    const file = write(
      dirs.core,
      'impure.ts',
      "import { readFileSync } from 'node:fs';\nimport { useState } from 'react';\n" +
        'export const f = [readFileSync, useState, window.location.href, process.env.HOME];\n' +
        "export const g = [setTimeout, console, () => import('node:os')];\n",
    );
    expect((await ruleIds(file)).sort()).toEqual([
      'no-restricted-globals', // window
      'no-restricted-globals', // process
      'no-restricted-imports', // node:fs
      'no-restricted-imports', // react
      'no-restricted-syntax', // import('node:os')
      'no-undef', // setTimeout: not an ES built-in
      'no-undef', // console
    ]);
  });

  it('lets the core use its packages, its own files and ES built-ins', async () => {
    const file = write(
      dirs.core,
      'pure.ts',
      "import { z } from 'zod';\nimport { parse } from 'yaml';\n" +
        `import * as schema from '${importFrom(dirs.core, moduleIn('src/harness/schema'))}';\n` +
        'export const f = [z.string(), parse, schema, new Map(), JSON.stringify, globalThis];\n',
    );
    expect(await ruleIds(file)).toEqual([]);
  });
});
