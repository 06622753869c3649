import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations.
import { buildClient } from './build-client.mjs';

const pkg = resolve('packages/client');
const run = promisify(execFile);
let consumer: string;

// The package as npm would install it: its files and declared dependencies, nothing else.
beforeAll(async () => {
  await (buildClient as () => Promise<void>)();
  consumer = await mkdtemp(join(tmpdir(), 'client-consumer-'));
  const installed = join(consumer, 'node_modules/@harness-studio/client');
  await mkdir(installed, { recursive: true });
  await cp(join(pkg, 'dist'), join(installed, 'dist'), { recursive: true });
  await cp(join(pkg, 'package.json'), join(installed, 'package.json'));
  const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const dep of Object.keys(manifest.dependencies)) {
    await mkdir(join(consumer, 'node_modules', dep, '..'), { recursive: true });
    await symlink(resolve('node_modules', dep), join(consumer, 'node_modules', dep));
  }
}, 120_000);
afterAll(() => rm(consumer, { recursive: true, force: true }));

describe('packages/client as published', () => {
  it('imports only its declared dependencies and Node built-ins', async () => {
    const bundle = await readFile(join(pkg, 'dist/index.js'), 'utf8');
    const manifest = JSON.parse(await readFile(join(pkg, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const specifiers = [...bundle.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
    expect(specifiers.length).toBeGreaterThan(0);
    for (const s of specifiers) {
      const name = s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!;
      const builtin = s.startsWith('node:') || builtinModules.includes(name);
      expect(builtin || name in manifest.dependencies, s).toBe(true);
    }
  });

  it('runs from a folder that has only the package and its dependencies', async () => {
    const script = `
      import { createHarnessClient, bucketOf } from '@harness-studio/client';
      const client = createHarnessClient({ baseUrl: 'http://127.0.0.1:9', harnessId: 'h', label: 'production', token: 't' });
      console.log(JSON.stringify({ client: typeof client.current, bucket: bucketOf('viewer-1') }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: consumer,
    });
    const out = JSON.parse(stdout) as { client: string; bucket: number };
    expect(out.client).toBe('function');
    expect(out.bucket).toBeGreaterThanOrEqual(0);
  });

  it('ships its declarations', async () => {
    const types = await readFile(join(pkg, 'dist/types/packages/client/src/index.d.ts'), 'utf8');
    expect(types).toContain('createHarnessClient');
  });
});
